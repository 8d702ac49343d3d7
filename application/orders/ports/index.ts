/** The ports of the orders use cases. */
export type { GroupWithOrders, ListingSnapshot, OrderReading, OrderRecord, OrderStore } from './order-store.ts';
export type { StockReservations } from './stock-reservations.ts';
export type { OrderIds } from './order-ids.ts';
export type { CouponUses } from './coupon-uses.ts';
export type { CredentialVault, OrderLifecycleRecords, OrderNotifier, OrderParty, StaffAuditLog, StaffAuditRow, StoredDelivery, TimelineEntry } from './lifecycle-records.ts';
export type { CardPayments, CardRefund, CardRefundState, OrderRefundRecords, RefundDestination } from './card-refunds.ts';
export type { TradingParties } from './trading-parties.ts';
