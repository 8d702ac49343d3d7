/**
 * Pricing: the service fee, the ig-plus membership discount, coupons, volume
 * discounts and the totals of a cart. Integrators call {@link quoteCart}.
 */
export { quoteCart } from './quote-cart.ts';
export { quoteLinesOf } from './cart-lines.ts';
export type { CartQuote, Coupon, PricedProductType, QuoteInput, QuoteLine, QuotedLine } from './types.ts';
export { volumeDiscountPercent, type VolumeDiscountTier } from './volume-discount.ts';
export {
  DEFAULT_NET_FEE,
  DEFAULT_SERVICE_FEE_PERCENT,
  MINIMUM_FEE,
  feeParameters,
  serviceFee,
  type ServiceFee,
} from './service-fee.ts';
export {
  FEE_ROUNDING_THRESHOLDS_USD,
  FEE_ROUNDING_WINDOW_USD,
  charmCeil,
  charmEndingMinor,
  feeRoundingPoints,
  feeRoundingWindowMinor,
  roundFeeToCharmTotal,
} from './fee-rounding.ts';
export {
  MEMBERSHIP_DISCOUNT_CAP,
  MEMBERSHIP_FEE_SHARE_PERCENT,
  MEMBERSHIP_SUBTOTAL_SHARE_PERCENT,
  membershipDiscount,
} from './membership-discount.ts';
export { couponDiscount, type CouponDiscount } from './coupon-discount.ts';
