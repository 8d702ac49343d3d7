/** Coupons' validity dates and redemption limits (their discount is pricing's `couponDiscount`). */
export {
  COUPON_UNUSABLE_MESSAGES,
  COUPON_UNUSABLE_REASONS,
  couponUsable,
  type CouponLimits,
  type CouponUnusableReason,
  type CouponUsage,
} from './coupon-usable.ts';
