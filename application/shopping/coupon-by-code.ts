import { err, ok, type Result } from 'neverthrow';
import { COUPON_UNUSABLE_MESSAGES, couponUsable, domainError, requirePermission, type Actor, type DomainError } from '../../domain/index.ts';
import type { Clock } from '../shared/ports/index.ts';
import type { CouponLookup, CouponRecord } from './ports/index.ts';
import type { Coupon, CouponByCodeParams } from '../../contracts/shopping/index.ts';

/** Params of `couponByCode`: the typed (or affiliate-cookie) code, and which kind of code it is. */
export type CouponByCodeInput = CouponByCodeParams;

/** A usable coupon: `amount` is USD cents for FLAT and a percent (0–100) for PERCENT (spec section 9 applies it). */
export type CouponOutput = Coupon;

/** The server message the coupon toast shows (spec section 8). */
export const COUPON_INVALID_MESSAGE = 'Coupon code is invalid';
/** The message for a bad affiliate code (spec section 8). */
export const AFFILIATE_CODE_INVALID_MESSAGE = 'Affiliate code is invalid';

/** Longer than any code we issue; longer input is refused without a lookup. */
const MAX_CODE_LENGTH = 64;

/**
 * `couponByCode`: resolves a code to its discount. Codes match ignoring case
 * and surrounding spaces. Every refusal gets the same error and message
 * whatever the reason (unknown, inactive, someone else's kind, your own), so
 * the answer tells a guesser nothing beyond "not usable". Readings: an
 * ordinary lookup accepts affiliate coupons too (affiliates share their code
 * by word of mouth), while an affiliate lookup accepts only those; nobody
 * may use an affiliate code they own, on either path.
 *
 * A real, active code outside its dates or past its limits (issue 10) is
 * refused with the same error code and `details.reason` (NOT_YET_VALID,
 * EXPIRED, USED_UP, ALREADY_USED) and a message naming it: whoever holds the
 * code learns only what the code's own terms would tell them. The check here
 * is advisory; `CouponRedemptions.redeem` decides atomically when the order is placed.
 */
export class CouponByCode {
  constructor(
    private readonly coupons: CouponLookup,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, input: CouponByCodeInput): Promise<Result<CouponOutput, DomainError>> {
    const user = requirePermission(actor, 'coupon.check');
    if (user.isErr()) return err(user.error);
    const invalid = input.affiliate
      ? domainError('AFFILIATE_CODE_INVALID', AFFILIATE_CODE_INVALID_MESSAGE, { field: 'code' })
      : domainError('COUPON_INVALID', COUPON_INVALID_MESSAGE, { field: 'code' });
    const code = input.code.trim();
    if (code === '' || code.length > MAX_CODE_LENGTH) return err(invalid);
    const coupon = await this.coupons.findByCode(code);
    if (coupon === undefined || !coupon.active) return err(invalid);
    if (input.affiliate && coupon.affiliateOwnerId === null) return err(invalid);
    if (coupon.affiliateOwnerId === user.value) return err(invalid);
    const usable = discountOf(coupon);
    if (usable === undefined) return err(invalid);
    const byUser = coupon.maxPerUser === null ? 0 : await this.coupons.redemptionsBy(coupon.code, user.value);
    const judged = couponUsable(coupon, this.clock.now(), { total: coupon.redeemedCount, byUser });
    if (judged.isErr()) {
      const reason = judged.error;
      return err(domainError(invalid.code, COUPON_UNUSABLE_MESSAGES[reason], { field: 'code', reason }));
    }
    return ok(usable);
  }
}

/** The discount of a stored coupon, or undefined when its row is inconsistent (then it is not offered). */
function discountOf(coupon: CouponRecord): CouponOutput | undefined {
  if (coupon.discountType === 'FLAT') {
    const amount = coupon.amountMinor;
    return amount !== null && Number.isSafeInteger(amount) && amount > 0 ? { code: coupon.code, discountType: 'FLAT', amount } : undefined;
  }
  if (coupon.discountType === 'PERCENT') {
    const amount = coupon.percent;
    return amount !== null && Number.isFinite(amount) && amount > 0 && amount <= 100 ? { code: coupon.code, discountType: 'PERCENT', amount } : undefined;
  }
  return undefined;
}
