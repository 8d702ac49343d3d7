/*
 * The checkout page (spec sections 2, 4, 5 and 8), one feature in parts,
 * each wiring its own flows:
 *
 * - status.ts   where checkout stands: the sign-in gate, the start with an availability check, the stop;
 * - quote.ts    the server's `checkoutQuote`, asked again on every change, newest answer wins;
 * - coupon.ts   the coupon field, the affiliate cookie's code and the coupon's state;
 * - payment.ts  the pay button (payment is not built yet, and the page says so);
 * - summary.ts  the order summary: the server's numbers, or the local estimate until they arrive.
 *
 * The page, the composition root and tests import checkout from here, so the
 * whole feature is wired wherever any part of it is used.
 */
export { $checkoutGate, $checkoutStatus, type CheckoutStatus } from './status.ts';
export { $appliedCoupon, $quoteError, $quotePending, $serverQuote, checkoutQuoteFx, quoteRequestOf, quoteRetried } from './quote.ts';
export { $couponInput, $couponState, couponApplied, couponInputChanged, readAffiliateCodeFx } from './coupon.ts';
export { $paymentUnavailable, payClicked } from './payment.ts';
export { $checkoutSummary, $localQuote, type CheckoutLineView, type CheckoutSummary } from './summary.ts';
export type { CouponState } from '../../../../domain/index.ts';
