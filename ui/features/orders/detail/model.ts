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

const $openOrderId = combine($isLoggedIn, $page, (loggedIn, page) => (loggedIn && page.name === 'dashboardOrder' ? (page.params['id'] ?? null) : null));

/** The open order; null until the publication is ready, 'missing' when it holds no such order for this reader. */
export const $orderDetail = createStore<OrderDetailRecord | 'missing' | null>(null, { sid: 'orders/$orderDetail', serialize: 'ignore' });

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

/** The open order's actions, as the server allows them to this reader now. */
export const $orderActions = $orderDetail.map((order): ReadonlySet<string> => new Set(order === null || order === 'missing' ? [] : order.actions));
