import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chosenPriceRange, samePriceRange, sliderRange, type PriceRange, type PriceSpread } from '../../../domain/catalog/index.ts';

const spreadArb: fc.Arbitrary<PriceSpread> = fc
  .tuple(fc.nat({ max: 10_000 }), fc.nat({ max: 10_000 }))
  .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) }));
const rangeArb: fc.Arbitrary<PriceRange> = fc.tuple(fc.nat({ max: 12_000 }), fc.nat({ max: 12_000 })).map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);

describe('chosenPriceRange', () => {
  const spread = { min: 100, max: 900 };

  it('keeps a range that filters, and reads one over the whole spread as any price', () => {
    expect(chosenPriceRange([200, 800], spread)).toEqual([200, 800]);
    expect(chosenPriceRange([100, 800], spread)).toEqual([100, 800]);
    expect(chosenPriceRange([100, 900], spread)).toBeNull();
    expect(chosenPriceRange([0, 5000], spread)).toBeNull();
    expect(chosenPriceRange(null, spread)).toBeNull();
    // without a spread (no results yet) the range is taken as it is
    expect(chosenPriceRange([100, 900], null)).toEqual([100, 900]);
  });

  it('is null exactly when the range covers the whole spread', () => {
    fc.assert(
      fc.property(rangeArb, spreadArb, (range, s) => {
        const chosen = chosenPriceRange(range, s);
        expect(chosen === null).toBe(range[0] <= s.min && range[1] >= s.max);
        if (chosen !== null) expect(chosen).toBe(range);
      }),
    );
  });
});

describe('samePriceRange', () => {
  it('compares bounds, and any price only with any price', () => {
    expect(samePriceRange(null, null)).toBe(true);
    expect(samePriceRange([1, 2], [1, 2])).toBe(true);
    expect(samePriceRange([1, 2], [1, 3])).toBe(false);
    expect(samePriceRange(null, [1, 2])).toBe(false);
    expect(samePriceRange([1, 2], null)).toBe(false);
  });
});

describe('sliderRange', () => {
  it('has nothing to slide over without a spread or with a single price', () => {
    expect(sliderRange(null, null)).toBeNull();
    expect(sliderRange({ min: 500, max: 500 }, [100, 900])).toBeNull();
  });

  it('shows the whole spread when no range is chosen, and the chosen range held inside it', () => {
    expect(sliderRange({ min: 100, max: 900 }, null)).toEqual({ range: [100, 900], active: false });
    expect(sliderRange({ min: 100, max: 900 }, [200, 400])).toEqual({ range: [200, 400], active: true });
    expect(sliderRange({ min: 100, max: 900 }, [0, 5000])).toEqual({ range: [100, 900], active: true });
  });

  it('keeps the shown range inside the spread whenever the chosen one overlaps it', () => {
    fc.assert(
      fc.property(spreadArb, fc.option(rangeArb, { nil: null }), (spread, chosen) => {
        const slider = sliderRange(spread, chosen);
        if (spread.max <= spread.min) {
          expect(slider).toBeNull();
          return;
        }
        expect(slider?.active).toBe(chosen !== null);
        const overlaps = chosen === null || (chosen[1] >= spread.min && chosen[0] <= spread.max);
        if (!overlaps) return;
        const [low, high] = slider?.range ?? [Number.NaN, Number.NaN];
        expect(low).toBeGreaterThanOrEqual(spread.min);
        expect(high).toBeLessThanOrEqual(spread.max);
        expect(low).toBeLessThanOrEqual(high);
      }),
    );
  });
});
