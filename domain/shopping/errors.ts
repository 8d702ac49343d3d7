/** The error codes of carts, checkout quotes and coupons. */
export const SHOPPING_ERROR_CODES = [
  'OUT_OF_STOCK',
  'PRODUCT_NOT_FOUND',
  'PRODUCT_NOT_AVAILABLE',
  'CART_EMPTY',
  'COUPON_INVALID',
  'AFFILIATE_CODE_INVALID',
  /** A saved cart id that is unknown or not the caller's. */
  'CART_NOT_FOUND',
  /** A saved cart past its lifetime. */
  'CART_EXPIRED',
] as const;

export type ShoppingErrorCode = (typeof SHOPPING_ERROR_CODES)[number];
