/**
 * Checkout: what the server's checkout quote means for the cart (its lines'
 * availability issues) and the coupon's state while codes are judged.
 */
export { quoteAvailabilityIssues, type QuotedLineAvailability, type UnavailableQuoteLine } from './quote-issues.ts';
export { nextCouponState, type CouponEvent, type CouponState, type CouponVerdict } from './coupon-state.ts';
