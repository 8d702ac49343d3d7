import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { disputeRatePercent, LEVEL_UNLOCKS, SELLER_LEVELS, sellerLevel, sellerLevelOf, sellerStanding, settleHoldMs } from '../../../domain/index.ts';

const HOUR = 3_600_000;

describe('seller levels with disputes', () => {
  it('the dispute rate is disputes ÷ (completed sales + disputes), one decimal, 0 without orders', () => {
    expect(disputeRatePercent({ completedSales: 0, disputes: 0 })).toBe(0);
    expect(disputeRatePercent({ completedSales: 97, disputes: 3 })).toBe(3);
    expect(disputeRatePercent({ completedSales: 2, disputes: 1 })).toBe(33.3);
    expect(disputeRatePercent({ completedSales: 0, disputes: 4 })).toBe(100);
  });

  it('worked example: 60 sales with 2 disputes (3.2 %) is Established; with 4 (6.3 %) it is held back at Rising', () => {
    expect(sellerLevelOf({ completedSales: 60, disputes: 2 })).toEqual({ level: 3, name: 'Established', progress: 6, nextLevelAt: 200, heldBackByDisputes: false });
    // Rising runs from 10 to 50 sales; 60 sales would be past it, so the bar stops at 99.
    expect(sellerLevelOf({ completedSales: 60, disputes: 4 })).toEqual({ level: 2, name: 'Rising', progress: 99, nextLevelAt: 50, heldBackByDisputes: true });
  });

  it('without disputes it is the sales-only level; disputes never raise a level, and more disputes never help', () => {
    fc.assert(
      fc.property(fc.nat({ max: 5_000 }), fc.nat({ max: 500 }), fc.nat({ max: 50 }), (sales, disputes, more) => {
        const { heldBackByDisputes, ...clean } = sellerLevelOf({ completedSales: sales, disputes: 0 });
        expect(clean).toEqual(sellerLevel(sales));
        expect(heldBackByDisputes).toBe(false);
        const withDisputes = sellerLevelOf({ completedSales: sales, disputes });
        expect(withDisputes.level).toBeLessThanOrEqual(clean.level);
        expect(sellerLevelOf({ completedSales: sales, disputes: disputes + more }).level).toBeLessThanOrEqual(withDisputes.level);
        expect(withDisputes.progress).toBeGreaterThanOrEqual(0);
        expect(withDisputes.progress).toBeLessThanOrEqual(withDisputes.nextLevelAt === null ? 100 : 99);
        const held = SELLER_LEVELS.find((l) => l.level === withDisputes.level);
        expect(disputeRatePercent({ completedSales: sales, disputes })).toBeLessThanOrEqual(held?.maxDisputeRatePercent ?? -1);
      }),
    );
  });

  it('the standing carries its figures and what each level unlocks: the settle hold the lifecycle applies', () => {
    const standing = sellerStanding({ completedSales: 120, disputes: 0 });
    expect(standing).toMatchObject({ level: 3, completedSales: 120, disputes: 0, disputeRatePercent: 0, nextLevelAt: 200, progress: 46 });
    expect(standing.levels.map((l) => [l.level, l.settleHoldMs / HOUR])).toEqual([
      [1, 24],
      [2, 24],
      [3, 12],
      [4, 6],
      [5, 2],
    ]);
    for (const l of LEVEL_UNLOCKS) expect(l.settleHoldMs).toBe(settleHoldMs(l.level));
  });
});
