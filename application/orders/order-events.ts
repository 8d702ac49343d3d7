import * as v from 'valibot';
import { ORDER_TIMERS, type OrderTimer } from '../../domain/index.ts';
import { LISTING_CHANGES } from '../catalog/index.ts';
import type { Outbox } from '../shared/ports/index.ts';
import { defineTimerKind } from '../shared/timer-handlers.ts';

/** Changes of one order (`id` = the order id), for a page that shows that order. */
export const ORDERS_COLLECTION = 'orders';
/** "The orders of this user changed" (`id` = a buyer's or seller's user id), for `myOrders`. */
export const ORDER_PARTIES_COLLECTION = 'orderParties';
/** A listing's stock or state changed (`id` = the listing id): the collection the search index follows. */
export const LISTINGS_COLLECTION = LISTING_CHANGES;

/** A group not paid by its `paymentDueAt` expires and gives its stock back. */
export const orderGroupPaymentExpiry = defineTimerKind('orderGroupPaymentExpiry', v.object({ orderGroupId: v.string() }));

/** An order's deadline (one of the domain's ORDER_TIMERS) has come: the use case raises the timer's event. */
export const orderDeadline = defineTimerKind('orderDeadline', v.object({ orderId: v.string(), timer: v.picklist(ORDER_TIMERS) }));

export function orderDeadlineKey(orderId: string, timer: OrderTimer): string {
  return `orderDeadline:${timer}:${orderId}`;
}

export function paymentExpiryKey(orderGroupId: string): string {
  return `orderGroupPaymentExpiry:${orderGroupId}`;
}

/** Announces changed orders to both parties' `myOrders` and to each order's own page, within the unit of work. */
export async function announceOrders(outbox: Outbox, orders: readonly { readonly id: string; readonly buyerId: string; readonly sellerId: string }[]): Promise<void> {
  const parties = new Set<string>();
  for (const order of orders) {
    parties.add(order.buyerId).add(order.sellerId);
    await outbox.add({ type: 'OrderChanged', collection: ORDERS_COLLECTION, id: order.id });
  }
  for (const userId of parties) await outbox.add({ type: 'OrdersOfUserChanged', collection: ORDER_PARTIES_COLLECTION, id: userId });
}

export async function announceStock(outbox: Outbox, productIds: Iterable<string>): Promise<void> {
  for (const id of new Set(productIds)) await outbox.add({ type: 'ListingStockChanged', collection: LISTINGS_COLLECTION, id });
}
