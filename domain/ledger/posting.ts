import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/errors/index.ts';
import type { Money } from '../shared/money/index.ts';
import { parseLedgerAccount, type LedgerAccount } from './accounts.ts';

/** One line of a transaction: `amount` (signed minor units) is added to the account's balance in its currency. */
export interface PostingEntry {
  readonly account: LedgerAccount;
  readonly amount: Money;
}

/** The most entries one transaction may carry: an order of many lines stays far below it, a runaway loop does not. */
export const MAX_ENTRIES = 200;

/**
 * The sum of the entries per currency, in code order. Sums are exact while
 * they stay safe integers; one that leaves the range is reported as such.
 */
export function sumsByCurrency(entries: readonly PostingEntry[]): ReadonlyMap<string, number> {
  const sums = new Map<string, number>();
  for (const entry of entries) sums.set(entry.amount.currency, (sums.get(entry.amount.currency) ?? 0) + entry.amount.minor);
  return new Map([...sums].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Whether `entries` may be written as one transaction: at least two entries
 * (money moves from somewhere to somewhere), at most {@link MAX_ENTRIES},
 * every account one of the ledger's names, every amount a non-zero safe
 * integer, and per currency a sum of exactly zero (LEDGER_UNBALANCED naming
 * the currency and its sum otherwise). A failure here is a bug in the
 * caller's posting rule, never a user's mistake.
 */
export function checkBalanced(entries: readonly PostingEntry[]): Result<void, DomainError> {
  if (entries.length < 2) return err(domainError('LEDGER_UNBALANCED', 'A transaction needs at least two entries', { entries: entries.length }));
  if (entries.length > MAX_ENTRIES) return err(domainError('VALIDATION_FAILED', `A transaction holds at most ${MAX_ENTRIES} entries`, { field: 'entries' }));
  for (const entry of entries) {
    if (parseLedgerAccount(entry.account) === undefined) {
      return err(domainError('VALIDATION_FAILED', `Not a ledger account: '${entry.account}'`, { field: 'account', account: entry.account }));
    }
    if (!Number.isSafeInteger(entry.amount.minor) || entry.amount.minor === 0) {
      return err(domainError('AMOUNT_INVALID', 'An entry moves a non-zero whole number of minor units', { field: 'amount', account: entry.account }));
    }
  }
  for (const [currency, sum] of sumsByCurrency(entries)) {
    if (sum !== 0) return err(domainError('LEDGER_UNBALANCED', `The entries in ${currency} sum to ${sum}, not 0`, { currency, sum }));
  }
  return ok(undefined);
}
