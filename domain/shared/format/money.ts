import { minorDigits, USD } from '../money/currency.ts';
import type { Money } from '../money/money.ts';

/** Options of {@link formatMoney}. */
export interface FormatMoneyOptions {
  /** Show non-USD prices rounded up to the next amount ending in .90 (spec section 9); USD is never rounded. */
  readonly roundUpNonUsd?: boolean;
}

/**
 * Reading of "rounding up to the next whole unit minus 0.1": the shown amount
 * is the smallest one ending in .90 that is not below the real one, so
 * €12.34 → €12.90, €12.00 → €12.90 (never down to €11.90), €12.90 stays and
 * €12.95 → €13.90. Zero and negative amounts (free items, refunds) and
 * currencies without minor digits (JPY, where .90 does not exist) are shown
 * exactly. Works on minor units: for KWD (3 digits) the ending is .900.
 */
function roundUpToNinety(minor: bigint, digits: number): bigint {
  if (digits < 1 || minor <= 0n) return minor;
  const unit = 10n ** BigInt(digits);
  const tenth = unit / 10n;
  // Smallest k with k·unit − tenth ≥ minor, i.e. k = ⌈(minor + tenth) / unit⌉.
  const k = (minor + tenth + unit - 1n) / unit;
  return k * unit - tenth;
}

/** The exact decimal of `minor / 10^digits`, as a string Intl can read without passing through a float. */
function majorUnitsText(minor: bigint, digits: number): `${number}` {
  const negative = minor < 0n;
  const padded = (negative ? -minor : minor).toString().padStart(digits + 1, '0');
  const whole = padded.slice(0, padded.length - digits);
  const fraction = padded.slice(padded.length - digits);
  return `${negative ? '-' : ''}${whole}${digits > 0 ? `.${fraction}` : ''}` as `${number}`;
}

/**
 * One formatter per currency: building an Intl.NumberFormat costs far more
 * than formatting with it, and a server-rendered listing page prints dozens
 * of prices. The fraction digits follow from the currency, so it is the key.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(currency: string, digits: number): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/**
 * A price in en-US currency format ('$1,234.56', '€12.90', '¥1,235',
 * '-$0.05'), with exactly as many decimals as the currency has minor digits
 * (so the digits shown are the minor units, nothing more or less). The
 * decimal is built from the integer minor units as text, so no float ever
 * misprints a cent. Non-breaking spaces that some ICU versions put after a
 * currency code are plain spaces, so server and browser print the same.
 */
export function formatMoney(amount: Money, options: FormatMoneyOptions = {}): string {
  const digits = minorDigits(amount.currency);
  const rounds = options.roundUpNonUsd === true && amount.currency !== USD;
  const minor = rounds ? roundUpToNinety(BigInt(amount.minor), digits) : BigInt(amount.minor);
  return formatterOf(amount.currency, digits).format(majorUnitsText(minor, digits)).replace(/[\u00a0\u202f]/g, ' ');
}
