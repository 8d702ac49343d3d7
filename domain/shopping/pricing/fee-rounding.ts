import { minorPerMajor, type CurrencyCode } from '../../shared/money/currency.ts';
import { usdMajorToTargetMinor } from '../../shared/money/exchange.ts';
import { add, ceil, compare, fromInt, rational, roundHalfAwayFromZero, sub, type Rational } from '../../shared/money/rational.ts';

/**
 * The round amounts (USD, scaled by the display rate) just below which a
 * total is sold at a charm price point instead: 45 → 44.89, 80 → 79.89, …
 * Kept as data so product can tune them.
 */
export const FEE_ROUNDING_THRESHOLDS_USD: readonly number[] = [45, 80, 120, 180, 210];

/** How far below a price point (whole units of USD, scaled by the rate) a total is raised to it. */
export const FEE_ROUNDING_WINDOW_USD = 3;

/** The charm ending: a total ends 0.11 of a major unit below a whole unit (….89). */
const ENDING_BELOW_UNIT_HUNDREDTHS = 11n;

/**
 * The ending in the display currency's minor units: 11 cents, 110 fils
 * (KWD, three digits). A currency without minor units (JPY) cannot end in
 * .89: 0.11 of a yen rounds to nothing, so its totals are whole yen — the
 * analogue that keeps "at most one unit added" (ending in …9 yen instead
 * would add up to ten units, and in …89 yen up to a hundred).
 */
export function charmEndingMinor(currency: CurrencyCode): bigint {
  return roundHalfAwayFromZero(rational(ENDING_BELOW_UNIT_HUNDREDTHS * minorPerMajor(currency), 100n));
}

/** The smallest amount ending in the charm ending that is ≥ `amountMinor` (adds less than one unit). */
export function charmCeil(amountMinor: Rational, currency: CurrencyCode): bigint {
  const perMajor = minorPerMajor(currency);
  const ending = charmEndingMinor(currency);
  const shifted = add(amountMinor, rational(ending));
  return ceil(rational(shifted.num, shifted.den * perMajor)) * perMajor - ending;
}

/**
 * The price points in the display currency, ascending: for each threshold,
 * the largest amount ending in the charm ending that is strictly below
 * threshold × rate. So a scaled point ends in .89 of the display currency
 * itself (45 USD at 0.86 EUR = €38.70 → €37.89), not in 44.89 × rate
 * (€38.6054, which ends in nothing); in JPY at 150, 45 → ¥6,749.
 */
export function feeRoundingPoints(rate: number, currency: CurrencyCode): readonly bigint[] {
  const perMajor = minorPerMajor(currency);
  const ending = charmEndingMinor(currency);
  return FEE_ROUNDING_THRESHOLDS_USD.map((t) => {
    const scaled = add(usdMajorToTargetMinor(fromInt(t), rate, currency), rational(ending));
    return (ceil(rational(scaled.num, scaled.den * perMajor)) - 1n) * perMajor - ending;
  });
}

/** The window below a point, exact in display minor units: 3 USD × rate. */
export function feeRoundingWindowMinor(rate: number, currency: CurrencyCode): Rational {
  return usdMajorToTargetMinor(fromInt(FEE_ROUNDING_WINDOW_USD), rate, currency);
}

/**
 * Raises the fee so the total lands on a charm price: the exact total
 * (subtotal + raw fee) rounds up to the next amount ending in .89 — less than
 * one major unit added — unless it lies within the window below a price
 * point (point − 3 × rate ≤ total ≤ point), when it is raised to that point:
 * at most 3 units × rate added. The window is judged on the exact total, so
 * that bound holds to the cent. Since the point itself ends in .89, the
 * raised total is never below the plain rounding, and the total never falls
 * as the subtotal grows; the fee alone does fall just past a window.
 *
 * Returns the fee and, when a point applied, that point (both minor units).
 */
export function roundFeeToCharmTotal(
  subtotalMinor: bigint,
  rawFeeMinor: Rational,
  rate: number,
  currency: CurrencyCode,
): { readonly feeMinor: bigint; readonly raisedToPointMinor: bigint | null } {
  const total = add(rational(subtotalMinor), rawFeeMinor);
  const window = feeRoundingWindowMinor(rate, currency);
  const point = feeRoundingPoints(rate, currency).find(
    (p) => compare(total, rational(p)) <= 0 && compare(sub(rational(p), window), total) <= 0,
  );
  if (point !== undefined) return { feeMinor: point - subtotalMinor, raisedToPointMinor: point };
  return { feeMinor: charmCeil(total, currency) - subtotalMinor, raisedToPointMinor: null };
}
