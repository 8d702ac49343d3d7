import { accountOwner, type LedgerAccount } from '../../domain/index.ts';
import type { Outbox } from '../shared/ports/index.ts';

/** The change feed's collection for a user's balances; the change's id is the user's id (what `myBalances` listens for). */
export const BALANCES_COLLECTION = 'balances';

/**
 * Announces, in the unit of work that moved the money, a change of the
 * balances of every user who owns one of `accounts` (once per user), so
 * their live `myBalances` updates after commit and never before.
 */
export async function announceBalances(outbox: Outbox, accounts: Iterable<LedgerAccount>): Promise<void> {
  const owners = new Set<string>();
  for (const account of accounts) {
    const owner = accountOwner(account);
    if (owner !== undefined) owners.add(owner);
  }
  for (const owner of [...owners].sort()) await outbox.add({ type: 'BalanceChanged', collection: BALANCES_COLLECTION, id: owner });
}
