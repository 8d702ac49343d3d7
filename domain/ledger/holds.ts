import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/errors/index.ts';
import type { Money } from '../shared/money/index.ts';
import { parseLedgerAccount, type LedgerAccount } from './accounts.ts';
import type { PositionChange } from './positions.ts';

/**
 * Two-phase transfers (TigerBeetle's pending transfers) as an explicit state
 * machine. A hold sets `amount` aside out of `from` at once (its pending
 * grows, so its available shrinks); posting it moves the money to `to` with
 * real entries, voiding it gives it back to `from`. A hold is resolved at
 * most once: repeating the resolution it already had changes nothing and is
 * answered as a success (so a retried call is harmless), the other one is
 * HOLD_ALREADY_RESOLVED.
 */
export type HoldState = 'pending' | 'posted' | 'voided';

export type HoldEvent = 'POST' | 'VOID';

/** What a hold moves, from where to where. */
export interface HoldTerms {
  readonly from: LedgerAccount;
  readonly to: LedgerAccount;
  readonly amount: Money;
}

/** The state after an event, and whether anything happened (false for a repeated resolution). */
export interface HoldTransition {
  readonly state: HoldState;
  readonly changed: boolean;
}

type Row = Readonly<Record<HoldEvent, (state: HoldState) => Result<HoldTransition, DomainError>>>;

const move = (state: HoldState) => (): Result<HoldTransition, DomainError> => ok({ state, changed: true });
const stay = (state: HoldState): Result<HoldTransition, DomainError> => ok({ state, changed: false });
const refuse = (state: HoldState): Result<HoldTransition, DomainError> =>
  err(domainError('HOLD_ALREADY_RESOLVED', `The hold was already ${state}`, { state }));

/** The transition table: one row per state, one handler per event. */
const HOLD_TRANSITIONS: Readonly<Record<HoldState, Row>> = {
  pending: { POST: move('posted'), VOID: move('voided') },
  posted: { POST: stay, VOID: refuse },
  voided: { POST: refuse, VOID: stay },
};

/** The next state of a hold in `state` on `event` (see the module comment for the rules). */
export function transitionHold(state: HoldState, event: HoldEvent): Result<HoldTransition, DomainError> {
  return HOLD_TRANSITIONS[state][event](state);
}

/** Whether a hold may be placed: two different ledger accounts, and a positive whole amount. */
export function checkHoldTerms(terms: HoldTerms): Result<void, DomainError> {
  for (const field of ['from', 'to'] as const) {
    if (parseLedgerAccount(terms[field]) === undefined) return err(domainError('VALIDATION_FAILED', `Not a ledger account: '${terms[field]}'`, { field }));
  }
  if (terms.from === terms.to) return err(domainError('VALIDATION_FAILED', 'A hold moves money between two different accounts', { field: 'to' }));
  if (!Number.isSafeInteger(terms.amount.minor) || terms.amount.minor <= 0) {
    return err(domainError('AMOUNT_INVALID', 'A hold moves a positive whole number of minor units', { field: 'amount' }));
  }
  return ok(undefined);
}

/** Placing a hold: the amount is set aside out of `from`, so it cannot be spent twice. */
export function holdPlacedChanges(terms: HoldTerms): PositionChange[] {
  return [{ account: terms.from, currency: terms.amount.currency, balance: 0, pending: terms.amount.minor }];
}

/**
 * Resolving a pending hold. Posted: `from` pays the amount (balance and
 * pending fall together, so its available stays) and `to` receives it.
 * Voided: the amount is no longer set aside, `from`'s available grows back.
 */
export function holdResolvedChanges(terms: HoldTerms, to: 'posted' | 'voided'): PositionChange[] {
  const { minor, currency } = terms.amount;
  if (to === 'voided') return [{ account: terms.from, currency, balance: 0, pending: -minor }];
  return [
    { account: terms.from, currency, balance: -minor, pending: -minor },
    { account: terms.to, currency, balance: minor, pending: 0 },
  ];
}
