import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cheapestCover, mostForBudget, type PackItem } from '../../../../domain/index.ts';

const itemArb = fc.record({ amount: fc.integer({ min: 5, max: 40 }), priceMinor: fc.integer({ min: 50, max: 500 }), limit: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }) });
const itemsArb = fc.array(itemArb, { minLength: 1, maxLength: 4 });

/** Every combination within the limits and at most `cap` of each: with amounts ≥ 5, targets ≤ 60 and prices ≥ 50, budgets ≤ 600, no optimum needs more than 12. */
function* allCombos(items: readonly PackItem[], cap: number): Generator<number[]> {
  const go = function* (i: number, acc: number[]): Generator<number[]> {
    if (i === items.length) {
      yield acc;
      return;
    }
    const item = items[i];
    if (item === undefined) return;
    for (let k = 0; k <= Math.min(item.limit ?? cap, cap); k++) yield* go(i + 1, [...acc, k]);
  };
  yield* go(0, []);
}

const total = (items: readonly PackItem[], counts: readonly number[], f: 'amount' | 'priceMinor'): number => counts.reduce((s, k, i) => s + k * (items[i]?.[f] ?? 0), 0);

describe('pack combinations', () => {
  it('the cheapest cover is as cheap as any combination reaching the target (brute force) and its totals add up exactly', () => {
    fc.assert(
      fc.property(itemsArb, fc.integer({ min: 0, max: 60 }), (items, target) => {
        const cover = cheapestCover(items, target);
        let best = Number.POSITIVE_INFINITY;
        for (const counts of allCombos(items, 13)) if (total(items, counts, 'amount') >= target) best = Math.min(best, total(items, counts, 'priceMinor'));
        if (cover === null) {
          expect(best).toBe(Number.POSITIVE_INFINITY);
          return;
        }
        expect(cover.priceMinor).toBe(best);
        expect(Number.isSafeInteger(cover.priceMinor)).toBe(true);
        expect(total(items, cover.counts, 'priceMinor')).toBe(cover.priceMinor);
        expect(total(items, cover.counts, 'amount')).toBe(cover.amount);
        expect(cover.amount).toBeGreaterThanOrEqual(target);
        cover.counts.forEach((k, i) => expect(k).toBeLessThanOrEqual(items[i]?.limit ?? Number.MAX_SAFE_INTEGER));
      }),
      { numRuns: 300 },
    );
  });

  it('costs never fall as the target grows (monotonic)', () => {
    fc.assert(
      fc.property(itemsArb, fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 200 }), (items, a, b) => {
        const unlimited = items.map((i) => ({ ...i, limit: null }));
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(cheapestCover(unlimited, lo)?.priceMinor).toBeLessThanOrEqual(cheapestCover(unlimited, hi)?.priceMinor ?? Number.NaN);
      }),
    );
  });

  it('a budget buys the most any combination within it holds, spends no more than it, and buys more as it grows', () => {
    fc.assert(
      fc.property(itemsArb, fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 300 }), (items, budget, extra) => {
        const most = mostForBudget(items, budget);
        let best = 0;
        for (const counts of allCombos(items, 12)) if (total(items, counts, 'priceMinor') <= budget) best = Math.max(best, total(items, counts, 'amount'));
        expect(most?.amount).toBe(best);
        expect(most?.priceMinor).toBeLessThanOrEqual(budget);
        expect(mostForBudget(items, budget + extra)?.amount).toBeGreaterThanOrEqual(best);
      }),
      { numRuns: 200 },
    );
  });

  it('round trip: the price of the cheapest cover of t buys at least t', () => {
    fc.assert(
      fc.property(itemsArb, fc.integer({ min: 0, max: 300 }), (items, target) => {
        const unlimited = items.map((i) => ({ ...i, limit: null }));
        const cover = cheapestCover(unlimited, target);
        expect(mostForBudget(unlimited, cover?.priceMinor ?? 0)?.amount).toBeGreaterThanOrEqual(target);
      }),
    );
  });
});
