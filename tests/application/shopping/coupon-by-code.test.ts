import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CouponByCode } from '../../../application/shopping/index.ts';
import { ManualClock } from '../shared/timer-fakes.ts';
import { couponRecord, InMemoryCouponLookup, userActor, visitor } from './fakes.ts';

const coupon = couponRecord;
const NOW = new Date('2026-06-01T12:00:00Z');

const coupons = new InMemoryCouponLookup([
  coupon('SAVE5'),
  coupon('WELCOME10', { discountType: 'PERCENT', amountMinor: null, percent: 10 }),
  coupon('NIGHTOWL', { discountType: 'PERCENT', amountMinor: null, percent: 5, affiliateOwnerId: 'aff-1' }),
  coupon('OLD', { active: false }),
  coupon('BROKEN', { discountType: 'PERCENT', amountMinor: null, percent: null }),
  coupon('WEIRD', { discountType: 'BOGO' }),
]);
const uc = new CouponByCode(coupons, new ManualClock(NOW));
const buyer = userActor('buyer');

const COUPON_INVALID = { code: 'COUPON_INVALID', message: 'Coupon code is invalid', details: { field: 'code' } };
const AFFILIATE_INVALID = { code: 'AFFILIATE_CODE_INVALID', message: 'Affiliate code is invalid', details: { field: 'code' } };

describe('CouponByCode: dates and limits', () => {
  const limited = new InMemoryCouponLookup(
    [
      coupon('SOON', { validFrom: new Date('2026-07-01T00:00:00Z') }),
      coupon('GONE', { validUntil: NOW }),
      coupon('ALLGONE', { maxRedemptions: 2, redeemedCount: 2 }),
      coupon('ONCE', { maxPerUser: 1, redeemedCount: 1 }),
      coupon('OPEN', { validFrom: new Date('2026-01-01T00:00:00Z'), validUntil: new Date('2026-12-31T00:00:00Z'), maxRedemptions: 3, redeemedCount: 2, maxPerUser: 2 }),
    ],
    [{ code: 'ONCE', userId: 'buyer' }],
  );
  const judge = new CouponByCode(limited, new ManualClock(NOW));
  const refusal = (reason: string, message: string) => ({ code: 'COUPON_INVALID', message, details: { field: 'code', reason } });

  it.each([
    ['soon', refusal('NOT_YET_VALID', 'This coupon is not valid yet')],
    ['gone', refusal('EXPIRED', 'This coupon has expired')],
    ['allgone', refusal('USED_UP', 'This coupon has been used up')],
    ['once', refusal('ALREADY_USED', 'You have already used this coupon')],
  ])('refuses %s with a message naming why', async (code, expected) => {
    expect((await judge.execute(buyer, { code, affiliate: false }))._unsafeUnwrapErr()).toEqual(expected);
  });

  it('accepts a coupon inside its dates and under its limits, and a once-per-user coupon for someone who has not used it', async () => {
    expect((await judge.execute(buyer, { code: 'OPEN', affiliate: false })).isOk()).toBe(true);
    expect((await judge.execute(userActor('someone-else'), { code: 'ONCE', affiliate: false })).isOk()).toBe(true);
  });

  it('an unknown code still gets the uniform refusal, with no reason', async () => {
    expect((await judge.execute(buyer, { code: 'NOPE', affiliate: false }))._unsafeUnwrapErr()).toEqual(COUPON_INVALID);
  });
});

describe('CouponByCode', () => {
  it('answers 401 to visitors', async () => {
    expect((await uc.execute(visitor, { code: 'SAVE5', affiliate: false }))._unsafeUnwrapErr().code).toBe('UNAUTHENTICATED');
  });

  it('returns FLAT in USD cents and PERCENT as a percent, matching the code in any case and with spaces around', async () => {
    expect((await uc.execute(buyer, { code: 'save5', affiliate: false }))._unsafeUnwrap()).toEqual({ code: 'SAVE5', discountType: 'FLAT', amount: 500 });
    expect((await uc.execute(buyer, { code: ' Welcome10 ', affiliate: false }))._unsafeUnwrap()).toEqual({ code: 'WELCOME10', discountType: 'PERCENT', amount: 10 });
  });

  it('accepts an affiliate code on both paths, for someone other than its owner', async () => {
    const expected = { code: 'NIGHTOWL', discountType: 'PERCENT', amount: 5 };
    expect((await uc.execute(buyer, { code: 'nightowl', affiliate: true }))._unsafeUnwrap()).toEqual(expected);
    expect((await uc.execute(buyer, { code: 'NightOwl', affiliate: false }))._unsafeUnwrap()).toEqual(expected);
  });

  it.each([
    ['unknown', 'NOPE'],
    ['inactive', 'OLD'],
    ['a PERCENT coupon without a percent', 'BROKEN'],
    ['an unknown discount type', 'WEIRD'],
    ['empty', '   '],
    ['absurdly long', 'A'.repeat(65)],
  ])('refuses %s with COUPON_INVALID, or AFFILIATE_CODE_INVALID on the affiliate path', async (_why, code) => {
    expect((await uc.execute(buyer, { code, affiliate: false }))._unsafeUnwrapErr()).toEqual(COUPON_INVALID);
    expect((await uc.execute(buyer, { code, affiliate: true }))._unsafeUnwrapErr()).toEqual(AFFILIATE_INVALID);
  });

  it('refuses ordinary coupons on the affiliate path', async () => {
    expect((await uc.execute(buyer, { code: 'SAVE5', affiliate: true }))._unsafeUnwrapErr()).toEqual(AFFILIATE_INVALID);
  });

  it('refuses the owner their own affiliate code on either path', async () => {
    const owner = userActor('aff-1');
    expect((await uc.execute(owner, { code: 'NIGHTOWL', affiliate: true }))._unsafeUnwrapErr()).toEqual(AFFILIATE_INVALID);
    expect((await uc.execute(owner, { code: 'NIGHTOWL', affiliate: false }))._unsafeUnwrapErr()).toEqual(COUPON_INVALID);
  });

  it('gives every refusal the same error, so the answer does not tell a guesser why', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 12 }), fc.boolean(), async (code, affiliate) => {
        const result = await uc.execute(buyer, { code, affiliate });
        if (result.isErr()) {
          expect(result.error).toEqual(affiliate ? AFFILIATE_INVALID : COUPON_INVALID);
        } else {
          expect(result.value.code.toLowerCase()).toBe(code.trim().toLowerCase());
        }
      }),
    );
  });
});
