import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeTyped, parseTypedNumber, type NumberSelectOptions } from '../../../../domain/shared/number-select/index.ts';

/**
 * Options on a decimal grid: min = minUnits / 10^scale, step = stepUnits / 10^scale,
 * optional max = min + spanUnits / 10^scale (spanUnits may be off the step grid).
 * Keeping everything a short decimal lets the tests check the grid with integers.
 */
const gridOptions = fc
  .record({
    scale: fc.integer({ min: 0, max: 4 }),
    minUnits: fc.integer({ min: -100_000, max: 100_000 }),
    stepUnits: fc.integer({ min: 1, max: 5_000 }),
    spanUnits: fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: undefined }),
  })
  .map(({ scale, minUnits, stepUnits, spanUnits }) => {
    const unit = 10 ** scale;
    const opts: { min: number; step: number; max?: number } = {
      min: Number((minUnits / unit).toFixed(scale)),
      step: Number((stepUnits / unit).toFixed(scale)),
    };
    if (spanUnits !== undefined) opts.max = Number(((minUnits + spanUnits) / unit).toFixed(scale));
    return { scale, opts };
  });

/** A typed number written with up to 6 decimals, around the options' range. */
const typedValue = fc.integer({ min: -40_000_000, max: 40_000_000 }).map((micro) => (micro / 1_000_000).toFixed(6));

/** `x` in units of 10^-scale, asserting that x is the clean double of such a decimal. */
function units(x: number, scale: number): number {
  expect(Number(x.toFixed(scale))).toBe(x);
  return Math.round(x * 10 ** scale);
}

describe('normalizeTyped: range and grid', () => {
  it('always lands within [min, max]', () => {
    fc.assert(
      fc.property(gridOptions, typedValue, fc.double({ noNaN: true }), ({ opts }, typed, current) => {
        const r = normalizeTyped(typed, current, opts);
        expect(r).toBeGreaterThanOrEqual(opts.min);
        if (opts.max !== undefined) expect(r).toBeLessThanOrEqual(opts.max);
      }),
    );
  });

  it('lands on min + k·step (a clean decimal) unless it was clamped to max', () => {
    fc.assert(
      fc.property(gridOptions, typedValue, ({ scale, opts }, typed) => {
        const r = normalizeTyped(typed, 0, opts);
        const R = units(r, scale); // also checks r is clean, e.g. 0.3 and not 0.30000000000000004
        if (r === opts.max) return;
        expect((R - units(opts.min, scale)) % units(opts.step, scale)).toBe(0);
      }),
    );
  });

  it('picks the nearest grid point: no grid point within range is strictly closer', () => {
    fc.assert(
      fc.property(gridOptions, typedValue, ({ scale, opts }, typed) => {
        const r = normalizeTyped(typed, 0, opts);
        const max = opts.max;
        if (max !== undefined && Number(typed) >= max) {
          expect(r).toBe(max);
          return;
        }
        const min = units(opts.min, scale);
        const step = units(opts.step, scale);
        // Work in units of 10^-(scale+6), where the typed value is an integer too.
        const t = Math.round(Number(typed) * 10 ** (scale + 6));
        const k = Math.floor((t / 1e6 - min) / step + 0.5);
        const expected = Math.max(min, min + k * step);
        const capped = max === undefined ? expected : Math.min(expected, units(max, scale));
        expect(units(r, scale)).toBe(capped);
      }),
    );
  });

  it('is idempotent: a normalized value normalizes to itself', () => {
    fc.assert(
      fc.property(gridOptions, typedValue, ({ opts }, typed) => {
        const once = normalizeTyped(typed, 0, opts);
        expect(normalizeTyped(String(once), 12345, opts)).toBe(once);
      }),
    );
  });

  it('keeps a value already on the grid and in range', () => {
    fc.assert(
      fc.property(gridOptions, fc.nat(1000), ({ scale, opts }, k) => {
        const value = Number((opts.min + k * opts.step).toFixed(scale));
        fc.pre(opts.max === undefined || value <= opts.max);
        expect(normalizeTyped(String(value), -1, opts)).toBe(value);
      }),
    );
  });
});

describe('normalizeTyped: non-numeric input reverts to the current value', () => {
  it.each(['', '   ', 'abc', 'NaN', '1e', 'e5', '.', '-', '+', '1,5', '0x10', 'Infinity', '-Infinity', '1e400', '12abc', '1 2', '1..2'])(
    '%j reverts',
    (input) => {
      expect(normalizeTyped(input, 7, { min: 0, max: 100, step: 1 })).toBe(7);
      expect(parseTypedNumber(input)).toBeUndefined();
    },
  );

  it('reverts any text that is not a decimal literal, whatever the current value', () => {
    const notDecimal = fc.string().filter((s) => !/^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?\s*$/.test(s));
    fc.assert(
      fc.property(notDecimal, fc.double(), (input, current) => {
        expect(Object.is(normalizeTyped(input, current, { min: 0, max: 10 }), current)).toBe(true);
      }),
    );
  });

  it('accepts spaces around a number, signs, bare fractions and exponents', () => {
    expect(normalizeTyped('  5 ', 0)).toBe(5);
    expect(normalizeTyped('+3', 0)).toBe(3);
    expect(normalizeTyped('.5', 0, { step: 0.5 })).toBe(0.5);
    expect(normalizeTyped('5.', 0)).toBe(5);
    expect(normalizeTyped('1e3', 0)).toBe(1000);
    expect(normalizeTyped('-3', 9, { min: -10 })).toBe(-3);
  });
});

describe('normalizeTyped: named examples', () => {
  // Each row: typed, options, expected — with the arithmetic.
  const cases: readonly [string, NumberSelectOptions, number, string][] = [
    ['7', {}, 7, 'defaults: min 0, step 1, no max'],
    ['-4', {}, 0, 'below the default min 0 → 0'],
    ['1000000', {}, 1000000, 'no max by default'],
    ['2.4', {}, 2, '2.4 steps → 2'],
    ['2.5', {}, 3, '2.5 is a half → up → 3'],
    ['1', { step: 2 }, 2, '1/2 = 0.5 steps, half up → 1 step → 2'],
    ['3', { step: 2 }, 4, '3/2 = 1.5 steps, half up → 2 steps → 4'],
    ['3.5', { min: 1, step: 5 }, 6, '(3.5−1)/5 = 0.5 steps, half up → 1 + 5 = 6'],
    ['3.4', { min: 1, step: 5 }, 1, '(3.4−1)/5 = 0.48 steps → 0 → 1'],
    ['0.25', { step: 0.1 }, 0.3, '2.5 steps of 0.1, half up → 3 × 0.1 = 0.3 exactly'],
    ['0.35', { step: 0.1 }, 0.4, 'read as the decimal 0.35 (not 0.34999… in binary): 3.5 steps → 0.4'],
    ['0.3', { step: 0.1 }, 0.3, '0.1 × 3 would be 0.30000000000000004 in floats; exact decimals give 0.3'],
    ['0.7', { min: 0.1, step: 0.2 }, 0.7, '(0.7−0.1)/0.2 = 3 steps → 0.1 + 0.6 = 0.7'],
    ['0.8', { min: 0.1, step: 0.2 }, 0.9, '(0.8−0.1)/0.2 = 3.5 steps, half up → 4 → 0.9'],
    ['14', { max: 14, step: 10 }, 14, 'at max → max, even off the grid'],
    ['100', { max: 14, step: 10 }, 14, 'above max → max'],
    ['13', { max: 14, step: 10 }, 10, '1.3 steps → 1 → 10 (below max)'],
    ['-5', { max: 14, step: 10 }, 0, 'below min 0 → 0'],
    ['5', { min: 10, max: 3 }, 3, 'max below min: the max clamp comes last → 3'],
    ['50', { min: 10, max: 3 }, 3, 'max below min: at or above max → 3'],
    ['-7', { min: -10, step: 3 }, -7, '(−7+10)/3 = 1 step → −7'],
    ['-8.5', { min: -10, step: 3 }, -7, '(−8.5+10)/3 = 0.5 steps, half up → −7'],
    ['4', { step: 0 }, 4, 'a step that is not above 0 falls back to 1'],
    ['4.5', { step: -2 }, 5, 'negative step → 1; 4.5 → half up → 5'],
    ['4', { min: Number.NaN, max: Number.POSITIVE_INFINITY }, 4, 'NaN min → 0; infinite max → unlimited'],
  ];

  it.each(cases)('%j with %j → %d (%s)', (typed, opts, expected) => {
    expect(normalizeTyped(typed, 999, opts)).toBe(expected);
  });
});
