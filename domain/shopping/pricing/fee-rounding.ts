import { minorPerMajor, type CurrencyCode } from '../../shared/money/currency.ts';
import { usdMajorToTargetMinor } from '../../shared/money/exchange.ts';
import { add, ceil, compare, fromInt, rational, roundHalfAwayFromZero, type Rational } from '../../shared/money/rational.ts';

/**
 * Subtotals (in USD, scaled by the display rate) from which the fee rounds the
 * total to tens instead of to whole units. Kept as data so product can tune it.
 */
export const FEE_ROUNDING_THRESHOLDS_USD: readonly number[] = [45, 80, 120, 180, 210];

/** The rounding step, in major units, below the lowest threshold and from it on. */
export const FEE_ROUNDING_STEP_UNITS = 1;
export const FEE_ROUNDING_STEP_TENS = 10;

/** The charm ending: totals end 0.11 below a whole step (…0.89 or …9.89). */
const ENDING_BELOW_STEP_HUNDREDTHS = 11n;

/**
 * Reading of the spec's terse rule: the fee is raised to the smallest amount
 * at which subtotal + fee = k × step − 0.11 for a whole k, where step is one
 * major unit (the total ends in .89) while the subtotal is below every
 * threshold and ten major units (the total ends in 9.89) once the subtotal
 * reaches any threshold; thresholds are USD × rate, the ending is in the
 * display currency's own units. A currency without cents (JPY) has no .89:
 * 0.11 of a yen rounds to nothing, so its total rounds up to a whole yen, or
 * to ten yen from a threshold on.
 *
 * Returns the rounded fee and the step used, both in minor units.
 */
export function roundFeeToCharmTotal(
  subtotalMinor: bigint,
  rawFeeMinor: Rational,
  rate: number,
  currency: CurrencyCode,
): { readonly feeMinor: bigint; readonly stepMinor: bigint } {
  const perMajor = minorPerMajor(currency);
  const stepUnits = reachesThreshold(subtotalMinor, rate, currency) ? FEE_ROUNDING_STEP_TENS : FEE_ROUNDING_STEP_UNITS;
  const stepMinor = perMajor * BigInt(stepUnits);
  const endingMinor = roundHalfAwayFromZero(rational(ENDING_BELOW_STEP_HUNDREDTHS * perMajor, 100n));
  // Smallest k with k × step − ending ≥ subtotal + raw fee.
  const target = add(add(rational(subtotalMinor), rawFeeMinor), rational(endingMinor));
  const k = ceil(rational(target.num, target.den * stepMinor));
  return { feeMinor: k * stepMinor - endingMinor - subtotalMinor, stepMinor };
}

/** Whether the subtotal has reached the lowest threshold (USD × rate). */
export function reachesThreshold(subtotalMinor: bigint, rate: number, currency: CurrencyCode): boolean {
  const subtotal = rational(subtotalMinor);
  return FEE_ROUNDING_THRESHOLDS_USD.some((t) => compare(subtotal, usdMajorToTargetMinor(fromInt(t), rate, currency)) >= 0);
}
