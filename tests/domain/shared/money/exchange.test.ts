import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertFromUsd,
  currencyForCountry,
  mustMoney,
  resolveCurrency,
  USD,
  type CurrencyCode,
  type ExchangeRate,
} from '../../../../domain/shared/money/index.ts';

const EUR = 'EUR' as CurrencyCode;
const JPY = 'JPY' as CurrencyCode;
const KWD = 'KWD' as CurrencyCode;

/** A rate as the decimal it prints as, exactly, for checking conversions by bigint. */
function exactRate(rate: number): { num: bigint; den: bigint } {
  const [m = '0', e = '0'] = rate.toString().split('e');
  const [w = '0', f = ''] = m.split('.');
  const scale = f.length - Number(e);
  return scale >= 0 ? { num: BigInt(w + f), den: 10n ** BigInt(scale) } : { num: BigInt(w + f) * 10n ** BigInt(-scale), den: 1n };
}

const rates = fc.double({ min: 0.0001, max: 100_000, noNaN: true, noDefaultInfinity: true });
const cents = fc.integer({ min: 0, max: 10_000_000_00 });

describe('convertFromUsd', () => {
  it('is the identity for USD at rate 1', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(convertFromUsd(mustMoney(c, USD), 1, USD)._unsafeUnwrap().minor).toBe(c);
      }),
    );
  });

  it('is within half a minor unit of the exact product, and rounds halves away from zero', () => {
    fc.assert(
      fc.property(cents, rates, fc.constantFrom(EUR, JPY, KWD), (c, rate, target) => {
        const got = BigInt(convertFromUsd(mustMoney(c, USD), rate, target)._unsafeUnwrap().minor);
        const digits = target === JPY ? 0 : target === KWD ? 3 : 2;
        // exact = c / 100 × rate × 10^digits = num / den
        const r = exactRate(rate);
        const num = BigInt(c) * r.num * 10n ** BigInt(digits);
        const den = 100n * r.den;
        // |got − num/den| ≤ 1/2, and exactly 1/2 only when rounded up (away from zero, c ≥ 0).
        const twiceDiff = 2n * (got * den - num);
        expect(twiceDiff <= den && twiceDiff >= -den).toBe(true);
        if (twiceDiff === -den) throw new Error('a half was rounded towards zero');
      }),
    );
  });

  it('rounds the hand-computed halves away from zero', () => {
    // 150 cents = 1.50 USD → 1.5 yen at rate 1 → 2 yen
    expect(convertFromUsd(mustMoney(150, USD), 1, JPY)._unsafeUnwrap().minor).toBe(2);
    // 1 cent at rate 0.5 → 0.5 euro cent → 1 cent
    expect(convertFromUsd(mustMoney(1, USD), 0.5, EUR)._unsafeUnwrap().minor).toBe(1);
    // 1.005 USD... 100.5 cents cannot exist; 201 cents × 0.5 = 100.5 → 101
    expect(convertFromUsd(mustMoney(201, USD), 0.5, EUR)._unsafeUnwrap().minor).toBe(101);
    // 0.285 × 100 is 28.499999… in floating point; exact decimal reading gives 28.5 → 29
    expect(convertFromUsd(mustMoney(100, USD), 0.285, EUR)._unsafeUnwrap().minor).toBe(29);
    // 10 USD at 155.37 JPY = 1553.7 → 1554 yen
    expect(convertFromUsd(mustMoney(1000, USD), 155.37, JPY)._unsafeUnwrap().minor).toBe(1554);
  });

  it('is monotone in the amount', () => {
    fc.assert(
      fc.property(cents, cents, rates, (a, b, rate) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const x = convertFromUsd(mustMoney(lo, USD), rate, EUR)._unsafeUnwrap().minor;
        const y = convertFromUsd(mustMoney(hi, USD), rate, EUR)._unsafeUnwrap().minor;
        expect(x).toBeLessThanOrEqual(y);
      }),
    );
  });

  it('refuses bad rates and non-USD sources', () => {
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(convertFromUsd(mustMoney(100, USD), bad, EUR)._unsafeUnwrapErr().code).toBe('RATE_INVALID');
    }
    expect(convertFromUsd(mustMoney(100, EUR), 1, USD)._unsafeUnwrapErr().code).toBe('CURRENCY_MISMATCH');
  });
});

const known: ExchangeRate[] = [
  { currency: EUR, rate: 0.92 },
  { currency: JPY, rate: 155.37 },
  { currency: 'CAD' as CurrencyCode, rate: 1.37 },
];

describe('resolveCurrency', () => {
  it('keeps a currency with a known rate', () => {
    expect(resolveCurrency(EUR, known)).toEqual({ currency: EUR, rate: 0.92, fellBackToUsd: false });
  });

  it('falls back to USD and says so for a currency with no rate', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{3}$/), (code) => {
        const r = resolveCurrency(code as CurrencyCode, known);
        const isKnown = code === 'USD' || known.some((k) => k.currency === code);
        expect(r.fellBackToUsd).toBe(!isKnown);
        expect(r.currency).toBe(isKnown ? code : 'USD');
      }),
    );
  });

  it('treats a broken rate as unknown', () => {
    expect(resolveCurrency(EUR, [{ currency: EUR, rate: 0 }]).fellBackToUsd).toBe(true);
  });
});

describe('currencyForCountry', () => {
  it('maps the listed countries only when a rate exists', () => {
    expect(currencyForCountry('CA', known)).toBe('CAD');
    expect(currencyForCountry('jp', known)).toBe('JPY');
    expect(currencyForCountry('DE', known)).toBe('EUR');
    expect(currencyForCountry('GB', known)).toBe('USD'); // no GBP rate
    expect(currencyForCountry('BR', known)).toBe('USD'); // not a mapped country
    expect(currencyForCountry(undefined, known)).toBe('USD'); // default country US
  });

  it('never answers a currency without a rate', () => {
    fc.assert(
      fc.property(fc.option(fc.stringMatching(/^[A-Za-z]{2}$/), { nil: undefined }), fc.subarray(known), (country, subset) => {
        const c = currencyForCountry(country, subset);
        expect(c === 'USD' || subset.some((k) => k.currency === c)).toBe(true);
      }),
    );
  });
});
