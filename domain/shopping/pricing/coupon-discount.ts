import { mustMoney, type Money } from '../../shared/money/money.ts';
import { fromDecimal, fromInt, mul, rational, roundHalfAwayFromZero } from '../../shared/money/rational.ts';
import { usdToExactMinor } from './service-fee.ts';
import type { Coupon } from './types.ts';

/** The coupon's share of a quote: what it takes off, what it alone would have taken, and whether the cap cut it. */
export interface CouponDiscount {
  readonly discount: Money;
  /** The coupon's own value, rounded, before the cap. */
  readonly beforeCap: Money;
  /** True when the cap took something off the coupon's own value (the quote tells the buyer). */
  readonly capped: boolean;
}

/**
 * The coupon discount: a FLAT amount, or PERCENT of (subtotal + fee), capped
 * at the fee left after the ig-plus discount — a coupon lowers what the
 * marketplace earns, never the seller's price, and the two discounts together
 * never exceed the fee, so the platform's revenue from an order is never
 * negative (issue 10, item 7). A FLAT amount in USD is converted by the rate;
 * one already in the display currency is taken as it is. Rounded once, half
 * away from zero; the cap is a whole amount, so capping after rounding is the
 * same as rounding the capped value.
 */
export function couponDiscount(input: {
  readonly coupon: Coupon | undefined;
  readonly subtotal: Money;
  readonly fee: Money;
  readonly membership: Money;
  readonly rate: number;
}): CouponDiscount {
  const { coupon, subtotal, fee, rate } = input;
  const currency = subtotal.currency;
  if (coupon === undefined) {
    const zero = mustMoney(0, currency);
    return { discount: zero, beforeCap: zero, capped: false };
  }
  const raw =
    coupon.discountType === 'PERCENT'
      ? mul(fromInt(subtotal.minor + fee.minor), mul(fromDecimal(coupon.amount), rational(1n, 100n)))
      : coupon.amount.currency === currency
        ? fromInt(coupon.amount.minor)
        : usdToExactMinor(coupon.amount, rate, currency);
  const own = Number(roundHalfAwayFromZero(raw));
  const cap = Math.max(0, fee.minor - input.membership.minor);
  return { discount: mustMoney(Math.min(own, cap), currency), beforeCap: mustMoney(own, currency), capped: own > cap };
}
