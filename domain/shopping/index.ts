/** Shopping: the cart and the pricing of a checkout (service fee, membership, coupons, volume discounts). */
export * from './pricing/index.ts';
export * from './cart/index.ts';
export { SHOPPING_ERROR_CODES, type ShoppingErrorCode } from './errors.ts';
