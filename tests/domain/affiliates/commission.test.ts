import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_COMMISSION_PERCENT,
  affiliateCodeFor,
  affiliateCommission,
  affiliateCommissionPosting,
  affiliateLink,
  affiliateReversalPosting,
  attributedAffiliate,
  netServiceFee,
} from '../../../domain/affiliates/index.ts';
import { AFFILIATE_CODE_PATTERN } from '../../../domain/navigation/index.ts';
import type { CurrencyCode } from '../../../domain/index.ts';

const minor = fc.integer({ min: 0, max: 10_000_000 });
const basis = fc.record({ fee: minor, couponDiscount: minor, membershipDiscount: minor });

describe('affiliateCommission', () => {
  it('is a whole number of minor units, never negative, never more than the fee nor the net fee', () => {
    fc.assert(
      fc.property(basis, (b) => {
        const c = affiliateCommission(b);
        expect(Number.isSafeInteger(c)).toBe(true);
        expect(c).toBeGreaterThanOrEqual(0);
        expect(c).toBeLessThanOrEqual(b.fee);
        expect(c).toBeLessThanOrEqual(netServiceFee(b));
      }),
    );
  });

  it(`is ${AFFILIATE_COMMISSION_PERCENT} % of the fee the marketplace keeps, rounded down`, () => {
    expect(affiliateCommission({ fee: 1_000, couponDiscount: 0, membershipDiscount: 0 })).toBe(200);
    expect(affiliateCommission({ fee: 1_000, couponDiscount: 300, membershipDiscount: 200 })).toBe(100);
    expect(affiliateCommission({ fee: 999, couponDiscount: 0, membershipDiscount: 0 })).toBe(199);
    // Discounts larger than the fee leave nothing to share.
    expect(affiliateCommission({ fee: 500, couponDiscount: 600, membershipDiscount: 0 })).toBe(0);
    fc.assert(fc.property(basis, (b) => {
        expect(affiliateCommission(b)).toBe(Math.floor((netServiceFee(b) * AFFILIATE_COMMISSION_PERCENT) / 100));
      }),
    );
  });

  it('pays nothing for garbage amounts rather than throwing or going negative', () => {
    expect(affiliateCommission({ fee: Number.NaN, couponDiscount: 0, membershipDiscount: 0 })).toBe(0);
    expect(affiliateCommission({ fee: -100, couponDiscount: 0, membershipDiscount: 0 })).toBe(0);
    expect(affiliateCommission({ fee: 100.5, couponDiscount: 0, membershipDiscount: 0 })).toBe(0);
  });
});

describe('the commission postings', () => {
  it('balance, move the commission revenue → earnings, and the reversal undoes it under its own key', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (amountMinor) => {
        const facts = { orderId: 'o1', affiliateId: 'u1', amountMinor, currency: 'USD' as CurrencyCode };
        const paid = affiliateCommissionPosting(facts);
        const back = affiliateReversalPosting(facts);
        expect(paid.entries.reduce((a, e) => a + e.amount.minor, 0)).toBe(0);
        expect(paid.entries.find((e) => e.account === 'affiliate:u1:earnings')?.amount.minor).toBe(amountMinor);
        expect(paid.entries.find((e) => e.account === 'revenue:service-fee')?.amount.minor).toBe(-amountMinor);
        expect(back.entries.map((e) => e.amount.minor)).toEqual(paid.entries.map((e) => -e.amount.minor));
        expect(back.idempotencyKey).not.toBe(paid.idempotencyKey);
      }),
    );
  });
});

describe('attribution', () => {
  it('prefers the entered code to the cookie and never attributes the buyer to themself', () => {
    const id = fc.constantFrom('a', 'b', 'c');
    fc.assert(
      fc.property(id, fc.option(id, { nil: null }), fc.option(id, { nil: null }), (buyerId, entered, cookie) => {
        const chosen = attributedAffiliate({ buyerId, enteredCodeOwner: entered, cookieCodeOwner: cookie });
        expect(chosen?.affiliateId).not.toBe(buyerId);
        if (entered !== null && entered !== buyerId) expect(chosen).toEqual({ affiliateId: entered, source: 'code' });
        else if (cookie !== null && cookie !== buyerId) expect(chosen).toEqual({ affiliateId: cookie, source: 'cookie' });
        else expect(chosen).toBeNull();
      }),
    );
  });
});

describe('the personal code', () => {
  it('is the username in capitals, numbered when taken, and always a valid ?affiliate= code', () => {
    expect(affiliateCodeFor('DemoSeller', 0)).toBe('DEMOSELLER');
    expect(affiliateCodeFor('DemoSeller', 1)).toBe('DEMOSELLER2');
    expect(affiliateCodeFor('ü', 0)).toBe('PARTNER');
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.nat(50), (name, attempt) => {
        expect(affiliateCodeFor(name, attempt)).toMatch(AFFILIATE_CODE_PATTERN);
      }),
    );
    expect(affiliateLink('https://ig.example/', 'ABC')).toBe('https://ig.example/?affiliate=ABC');
  });
});
