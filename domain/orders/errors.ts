/** The error codes of orders: one that is not the caller's, one past the point where it may be cancelled. */
export const ORDERS_ERROR_CODES = ['ORDER_NOT_FOUND', 'ORDER_NOT_CANCELLABLE', 'INSUFFICIENT_CREDITS'] as const;

export type OrdersErrorCode = (typeof ORDERS_ERROR_CODES)[number];
