/**
 * The error codes of orders: one that is not the caller's, one past the point
 * where it may be cancelled, credits short of the total; then the lifecycle's:
 * an action the order's state (or the caller's side) does not allow now, a
 * second review of one order, a warranty claim after the warranty ended, a
 * refund to the card asked for an order that no card paid.
 */
export const ORDERS_ERROR_CODES = [
  'ORDER_NOT_FOUND',
  'ORDER_NOT_CANCELLABLE',
  'INSUFFICIENT_CREDITS',
  'ORDER_ACTION_NOT_ALLOWED',
  'ORDER_ALREADY_RATED',
  'WARRANTY_EXPIRED',
  'REFUND_TO_CARD_UNAVAILABLE',
] as const;

export type OrdersErrorCode = (typeof ORDERS_ERROR_CODES)[number];
