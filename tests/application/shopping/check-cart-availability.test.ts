import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CheckCartAvailability, MAX_CART_CHECK_PRODUCTS, purchasableQuantity, type CartLineIssue } from '../../../application/shopping/index.ts';
import type { ListingStockState } from '../../../application/shopping/ports/index.ts';
import { InMemoryListingAvailability, stock, userActor, visitor } from './fakes.ts';

function check(listings: readonly ListingStockState[], products: readonly { _id: string; quantity: number }[]) {
  const availability = new InMemoryListingAvailability(listings);
  const uc = new CheckCartAvailability(availability);
  return { availability, result: uc.execute(visitor, { products, visitorId: 'v-1' }) };
}

describe('CheckCartAvailability: hand-computed cases', () => {
  const listings = [
    stock('plenty', { quantity: 100, maxQuantity: null }),
    stock('capped', { quantity: 100, maxQuantity: 5 }),
    stock('above-stock-cap', { quantity: 3, maxQuantity: 10 }),
    stock('sold-out', { state: 'SOLD_OUT', quantity: 0 }),
    stock('hidden', { state: 'HIDDEN', quantity: 4 }),
    stock('empty', { quantity: 0 }),
    stock('one-time', { quantity: 0, purchaseBehavior: 'ONE_TIME', maxQuantity: null }),
    stock('one-time-3', { quantity: 0, purchaseBehavior: 'ONE_TIME', maxQuantity: 3 }),
  ];

  it.each([
    // quantity ≤ quantity (no cap): fine
    [{ _id: 'plenty', quantity: 100 }, undefined],
    // 101 > quantity 100
    [{ _id: 'plenty', quantity: 101 }, { _id: 'plenty', maxQuantity: 100 }],
    // maxQuantity 5 caps below stock 100
    [{ _id: 'capped', quantity: 5 }, undefined],
    [{ _id: 'capped', quantity: 6 }, { _id: 'capped', maxQuantity: 5 }],
    // maxQuantity 10 above stock 3: min(10, 3) = 3
    [{ _id: 'above-stock-cap', quantity: 4 }, { _id: 'above-stock-cap', maxQuantity: 3 }],
    [{ _id: 'gone', quantity: 1 }, { _id: 'gone', error: 'PRODUCT_NOT_FOUND' }],
    [{ _id: 'sold-out', quantity: 1 }, { _id: 'sold-out', error: 'PRODUCT_NOT_AVAILABLE' }],
    [{ _id: 'hidden', quantity: 1 }, { _id: 'hidden', error: 'PRODUCT_NOT_AVAILABLE' }],
    // AVAILABLE with no stock and not ONE_TIME
    [{ _id: 'empty', quantity: 1 }, { _id: 'empty', error: 'PRODUCT_NOT_AVAILABLE' }],
    // ONE_TIME with stock 0: maxQuantity or 1
    [{ _id: 'one-time', quantity: 1 }, undefined],
    [{ _id: 'one-time', quantity: 2 }, { _id: 'one-time', maxQuantity: 1 }],
    [{ _id: 'one-time-3', quantity: 3 }, undefined],
    [{ _id: 'one-time-3', quantity: 4 }, { _id: 'one-time-3', maxQuantity: 3 }],
  ])('%o → %o', async (line, expected) => {
    const errors = (await check(listings, [line]).result)._unsafeUnwrap().errors;
    expect(errors).toEqual(expected === undefined ? [] : [expected]);
  });

  it('lists problems in cart order, once per line, and reads stock once for the whole cart', async () => {
    const { availability, result } = check(listings, [
      { _id: 'plenty', quantity: 1 },
      { _id: 'gone', quantity: 1 },
      { _id: 'capped', quantity: 9 },
      { _id: 'capped', quantity: 2 },
      { _id: 'sold-out', quantity: 1 },
    ]);
    expect((await result)._unsafeUnwrap().errors).toEqual([
      { _id: 'gone', error: 'PRODUCT_NOT_FOUND' },
      { _id: 'capped', maxQuantity: 5 },
      { _id: 'sold-out', error: 'PRODUCT_NOT_AVAILABLE' },
    ]);
    expect(availability.calls).toEqual([['plenty', 'gone', 'capped', 'sold-out']]);
  });

  it('answers an empty cart without reading stock, and is open to visitors and users alike', async () => {
    const { availability, result } = check(listings, []);
    expect((await result)._unsafeUnwrap()).toEqual({ errors: [] });
    expect(availability.calls).toEqual([]);
    const asUser = await new CheckCartAvailability(new InMemoryListingAvailability(listings)).execute(userActor('u1'), {
      products: [{ _id: 'capped', quantity: 6 }],
      visitorId: 'v-1',
    });
    expect(asUser._unsafeUnwrap().errors).toEqual([{ _id: 'capped', maxQuantity: 5 }]);
  });

  it(`refuses more than ${MAX_CART_CHECK_PRODUCTS} lines and quantities below 1 or not whole, without reading stock`, async () => {
    const tooMany = Array.from({ length: MAX_CART_CHECK_PRODUCTS + 1 }, (_, i) => ({ _id: `p${i}`, quantity: 1 }));
    const big = check(listings, tooMany);
    expect((await big.result)._unsafeUnwrapErr()).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'products' } });
    expect(big.availability.calls).toEqual([]);
    const exactly = Array.from({ length: MAX_CART_CHECK_PRODUCTS }, (_, i) => ({ _id: `p${i}`, quantity: 1 }));
    expect((await check(listings, exactly).result).isOk()).toBe(true);
    for (const quantity of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      const bad = check(listings, [{ _id: 'plenty', quantity: 1 }, { _id: 'plenty', quantity }]);
      expect((await bad.result)._unsafeUnwrapErr()).toMatchObject({ code: 'VALIDATION_FAILED', details: { field: 'products.1.quantity' } });
    }
  });
});

const listingArb = (id: string): fc.Arbitrary<ListingStockState> =>
  fc.record({
    id: fc.constant(id),
    state: fc.constantFrom('AVAILABLE', 'AVAILABLE', 'AVAILABLE', 'SOLD_OUT', 'HIDDEN', 'REMOVED'),
    quantity: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 60 })),
    maxQuantity: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
    purchaseBehavior: fc.constantFrom('DEFAULT', 'ONE_TIME', 'PROFILE'),
  });

const IDS = ['a', 'b', 'c', 'd', 'e', 'f'];
const scenarioArb = fc.record({
  listings: fc.subarray(IDS).chain((present) => fc.tuple(...present.map(listingArb))),
  lines: fc.array(fc.record({ _id: fc.constantFrom(...IDS, 'zz'), quantity: fc.integer({ min: 1, max: 80 }) }), { maxLength: 12 }),
});

describe('CheckCartAvailability: properties', () => {
  it('never reports a line that can be bought as asked, and always reports one that cannot, with the right reason', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async ({ listings, lines }) => {
        const errors = (await check(listings, lines).result)._unsafeUnwrap().errors;
        const byId = new Map(listings.map((l) => [l.id, l]));
        const expected = lines.flatMap((line): CartLineIssue[] => {
          const listing = byId.get(line._id);
          if (listing === undefined) return [{ _id: line._id, error: 'PRODUCT_NOT_FOUND' }];
          // The rule restated from the brief: unsellable, else the cap is the stock (or the seller's lower cap),
          // and a ONE_TIME listing without stock takes its maxQuantity or 1.
          const unsellable = listing.state !== 'AVAILABLE' || (listing.quantity === 0 && listing.purchaseBehavior !== 'ONE_TIME');
          if (unsellable) return [{ _id: line._id, error: 'PRODUCT_NOT_AVAILABLE' }];
          const max = listing.quantity === 0 ? (listing.maxQuantity ?? 1) : Math.min(listing.maxQuantity ?? listing.quantity, listing.quantity);
          return line.quantity > max ? [{ _id: line._id, maxQuantity: max }] : [];
        });
        expect(errors).toEqual(expected);
      }),
    );
  });

  it('never lets a line exceed the stock of a stocked listing, nor the seller cap', () => {
    fc.assert(
      fc.property(listingArb('x'), (listing) => {
        const max = purchasableQuantity(listing);
        if (listing.state !== 'AVAILABLE' || (listing.quantity === 0 && listing.purchaseBehavior !== 'ONE_TIME')) {
          expect(max).toBeUndefined();
          return;
        }
        expect(max).toBeDefined();
        if (listing.quantity > 0) expect(max).toBeLessThanOrEqual(listing.quantity);
        if (listing.maxQuantity !== null) expect(max).toBeLessThanOrEqual(listing.maxQuantity);
        expect(max).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
