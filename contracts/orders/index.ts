/*
 * Orders on the wire: placing and paying (`placeOrder`, the group page), the
 * lists (`myOrders`), one order's page (`order`), the lifecycle after
 * payment (delivery, confirmation, cancellation, disputes, reviews) and the
 * staff's tools (`disputeQueue`, refunds, lookups).
 */
export * from './order-list.ts';
export * from './order-detail.ts';
export * from './lifecycle-methods.ts';
