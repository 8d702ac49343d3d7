import type { HoldState, LedgerAccount, Money, Position, PostingEntry } from '../../../domain/index.ts';
import type { Hold, LedgerReference } from '../ledger.ts';

/** A transaction's header as the ledger writes it first, to claim its idempotency key. */
export interface TransactionHeader {
  readonly idempotencyKey: string;
  readonly kind: string;
  readonly reference?: LedgerReference;
  readonly memo?: string;
  /** Text that differs whenever the kind or the entries differ (the store may keep a hash of it). */
  readonly digest: string;
}

/**
 * The answer to a claim: `claimed` when this call wrote the header (its
 * entries follow in the same transaction), `exists` when the key was posted
 * before, with whether that posting had the same digest.
 */
export type TransactionClaim =
  | { readonly outcome: 'claimed'; readonly id: string; readonly postedAt: Date }
  | { readonly outcome: 'exists'; readonly id: string; readonly kind: string; readonly postedAt: Date; readonly sameDigest: boolean };

export interface HoldHeader {
  readonly idempotencyKey: string;
  readonly from: LedgerAccount;
  readonly to: LedgerAccount;
  readonly amount: Money;
  readonly reference?: LedgerReference;
}

export type HoldClaim = { readonly outcome: 'claimed' | 'exists'; readonly hold: Hold };

/** Per currency, the sum of every entry and how many entries there are. */
export interface CurrencyTotal {
  readonly currency: string;
  readonly sum: number;
  readonly entries: number;
}

/** A position's address. */
export interface PositionKey {
  readonly account: LedgerAccount;
  readonly currency: string;
}

/**
 * Where the ledger keeps its books: transactions and their entries
 * (append-only), the positions cached from them, and holds. Every call joins
 * the caller's unit of work. The ledger (application/ledger) is its only
 * writer; it calls it in this order so concurrent writers cannot deadlock:
 * first the key (claim a transaction or a hold, or lock a hold), then the
 * positions, all at once, in the order of `byPosition`.
 */
export interface LedgerStore {
  /**
   * Writes the header under its idempotency key, or reports the one written
   * before. A concurrent claim of the same key waits until the first commits
   * (then `exists`) or rolls back (then `claimed`).
   */
  claimTransaction(header: TransactionHeader): Promise<TransactionClaim>;
  writeEntries(transactionId: string, entries: readonly PostingEntry[]): Promise<void>;
  /** The positions at these keys (zero where none yet), locked until the unit of work ends, in `byPosition` order. */
  lockPositions(keys: readonly PositionKey[]): Promise<Position[]>;
  /** Writes positions read by `lockPositions` in this unit of work. */
  savePositions(positions: readonly Position[]): Promise<void>;
  /** The positions these accounts have in any currency, unlocked. */
  readPositions(accounts: readonly LedgerAccount[]): Promise<Position[]>;

  /** Writes a pending hold under its idempotency key, or returns the one written before (same waiting as transactions). */
  claimHold(header: HoldHeader): Promise<HoldClaim>;
  /** The hold, locked until the unit of work ends; undefined when there is none with that id. */
  lockHold(holdId: string): Promise<Hold | undefined>;
  resolveHold(holdId: string, state: Exclude<HoldState, 'pending'>): Promise<void>;
  holdsFor(reference: LedgerReference): Promise<Hold[]>;
  /** Per `to` account and currency, the sum of pending holds towards these accounts. */
  pendingHoldsTo(accounts: readonly LedgerAccount[]): Promise<{ readonly account: LedgerAccount; readonly currency: string; readonly amount: number }[]>;

  /** Per currency, the sum of every entry ever written: 0 when the books balance. */
  trialBalance(): Promise<CurrencyTotal[]>;
}
