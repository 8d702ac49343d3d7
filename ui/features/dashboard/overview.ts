import { combine } from 'effector';
import { formatMoney, mustMoney, USD } from '../../../domain/index.ts';
import { $balances } from '../payments/balances/model.ts';
import { $unseenMessages } from '../messaging/model.ts';
import { $unseenNotifications } from '../notifications/model.ts';
import { $orderRows, $orders, type OrderRecord } from '../orders/list/model.ts';

/*
 * /dashboard: what waits on the user now, counted from the live `myOrders`
 * publication (followed while this page is open, see ../orders/list), their
 * credits and their unread messages and notices. Each count says who must act,
 * so the overview is a to-do list rather than statistics.
 */

/** Orders that wait on the user, by what they must do. */
export interface DashboardTodo {
  /** Placed, not yet paid (the stock is held for a while). */
  readonly toPay: number;
  /** Delivered to the user, waiting for their confirmation. */
  readonly toConfirm: number;
  /** Sold by the user and paid: deliver before the deadline. */
  readonly toDeliver: number;
  /** The buyer asked the user, as seller, to cancel. */
  readonly cancelRequests: number;
  /** Disputed, either side. */
  readonly disputes: number;
}

const ACTIVE_SALE = new Set(['paid', 'in_delivery', 'late']);

export function todoOf(orders: readonly OrderRecord[]): DashboardTodo {
  const count = (test: (o: OrderRecord) => boolean) => orders.filter(test).length;
  return {
    toPay: count((o) => o.role === 'buyer' && o.state === 'pending_payment'),
    toConfirm: count((o) => o.role === 'buyer' && o.state === 'delivered'),
    toDeliver: count((o) => o.role === 'seller' && ACTIVE_SALE.has(o.state)),
    cancelRequests: count((o) => o.role === 'seller' && o.state === 'cancel_requested'),
    disputes: count((o) => o.state === 'disputed'),
  };
}

/** Null while the orders load. */
export const $dashboardTodo = $orders.map((orders) => (orders === null ? null : todoOf(orders)));

/** How many recent orders the overview lists. */
export const RECENT_ORDERS = 5;
export const $recentOrderRows = $orderRows.map((rows) => (rows === null ? null : rows.slice(0, RECENT_ORDERS)));

/** Credits available per currency held, USD first; a new account shows its zero dollars. Null while loading. */
export const $creditsLine = $balances.map((balances) => {
  if (balances === null) return null;
  const held = balances.filter((b) => b.available !== 0);
  if (held.length === 0) return formatMoney(mustMoney(0, USD));
  return [...held]
    .sort((a, b) => (a.currency === USD ? -1 : b.currency === USD ? 1 : a.currency.localeCompare(b.currency)))
    .map((b) => formatMoney(mustMoney(b.available, b.currency)))
    .join(' · ');
});

export const $dashboardUnseen = combine($unseenMessages, $unseenNotifications, (messages, notifications) => ({ messages, notifications }));
