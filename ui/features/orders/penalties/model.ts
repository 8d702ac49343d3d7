import { combine, createEffect, createStore, sample } from 'effector';
import type { PenaltyView } from '../../../../contracts/orders/index.ts';
import { formatMoney, mustMoney, type CurrencyCode, type DomainError } from '../../../../domain/index.ts';
import { $isLoggedIn } from '../../accounts/session/model.ts';
import { $page } from '../../shared/page/model.ts';

/*
 * /dashboard/penalties: what the seller was charged for late orders the
 * buyer cancelled (10 % of the line, through the ledger), newest first, with
 * the total per currency. Loaded each time the page opens.
 */

export const loadPenaltiesFx = createEffect<void, { readonly penalties: readonly PenaltyView[] }, DomainError>();

export interface PenaltyRowView {
  readonly id: string;
  readonly orderId: string;
  readonly title: string;
  readonly reason: PenaltyView['reason'];
  readonly amount: string;
  readonly at: string;
}

/** The penalties; null while loading. */
export const $penalties = createStore<readonly PenaltyView[] | null>(null, { sid: 'orders/$penalties', serialize: 'ignore' }).on(loadPenaltiesFx.doneData, (_, answer) =>
  [...answer.penalties].sort((a, b) => b.at.localeCompare(a.at)),
);
export const $penaltiesError = createStore<string | null>(null, { sid: 'orders/$penaltiesError', serialize: 'ignore' })
  .on(loadPenaltiesFx.failData, (_, error) => error.code)
  .reset(loadPenaltiesFx);

const $open = combine($isLoggedIn, $page, (loggedIn, page) => loggedIn && page.name === 'dashboardPenalties');
sample({ clock: $open.updates, filter: Boolean, target: [$penalties.reinit, loadPenaltiesFx] });

export const $penaltyRows = $penalties.map((list) =>
  list === null ? null : list.map((p): PenaltyRowView => ({ id: p.id, orderId: p.orderId, title: p.title, reason: p.reason, amount: formatMoney(p.amount), at: p.at })),
);

/** The sum per currency, e.g. ['$1.20', '€0.40']. */
export const $penaltyTotals = $penalties.map((list) => {
  if (list === null || list.length === 0) return [];
  const sums = new Map<string, number>();
  for (const p of list) sums.set(p.amount.currency, (sums.get(p.amount.currency) ?? 0) + p.amount.minor);
  return [...sums].map(([currency, minor]) => formatMoney(mustMoney(minor, currency as CurrencyCode)));
});
