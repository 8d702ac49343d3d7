import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  currencyCode,
  minorDigits,
  money,
  multiplyMoney,
  mustMoney,
  subtractMoney,
  USD,
  type CurrencyCode,
} from '../../../../domain/shared/money/index.ts';

const EUR = 'EUR' as CurrencyCode;
const JPY = 'JPY' as CurrencyCode;

describe('Money', () => {
  it('holds only safe integers of minor units', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (x) => {
        expect(money(x, USD).isOk()).toBe(Number.isSafeInteger(x));
      }),
    );
  });

  it('refuses fractional cents with AMOUNT_INVALID naming the field', () => {
    const r = money(10.5, USD);
    expect(r.isErr() && r.error.code).toBe('AMOUNT_INVALID');
    expect(r.isErr() && r.error.details).toEqual({ field: 'minor' });
  });

  it('adds and subtracts exactly, and only in one currency', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: -1e12, max: 1e12 }), (a, b) => {
        const sum = addMoney(mustMoney(a, USD), mustMoney(b, USD))._unsafeUnwrap();
        expect(sum.minor).toBe(a + b);
        expect(subtractMoney(sum, mustMoney(b, USD))._unsafeUnwrap().minor).toBe(a);
        expect(addMoney(mustMoney(a, USD), mustMoney(b, EUR))._unsafeUnwrapErr().code).toBe('CURRENCY_MISMATCH');
      }),
    );
  });

  it('multiplies by whole quantities only', () => {
    expect(multiplyMoney(mustMoney(199, USD), 3)._unsafeUnwrap().minor).toBe(597);
    expect(multiplyMoney(mustMoney(199, USD), 1.5)._unsafeUnwrapErr().code).toBe('QUANTITY_INVALID');
    expect(multiplyMoney(mustMoney(Number.MAX_SAFE_INTEGER, USD), 2)._unsafeUnwrapErr().code).toBe('AMOUNT_INVALID');
  });
});

describe('currency codes', () => {
  it('knows the minor digits of ISO 4217 (JPY 0, USD 2, KWD 3)', () => {
    expect(minorDigits(JPY)).toBe(0);
    expect(minorDigits(USD)).toBe(2);
    expect(minorDigits('KWD' as CurrencyCode)).toBe(3);
    expect(minorDigits(EUR)).toBe(2);
  });

  it('accepts exactly three letters, upper-casing them', () => {
    expect(currencyCode('eur')._unsafeUnwrap()).toBe('EUR');
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = currencyCode(s);
        expect(r.isOk()).toBe(/^[A-Za-z]{3}$/.test(s.trim()));
      }),
    );
  });
});
