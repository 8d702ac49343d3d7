import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/errors/index.ts';
import type { Money } from '../shared/money/money.ts';

/**
 * A buyer's request ("I want X for at most Y"): the budget is the most the
 * buyer will pay in all, the service fee included, and it is locked out of
 * their credits (a ledger hold) while the request is open, so a seller
 * answering it knows the money is there. Sellers answer with offers; the
 * buyer accepts one (an order in `paid`, the hold released into the order's
 * escrow, the rest of the budget back to the credits) or cancels; the
 * deadline expires it. Every way out of `open` releases the hold.
 */
export const REQUEST_STATES = ['open', 'accepted', 'cancelled', 'expired'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];
export type RequestEvent = 'ACCEPT_OFFER' | 'CANCEL' | 'EXPIRE';

const TABLE: Readonly<Record<RequestEvent, RequestState>> = { ACCEPT_OFFER: 'accepted', CANCEL: 'cancelled', EXPIRE: 'expired' };

export function transitionRequest(state: RequestState, event: RequestEvent): Result<RequestState, DomainError> {
  return state === 'open' ? ok(TABLE[event]) : err(domainError('REQUEST_NOT_OPEN', `This request is ${state}`, { state, field: 'requestId' }));
}

/** A seller's answer to a request: open until the buyer takes it or another, or the request ends. */
export const REQUEST_OFFER_STATES = ['open', 'accepted', 'rejected'] as const;
export type RequestOfferState = (typeof REQUEST_OFFER_STATES)[number];

/** How far ahead a deadline may be, in days. */
export const REQUEST_DEADLINE_DAYS = { min: 1, max: 30 } as const;
/** The least a budget may be ($1): below it no offer could pay the minimum fee. */
export const MIN_REQUEST_BUDGET_MINOR = 100;

/** When a request posted at `now` for `days` stops taking offers. */
export function requestDeadline(now: Date, days: number): Date {
  return new Date(now.getTime() + days * 86_400_000);
}

/** An offer fits a request when what the buyer would pay in all is within the budget; BUDGET_EXCEEDED (422) names both. */
export function fitsBudget(total: Money, budget: Money): Result<void, DomainError> {
  if (total.currency !== budget.currency) return err(domainError('CURRENCY_MISMATCH', 'The offer and the budget are in different currencies', { field: 'price' }));
  return total.minor <= budget.minor
    ? ok(undefined)
    : err(domainError('BUDGET_EXCEEDED', 'With the service fee, this offer costs more than the buyer\'s budget', { field: 'priceMinor', total, budget }));
}
