import { minorDigits, mustMoney, type CurrencyCode, type Money } from '../../../../domain/index.ts';

/** The preset top-up amounts, in major units of the currency shown. */
export const TOP_UP_PRESETS = [10, 25, 50, 100] as const;
/** The most one top-up may add, in major units (a typo guard; the server has its own limits). */
export const TOP_UP_MAX_MAJOR = 10_000;

/**
 * A typed amount ("50", "12.5", "12,50") as money in `currency`: digits with
 * at most the currency's minor digits after one '.' or ','; null when it is
 * not an amount, not positive, or above the maximum.
 */
export function typedAmount(text: string, currency: CurrencyCode): Money | null {
  const digits = minorDigits(currency);
  const match = /^(\d{1,7})(?:[.,](\d*))?$/.exec(text.trim());
  if (match === null) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  if (minor <= 0 || minor > TOP_UP_MAX_MAJOR * 10 ** digits) return null;
  return mustMoney(minor, currency);
}
