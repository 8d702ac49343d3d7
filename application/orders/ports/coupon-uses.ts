/**
 * The one thing orders need of coupons: giving a group's coupon use back when
 * the group expires unpaid (the pricing context's `CouponRedemptions` does it).
 */
export interface CouponUses {
  release(orderGroupId: string): Promise<void>;
}
