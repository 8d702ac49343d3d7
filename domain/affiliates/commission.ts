/**
 * The affiliate programme's numbers (issue 15, part 6), one place for the
 * server, the ledger model and the /affiliate page:
 *
 * - an affiliate's personal code is an affiliate coupon worth AFFILIATE_BUYER_PERCENT
 *   off for the buyer, by the ordinary coupon rule (percent of subtotal plus fee,
 *   capped at the service fee), so the buyer's saving only ever comes out of the fee;
 * - when an attributed order completes, the affiliate earns AFFILIATE_COMMISSION_PERCENT
 *   of the service fee the marketplace actually keeps on it: the fee less the
 *   coupon and membership discounts, rounded down to whole minor units.
 *
 * Reading: the net fee is clamped to [0, fee] before the share is taken, so a
 * discount larger than the fee (a FLAT coupon on a tiny order) pays nothing
 * rather than a negative commission, and the share can never exceed the fee.
 */

/** What the buyer saves with an affiliate's code, in percent (an affiliate coupon). */
export const AFFILIATE_BUYER_PERCENT = 5;
/** The affiliate's share of the net service fee, in percent. */
export const AFFILIATE_COMMISSION_PERCENT = 20;
/** Days the affiliate cookie lasts (spec section 9); repeated here for the page's text. */
export const AFFILIATE_ATTRIBUTION_DAYS = 7;

/** What one order's fee and discounts are, in its currency's minor units. */
export interface CommissionBasis {
  readonly fee: number;
  readonly couponDiscount: number;
  readonly membershipDiscount: number;
}

const whole = (n: number): number => (Number.isSafeInteger(n) && n > 0 ? n : 0);

/** The fee the marketplace keeps on the order: fee less discounts, within [0, fee]. */
export function netServiceFee(basis: CommissionBasis): number {
  const fee = whole(basis.fee);
  return Math.max(0, Math.min(fee, fee - whole(basis.couponDiscount) - whole(basis.membershipDiscount)));
}

/** The affiliate's commission on one completed order, in minor units (≥ 0, ≤ the fee). */
export function affiliateCommission(basis: CommissionBasis): number {
  return Math.floor((netServiceFee(basis) * AFFILIATE_COMMISSION_PERCENT) / 100);
}

/**
 * Who an order is attributed to: the owner of the affiliate code the buyer
 * entered, else the owner of the cookie's code (the last link clicked), and
 * never the buyer themself (a self-referral earns nothing, from either source).
 */
export function attributedAffiliate(input: {
  readonly buyerId: string;
  readonly enteredCodeOwner: string | null;
  readonly cookieCodeOwner: string | null;
}): { readonly affiliateId: string; readonly source: 'code' | 'cookie' } | null {
  if (input.enteredCodeOwner !== null && input.enteredCodeOwner !== input.buyerId) return { affiliateId: input.enteredCodeOwner, source: 'code' };
  if (input.cookieCodeOwner !== null && input.cookieCodeOwner !== input.buyerId) return { affiliateId: input.cookieCodeOwner, source: 'cookie' };
  return null;
}
