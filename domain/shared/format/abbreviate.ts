import { compare, div, rational } from '../money/rational.ts';
import { exactDecimal, NOT_AVAILABLE, renderScaled, scaleRound } from './decimal.ts';

/** Suffixes of {@link abbreviateQuantity}, for 10^3, 10^6, … 10^24 (spec section 9). */
export const QUANTITY_SUFFIXES = ['K', 'M', 'B', 'T', 'Qd', 'Qi', 'S', 'Sp'] as const;

/** Suffixes of {@link shortenNumber}, for 10^3 … 10^12 (spec section 9). */
export const SHORT_NUMBER_SUFFIXES = ['K', 'M', 'B', 'T'] as const;

/** Decimals shown by {@link abbreviateQuantity}. */
export const QUANTITY_DECIMALS = 2;
/** Decimals shown by {@link shortenNumber}. */
export const SHORT_NUMBER_DECIMALS = 1;

/**
 * Divides by the largest power of 1000 the magnitude reaches (up to the last
 * suffix), rounds half away from zero to `decimals` on the exact decimal and
 * drops trailing zeros. When rounding carries the mantissa to 1000 the next
 * suffix is used, so 999,999 reads '1M', never '1000K'; past the last suffix
 * the mantissa simply grows ('1,000Sp').
 */
function abbreviate(n: number, suffixes: readonly string[], decimals: number): string {
  if (!Number.isFinite(n)) return NOT_AVAILABLE;
  const value = exactDecimal(n);
  const magnitude = value.num < 0n ? rational(-value.num, value.den) : value;
  let k = 0;
  while (k < suffixes.length && compare(magnitude, rational(1000n ** BigInt(k + 1))) >= 0) k += 1;
  let mantissa = scaleRound(div(value, rational(1000n ** BigInt(k))), decimals);
  if (k < suffixes.length && absBig(mantissa) >= 1000n * 10n ** BigInt(decimals)) {
    k += 1;
    mantissa = scaleRound(div(value, rational(1000n ** BigInt(k))), decimals);
  }
  return renderScaled(mantissa, decimals, 0) + (k === 0 ? '' : (suffixes[k - 1] ?? ''));
}

function absBig(x: bigint): bigint {
  return x < 0n ? -x : x;
}

/**
 * A quantity in short form: up to 2 decimals, trailing zeros dropped, with
 * K, M, B, T, Qd, Qi, S, Sp for 10^3 … 10^24 (1500 → '1.5K', 999 → '999',
 * 1,234,567 → '1.23M'). Below 1000 the number itself, also at most 2 decimals.
 * Negative numbers keep their sign; non-finite ones show 'N/A'.
 */
export function abbreviateQuantity(n: number): string {
  return abbreviate(n, QUANTITY_SUFFIXES, QUANTITY_DECIMALS);
}

/**
 * A number in short form with one decimal and K, M, B, T ('1.2K'); a zero
 * decimal is dropped, so 1000 shows '1K', not '1.0K', like
 * {@link abbreviateQuantity}. Beyond 10^15 the T mantissa grows ('1,000T').
 */
export function shortenNumber(n: number): string {
  return abbreviate(n, SHORT_NUMBER_SUFFIXES, SHORT_NUMBER_DECIMALS);
}

