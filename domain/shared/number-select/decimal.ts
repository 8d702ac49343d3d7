import { compare, fromDecimal, type Rational } from '../money/rational.ts';

/**
 * Exact decimal helpers for the number select. Values, bounds and steps are
 * read as the decimals they print as (0.1 is exactly 1/10), computed exactly,
 * and turned back into the double nearest the exact result, so 0.1 + 0.2
 * comes out as 0.3 and never as 0.30000000000000004.
 */

/** A finite number as the exact decimal it prints as. */
export function exact(value: number): Rational {
  return fromDecimal(value);
}

/** The largest integer not above `r`. */
export function floor(r: Rational): bigint {
  const q = r.num / r.den;
  return r.num < 0n && q * r.den !== r.num ? q - 1n : q;
}

/** The larger of two exact values. */
export function maxOf(a: Rational, b: Rational): Rational {
  return compare(a, b) >= 0 ? a : b;
}

/** The smaller of two exact values. */
export function minOf(a: Rational, b: Rational): Rational {
  return compare(a, b) <= 0 ? a : b;
}

/**
 * The double nearest an exact decimal. Sums and products of decimals have a
 * denominator 2^a·5^b, so scaling to a power of ten gives a decimal literal
 * that the engine parses with a single, correct rounding.
 */
export function toCleanNumber(r: Rational): number {
  let scale = 0;
  let power = 1n;
  // 2^a·5^b divides 10^max(a, b); decimals read from doubles stay below 10^1100.
  while (power % r.den !== 0n && scale < 1100) {
    power *= 10n;
    scale += 1;
  }
  if (power % r.den !== 0n) return Number(r.num) / Number(r.den);
  return Number(`${(r.num * power) / r.den}e-${scale}`);
}
