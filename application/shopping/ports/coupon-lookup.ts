/** A coupon as stored; the use case decides whether it may be used and by whom. */
export interface CouponRecord {
  /** The code as stored (its canonical spelling). */
  readonly code: string;
  readonly discountType: string;
  /** FLAT coupons: USD cents. */
  readonly amountMinor: number | null;
  /** PERCENT coupons: 0–100. */
  readonly percent: number | null;
  /** Set on affiliate codes: the user who earns from them. */
  readonly affiliateOwnerId: string | null;
  readonly active: boolean;
  /** Validity dates (from inclusive, until exclusive); null: open. */
  readonly validFrom: Date | null;
  readonly validUntil: Date | null;
  /** Redemption limits, in total and per buyer; null: unlimited. */
  readonly maxRedemptions: number | null;
  readonly maxPerUser: number | null;
  /** Redemptions so far, by everyone. */
  readonly redeemedCount: number;
}

/** Finds coupons by code. */
export interface CouponLookup {
  /**
   * The coupon whose code equals `code` ignoring case, as buyers type codes
   * in any case; when several differ only in case, an active one with the
   * exact spelling is preferred.
   */
  findByCode(code: string): Promise<CouponRecord | undefined>;
  /** How often `userId` has redeemed the coupon stored as `code` (its canonical spelling). */
  redemptionsBy(code: string, userId: string): Promise<number>;
}
