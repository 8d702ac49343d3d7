import type { CurrencyCode } from '../../shared/money/currency.ts';
import { USD } from '../../shared/money/currency.ts';
import { usdMajorToTargetMinor } from '../../shared/money/exchange.ts';
import { mustMoney, type Money } from '../../shared/money/money.ts';
import { add, fromDecimal, mul, rational, roundHalfAwayFromZero, ZERO, type Rational } from '../../shared/money/rational.ts';
import { roundFeeToCharmTotal } from './fee-rounding.ts';
import type { QuoteLine } from './types.ts';

/** The service fee percent for carts with several products, or a product type without its own. */
export const DEFAULT_SERVICE_FEE_PERCENT = 9.5;
/** The fixed part of the fee, in USD, unless a single product's type has its own. */
export const DEFAULT_NET_FEE: Money = mustMoney(100, USD);
/** The fee charged when the computed fee comes out not positive, in USD (× rate). */
export const MINIMUM_FEE: Money = mustMoney(50, USD);

/** Which percent and net fee apply: a single product's type may override both. */
export function feeParameters(lines: readonly QuoteLine[]): { readonly percent: number; readonly netFeeUsd: Money } {
  const only = lines.length === 1 ? lines[0] : undefined;
  return {
    percent: only?.productType.serviceFee ?? DEFAULT_SERVICE_FEE_PERCENT,
    netFeeUsd: only?.productType.netFee ?? DEFAULT_NET_FEE,
  };
}

/** A USD amount in exact display-currency minor units, before any rounding. */
export function usdToExactMinor(usd: Money, rate: number, currency: CurrencyCode): Rational {
  return usdMajorToTargetMinor(rational(BigInt(usd.minor), 100n), rate, currency);
}

export interface ServiceFee {
  readonly percent: number;
  /** The fee before rounding: subtotal × percent + net fee, exact. */
  readonly computedMinor: Rational;
  /** The net fee in the display currency, exact (the membership discount gives it back). */
  readonly netFeeMinor: Rational;
  readonly fee: Money;
  /** The price point the total was raised to (see {@link roundFeeToCharmTotal}), or null when it only rounded to .89. */
  readonly raisedToPointMinor: bigint | null;
}

/**
 * The service fee of a non-empty cart: subtotal × percent + net fee (scaled
 * by the rate), then raised so the total ends in .89 or sits on a price
 * point just below a threshold (see {@link roundFeeToCharmTotal}); when that is not positive — only possible
 * for a product type with no percent and no net fee — the minimum fee
 * (0.5 USD × rate) is charged instead. An empty cart has no fee.
 */
export function serviceFee(lines: readonly QuoteLine[], subtotal: Money, rate: number): ServiceFee {
  const currency = subtotal.currency;
  const { percent, netFeeUsd } = feeParameters(lines);
  const netFeeMinor = usdToExactMinor(netFeeUsd, rate, currency);
  if (lines.length === 0) {
    return { percent, computedMinor: ZERO, netFeeMinor, fee: mustMoney(0, currency), raisedToPointMinor: null };
  }
  const percentPart = mul(rational(BigInt(subtotal.minor)), mul(fromDecimal(percent), rational(1n, 100n)));
  const computedMinor = add(percentPart, netFeeMinor);
  const { feeMinor, raisedToPointMinor } = roundFeeToCharmTotal(BigInt(subtotal.minor), computedMinor, rate, currency);
  const chargedMinor = feeMinor > 0n ? feeMinor : roundHalfAwayFromZero(usdToExactMinor(MINIMUM_FEE, rate, currency));
  return { percent, computedMinor, netFeeMinor, fee: mustMoney(Number(chargedMinor), currency), raisedToPointMinor };
}
