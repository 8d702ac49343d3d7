import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { OrderDetail } from '../../../../contracts/orders/index.ts';
import { $isLoggedIn } from '../../accounts/session/model.ts';
import { $page } from '../../shared/page/model.ts';

/*
 * One order's page, live from the `order({ orderId })` publication while
 * /dashboard/order/{id} is open: every transition, progress post and dispute
 * message the server makes arrives as a new document, so the page never
 * reloads. What the reader may do is the server's `actions` list, nothing
 * the page works out itself.
 */

/** An order's detail as the publication delivers it: its fields and its id. */
export type OrderDetailRecord = OrderDetail & { readonly id: string };

/** Subscribes to `order({ orderId })`; the browser delivers every change as `orderDetailReceived`. */
export const watchOrderDetailFx = createEffect<string, void>();
export const stopOrderDetailFx = createEffect<void, void>();
/** The publication's documents (one, or none once the order is not the reader's). */
export const orderDetailReceived = createEvent<readonly OrderDetailRecord[]>();
/** The server refused the subscription, by error-catalogue code (not the reader's order, no such order, ...). */
export const orderDetailRefused = createEvent<string>();

const $openOrderId = combine($isLoggedIn, $page, (loggedIn, page) => (loggedIn && page.name === 'dashboardOrder' ? (page.params['id'] ?? null) : null));

/**
 * The open order; null until the publication is ready, 'missing' when it
 * holds no such order for this reader (or the server refused it as not
 * theirs), 'failed' when the server refused it for another reason.
 */
export const $orderDetail = createStore<OrderDetailRecord | 'missing' | 'failed' | null>(null, { sid: 'orders/$orderDetail', serialize: 'ignore' });
/** The codes that mean "not an order this reader may see": shown as not found, like the publication's empty answer. */
const NOT_THEIRS: readonly string[] = ['ORDER_NOT_FOUND', 'NOT_FOUND', 'FORBIDDEN', 'UNAUTHENTICATED', 'VALIDATION_FAILED'];

sample({ clock: $openOrderId.updates, filter: (id): id is string => id !== null, target: [watchOrderDetailFx, $orderDetail.reinit] });
sample({ clock: $openOrderId.updates, filter: (id) => id === null, target: [stopOrderDetailFx, $orderDetail.reinit] });
// Documents of a previous order may still arrive while the new subscription starts: only the open one counts.
sample({
  clock: orderDetailReceived,
  source: $openOrderId,
  filter: (id) => id !== null,
  fn: (id, documents): OrderDetailRecord | 'missing' => documents.find((d) => d.id === id) ?? 'missing',
  target: $orderDetail,
});
sample({
  clock: orderDetailRefused,
  source: $openOrderId,
  filter: (id) => id !== null,
  fn: (_, code): 'missing' | 'failed' => (NOT_THEIRS.includes(code) ? 'missing' : 'failed'),
  target: $orderDetail,
});

/** The open order's actions, as the server allows them to this reader now. */
export const $orderActions = $orderDetail.map((order): ReadonlySet<string> => new Set(order === null || typeof order === 'string' ? [] : order.actions));
