import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateListingBatches, generateListings, listingAt, planListings, VISIBLE_GAMES, type ListingOptions } from '../../../adapters/server/seed/index.ts';
import { catalog, listingProblems, listings } from './fixtures.ts';

const sellers = catalog.users.filter((u) => (u.roles ?? []).includes('SELLER') && catalog.listingOptions.sellers.includes(u));

describe('default listings', () => {
  it('are at least 2,000, from at least 20 sellers, over every visible game and every page', () => {
    expect(listings.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(listings.map((l) => l.sellerId)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(listings.map((l) => l.gameType))).toEqual(new Set(VISIBLE_GAMES.map((g) => g.value)));
    const pages = new Set(listings.map((l) => `${l.gameType}/${l.productType}`));
    for (const g of VISIBLE_GAMES) for (const t of g.productTypes) expect(pages.has(`${g.value}/${t}`), `${g.value}/${t}`).toBe(true);
  });

  it('are each sound: tags, product type, platform, price, id, stock and dates', () => {
    for (const l of listings) expect(listingProblems(l), `${l.id} ${l.title}`).toEqual([]);
    expect(new Set(listings.map((l) => l.id)).size).toBe(listings.length);
  });

  it('come from sellers who offer that game', () => {
    const offered = new Map(catalog.users.map((u) => [u.id, u.offerSettings?.games ?? []]));
    for (const l of listings) expect(offered.get(l.sellerId), `${l.sellerId} sells ${l.gameType}`).toContain(l.gameType);
  });

  it('include sold-out listings, ONE_TIME services that stay available, and discounted currency', () => {
    const soldOut = listings.filter((l) => l.state === 'SOLD_OUT');
    const oneTime = listings.filter((l) => l.purchaseBehavior === 'ONE_TIME');
    expect(soldOut.length).toBeGreaterThan(0);
    for (const l of soldOut) expect(l.quantity).toBe(0);
    expect(oneTime.length).toBeGreaterThan(0);
    for (const l of oneTime) expect(l).toMatchObject({ quantity: 0, state: 'AVAILABLE' });
    const currency = listings.filter((l) => l.productType === 'currency');
    expect(currency.some((l) => l.volumeDiscount !== null)).toBe(true);
    expect(currency.some((l) => l.incrementalQuantity === true && (l.minQuantity ?? 1) > 1)).toBe(true);
    expect(listings.filter((l) => l.productType !== 'currency').every((l) => l.volumeDiscount === null)).toBe(true);
  });

  it('read like real offers', () => {
    const titles = listings.map((l) => l.title);
    expect(titles.some((t) => /^[\d,]+ V-Bucks$/.test(t))).toBe(true);
    expect(titles.some((t) => /^(Iron|Bronze|Silver|Gold|Platinum|Emerald|Diamond) (I|II|III|IV) LoL account [A-Z]+ – \d+ skins?/.test(t))).toBe(true);
    expect(titles.some((t) => /boost from/.test(t))).toBe(true);
    // No '1 skins': counts agree with their noun.
    expect(titles.filter((t) => /(^|\D)1 (skins|trophies|hours|games)\b/.test(t))).toEqual([]);
  });

  it('spread createdAt over the year before the base date', () => {
    const base = catalog.baseDate.getTime();
    const ages = listings.map((l) => (base - (l.createdAt?.getTime() ?? base)) / (24 * 3600 * 1000));
    expect(Math.min(...ages)).toBeLessThan(30);
    expect(Math.max(...ages)).toBeGreaterThan(330);
  });
});

describe('listing generation', () => {
  const options = (seed: number, count: number): ListingOptions => ({ ...catalog.listingOptions, seed, count, sellers });

  it('gives every index a sound, reproducible listing for any seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.nat({ max: 5_000_000 }), (seed, index) => {
        const plan = planListings(options(seed, 5_000_001));
        const row = listingAt(plan, index);
        expect(listingProblems(row)).toEqual([]);
        expect(listingAt(planListings(options(seed, 5_000_001)), index)).toEqual(row);
      }),
    );
  });

  it('gives the same rows whatever the batch size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), fc.nat({ max: 300 }), (batchSize, count) => {
        const opts = options(5, count);
        const batches = [...generateListingBatches(opts, batchSize)];
        for (const b of batches.slice(0, -1)) expect(b).toHaveLength(batchSize);
        expect(batches.flat()).toEqual(generateListings(opts));
      }),
    );
  });

  it('streams 100,000 listings in batches', () => {
    let count = 0;
    let batches = 0;
    const ids = new Set<string>();
    for (const batch of generateListingBatches(options(42, 100_000), 10_000)) {
      batches++;
      count += batch.length;
      for (const l of batch) ids.add(l.id ?? '');
    }
    expect(batches).toBe(10);
    expect(count).toBe(100_000);
    expect(ids.size).toBe(100_000);
  });

  it('refuses a count or batch size no caller should pass', () => {
    expect(() => planListings(options(1, -1))).toThrow(RangeError);
    expect(() => planListings(options(1, 1.5))).toThrow(RangeError);
    expect(() => generateListingBatches(options(1, 10), 0).next()).toThrow(RangeError);
    expect(() => planListings({ ...options(1, 10), sellers: [] })).toThrow(RangeError);
  });
});
