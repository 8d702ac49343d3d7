import { combine, createEvent, createStore, sample } from 'effector';
import { $page } from '../../shared/page/model.ts';
import { $orderRows, type OrderRowView } from './model.ts';

/*
 * /dashboard/orders as tabs: which side of the trade the user looks at (what
 * they bought or what they sold) and which group of states. A state belongs to
 * exactly one tab, so an order never shows twice and never hides.
 */

/** What the user bought, what they sold, and (staff with DISPUTE) the open disputes of everyone. */
export const ORDER_SIDES = ['buyer', 'seller', 'disputes'] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];
export const ORDER_TABS = ['all', 'active', 'delivered', 'disputed', 'completed', 'closed'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** The tab of each state; a state the table does not know yet (a newer server) counts as active, so it still shows. */
const TAB_OF: Readonly<Record<string, Exclude<OrderTab, 'all'>>> = {
  pending_payment: 'active',
  paid: 'active',
  in_delivery: 'active',
  late: 'active',
  cancel_requested: 'active',
  delivered: 'delivered',
  disputed: 'disputed',
  completed: 'completed',
  settled: 'completed',
  cancelled: 'closed',
  refunded: 'closed',
  partially_refunded: 'closed',
  payment_expired: 'closed',
};

export function tabOf(state: string): Exclude<OrderTab, 'all'> {
  return TAB_OF[state] ?? 'active';
}

export const sideChosen = createEvent<OrderSide>();
export const tabChosen = createEvent<OrderTab>();

export const $orderSide = createStore<OrderSide>('buyer', { sid: 'orders/$orderSide', serialize: 'ignore' }).on(sideChosen, (_, side) => side);
export const $orderTab = createStore<OrderTab>('all', { sid: 'orders/$orderTab', serialize: 'ignore' }).on(tabChosen, (_, tab) => tab);
// Another side starts on all of its orders rather than on an empty tab of the previous side.
sample({ clock: sideChosen, fn: (): OrderTab => 'all', target: $orderTab });
// Leaving the orders pages forgets the choice; coming back starts on what was bought.
sample({ clock: $page, filter: (page) => !page.name.startsWith('dashboardOrder'), target: [$orderSide.reinit, $orderTab.reinit] });

/** How many orders of the chosen side each tab holds; null while loading. */
export const $tabCounts = combine($orderRows, $orderSide, (rows, side): Readonly<Record<OrderTab, number>> | null => {
  if (rows === null) return null;
  const counts: Record<OrderTab, number> = { all: 0, active: 0, delivered: 0, disputed: 0, completed: 0, closed: 0 };
  for (const row of rows) {
    if (row.role !== side) continue;
    counts.all += 1;
    counts[tabOf(row.state)] += 1;
  }
  return counts;
});

/** The rows of the chosen side and tab, newest first; null while loading. */
export const $visibleOrderRows = combine($orderRows, $orderSide, $orderTab, (rows, side, tab): readonly OrderRowView[] | null =>
  rows === null ? null : rows.filter((row) => row.role === side && (tab === 'all' || tabOf(row.state) === tab)),
);
