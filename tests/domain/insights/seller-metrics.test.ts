import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstResponseTimes, median, ratePercent, sellerPerformanceFigures, wasLate, type PerformanceOrder } from '../../../domain/index.ts';

const t0 = new Date('2026-11-01T00:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const order = (o: Partial<PerformanceOrder>): PerformanceOrder => ({ paidAt: t0, deliveredAt: null, lateAt: at(90), cancelledAt: null, cancelled: false, disputed: false, ...o });

describe('median and rates', () => {
  it('the median of an odd count is the middle value, of an even count the mean of the two middles (rounded down), none of nothing', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(median([1, 2])).toBe(1);
  });

  it('the median lies between the smallest and largest value, with as many values at or above it as at or below', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1e9 }), { minLength: 1, maxLength: 60 }), (values) => {
        const m = median(values) ?? -1;
        expect(m).toBeGreaterThanOrEqual(Math.min(...values));
        expect(m).toBeLessThanOrEqual(Math.max(...values));
        expect(values.filter((v) => v >= m).length * 2).toBeGreaterThanOrEqual(values.length);
        expect(values.filter((v) => v <= m).length * 2).toBeGreaterThanOrEqual(values.length);
        expect(median([...values].reverse())).toBe(median(values));
      }),
    );
  });

  it('rates are percent with one decimal and null when nothing was counted', () => {
    expect(ratePercent(0, 0)).toBeNull();
    expect(ratePercent(1, 3)).toBe(33.3);
    expect(ratePercent(2, 3)).toBe(66.7);
    fc.assert(
      fc.property(fc.nat({ max: 1000 }), fc.integer({ min: 1, max: 1000 }), (a, extra) => {
        const r = ratePercent(a, a + extra) ?? -1;
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r).toBeLessThan(100.05);
      }),
    );
  });
});

describe('late orders and first responses', () => {
  it('late: delivered after the late mark, or still open / cancelled past it; never without a mark', () => {
    expect(wasLate(order({ deliveredAt: at(60) }), at(600))).toBe(false);
    expect(wasLate(order({ deliveredAt: at(120) }), at(600))).toBe(true);
    expect(wasLate(order({}), at(60))).toBe(false);
    expect(wasLate(order({}), at(120))).toBe(true);
    expect(wasLate(order({ cancelled: true, cancelledAt: at(10) }), at(600))).toBe(false);
    expect(wasLate(order({ lateAt: null }), at(6000))).toBe(false);
  });

  it('first response per conversation: from the other party first message to the seller next one; unanswered and seller-only chats count nowhere', () => {
    const times = firstResponseTimes([
      { conversationId: 'a', fromSeller: false, at: at(0) },
      { conversationId: 'a', fromSeller: false, at: at(5) },
      { conversationId: 'a', fromSeller: true, at: at(12) },
      { conversationId: 'a', fromSeller: true, at: at(13) },
      { conversationId: 'b', fromSeller: true, at: at(0) },
      { conversationId: 'b', fromSeller: false, at: at(1) },
      { conversationId: 'b', fromSeller: true, at: at(4) },
      { conversationId: 'c', fromSeller: false, at: at(3) },
      { conversationId: 'd', fromSeller: true, at: at(3) },
    ]);
    expect(times.map((ms) => ms / 60_000).sort((x, y) => x - y)).toEqual([3, 12]);
  });
});

describe('performance figures', () => {
  it('worked example over four paid orders', () => {
    const figures = sellerPerformanceFigures(
      [
        order({ deliveredAt: at(30) }),
        order({ deliveredAt: at(150), disputed: true }),
        order({ cancelled: true, cancelledAt: at(20) }),
        order({ deliveredAt: at(60) }),
      ],
      [
        { conversationId: 'a', fromSeller: false, at: at(0) },
        { conversationId: 'a', fromSeller: true, at: at(8) },
      ],
      at(1000),
    );
    expect(figures).toEqual({
      orders: 4,
      deliveredOrders: 3,
      medianDeliveryMs: 60 * 60_000,
      answeredConversations: 1,
      medianFirstResponseMs: 8 * 60_000,
      disputeRatePercent: 25,
      cancellationRatePercent: 25,
      lateRatePercent: 25,
    });
  });

  it('no orders and no chats give no figures rather than flattering zeros', () => {
    expect(sellerPerformanceFigures([], [], t0)).toEqual({
      orders: 0,
      deliveredOrders: 0,
      medianDeliveryMs: null,
      answeredConversations: 0,
      medianFirstResponseMs: null,
      disputeRatePercent: null,
      cancellationRatePercent: null,
      lateRatePercent: null,
    });
  });
});
