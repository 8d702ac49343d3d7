/** Shopping: the cart, the pricing of a checkout (service fee, membership, coupons, volume discounts) and the checkout's reading of the server's quote. */
export * from './pricing/index.ts';
export * from './cart/index.ts';
export * from './checkout/index.ts';
export * from './coupons/index.ts';
export { SHOPPING_ERROR_CODES, type ShoppingErrorCode } from './errors.ts';
