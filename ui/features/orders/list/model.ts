import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { OrderView } from '../../../../contracts/orders/index.ts';
import { formatMoney, mustMoney } from '../../../../domain/index.ts';
import { $isLoggedIn } from '../../accounts/session/model.ts';
import { $page } from '../../shared/page/model.ts';

/*
 * The orders a user bought or sold, live from the `myOrders` publication
 * while an orders page (or the payment result page) is open: the list, one
 * order group, one order, the dashboard's overview. Read-only here; the buyer's cancel is in
 * ../cancel. Amounts are formatted once, in the model.
 */

/** An order as the publication delivers it: its fields and its id. */
export type OrderRecord = OrderView & { readonly id: string };
export type OrderState = OrderView['state'];

/** Subscribes to `myOrders`; the browser delivers every change as `ordersReceived`. */
export const watchOrdersFx = createEffect<void, void>();
export const stopOrdersFx = createEffect<void, void>();
export const ordersReceived = createEvent<readonly OrderRecord[]>();

/** The user's orders, newest first; null until the publication is ready. */
export const $orders = createStore<readonly OrderRecord[] | null>(null, { sid: 'orders/$orders', serialize: 'ignore' }).on(ordersReceived, (_, orders) =>
  [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id)),
);

const ORDER_PAGES = new Set(['dashboard', 'dashboardOrders', 'dashboardOrdersGroup', 'dashboardOrder', 'checkoutPayment']);
const $wanted = combine($isLoggedIn, $page, (loggedIn, page) => loggedIn && ORDER_PAGES.has(page.name));
sample({ clock: $wanted.updates, filter: Boolean, target: watchOrdersFx });
sample({ clock: $wanted.updates, filter: (wanted) => !wanted, target: [stopOrdersFx, $orders.reinit] });

/** One order as the pages show it. */
export interface OrderRowView {
  readonly id: string;
  readonly orderGroupId: string;
  readonly role: OrderView['role'];
  readonly state: OrderState;
  readonly title: string;
  readonly gameType: string;
  readonly productType: string;
  readonly quantity: number;
  readonly sellerName: string;
  readonly buyerId: string;
  readonly unitPrice: string;
  readonly lineTotal: string;
  readonly fee: string;
  readonly discount: string | null;
  readonly total: string;
  readonly deliveryDuration: string;
  readonly createdAt: string;
  readonly paidAt: string | null;
  readonly paymentDueAt: string | null;
  readonly cancellable: boolean;
  /** The deadline the order waits on now (which one, and when), for the list's countdown; null when none. */
  readonly nextDeadline: OrderView['nextDeadline'];
}

export function orderRow(order: OrderRecord): OrderRowView {
  return {
    id: order.id,
    orderGroupId: order.orderGroupId,
    role: order.role,
    state: order.state,
    title: order.title,
    gameType: order.gameType,
    productType: order.productType,
    quantity: order.quantity,
    sellerName: order.sellerName,
    buyerId: order.buyerId,
    unitPrice: formatMoney(order.unitPrice),
    lineTotal: formatMoney(order.lineTotal),
    fee: formatMoney(order.fee),
    discount: order.discount.minor === 0 ? null : `−${formatMoney(order.discount)}`,
    // The seller is owed the line; the buyer paid the line with their share of fee and discounts.
    total: formatMoney(order.role === 'seller' ? order.lineTotal : order.total),
    deliveryDuration: order.deliveryDuration,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    paymentDueAt: order.paymentDueAt,
    cancellable: order.role === 'buyer' && order.cancellable,
    nextDeadline: order.nextDeadline,
  };
}

/** /dashboard/orders: every order, newest first. */
export const $orderRows = $orders.map((orders) => (orders === null ? null : orders.map(orderRow)));

/** The orders of one group (in the order they were placed), with what the buyer paid for the group in all. */
export function groupOf(orders: readonly OrderRecord[], groupId: string): { readonly orders: readonly OrderRowView[]; readonly total: string | null } {
  const inGroup = orders.filter((o) => o.orderGroupId === groupId).reverse();
  const first = inGroup[0];
  if (first === undefined) return { orders: [], total: null };
  const role = first.role;
  const sum = inGroup.reduce((minor, o) => minor + (role === 'seller' ? o.lineTotal.minor : o.total.minor), 0);
  return { orders: inGroup.map(orderRow), total: formatMoney(mustMoney(sum, first.total.currency)) };
}

/** /dashboard/orders/{group}: the group's orders; null while loading. */
export const $orderGroup = combine($orders, $page, (orders, page) => (orders === null ? null : groupOf(orders, page.params['group'] ?? '')));

/** /dashboard/order/{id}: the order; null while loading, 'missing' when it is not the user's. */
export const $currentOrder = combine($orders, $page, (orders, page): OrderRowView | 'missing' | null => {
  if (orders === null) return null;
  const found = orders.find((o) => o.id === page.params['id']);
  return found === undefined ? 'missing' : orderRow(found);
});
