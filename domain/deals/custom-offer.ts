import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/errors/index.ts';

/**
 * A seller's custom offer inside a conversation: a price agreed in chat for
 * something no listing sells as such (a rank boost to an exact division, an
 * account with a named skin). The buyer accepts it (and pays through the
 * checkout, at the seller's price re-checked by the server) or declines it;
 * the seller may withdraw it while it is open; the scheduler expires it.
 */
export const CUSTOM_OFFER_STATES = ['open', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type CustomOfferState = (typeof CUSTOM_OFFER_STATES)[number];
export type CustomOfferEvent = 'ACCEPT' | 'DECLINE' | 'WITHDRAW' | 'EXPIRE';

const TABLE: Readonly<Record<CustomOfferEvent, CustomOfferState>> = { ACCEPT: 'accepted', DECLINE: 'declined', WITHDRAW: 'withdrawn', EXPIRE: 'expired' };

/** Every event leaves `open` only; anything else is CUSTOM_OFFER_NOT_OPEN (409), naming the state it is in. */
export function transitionCustomOffer(state: CustomOfferState, event: CustomOfferEvent): Result<CustomOfferState, DomainError> {
  return state === 'open' ? ok(TABLE[event]) : err(domainError('CUSTOM_OFFER_NOT_OPEN', `This offer is ${state}`, { state, field: 'offerId' }));
}

/** How long an offer may stay open, in hours: a day by default, a week at most. */
export const CUSTOM_OFFER_EXPIRY_HOURS = { default: 24, min: 1, max: 168 } as const;
/** The most one custom offer may ask, in USD cents ($10,000): larger deals go through support. */
export const MAX_DEAL_PRICE_MINOR = 1_000_000;
/** The least a unit may cost ($0.50), the same floor as a listing's. */
export const MIN_DEAL_PRICE_MINOR = 50;

/** When an offer made at `now` to stay open `hours` expires. */
export function customOfferExpiry(now: Date, hours: number): Date {
  return new Date(now.getTime() + hours * 3_600_000);
}

/** A price a deal may ask: whole cents within the floor and the ceiling. */
export function checkDealPrice(minor: number, field: string): Result<number, DomainError> {
  if (!Number.isSafeInteger(minor) || minor < MIN_DEAL_PRICE_MINOR || minor > MAX_DEAL_PRICE_MINOR) {
    return err(domainError('VALIDATION_FAILED', `${field} must be from ${MIN_DEAL_PRICE_MINOR / 100} to ${MAX_DEAL_PRICE_MINOR / 100} USD`, { field }));
  }
  return ok(minor);
}
