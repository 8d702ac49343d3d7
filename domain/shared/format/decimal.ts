import { fromDecimal, mul, rational, roundHalfAwayFromZero, type Rational } from '../money/rational.ts';

/** What every formatter shows for a value it cannot show: a missing, invalid or non-finite input. */
export const NOT_AVAILABLE = 'N/A';

/**
 * The number as the decimal it prints as (`0.1` is 1/10), so that rounding
 * for display works on the digits a person would write, not on the binary
 * float: 1.005 rounds to 1.01, as it reads. Callers check finiteness first.
 */
export function exactDecimal(value: number): Rational {
  return fromDecimal(value);
}

/** `value × 10^places`, rounded once, half away from zero, to an integer. */
export function scaleRound(value: Rational, places: number): bigint {
  return roundHalfAwayFromZero(mul(value, rational(10n ** BigInt(places))));
}

/** Groups the digits of a non-negative integer in threes with commas, as en-US does. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Renders an integer that stands for `scaled / 10^places`: digits grouped
 * in threes, at least `minFraction` fraction digits (trailing zeros beyond
 * that dropped), and a minus sign only when the shown value is not zero,
 * so that a tiny negative never prints as '-0'.
 */
export function renderScaled(scaled: bigint, places: number, minFraction: number): string {
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  let fraction = digits.slice(digits.length - places);
  while (fraction.length > minFraction && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const body = groupThousands(whole) + (fraction === '' ? '' : `.${fraction}`);
  return negative ? `-${body}` : body;
}
