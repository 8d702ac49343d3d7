import { err, ok, type Result } from 'neverthrow';

/**
 * Why an existing, active coupon cannot be used right now. Unlike an unknown
 * code (one uniform refusal, so guessing learns nothing), these are told to
 * the buyer: whoever holds a real code may know when and how often it works.
 */
export const COUPON_UNUSABLE_REASONS = ['NOT_YET_VALID', 'EXPIRED', 'USED_UP', 'ALREADY_USED'] as const;
export type CouponUnusableReason = (typeof COUPON_UNUSABLE_REASONS)[number];

/** The server's wording of each reason (the storefront shows its own translation). */
export const COUPON_UNUSABLE_MESSAGES: Readonly<Record<CouponUnusableReason, string>> = {
  NOT_YET_VALID: 'This coupon is not valid yet',
  EXPIRED: 'This coupon has expired',
  USED_UP: 'This coupon has been used up',
  ALREADY_USED: 'You have already used this coupon',
};

/** A coupon's limits; null means no limit of that kind. */
export interface CouponLimits {
  /** The first instant the coupon works (inclusive). */
  readonly validFrom: Date | null;
  /** The instant it stops working (exclusive). */
  readonly validUntil: Date | null;
  /** Redemptions allowed in total, across all buyers. */
  readonly maxRedemptions: number | null;
  /** Redemptions allowed to one buyer. */
  readonly maxPerUser: number | null;
}

/** How often the coupon has been redeemed: by everyone, and by the buyer asking. */
export interface CouponUsage {
  readonly total: number;
  readonly byUser: number;
}

/**
 * Whether a coupon may be used at `now` by a buyer with `usage` so far. The
 * dates are judged first (a coupon out of its dates is refused whoever asks),
 * then the buyer's own limit before the total, as "you already used it" tells
 * that buyer more than "it is used up".
 */
export function couponUsable(coupon: CouponLimits, now: Date, usage: CouponUsage): Result<void, CouponUnusableReason> {
  const at = now.getTime();
  if (coupon.validFrom !== null && at < coupon.validFrom.getTime()) return err('NOT_YET_VALID');
  if (coupon.validUntil !== null && at >= coupon.validUntil.getTime()) return err('EXPIRED');
  if (coupon.maxPerUser !== null && usage.byUser >= coupon.maxPerUser) return err('ALREADY_USED');
  if (coupon.maxRedemptions !== null && usage.total >= coupon.maxRedemptions) return err('USED_UP');
  return ok(undefined);
}
