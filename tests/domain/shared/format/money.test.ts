import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../../domain/shared/format/index.ts';
import { minorDigits, mustMoney, type CurrencyCode } from '../../../../domain/shared/money/index.ts';

const c = (code: string): CurrencyCode => code as CurrencyCode;
const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'INR', 'KWD', 'CLF', 'SEK'].map(c);
const NON_USD_WITH_CENTS = ['EUR', 'GBP', 'CAD', 'CHF', 'KWD', 'SEK'].map(c);

/** The digits a formatted price shows, read back as one integer: the minor units it stands for. */
function shownMinor(text: string): bigint {
  return BigInt(text.replace(/\D/g, ''));
}

/** What Node's ICU prints for the same amount: the reference the hand-written format is held to. */
function intlMoney(minor: bigint, code: string): string {
  const digits = minorDigits(c(code));
  const negative = minor < 0n;
  const padded = (negative ? -minor : minor).toString().padStart(digits + 1, '0');
  const decimal = `${negative ? '-' : ''}${padded.slice(0, padded.length - digits)}${digits > 0 ? `.${padded.slice(padded.length - digits)}` : ''}` as `${number}`;
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits });
  return format.format(decimal).replace(/[\u00a0\u202f]/g, ' ');
}

describe('formatMoney', () => {
  it("prints what Intl's en-US currency format prints, for every currency ICU knows and any amount", () => {
    const codes = Intl.supportedValuesOf('currency');
    fc.assert(
      fc.property(fc.constantFrom(...codes), fc.maxSafeInteger(), (code, minor) => {
        expect(formatMoney(mustMoney(minor, c(code)))).toBe(intlMoney(BigInt(minor), code));
      }),
      { numRuns: 2_000 },
    );
    for (const code of codes) expect(formatMoney(mustMoney(-123_456_789, c(code))), code).toBe(intlMoney(-123_456_789n, code));
  });

  it.each([
    ['USD', 123_456, '$1,234.56'],
    ['USD', 5, '$0.05'],
    ['USD', -5, '-$0.05'],
    ['USD', 0, '$0.00'],
    ['USD', 900_719_925_474_099, '$9,007,199,254,740.99'], // no float rounding at the top of the range
    ['EUR', 1_234, '€12.34'],
    ['GBP', 100, '£1.00'],
    ['JPY', 1_235, '¥1,235'], // no minor digits
    ['KWD', 1_234, 'KWD 1.234'], // three minor digits, plain space
  ])('%s %i → %s', (code, minor, expected) => {
    expect(formatMoney(mustMoney(minor, c(code)))).toBe(expected);
  });

  it.each([
    ['EUR', 1_234, '€12.90'], // next whole unit 13 minus 0.10
    ['EUR', 1_200, '€12.90'], // a whole amount still rounds up, never down to 11.90
    ['EUR', 1_290, '€12.90'], // already ends in .90
    ['EUR', 1_291, '€13.90'], // just above .90: up to the next one
    ['EUR', 1_295, '€13.90'],
    ['EUR', 1, '€0.90'],
    ['EUR', 0, '€0.00'], // free stays free
    ['EUR', -1_234, '-€12.34'], // refunds are shown exactly
    ['USD', 1_234, '$12.34'], // USD is never rounded
    ['JPY', 1_235, '¥1,235'], // no .90 in yen: shown exactly
    ['KWD', 1_234, 'KWD 1.900'], // .900 in three-digit currencies
    ['KWD', 1_901, 'KWD 2.900'],
  ])('rounding up non-USD: %s %i → %s', (code, minor, expected) => {
    expect(formatMoney(mustMoney(minor, c(code)), { roundUpNonUsd: true })).toBe(expected);
  });

  it('shows exactly the minor units: the digits read back, as many decimals as the currency has', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCIES), fc.maxSafeInteger(), (currency, minor) => {
        const shown = formatMoney(mustMoney(minor, currency));
        const digits = minorDigits(currency);
        expect(shownMinor(shown)).toBe(BigInt(Math.abs(minor)));
        const fraction = /\.(\d+)$/.exec(shown)?.[1] ?? '';
        expect(fraction.length).toBe(digits);
        expect(shown.startsWith('-')).toBe(minor < 0);
        // Symbol, then grouped digits only: no exponent, no NaN, no 0.30000000000000004.
        expect(shown).toMatch(/^-?[^\d-]+\d{1,3}(,\d{3})*(\.\d+)?$/);
      }),
    );
  });

  it('rounds non-USD prices up to the nearest .90 at most one unit away', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NON_USD_WITH_CENTS), fc.integer({ min: 1, max: 1e15 }), (currency, minor) => {
        const unit = 10n ** BigInt(minorDigits(currency));
        const rounded = shownMinor(formatMoney(mustMoney(minor, currency), { roundUpNonUsd: true }));
        expect(rounded >= BigInt(minor)).toBe(true);
        expect(rounded - BigInt(minor) < unit).toBe(true);
        expect(rounded % unit).toBe(unit - unit / 10n);
      }),
    );
  });

  it('leaves USD, zero-digit currencies and non-positive amounts as they are', () => {
    fc.assert(
      fc.property(fc.constantFrom(c('USD'), c('JPY'), c('KRW')), fc.maxSafeInteger(), (currency, minor) => {
        const m = mustMoney(minor, currency);
        expect(formatMoney(m, { roundUpNonUsd: true })).toBe(formatMoney(m));
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...NON_USD_WITH_CENTS), fc.integer({ min: -1e15, max: 0 }), (currency, minor) => {
        const m = mustMoney(minor, currency);
        expect(formatMoney(m, { roundUpNonUsd: true })).toBe(formatMoney(m));
      }),
    );
  });
});
