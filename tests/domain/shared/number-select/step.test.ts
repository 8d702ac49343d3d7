import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canDecrease, canIncrease, decrease, increase } from '../../../../domain/shared/number-select/index.ts';

const decimals = (scale: number, lo: number, hi: number) =>
  fc.integer({ min: lo, max: hi }).map((n) => Number((n / 10 ** scale).toFixed(scale)));

const setup = fc.integer({ min: 0, max: 3 }).chain((scale) =>
  fc.record({
    scale: fc.constant(scale),
    min: decimals(scale, -10_000, 10_000),
    span: decimals(scale, 0, 20_000),
    step: decimals(scale, 1, 500),
    offset: decimals(scale, -30_000, 30_000),
    bounded: fc.boolean(),
  }),
);

describe('canIncrease / canDecrease', () => {
  it('plus works only while below max, or always without a max', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }), { nil: undefined }), (value, max) => {
        expect(canIncrease(value, max === undefined ? {} : { max })).toBe(max === undefined || value < max);
      }),
    );
    expect(canIncrease(10, { max: 10 })).toBe(false);
    expect(canIncrease(9, { max: 10 })).toBe(true);
    expect(canIncrease(1e15)).toBe(true);
  });

  it('minus works only while above min (default 0)', () => {
    expect(canDecrease(0)).toBe(false);
    expect(canDecrease(1)).toBe(true);
    expect(canDecrease(-5, { min: -5 })).toBe(false);
  });
});

describe('increase / decrease', () => {
  it('increase adds one step, stops at max, never lowers the value and stays clean', () => {
    fc.assert(
      fc.property(setup, ({ scale, min, span, step, offset, bounded }) => {
        const max = Number((min + span).toFixed(scale));
        const value = Number((min + offset).toFixed(scale));
        const opts = bounded ? { min, max, step } : { min, step };
        const up = increase(value, opts);
        if (!canIncrease(value, opts)) {
          expect(up).toBe(value);
          return;
        }
        expect(up).toBeGreaterThan(value);
        expect(Number(up.toFixed(scale))).toBe(up); // clean decimal, no 0.30000000000000004
        const expected = Math.max(min, Number((value + step).toFixed(scale)));
        expect(up).toBe(bounded ? Math.min(expected, max) : expected);
      }),
    );
  });

  it('decrease subtracts one step, stops at min, never raises the value and stays clean', () => {
    fc.assert(
      fc.property(setup, ({ scale, min, step, offset }) => {
        const value = Number((min + offset).toFixed(scale));
        const down = decrease(value, { min, step });
        if (value <= min) {
          expect(down).toBe(value);
          return;
        }
        expect(down).toBeLessThan(value);
        expect(Number(down.toFixed(scale))).toBe(down);
        expect(down).toBe(Math.max(min, Number((value - step).toFixed(scale))));
      }),
    );
  });

  it('steps of 0.1 give clean decimals (0.1 + 0.2 = 0.3, not 0.30000000000000004)', () => {
    expect(increase(0.2, { step: 0.1 })).toBe(0.3);
    expect(decrease(0.3, { step: 0.1 })).toBe(0.2);
    let v = 0;
    for (let i = 0; i < 10; i += 1) v = increase(v, { step: 0.1, max: 1 });
    expect(v).toBe(1);
  });

  it('named examples', () => {
    expect(increase(9, { max: 10, step: 5 })).toBe(10); // 9 + 5 = 14, capped at max 10
    expect(increase(10, { max: 10 })).toBe(10); // at max: unchanged
    expect(increase(12, { max: 10 })).toBe(12); // above max: unchanged, plus never lowers
    expect(increase(0, { min: 5 })).toBe(5); // 0 + 1 = 1, raised to min 5
    expect(decrease(2, { min: 1, step: 5 })).toBe(1); // 2 − 5 = −3, floored at min 1
    expect(decrease(0, { min: 1 })).toBe(0); // below min: unchanged, minus never raises
    expect(increase(Number.NaN)).toBeNaN(); // nothing sensible to step from
  });
});
