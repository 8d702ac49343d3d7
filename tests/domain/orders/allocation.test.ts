import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateByLargestRemainder, allocateGroupAmounts } from '../../../domain/index.ts';

const weights = fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 30 });
const amount = fc.integer({ min: 0, max: 1_000_000_000 });

describe('largest-remainder allocation', () => {
  it('gives shares that sum exactly to the total, each within one unit of its exact proportion', () => {
    fc.assert(
      fc.property(amount, weights, (total, ws) => {
        const shares = allocateByLargestRemainder(total, ws);
        expect(shares).toHaveLength(ws.length);
        expect(shares.reduce((a, s) => a + s, 0)).toBe(total);
        const used = ws.every((w) => w === 0) ? ws.map(() => 1) : ws;
        const sum = used.reduce((a, w) => a + w, 0);
        for (const [i, share] of shares.entries()) {
          expect(Number.isSafeInteger(share) && share >= 0).toBe(true);
          const exact = (total * (used[i] ?? 0)) / sum;
          expect(Math.abs(share - exact)).toBeLessThan(1 + 1e-6);
        }
      }),
    );
  });

  it('gives a part of weight zero nothing while another part has weight', () => {
    expect(allocateByLargestRemainder(100, [0, 3, 0, 1])).toEqual([0, 75, 0, 25]);
  });

  it('breaks ties towards the earlier part and splits free lines equally', () => {
    expect(allocateByLargestRemainder(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocateByLargestRemainder(5, [0, 0])).toEqual([3, 2]);
  });
});

describe("a group's fee and discounts across its orders", () => {
  const group = fc
    .record({
      lineTotals: fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 20 }),
      fee: fc.integer({ min: 0, max: 5_000_000 }),
      membershipPart: fc.double({ min: 0, max: 1, noNaN: true }),
      couponPart: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ lineTotals, fee, membershipPart, couponPart }) => {
      const membershipDiscount = Math.floor(fee * membershipPart);
      return { lineTotals, fee, membershipDiscount, couponDiscount: Math.floor((fee - membershipDiscount) * couponPart) };
    });

  it('splits each amount exactly, and no order pays its discounts out of more than its own fee share', () => {
    fc.assert(
      fc.property(group, (g) => {
        const shares = allocateGroupAmounts(g);
        expect(shares.reduce((a, s) => a + s.fee, 0)).toBe(g.fee);
        expect(shares.reduce((a, s) => a + s.membershipDiscount, 0)).toBe(g.membershipDiscount);
        expect(shares.reduce((a, s) => a + s.couponDiscount, 0)).toBe(g.couponDiscount);
        for (const s of shares) expect(s.membershipDiscount + s.couponDiscount).toBeLessThanOrEqual(s.fee);
      }),
    );
  });

  it('still splits a coupon larger than the fee exactly (before the pricing cap applies)', () => {
    const shares = allocateGroupAmounts({ lineTotals: [1000, 3000], fee: 10, membershipDiscount: 4, couponDiscount: 50 });
    expect(shares.reduce((a, s) => a + s.couponDiscount, 0)).toBe(50);
    expect(shares.map((s) => s.fee)).toEqual([3, 7]);
  });
});
