/*
 * The checkout page (spec sections 2, 4, 5 and 8), one feature in parts,
 * each wiring its own flows:
 *
 * - status.ts   where checkout stands: the sign-in gate, the start with an availability check, the stop;
 * - quote.ts    the server's `checkoutQuote`, asked again on every change, newest answer wins;
 * - coupon.ts   the coupon field, the affiliate cookie's code and the coupon's state;
 * - payment.ts  paying: the method (credits, card, crypto), `placeOrder` with one idempotency key per attempt, what follows;
 * - summary.ts  the order summary: the server's numbers, or the local estimate until they arrive.
 *
 * The page, the composition root and tests import checkout from here, so the
 * whole feature is wired wherever any part of it is used.
 */
export { $checkoutGate, $checkoutStatus, type CheckoutStatus } from './status.ts';
export { $appliedCoupon, $quoteError, $quotePending, $serverQuote, checkoutQuoteFx, quoteRequestOf, quoteRetried } from './quote.ts';
export { $couponInput, $couponState, couponApplied, couponInputChanged, readAffiliateCodeFx } from './coupon.ts';
export {
  $canPay,
  $cardNumber,
  $cardValid,
  $checkoutCredits,
  $paymentError,
  $paymentMethod,
  $placedOrder,
  $placing,
  cardNumberChanged,
  payClicked,
  paymentMethodChosen,
  placeOrderFx,
  type CheckoutPayload,
  type CheckoutPaymentMethod,
} from './payment.ts';
export { $checkoutSummary, $localQuote, type CheckoutLineView, type CheckoutSummary } from './summary.ts';
export type { CouponState } from '../../../../domain/index.ts';
