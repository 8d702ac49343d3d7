import { mustMoney, type Money } from '../../shared/money/money.ts';
import { fromDecimal, fromInt, min, mul, rational, roundHalfAwayFromZero } from '../../shared/money/rational.ts';
import { usdToExactMinor } from './service-fee.ts';
import type { Coupon } from './types.ts';

/**
 * The coupon discount: a FLAT amount, or PERCENT of (subtotal + fee), capped
 * at the service fee — a coupon lowers what the marketplace earns, never the
 * seller's price. A FLAT amount in USD is converted by the rate; one already in
 * the display currency is taken as it is. Rounded once, half away from zero.
 */
export function couponDiscount(input: {
  readonly coupon: Coupon | undefined;
  readonly subtotal: Money;
  readonly fee: Money;
  readonly rate: number;
}): Money {
  const { coupon, subtotal, fee, rate } = input;
  const currency = subtotal.currency;
  if (coupon === undefined) return mustMoney(0, currency);
  const raw =
    coupon.discountType === 'PERCENT'
      ? mul(fromInt(subtotal.minor + fee.minor), mul(fromDecimal(coupon.amount), rational(1n, 100n)))
      : coupon.amount.currency === currency
        ? fromInt(coupon.amount.minor)
        : usdToExactMinor(coupon.amount, rate, currency);
  return mustMoney(Number(roundHalfAwayFromZero(min(raw, fromInt(fee.minor)))), currency);
}
