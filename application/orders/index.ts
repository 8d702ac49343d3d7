/**
 * Orders: placing a checkout's group, paying it from credits, expiring it
 * unpaid, the order reads, and the lifecycle after payment (the buyer's
 * cancellation with its refund runs through the state machine's runner).
 * The checkout (application/shopping) drives them together with payments.
 */
export { CreateOrderGroup, type CreateOrderGroupInput, type CreatedOrderGroup, type PricedOrderLine } from './create-order-group.ts';
export { PayOrderGroup, type PayOrderGroupInput, type PayOrderGroupOutcome } from './pay-order-group.ts';
export { ExpireOrderGroup } from './expire-order-group.ts';
export { ReadOrders, MY_ORDERS_LIMIT, orderView } from './read-orders.ts';
export { OrderEffects } from './order-effects.ts';
export {
  LISTINGS_COLLECTION,
  ORDER_PARTIES_COLLECTION,
  ORDERS_COLLECTION,
  announceOrders,
  orderGroupPaymentExpiry,
  paymentExpiryKey,
} from './order-events.ts';
export type * from './ports/index.ts';
export { OrderRunner, type Acting, type Applied } from './lifecycle/order-runner.ts';
export { PartyActions } from './lifecycle/party-actions.ts';
export { DisputeAndStaffActions } from './lifecycle/dispute-and-staff-actions.ts';
export { ReadOrderDetail, allowedActions } from './lifecycle/read-order-detail.ts';
export { ReadOrderAuditLog } from './lifecycle/read-order-audit-log.ts';
export { orderDeadline, orderDeadlineKey } from './order-events.ts';
export type { LifecycleEffectHooks } from './order-effects.ts';
export { CardRefunds, CARD_REFUND_ATTEMPTS, orderCardRefund } from './lifecycle/card-refunds.ts';
