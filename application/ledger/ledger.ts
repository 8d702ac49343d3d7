import type { Result } from 'neverthrow';
import type { DomainError, LedgerAccount, Money } from '../../domain/index.ts';

/** One line of a transaction: `amount` (signed minor units) is added to the account's balance in its currency. */
export interface LedgerEntry {
  readonly account: LedgerAccount;
  readonly amount: Money;
}

/** What a transaction is about, for the statement a user or staff member reads: an order, a payment, a grant. */
export interface LedgerReference {
  readonly type: string;
  readonly id: string;
}

/**
 * A set of entries that sums to zero per currency, written once under its
 * idempotency key. `kind` names the business event (`top-up`, `order-paid`,
 * `order-refund`, `grant`); `memo` is the reason shown to staff.
 */
export interface LedgerTransactionRequest {
  readonly idempotencyKey: string;
  readonly kind: string;
  readonly entries: readonly LedgerEntry[];
  readonly reference?: LedgerReference;
  readonly memo?: string;
}

export interface PostedTransaction {
  readonly id: string;
  readonly kind: string;
  readonly postedAt: Date;
  /** True when the key had been posted before and nothing was written now. */
  readonly replayed: boolean;
}

/**
 * A two-phase transfer (TigerBeetle's pending transfer): `amount` leaves
 * `from`'s available balance at once but reaches `to` only when the hold is
 * posted; voided, it returns to `from`. Resolved at most once.
 */
export interface HoldRequest {
  readonly idempotencyKey: string;
  readonly from: LedgerAccount;
  readonly to: LedgerAccount;
  readonly amount: Money;
  readonly reference?: LedgerReference;
}

export type HoldState = 'pending' | 'posted' | 'voided';

export interface Hold {
  readonly id: string;
  readonly from: LedgerAccount;
  readonly to: LedgerAccount;
  readonly amount: Money;
  readonly state: HoldState;
  /** What the hold is for, as given when it was placed. */
  readonly reference?: LedgerReference;
}

/** An account's balance in one currency: `balance` (sum of posted entries), `pending` (held out of it), `available` = balance − pending. */
export interface AccountBalance {
  readonly account: LedgerAccount;
  readonly currency: string;
  readonly balance: number;
  readonly pending: number;
  readonly available: number;
}

/**
 * The only writer of money (application/ledger implements it). Every method
 * joins the caller's unit of work, so an order's state and its money commit
 * together. Failures are values:
 * - LEDGER_UNBALANCED: entries do not sum to zero per currency (a bug in the caller's posting rule);
 * - INSUFFICIENT_FUNDS: a non-negative account (domain `isNonNegative`) would go below zero (`details.account`);
 * - IDEMPOTENCY_KEY_REUSED: the key was posted before with other entries;
 * - HOLD_ALREADY_RESOLVED: posting a voided hold or voiding a posted one (repeating the same resolution is a no-op ok).
 */
export interface Ledger {
  post(request: LedgerTransactionRequest): Promise<Result<PostedTransaction, DomainError>>;
  hold(request: HoldRequest): Promise<Result<Hold, DomainError>>;
  postHold(holdId: string): Promise<Result<Hold, DomainError>>;
  voidHold(holdId: string): Promise<Result<Hold, DomainError>>;
  /** The holds made with this reference (e.g. every hold of an order). */
  holdsFor(reference: LedgerReference): Promise<readonly Hold[]>;
  /** The balances of these accounts, one per currency they have ever held. */
  balances(accounts: readonly LedgerAccount[]): Promise<readonly AccountBalance[]>;
}
