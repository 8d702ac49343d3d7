import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/errors/index.ts';
import { isNonNegative, type LedgerAccount } from './accounts.ts';
import type { PostingEntry } from './posting.ts';

/**
 * What an account holds in one currency: `balance`, the sum of its posted
 * entries, and `pending`, what pending holds have set aside out of it. What
 * it may still spend is `available` = balance − pending.
 */
export interface Position {
  readonly account: LedgerAccount;
  readonly currency: string;
  readonly balance: number;
  readonly pending: number;
}

/** A move of one position: deltas added to its balance and to its pending. */
export interface PositionChange {
  readonly account: LedgerAccount;
  readonly currency: string;
  readonly balance: number;
  readonly pending: number;
}

export function availableOf(position: Position): number {
  return position.balance - position.pending;
}

/** The one key of an (account, currency) pair; sorting by it is the order rows are locked in. */
export function positionKey(account: string, currency: string): string {
  return `${account}\u0000${currency}`;
}

/** Compares two positions (or changes) by account, then currency: the one order every writer locks rows in. */
export function byPosition(a: { readonly account: string; readonly currency: string }, b: { readonly account: string; readonly currency: string }): number {
  return positionKey(a.account, a.currency) < positionKey(b.account, b.currency) ? -1 : positionKey(a.account, a.currency) > positionKey(b.account, b.currency) ? 1 : 0;
}

/** The changes a transaction's entries make: each amount added to its account's balance. */
export function postingChanges(entries: readonly PostingEntry[]): PositionChange[] {
  return entries.map((entry) => ({ account: entry.account, currency: entry.amount.currency, balance: entry.amount.minor, pending: 0 }));
}

/**
 * The positions after `changes`, one per (account, currency) touched, in
 * lock order; `current` holds the positions before (a missing one is zero).
 * A non-negative account (`isNonNegative`) whose available or balance the
 * changes lower must keep both at zero or above: INSUFFICIENT_FUNDS naming
 * the account, its currency, what it had available and what was asked.
 * Changes that only raise an account are never refused. Pending below zero
 * or a sum outside the safe integers is a bug in the caller: it throws.
 */
export function applyChanges(current: readonly Position[], changes: readonly PositionChange[]): Result<Position[], DomainError> {
  const before = new Map(current.map((position) => [positionKey(position.account, position.currency), position]));
  const deltas = new Map<string, PositionChange>();
  for (const change of changes) {
    const key = positionKey(change.account, change.currency);
    const sum = deltas.get(key);
    deltas.set(key, sum === undefined ? change : { ...sum, balance: sum.balance + change.balance, pending: sum.pending + change.pending });
  }
  const after: Position[] = [];
  for (const [key, delta] of deltas) {
    const was = before.get(key) ?? { account: delta.account, currency: delta.currency, balance: 0, pending: 0 };
    const next: Position = { account: delta.account, currency: delta.currency, balance: was.balance + delta.balance, pending: was.pending + delta.pending };
    if (!Number.isSafeInteger(next.balance) || !Number.isSafeInteger(next.pending)) throw new RangeError(`Position of ${delta.account} left the safe integers`);
    if (next.pending < 0) throw new RangeError(`Pending of ${delta.account} in ${delta.currency} would be ${next.pending}`);
    const lowers = delta.balance < 0 || delta.balance - delta.pending < 0;
    if (isNonNegative(delta.account) && lowers && (next.balance < 0 || availableOf(next) < 0)) {
      return err(
        domainError('INSUFFICIENT_FUNDS', `Not enough funds in ${delta.account}`, {
          account: delta.account,
          currency: delta.currency,
          available: Math.max(0, availableOf(was)),
          requested: availableOf(was) - availableOf(next),
        }),
      );
    }
    after.push(next);
  }
  return ok(after.sort(byPosition));
}
