import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkTopUpAmount, mustMoney, topUpLimits, type CurrencyCode } from '../../../domain/index.ts';

const code = (c: string) => c as CurrencyCode;

describe('top-up limits', () => {
  it('are $5 to $2,000, and the same bounds in round units of other currencies', () => {
    expect(topUpLimits(code('USD'), 1)._unsafeUnwrap()).toEqual({ min: mustMoney(500, code('USD')), max: mustMoney(200_000, code('USD')) });
    expect(topUpLimits(code('EUR'), 0.92)._unsafeUnwrap()).toEqual({ min: mustMoney(500, code('EUR')), max: mustMoney(184_000, code('EUR')) });
    expect(topUpLimits(code('JPY'), 155.3)._unsafeUnwrap()).toEqual({ min: mustMoney(777, code('JPY')), max: mustMoney(310_600, code('JPY')) });
  });

  it('never let a top-up below $5 or above $2,000 through, at any rate', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 20_000, noNaN: true }), fc.constantFrom('EUR', 'JPY', 'KWD', 'GBP'), (rate, currency) => {
        const { min, max } = topUpLimits(code(currency), rate)._unsafeUnwrap();
        const perMajor = currency === 'JPY' ? 1 : currency === 'KWD' ? 1000 : 100;
        // In USD cents (before rounding to whole units the bounds are exact; rounding moves them inward only).
        expect((min.minor / perMajor / rate) * 100).toBeGreaterThanOrEqual(500 - 1e-6);
        expect((max.minor / perMajor / rate) * 100).toBeLessThanOrEqual(200_000 + 1e-6);
      }),
    );
  });

  it('refuse an amount outside them naming amount.minor and the bounds', () => {
    const limits = topUpLimits(code('USD'), 1)._unsafeUnwrap();
    expect(checkTopUpAmount(mustMoney(499, code('USD')), limits)._unsafeUnwrapErr()).toMatchObject({ code: 'AMOUNT_INVALID', details: { field: 'amount.minor', min: 500, max: 200_000 } });
    expect(checkTopUpAmount(mustMoney(200_001, code('USD')), limits).isErr()).toBe(true);
    expect(checkTopUpAmount(mustMoney(5_000, code('USD')), limits).isOk()).toBe(true);
  });
});
