import { minorDigits, type CurrencyCode } from '../../../../domain/index.ts';

/**
 * A typed refund amount ("12.5", "12,50") in minor units of `currency`, or
 * null when it is not a positive amount with at most the currency's decimals.
 * The server checks it against what the buyer paid.
 */
export function amountToMinor(text: string, currency: CurrencyCode): number | null {
  const digits = minorDigits(currency);
  const match = /^(\d{1,9})(?:[.,](\d*))?$/.exec(text.trim());
  if (match === null) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return minor > 0 ? minor : null;
}
