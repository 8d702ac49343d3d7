import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponUsable, type CouponLimits } from '../../../../domain/shopping/coupons/index.ts';

const NONE: CouponLimits = { validFrom: null, validUntil: null, maxRedemptions: null, maxPerUser: null };
const at = (iso: string) => new Date(iso);
const judge = (limits: Partial<CouponLimits>, now: string, total = 0, byUser = 0) =>
  couponUsable({ ...NONE, ...limits }, at(now), { total, byUser }).match(
    () => 'usable',
    (reason) => reason,
  );

describe('couponUsable', () => {
  it('a coupon without limits is always usable', () => {
    expect(judge({}, '2020-01-01T00:00:00Z', 1_000_000, 1_000)).toBe('usable');
  });

  it('works from valid_from (inclusive) until valid_until (exclusive)', () => {
    const dates = { validFrom: at('2026-01-01T00:00:00Z'), validUntil: at('2026-02-01T00:00:00Z') };
    expect(judge(dates, '2025-12-31T23:59:59.999Z')).toBe('NOT_YET_VALID');
    expect(judge(dates, '2026-01-01T00:00:00Z')).toBe('usable');
    expect(judge(dates, '2026-01-31T23:59:59.999Z')).toBe('usable');
    expect(judge(dates, '2026-02-01T00:00:00Z')).toBe('EXPIRED');
  });

  it('refuses the use beyond the total limit, and a buyer beyond their own', () => {
    expect(judge({ maxRedemptions: 3 }, '2026-01-01T00:00:00Z', 2)).toBe('usable');
    expect(judge({ maxRedemptions: 3 }, '2026-01-01T00:00:00Z', 3)).toBe('USED_UP');
    expect(judge({ maxPerUser: 1 }, '2026-01-01T00:00:00Z', 50, 0)).toBe('usable');
    expect(judge({ maxPerUser: 1 }, '2026-01-01T00:00:00Z', 50, 1)).toBe('ALREADY_USED');
  });

  it('names the dates before the limits, and the buyer’s own use before the total', () => {
    const all = { validUntil: at('2026-01-01T00:00:00Z'), maxRedemptions: 1, maxPerUser: 1 };
    expect(judge(all, '2026-06-01T00:00:00Z', 1, 1)).toBe('EXPIRED');
    expect(judge({ maxRedemptions: 1, maxPerUser: 1 }, '2026-06-01T00:00:00Z', 1, 1)).toBe('ALREADY_USED');
  });

  it('property: usable exactly when inside the dates and under both limits', () => {
    const time = fc.integer({ min: 0, max: 1_000 });
    const limit = fc.option(fc.integer({ min: 0, max: 10 }), { nil: null });
    fc.assert(
      fc.property(fc.option(time, { nil: null }), fc.option(time, { nil: null }), limit, limit, time, fc.nat(12), fc.nat(12), (from, until, max, perUser, now, total, byUserRaw) => {
        const byUser = Math.min(byUserRaw, total);
        const limits: CouponLimits = { validFrom: from === null ? null : new Date(from), validUntil: until === null ? null : new Date(until), maxRedemptions: max, maxPerUser: perUser };
        const inDates = (from === null || now >= from) && (until === null || now < until);
        const underLimits = (max === null || total < max) && (perUser === null || byUser < perUser);
        expect(couponUsable(limits, new Date(now), { total, byUser }).isOk()).toBe(inDates && underLimits);
      }),
    );
  });
});
