import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CouponByCode, purchasableQuantity } from '../../../application/shopping/index.ts';
import { QuoteCheckout, type QuoteCheckoutInput } from '../../../application/shopping/quote-checkout.ts';
import type { CouponRecord } from '../../../application/shopping/ports/index.ts';
import type { BuyerMembership, ListingPrices, QuotableListing } from '../../../application/shopping/ports/checkout-facts.ts';
import { ConfiguredRatesSource } from '../../../adapters/shared/configured-rates-source.ts';
import type { CurrencyCode } from '../../../domain/index.ts';
import { ManualClock } from '../shared/timer-fakes.ts';
import { couponRecord, InMemoryCouponLookup, userActor, visitor } from './fakes.ts';

/** Listings by id; records each lookup so a test can see one round trip per quote. */
class InMemoryListingPrices implements ListingPrices {
  readonly calls: (readonly string[])[] = [];
  constructor(private readonly listings: readonly QuotableListing[]) {}
  quotableListings(ids: readonly string[]): Promise<readonly QuotableListing[]> {
    this.calls.push(ids);
    return Promise.resolve(this.listings.filter((l) => ids.includes(l.id)));
  }
}

class InMemoryMembership implements BuyerMembership {
  constructor(private readonly members: Readonly<Record<string, boolean>>) {}
  igPlusActiveOf(userId: string): Promise<boolean | undefined> {
    return Promise.resolve(this.members[userId]);
  }
}

function listing(id: string, priceMinor: number, overrides: Partial<QuotableListing> = {}): QuotableListing {
  return {
    id,
    state: 'AVAILABLE',
    quantity: 50,
    maxQuantity: null,
    purchaseBehavior: 'DEFAULT',
    priceMinor,
    volumeDiscount: null,
    productType: { value: 'items', label: 'Items', serviceFee: null, netFeeMinor: null },
    ...overrides,
  };
}

const COUPONS: CouponRecord[] = [
  couponRecord('WELCOME10', { discountType: 'PERCENT', amountMinor: null, percent: 10 }),
  couponRecord('HALF', { discountType: 'PERCENT', amountMinor: null, percent: 50 }),
  couponRecord('SAVE5'),
  couponRecord('PARTNER', { discountType: 'PERCENT', amountMinor: null, percent: 5, affiliateOwnerId: 'affiliate-1' }),
  couponRecord('BYGONE', { discountType: 'PERCENT', amountMinor: null, percent: 10, validUntil: new Date('2026-01-01T00:00:00Z') }),
  couponRecord('ONCE', { discountType: 'PERCENT', amountMinor: null, percent: 10, maxPerUser: 1, redeemedCount: 1 }),
];
/** The buyer has used ONCE already. */
const USES = [{ code: 'ONCE', userId: 'buyer' }];
const clock = new ManualClock(new Date('2026-06-01T12:00:00Z'));

const LISTINGS = [
  listing('gold', 1000, { productType: { value: 'currency', label: 'Currency', serviceFee: null, netFeeMinor: null } }),
  listing('sword', 500),
  listing('few', 700, { quantity: 3 }),
  listing('sold', 900, { state: 'SOLD_OUT', quantity: 0 }),
  listing('topup', 2000, { productType: { value: 'top-up', label: 'Top Up', serviceFee: 5, netFeeMinor: 50 } }),
  listing('bulk', 1000, { volumeDiscount: { start: 2, end: 10, min: 2, max: 10 } }),
  listing('profile', 1500, { purchaseBehavior: 'PROFILE' }),
];

function setup(members: Readonly<Record<string, boolean>> = { buyer: false, plus: true }) {
  const prices = new InMemoryListingPrices(LISTINGS);
  const useCase = new QuoteCheckout(
    prices,
    new InMemoryMembership(members),
    new ConfiguredRatesSource([{ currency: 'EUR' as CurrencyCode, rate: 0.92 }]),
    new CouponByCode(new InMemoryCouponLookup(COUPONS, USES), clock),
  );
  return { prices, quote: (input: QuoteCheckoutInput, caller = userActor('buyer')) => useCase.execute(caller, input) };
}

describe('QuoteCheckout', () => {
  it("reproduces the domain README's worked quote from stored prices (ig-plus, WELCOME10, EUR at 0.92)", async () => {
    const { quote, prices } = setup();
    const result = await quote(
      { lines: [{ productId: 'gold', quantity: 2 }, { productId: 'sword', quantity: 1 }], currency: 'EUR', couponCode: 'WELCOME10' },
      userActor('plus'),
    );
    const q = result._unsafeUnwrap();
    expect(q.currency).toBe('EUR');
    expect(q.igPlusActive).toBe(true);
    expect(q.lines.map((l) => [l.productId, l.availability, l.unitPrice?.minor, l.lineTotal?.minor])).toEqual([
      ['gold', 'AVAILABLE', 920, 1840],
      ['sword', 'AVAILABLE', 460, 460],
    ]);
    // The coupon's 2.69 is capped at the fee left after ig-plus, 3.89 − 2.09 = 1.80, and the quote says so.
    expect([q.subtotal.minor, q.serviceFee.minor, q.membershipDiscount.minor, q.couponDiscount.minor, q.total.minor]).toEqual([2300, 389, 209, 180, 2300]);
    expect([q.couponCapped, q.couponBeforeCap.minor]).toEqual([true, 269]);
    expect(q.coupon).toEqual({ status: 'valid', code: 'WELCOME10', affiliate: false, discountType: 'PERCENT', amount: 10 });
    expect(prices.calls).toEqual([['gold', 'sword']]);
  });

  it('reads ig-plus from the caller\'s own record: a non-member gets no membership discount', async () => {
    const { quote } = setup();
    const q = (await quote({ lines: [{ productId: 'gold', quantity: 2 }], currency: 'USD' }))._unsafeUnwrap();
    // $20.00; fee 9.5 % × 20 + 1 = 2.90 → total raised to 23.89.
    expect([q.subtotal.minor, q.serviceFee.minor, q.membershipDiscount.minor, q.total.minor]).toEqual([2000, 389, 0, 2389]);
    expect(q.igPlusActive).toBe(false);
  });

  it('caps a percent coupon at the service fee', async () => {
    const { quote } = setup();
    const q = (await quote({ lines: [{ productId: 'gold', quantity: 2 }], currency: 'USD', couponCode: ' half ' }))._unsafeUnwrap();
    // 50 % × (20.00 + 3.89) = 11.945, capped at the fee 3.89.
    expect([q.serviceFee.minor, q.couponDiscount.minor, q.total.minor]).toEqual([389, 389, 2000]);
    expect([q.couponCapped, q.couponBeforeCap]).toEqual([true, { minor: 1195, currency: 'USD' }]);
    expect(q.coupon).toMatchObject({ status: 'valid', code: 'HALF' });
  });

  it('reports an unknown coupon as invalid with the server message and quotes without it', async () => {
    const { quote } = setup();
    const q = (await quote({ lines: [{ productId: 'gold', quantity: 2 }], currency: 'USD', couponCode: 'NOPE' }))._unsafeUnwrap();
    expect(q.coupon).toEqual({ status: 'invalid', code: 'NOPE', affiliate: false, error: { code: 'COUPON_INVALID', message: 'Coupon code is invalid' } });
    expect(q.couponDiscount.minor).toBe(0);
    expect(q.total.minor).toBe(2389);
  });

  it('uses the affiliate message for a bad affiliate code, and accepts a real one', async () => {
    const { quote } = setup();
    const bad = (await quote({ lines: [{ productId: 'sword', quantity: 1 }], currency: 'USD', couponCode: 'WELCOME10', affiliate: true }))._unsafeUnwrap();
    expect(bad.coupon).toMatchObject({ status: 'invalid', affiliate: true, error: { code: 'AFFILIATE_CODE_INVALID', message: 'Affiliate code is invalid' } });
    const good = (await quote({ lines: [{ productId: 'sword', quantity: 1 }], currency: 'USD', couponCode: 'partner', affiliate: true }))._unsafeUnwrap();
    expect(good.coupon).toMatchObject({ status: 'valid', code: 'PARTNER', affiliate: true });
    expect(good.couponDiscount.minor).toBeGreaterThan(0);
  });

  it('refuses an expired coupon and one the buyer already used, naming the reason, and quotes without it', async () => {
    const { quote } = setup();
    const expired = (await quote({ lines: [{ productId: 'gold', quantity: 2 }], currency: 'USD', couponCode: 'bygone' }))._unsafeUnwrap();
    expect(expired.coupon).toEqual({ status: 'invalid', code: 'bygone', affiliate: false, error: { code: 'COUPON_INVALID', message: 'This coupon has expired' }, reason: 'EXPIRED' });
    expect([expired.couponDiscount.minor, expired.total.minor]).toEqual([0, 2389]);
    const used = (await quote({ lines: [{ productId: 'gold', quantity: 2 }], currency: 'USD', couponCode: 'ONCE' }))._unsafeUnwrap();
    expect(used.coupon).toMatchObject({ status: 'invalid', error: { message: 'You have already used this coupon' }, reason: 'ALREADY_USED' });
    // Another buyer has not used it yet.
    const other = (await quote({ lines: [{ productId: 'gold', quantity: 2 }], currency: 'USD', couponCode: 'ONCE' }, userActor('plus')))._unsafeUnwrap();
    expect(other.coupon).toMatchObject({ status: 'valid', code: 'ONCE' });
  });

  it('a blank coupon code is no coupon', async () => {
    const { quote } = setup();
    const q = (await quote({ lines: [{ productId: 'sword', quantity: 1 }], currency: 'USD', couponCode: '   ' }))._unsafeUnwrap();
    expect(q.coupon).toEqual({ status: 'none' });
  });

  it('clamps a line to the stock and leaves missing and unsellable lines out of the sums', async () => {
    const { quote } = setup();
    const q = (
      await quote({
        lines: [
          { productId: 'few', quantity: 5 },
          { productId: 'sold', quantity: 1 },
          { productId: 'gone', quantity: 1 },
        ],
        currency: 'USD',
      })
    )._unsafeUnwrap();
    expect(q.lines).toEqual([
      { productId: 'few', requestedQuantity: 5, quantity: 3, availability: 'CLAMPED', maxQuantity: 3, unitPrice: { minor: 700, currency: 'USD' }, lineTotal: { minor: 2100, currency: 'USD' }, volumeDiscountPercent: 0 },
      { productId: 'sold', requestedQuantity: 1, quantity: 0, availability: 'PRODUCT_NOT_AVAILABLE', maxQuantity: null, unitPrice: null, lineTotal: null, volumeDiscountPercent: 0 },
      { productId: 'gone', requestedQuantity: 1, quantity: 0, availability: 'PRODUCT_NOT_FOUND', maxQuantity: null, unitPrice: null, lineTotal: null, volumeDiscountPercent: 0 },
    ]);
    expect(q.subtotal.minor).toBe(2100);
    expect(q.purchasable).toBe(true);
  });

  it('quotes nothing but says so when no line can be bought', async () => {
    const { quote } = setup();
    const q = (await quote({ lines: [{ productId: 'sold', quantity: 1 }], currency: 'USD' }))._unsafeUnwrap();
    expect(q.purchasable).toBe(false);
    expect([q.subtotal.minor, q.serviceFee.minor, q.total.minor]).toEqual([0, 0, 0]);
  });

  it("applies the single product type's own fee, and the stored volume discount", async () => {
    const { quote } = setup();
    const topup = (await quote({ lines: [{ productId: 'topup', quantity: 1 }], currency: 'USD' }))._unsafeUnwrap();
    // $20.00; 5 % × 20 + 0.50 = 1.50 → 21.50 → 21.89.
    expect([topup.serviceFeePercent, topup.serviceFee.minor, topup.total.minor]).toEqual([5, 189, 2189]);
    const bulk = (await quote({ lines: [{ productId: 'bulk', quantity: 6 }], currency: 'USD' }))._unsafeUnwrap();
    // 6 units: 2 + (10 − 2) × (6 − 2) / (10 − 2) = 6 % off $10.00 = $9.40.
    expect(bulk.lines[0]).toMatchObject({ volumeDiscountPercent: 6, unitPrice: { minor: 940 }, lineTotal: { minor: 5640 } });
  });

  it('drops the service of a PROFILE listing and refuses an unknown service on any other', async () => {
    const { quote } = setup();
    const q = (
      await quote({
        lines: [
          { productId: 'profile', quantity: 1, selectedServiceId: 'svc-1' },
          { productId: 'sword', quantity: 1, selectedServiceId: 'svc-2' },
        ],
        currency: 'USD',
      })
    )._unsafeUnwrap();
    expect(q.lines.map((l) => l.availability)).toEqual(['AVAILABLE', 'PRODUCT_NOT_AVAILABLE']);
  });

  it('falls back to USD for a currency without a rate', async () => {
    const { quote } = setup();
    const q = (await quote({ lines: [{ productId: 'sword', quantity: 1 }], currency: 'XAU' }))._unsafeUnwrap();
    expect([q.currency, q.rate, q.fellBackToUsd]).toEqual(['USD', 1, true]);
  });

  it('refuses visitors, empty carts, duplicate lines and bad quantities', async () => {
    const { quote, prices } = setup();
    expect((await quote({ lines: [{ productId: 'sword', quantity: 1 }], currency: 'USD' }, visitor))._unsafeUnwrapErr().code).toBe('UNAUTHENTICATED');
    expect((await quote({ lines: [], currency: 'USD' }))._unsafeUnwrapErr().code).toBe('CART_EMPTY');
    expect((await quote({ lines: [{ productId: 'sword', quantity: 1 }, { productId: 'sword', quantity: 2 }], currency: 'USD' }))._unsafeUnwrapErr()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { field: 'lines.1.productId' },
    });
    expect((await quote({ lines: [{ productId: 'sword', quantity: 1.5 }], currency: 'USD' }))._unsafeUnwrapErr()).toMatchObject({ code: 'QUANTITY_INVALID' });
    expect((await quote({ lines: [{ productId: 'sword', quantity: 1 }], currency: 'usdollar' }))._unsafeUnwrapErr().code).toBe('CURRENCY_INVALID');
    // A deleted account is not a buyer either.
    expect((await quote({ lines: [{ productId: 'sword', quantity: 1 }], currency: 'USD' }, userActor('deleted')))._unsafeUnwrapErr().code).toBe('UNAUTHENTICATED');
    expect(prices.calls).toEqual([]);
  });

  it('property: priced units never exceed the stock and the total is the sum of its parts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ stock: fc.integer({ min: 0, max: 20 }), max: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }), price: fc.integer({ min: 0, max: 100_000 }), want: fc.integer({ min: 1, max: 30 }) }), { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        fc.constantFrom(undefined, 'WELCOME10', 'HALF', 'SAVE5', 'NOPE'),
        async (specs, member, couponCode) => {
          const listings = specs.map((s, i) => listing(`l${i}`, s.price, { quantity: s.stock, maxQuantity: s.max }));
          const useCase = new QuoteCheckout(new InMemoryListingPrices(listings), new InMemoryMembership({ buyer: member }), new ConfiguredRatesSource([]), new CouponByCode(new InMemoryCouponLookup(COUPONS, USES), clock));
          const q = (await useCase.execute(userActor('buyer'), { lines: specs.map((s, i) => ({ productId: `l${i}`, quantity: s.want })), currency: 'USD', couponCode }))._unsafeUnwrap();
          for (const [i, line] of q.lines.entries()) {
            const l = listings[i] as QuotableListing;
            const max = purchasableQuantity(l);
            expect(line.quantity).toBe(max === undefined || max < 1 ? 0 : Math.min(line.requestedQuantity, max));
          }
          expect(q.total.minor).toBe(q.subtotal.minor + q.serviceFee.minor - q.membershipDiscount.minor - q.couponDiscount.minor);
          expect(q.serviceFee.minor - q.membershipDiscount.minor - q.couponDiscount.minor).toBeGreaterThanOrEqual(0);
          expect(q.total.minor).toBeGreaterThanOrEqual(q.subtotal.minor);
          if (!member) expect(q.membershipDiscount.minor).toBe(0);
        },
      ),
      { numRuns: 150 },
    );
  });
});
