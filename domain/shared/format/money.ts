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

/**
 * The en-US currency signs (Unicode CLDR, as Node's and Chromium's ICU print them) of the currencies that
 * have one; every other code is written before the amount with a space ('PLN 1,234.50'). Held here rather
 * than asked of Intl.NumberFormat: a browser's first Intl formatter loads ICU's locale data, tens of
 * milliseconds of a phone's start-up inside hydration, and two ICU versions (the server's, the browser's)
 * may disagree on a sign, which would be a hydration mismatch. money.test.ts checks the table against Intl.
 */
export const CURRENCY_SIGNS: Readonly<Record<string, string>> = {
  AUD: 'A$', BRL: 'R$', CAD: 'CA$', CNY: 'CN¥', EUR: '€', GBP: '£', HKD: 'HK$', ILS: '₪', INR: '₹', JPY: '¥', KRW: '₩',
  MXN: 'MX$', NZD: 'NZ$', PHP: '₱', TWD: 'NT$', USD: '$', VND: '₫', XCD: 'EC$',
  XAF: 'FCFA ', XCG: 'Cg. ', XOF: 'F CFA ', XPF: 'CFPF ',
};

/** `1234567` → `1,234,567`: en-US groups of three. */
function grouped(whole: string): string {
  const head = whole.length % 3 || 3;
  let text = whole.slice(0, head);
  for (let at = head; at < whole.length; at += 3) text += `,${whole.slice(at, at + 3)}`;
  return text;
}

/** `minor / 10^digits` written from the integer as text (so no float ever misprints a cent), grouped, with its sign. */
function majorUnitsText(minor: bigint, digits: number, sign: string): string {
  const negative = minor < 0n;
  const padded = (negative ? -minor : minor).toString().padStart(digits + 1, '0');
  const whole = padded.slice(0, padded.length - digits);
  const fraction = padded.slice(padded.length - digits);
  return `${negative ? '-' : ''}${sign}${grouped(whole)}${digits > 0 ? `.${fraction}` : ''}`;
}

/**
 * A price in en-US currency format ('$1,234.56', '€12.90', '¥1,235',
 * '-$0.05'), with exactly as many decimals as the currency has minor digits
 * (so the digits shown are the minor units, nothing more or less). The
 * decimal is built from the integer minor units as text, so no float ever
 * misprints a cent. A currency code is followed by a plain space, so server
 * and browser print the same.
 */
export function formatMoney(amount: Money, options: FormatMoneyOptions = {}): string {
  const digits = minorDigits(amount.currency);
  const rounds = options.roundUpNonUsd === true && amount.currency !== USD;
  const minor = rounds ? roundUpToNinety(BigInt(amount.minor), digits) : BigInt(amount.minor);
  return majorUnitsText(minor, digits, CURRENCY_SIGNS[amount.currency] ?? `${amount.currency} `);
}
