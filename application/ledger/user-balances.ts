import { ledgerAccounts, type LedgerAccount, type Position } from '../../domain/index.ts';
import type { Balances } from '../../contracts/ledger/index.ts';
import type { LedgerStore } from './ports/index.ts';

type Balance = Balances['balances'][number];

/**
 * A user's balances as `getBalances` and `myBalances` show them, per
 * currency. Our reading of the contract:
 * - available: what the user may spend or withdraw now — the available part
 *   (balance − pending holds out of it) of their credits and of their
 *   released seller funds;
 * - pending: what is on its way to them — the available part of their
 *   not-yet-released sales (`seller:{id}:pending`), plus every pending hold
 *   towards one of their accounts. A hold from their sales to their
 *   released funds so counts once; money held out of their credits towards
 *   an escrow counts nowhere (it is on its way out).
 * Currencies they never held are left out; the list is sorted by code.
 */
export async function userBalances(store: LedgerStore, userId: string): Promise<Balance[]> {
  const credits = ledgerAccounts.buyerCredits(userId);
  const released = ledgerAccounts.sellerAvailable(userId);
  const sales = ledgerAccounts.sellerPending(userId);
  const mine: readonly LedgerAccount[] = [credits, released, sales];
  const [positions, incoming] = await Promise.all([store.readPositions(mine), store.pendingHoldsTo(mine)]);
  return summarize(positions, incoming, sales);
}

function summarize(positions: readonly Position[], incoming: readonly { readonly currency: string; readonly amount: number }[], sales: LedgerAccount): Balance[] {
  const byCurrency = new Map<string, { available: number; pending: number }>();
  const at = (currency: string) => {
    const found = byCurrency.get(currency);
    if (found !== undefined) return found;
    const fresh = { available: 0, pending: 0 };
    byCurrency.set(currency, fresh);
    return fresh;
  };
  for (const position of positions) {
    const free = position.balance - position.pending;
    if (position.account === sales) at(position.currency).pending += free;
    else at(position.currency).available += free;
  }
  for (const hold of incoming) at(hold.currency).pending += hold.amount;
  return [...byCurrency]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([currency, sums]) => ({ currency: currency as Balance['currency'], available: sums.available, pending: sums.pending }));
}
