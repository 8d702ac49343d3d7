import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SELLER_LEVELS, sellerLevel } from '../../../domain/accounts/index.ts';

describe('sellerLevel', () => {
  // Thresholds 0, 10, 50, 200, 1000; progress = floor((sales − this level's start) × 100 / (next start − this start)).
  it.each([
    [0, 1, 'Newcomer', 0, 10], // 0/10
    [5, 1, 'Newcomer', 50, 10], // 5/10 = 50 %
    [9, 1, 'Newcomer', 90, 10], // 9/10
    [10, 2, 'Rising', 0, 50], // 0/40
    [30, 2, 'Rising', 50, 50], // 20/40
    [49, 2, 'Rising', 97, 50], // 39/40 = 97.5 → 97
    [199, 3, 'Established', 99, 200], // 149/150 = 99.3 → 99
    [200, 4, 'Pro', 0, 1000], // 0/800
    [999, 4, 'Pro', 99, 1000], // 799/800 = 99.875 → 99
    [1000, 5, 'Elite', 100, null], // top level
    [123456, 5, 'Elite', 100, null],
  ])('%i sales → level %i %s, %i %% towards %s', (sales, level, name, progress, nextLevelAt) => {
    expect(sellerLevel(sales)).toEqual({ level, name, progress, nextLevelAt });
  });

  it('counts a negative, fractional or non-finite count as the whole sales below it, at least 0', () => {
    expect(sellerLevel(-5)).toEqual(sellerLevel(0));
    expect(sellerLevel(Number.NaN)).toEqual(sellerLevel(0));
    expect(sellerLevel(Number.POSITIVE_INFINITY)).toEqual(sellerLevel(0));
    expect(sellerLevel(10.9)).toEqual(sellerLevel(10));
  });

  it('never goes down as sales grow, and progress never reaches 100 before the top level', () => {
    const top = SELLER_LEVELS[SELLER_LEVELS.length - 1]?.level;
    fc.assert(
      fc.property(fc.nat({ max: 5000 }), fc.nat({ max: 5000 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const x = sellerLevel(lo);
        const y = sellerLevel(hi);
        expect(y.level).toBeGreaterThanOrEqual(x.level);
        if (x.level === y.level) expect(y.progress).toBeGreaterThanOrEqual(x.progress);
        if (x.nextLevelAt === null) {
          expect(x.level).toBe(top);
          expect(x.progress).toBe(100);
        } else {
          expect(x.nextLevelAt).toBeGreaterThan(lo);
          expect(x.progress).toBeGreaterThanOrEqual(0);
          expect(x.progress).toBeLessThan(100);
        }
      }),
    );
  });
});
