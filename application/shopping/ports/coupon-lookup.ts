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
}

/** Finds coupons by code. */
export interface CouponLookup {
  /**
   * The coupon whose code equals `code` ignoring case, as buyers type codes
   * in any case; when several differ only in case, an active one with the
   * exact spelling is preferred.
   */
  findByCode(code: string): Promise<CouponRecord | undefined>;
}
