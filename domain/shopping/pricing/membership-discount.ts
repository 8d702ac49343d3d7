import { mustMoney, type Money } from '../../shared/money/money.ts';
import { add, fromInt, min, mul, rational, roundHalfAwayFromZero, type Rational } from '../../shared/money/rational.ts';
import { usdToExactMinor } from './service-fee.ts';
import { USD } from '../../shared/money/currency.ts';

/** The most ig-plus takes off, in USD (× rate). */
export const MEMBERSHIP_DISCOUNT_CAP: Money = mustMoney(2000, USD);
/** Share of the fee that ig-plus gives back, on top of the whole net fee. */
export const MEMBERSHIP_FEE_SHARE_PERCENT = 30;
/** Share of the subtotal that ig-plus never exceeds. */
export const MEMBERSHIP_SUBTOTAL_SHARE_PERCENT = 20;

/**
 * The ig-plus discount: the smallest of (30 % of the fee) + the net fee,
 * 20 USD × rate, and 20 % of the subtotal, rounded once half away from zero.
 * Reading: "30 % of the fee plus the net fee" is 0.3 × fee + netFee. Because
 * ig-plus discounts the service fee (spec section 1), the discount is also
 * never more than the fee itself. Zero without an active membership.
 */
export function membershipDiscount(input: {
  readonly igPlusActive: boolean;
  readonly subtotal: Money;
  readonly fee: Money;
  readonly netFeeMinor: Rational;
  readonly rate: number;
}): Money {
  const { subtotal, fee } = input;
  if (!input.igPlusActive || fee.minor === 0) return mustMoney(0, subtotal.currency);
  const feeShare = add(mul(fromInt(fee.minor), rational(BigInt(MEMBERSHIP_FEE_SHARE_PERCENT), 100n)), input.netFeeMinor);
  const cap = usdToExactMinor(MEMBERSHIP_DISCOUNT_CAP, input.rate, subtotal.currency);
  const subtotalShare = mul(fromInt(subtotal.minor), rational(BigInt(MEMBERSHIP_SUBTOTAL_SHARE_PERCENT), 100n));
  const smallest = min(feeShare, cap, subtotalShare, fromInt(fee.minor));
  return mustMoney(Number(roundHalfAwayFromZero(smallest)), subtotal.currency);
}
