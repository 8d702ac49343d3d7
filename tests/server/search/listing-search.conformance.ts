import fc from 'fast-check';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CustomFilterField, ListingDocument, ListingIndex, ListingSearch, ListingSearchQuery, ListingSearchResult, ListingSortBy } from '../../../application/catalog/ports/index.ts';
import {
  BEHAVIORS,
  D4,
  DELIVERIES,
  FACTIONS,
  FIXTURE,
  fixtureListing,
  GOLD,
  ITEMS,
  PARTITIONS,
  PLATFORMS,
  RARITIES,
  SELLERS,
  SERVERS,
  WOW,
} from './fixture.ts';
import { referenceSearch } from './reference-model.ts';

/** What every listing search adapter is: a search and the index that feeds it. */
export type ListingSearchEngine = ListingSearch & ListingIndex;

const WOW_ITEMS_SCOPE = { gameType: WOW, productType: ITEMS } as const;

/** RECOMMENDED order of wow/items, worked out by hand from the fixture table. */
const RECOMMENDED_ORDER = ['a04', 'a01', 'a15', 'a13', 'a25', 'a02', 'a23', 'a19', 'a20', 'a24', 'a10', 'a09', 'a27', 'a12', 'a18', 'a11', 'a17', 'a07', 'a08', 'a03', 'a26', 'a14', 'a16', 'a22'];
/** Price ascending, id on ties (a07/a08, a09/a24, a10/a12). */
const PRICE_ASCENDING = ['a07', 'a08', 'a22', 'a03', 'a16', 'a26', 'a17', 'a14', 'a18', 'a11', 'a09', 'a24', 'a10', 'a12', 'a02', 'a27', 'a20', 'a01', 'a19', 'a23', 'a04', 'a13', 'a25', 'a15'];

function query(overrides: Partial<ListingSearchQuery> = {}): ListingSearchQuery {
  return { ...WOW_ITEMS_SCOPE, state: 'AVAILABLE', sortBy: 'RECOMMENDED', sortDirection: -1, limit: 100, offset: 0, ...overrides };
}

async function found(engine: ListingSearchEngine, q: ListingSearchQuery): Promise<ListingSearchResult> {
  const result = await engine.search(q);
  if (result.isErr()) throw new Error(`search failed: ${result.error.code} ${result.error.message}`);
  return result.value;
}

async function ids(engine: ListingSearchEngine, overrides: Partial<ListingSearchQuery> = {}): Promise<string[]> {
  return (await found(engine, query(overrides))).hits.map((hit) => hit.id);
}

async function idSet(engine: ListingSearchEngine, overrides: Partial<ListingSearchQuery> = {}): Promise<string[]> {
  return (await ids(engine, overrides)).sort();
}

const CUSTOM_FILTERS: readonly { field: CustomFilterField; value: string }[] = [
  ...DELIVERIES.map((value) => ({ field: 'deliveryDuration' as const, value })),
  ...BEHAVIORS.map((value) => ({ field: 'purchaseBehavior' as const, value })),
  ...Object.keys(SELLERS).map((value) => ({ field: 'sellerId' as const, value })),
];
const PRICE_POINTS = [0, 100, 150, 999, 1200, 1500, 2000, 2500, 5000, 9000, 30_000];
const SORTS: readonly (readonly [ListingSortBy, 1 | -1])[] = [
  ['RECOMMENDED', -1],
  ['RECOMMENDED', 1],
  ['price', 1],
  ['price', -1],
];

/** Random queries without text over the fixture, including an empty partition and contradictory filters. */
const queryWithoutText: fc.Arbitrary<ListingSearchQuery> = fc
  .record({
    scope: fc.constantFrom(...PARTITIONS, { gameType: WOW, productType: 'boosts' }),
    rarity: fc.subarray([...RARITIES]),
    server: fc.subarray([...SERVERS]),
    faction: fc.subarray([...FACTIONS]),
    platforms: fc.subarray([...PLATFORMS]),
    customFilters: fc.subarray([...CUSTOM_FILTERS], { maxLength: 2 }),
    min: fc.option(fc.constantFrom(...PRICE_POINTS), { nil: undefined }),
    max: fc.option(fc.constantFrom(...PRICE_POINTS), { nil: undefined }),
    sort: fc.constantFrom(...SORTS),
    limit: fc.integer({ min: 0, max: 30 }),
    offset: fc.integer({ min: 0, max: 40 }),
  })
  .map((r) => ({
    ...r.scope,
    smartTags: { rarity: r.rarity, server: r.server, faction: r.faction },
    platforms: r.platforms,
    customFilters: r.customFilters,
    ...(r.min === undefined && r.max === undefined
      ? {}
      : { price: { ...(r.min === undefined ? {} : { min: r.min }), ...(r.max === undefined ? {} : { max: r.max }) } }),
    state: 'AVAILABLE' as const,
    sortBy: r.sort[0],
    sortDirection: r.sort[1],
    limit: r.limit,
    offset: r.offset,
  }));

/**
 * The behaviour every ListingSearch adapter must share, run against a fresh
 * engine loaded with the fixture catalog. `makeEngine` returns an empty
 * engine; the suite loads it, so adapters differ only in how they start.
 */
export function describeListingSearchConformance(name: string, makeEngine: () => Promise<ListingSearchEngine>): void {
  describe(`${name}: ListingSearch conformance`, () => {
    let engine: ListingSearchEngine;

    beforeAll(async () => {
      engine = await makeEngine();
      await engine.upsert(FIXTURE);
    });

    describe('text', () => {
      it('finds a title despite one typo in each word', async () => {
        expect(await idSet(engine, { text: 'dimond swrd' })).toEqual(['a01', 'a04']);
      });

      it('requires every word, in any searchable field', async () => {
        expect(await idSet(engine, { text: 'diamond' })).toEqual(['a01', 'a02', 'a04']);
        expect(await idSet(engine, { text: 'sword' })).toEqual(['a01', 'a03', 'a04']);
        // a04 matches through its description, a02 lacks "sword".
        expect(await idSet(engine, { text: 'diamond sword' })).toEqual(['a01', 'a04']);
      });

      it('ranks relevance before the recommended score', async () => {
        // a04 has the higher score (95 > 90) but only a01 has both words in its title.
        expect(await ids(engine, { text: 'diamond sword' })).toEqual(['a01', 'a04']);
      });

      it('expands only the last word as a prefix', async () => {
        expect(await ids(engine, { text: 'phoenix mou' })).toEqual(['a15']);
        expect(await ids(engine, { text: 'phoen mount' })).toEqual([]);
      });

      it('searches seller names and smart-tag values', async () => {
        expect(await idSet(engine, { text: 'Knightshop' })).toEqual(['a02', 'a07', 'a10', 'a13', 'a16', 'a19', 'a22', 'a25']);
        expect(await idSet(engine, { text: 'legendary' })).toEqual(['a04', 'a13', 'a15', 'a25']);
      });

      it('orders text matches by price when asked, id on ties', async () => {
        expect(await ids(engine, { text: 'potion', sortBy: 'price', sortDirection: 1 })).toEqual(['a07', 'a08']);
        expect(await ids(engine, { text: 'potion', sortBy: 'price', sortDirection: -1 })).toEqual(['a08', 'a07']);
      });

      it('combines text with filters and counts exactly', async () => {
        const result = await found(engine, query({ text: 'diamond', smartTags: { rarity: ['Rare'] } }));
        expect(result.hits.map((hit) => hit.id)).toEqual(['a02']);
        expect(result.estimatedTotalHits).toBe(1);
      });

      it('never returns listings that are not AVAILABLE', async () => {
        expect(await ids(engine, { text: 'glowing' })).toEqual([]);
        expect(await ids(engine, { text: 'venom' })).toEqual([]);
      });

      it('answers no hits and empty facets when nothing matches', async () => {
        expect(await found(engine, query({ text: 'zzqxv' }))).toEqual({ hits: [], estimatedTotalHits: 0, priceFacets: { min: 0, max: 0, buckets: [] } });
      });

      it('treats whitespace-only text as no text', async () => {
        expect(await ids(engine, { text: '   ' })).toEqual(RECOMMENDED_ORDER);
      });
    });

    describe('filters', () => {
      it('filters on one smart-tag value', async () => {
        expect(await idSet(engine, { smartTags: { rarity: ['Epic'] } })).toEqual(['a01', 'a10', 'a18', 'a19', 'a23']);
      });

      it('accepts any of a filter’s values', async () => {
        expect(await idSet(engine, { smartTags: { rarity: ['Epic', 'Legendary'] } })).toEqual(['a01', 'a04', 'a10', 'a13', 'a15', 'a18', 'a19', 'a23', 'a25']);
      });

      it('requires every filter, matching tags held as a string or as an array', async () => {
        expect(await idSet(engine, { smartTags: { rarity: ['Epic', 'Legendary'], server: ['US'] } })).toEqual(['a01', 'a10', 'a15', 'a19', 'a23', 'a25']);
        expect(await found(engine, query({ smartTags: { server: ['EU'] } }))).toMatchObject({ estimatedTotalHits: 14 });
      });

      it('ignores a smart-tag filter with no values', async () => {
        expect(await ids(engine, { smartTags: { rarity: [] } })).toEqual(RECOMMENDED_ORDER);
      });

      it('accepts any of the selected platforms and never a listing without one', async () => {
        expect(await idSet(engine, { platforms: ['PS5', 'XBOX'] })).toEqual(['a03', 'a09', 'a10', 'a12', 'a14', 'a16', 'a18', 'a20', 'a23', 'a25', 'a27']);
      });

      it('matches custom filters exactly, all of them', async () => {
        expect(await idSet(engine, { customFilters: [{ field: 'deliveryDuration', value: 'ONE_DAY' }] })).toEqual(['a04', 'a11', 'a13', 'a15', 'a19', 'a25']);
        expect(
          await idSet(engine, {
            customFilters: [
              { field: 'purchaseBehavior', value: 'PROFILE' },
              { field: 'sellerId', value: 's2' },
            ],
          }),
        ).toEqual(['a10', 'a13', 'a25']);
      });

      it('bounds the price inclusively at both ends', async () => {
        expect(await idSet(engine, { price: { min: 1200, max: 1500 } })).toEqual(['a09', 'a10', 'a12', 'a24']);
        expect(await idSet(engine, { price: { min: 1000, max: 2500 } })).toEqual(['a01', 'a02', 'a09', 'a10', 'a12', 'a20', 'a24', 'a27']);
        expect(await idSet(engine, { price: { min: 6000 } })).toEqual(['a15', 'a25']);
        expect(await idSet(engine, { price: { max: 100 } })).toEqual(['a07', 'a08']);
      });

      it('returns only AVAILABLE listings', async () => {
        const result = await found(engine, query());
        expect(result.estimatedTotalHits).toBe(24);
        expect(result.hits.every((hit) => hit.state === 'AVAILABLE')).toBe(true);
      });

      it('never returns another game or product type', async () => {
        expect(await ids(engine, { gameType: D4, text: 'diamond sword' })).toEqual(['c01']);
        expect(await ids(engine, { productType: GOLD, text: 'diamond sword' })).toEqual(['b01']);
        for (const scope of PARTITIONS) {
          const result = await found(engine, query(scope));
          const expected = FIXTURE.filter((doc) => doc.gameType === scope.gameType && doc.productType === scope.productType && doc.state === 'AVAILABLE');
          expect(result.estimatedTotalHits).toBe(expected.length);
          expect(result.hits.every((hit) => hit.gameType === scope.gameType && hit.productType === scope.productType)).toBe(true);
        }
        expect(await found(engine, query({ productType: 'boosts' }))).toEqual({ hits: [], estimatedTotalHits: 0, priceFacets: { min: 0, max: 0, buckets: [] } });
      });

      it('returns whole listings, as upserted', async () => {
        expect((await found(engine, query({ text: 'ancient' }))).hits).toEqual([fixtureListing('a04')]);
      });
    });

    describe('sorting', () => {
      it('orders RECOMMENDED by score, then newer, then id, whatever the direction', async () => {
        expect(await ids(engine)).toEqual(RECOMMENDED_ORDER);
        expect(await ids(engine, { sortDirection: 1 })).toEqual(RECOMMENDED_ORDER);
      });

      it('orders by price both ways, the id breaking ties in the same direction', async () => {
        expect(await ids(engine, { sortBy: 'price', sortDirection: 1 })).toEqual(PRICE_ASCENDING);
        expect(await ids(engine, { sortBy: 'price', sortDirection: -1 })).toEqual([...PRICE_ASCENDING].reverse());
      });

      it('keeps the order under filters and price bounds', async () => {
        expect(await ids(engine, { sortBy: 'price', sortDirection: -1, price: { min: 1200, max: 1500 } })).toEqual(['a12', 'a10', 'a24', 'a09']);
        expect(await ids(engine, { price: { min: 1200, max: 1500 } })).toEqual(['a24', 'a10', 'a09', 'a12']);
      });
    });

    describe('pagination', () => {
      it('pages cover every match once, in order, with an exact total', async () => {
        for (const [sortBy, sortDirection] of SORTS) {
          const pages: string[][] = [];
          for (let offset = 0; offset < 30; offset += 5) {
            const result = await found(engine, query({ sortBy, sortDirection, offset, limit: 5 }));
            expect(result.estimatedTotalHits).toBe(24);
            pages.push(result.hits.map((hit) => hit.id));
          }
          expect(pages.map((page) => page.length)).toEqual([5, 5, 5, 5, 4, 0]);
          const full = await ids(engine, { sortBy, sortDirection });
          expect(pages.flat()).toEqual(full);
        }
      });

      it('counts matches past the page and for an empty page', async () => {
        expect(await found(engine, query({ offset: 100 }))).toMatchObject({ hits: [], estimatedTotalHits: 24 });
        expect(await found(engine, query({ limit: 0 }))).toMatchObject({ hits: [], estimatedTotalHits: 24 });
      });

      it('rejects a negative or fractional window', async () => {
        expect((await engine.search(query({ limit: -1 })))._unsafeUnwrapErr().code).toBe('VALIDATION_FAILED');
        expect((await engine.search(query({ offset: 1.5 })))._unsafeUnwrapErr().code).toBe('VALIDATION_FAILED');
      });
    });

    describe('price facets', () => {
      // Prices 100..9000, span 8900, width 445: bucket = floor((price - 100) * 20 / 8900), 9000 clamped into the last.
      const WHOLE_PARTITION_COUNTS = [6, 4, 2, 3, 2, 1, 1, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 1];

      it('spans every match in equal-width buckets', async () => {
        const { priceFacets } = await found(engine, query());
        expect(priceFacets.min).toBe(100);
        expect(priceFacets.max).toBe(9000);
        expect(priceFacets.buckets.map((b) => b.count)).toEqual(WHOLE_PARTITION_COUNTS);
        expect(priceFacets.buckets[0]).toEqual({ from: 100, to: 545, count: 6 });
        expect(priceFacets.buckets[19]).toEqual({ from: 8555, to: 9000, count: 1 });
      });

      it('ignores the query’s own price bounds', async () => {
        const bounded = await found(engine, query({ price: { min: 1000, max: 2500 } }));
        expect(bounded.estimatedTotalHits).toBe(8);
        expect(bounded.priceFacets).toEqual((await found(engine, query())).priceFacets);
      });

      it('follows the other filters', async () => {
        // Legendary: 4000, 5000, 6000, 9000; width 250, buckets 0, 4, 8 and 19.
        const { priceFacets } = await found(engine, query({ smartTags: { rarity: ['Legendary'] } }));
        expect(priceFacets.min).toBe(4000);
        expect(priceFacets.max).toBe(9000);
        const counted = priceFacets.buckets.flatMap((b, i) => (b.count > 0 ? [[i, b.from, b.count]] : []));
        expect(counted).toEqual([
          [0, 4000, 1],
          [4, 5000, 1],
          [8, 6000, 1],
          [19, 8750, 1],
        ]);
        const epicUnder1000 = await found(engine, query({ smartTags: { rarity: ['Epic'] }, price: { max: 1000 } }));
        expect(epicUnder1000.hits.map((hit) => hit.id)).toEqual(['a18']);
        expect(epicUnder1000.priceFacets).toMatchObject({ min: 800, max: 3500 });
        expect(epicUnder1000.priceFacets.buckets.reduce((sum, b) => sum + b.count, 0)).toBe(5);
      });

      it('follows the text', async () => {
        const { priceFacets } = await found(engine, query({ text: 'diamond', price: { min: 5000 } }));
        expect(priceFacets).toMatchObject({ min: 1800, max: 4000 });
        expect(priceFacets.buckets.reduce((sum, b) => sum + b.count, 0)).toBe(3);
      });

      it('draws one bucket when every match has the same price', async () => {
        const { priceFacets } = await found(engine, query({ customFilters: [{ field: 'purchaseBehavior', value: 'PROFILE' }, { field: 'sellerId', value: 's3' }] }));
        expect(priceFacets).toEqual({ min: 2200, max: 2200, buckets: [{ from: 2200, to: 2200, count: 1 }] });
      });

      it('is empty when nothing matches', async () => {
        expect((await found(engine, query({ smartTags: { rarity: ['Mythic'] } }))).priceFacets).toEqual({ min: 0, max: 0, buckets: [] });
      });
    });

    it('agrees with the reference model on any query without text', async () => {
      await fc.assert(
        fc.asyncProperty(queryWithoutText, async (q) => {
          const actual = await found(engine, q);
          const expected = referenceSearch(FIXTURE, q);
          expect(actual.hits.map((hit) => hit.id)).toEqual(expected.hits.map((hit) => hit.id));
          expect(actual.estimatedTotalHits).toBe(expected.estimatedTotalHits);
          expect(actual.priceFacets).toEqual(expected.priceFacets);
        }),
      );
    });

    describe('writes', () => {
      let fresh: ListingSearchEngine;

      beforeEach(async () => {
        fresh = await makeEngine();
        await fresh.upsert(FIXTURE);
      });

      const changed = (id: string, changes: Partial<ListingDocument>): ListingDocument => ({ ...fixtureListing(id), ...changes });

      it('finds a new listing once upserted', async () => {
        expect(await ids(fresh, { text: 'mithril' })).toEqual([]);
        await fresh.upsert([changed('a01', { id: 'a29', title: 'Mithril Sword', recommendedScore: 1 })]);
        expect(await ids(fresh, { text: 'mithril' })).toEqual(['a29']);
        expect(await fresh.size()).toBe(FIXTURE.length + 1);
        expect((await ids(fresh)).at(-1)).toBe('a29');
      });

      it('reflects an updated title, price and score', async () => {
        await fresh.upsert([changed('a03', { title: 'Iron Mace', priceMinor: 99_999, recommendedScore: 100 })]);
        expect(await idSet(fresh, { text: 'sword' })).toEqual(['a01', 'a04']);
        expect(await ids(fresh, { text: 'mace' })).toEqual(['a03']);
        expect((await ids(fresh, { sortBy: 'price', sortDirection: -1 }))[0]).toBe('a03');
        expect((await ids(fresh))[0]).toBe('a03');
        expect((await found(fresh, query())).priceFacets.max).toBe(99_999);
        expect(await fresh.size()).toBe(FIXTURE.length);
      });

      it('hides a listing that leaves AVAILABLE and shows it again when it returns', async () => {
        await fresh.upsert([changed('a01', { state: 'SOLD_OUT' })]);
        expect(await ids(fresh, { text: 'diamond sword' })).toEqual(['a04']);
        expect((await found(fresh, query())).estimatedTotalHits).toBe(23);
        await fresh.upsert([changed('a05', { state: 'AVAILABLE' })]);
        expect(await idSet(fresh, { text: 'diamond sword' })).toEqual(['a04', 'a05']);
      });

      it('moves a listing whose game or product type changed', async () => {
        await fresh.upsert([changed('a07', { gameType: D4 })]);
        expect(await ids(fresh, { text: 'healing' })).toEqual([]);
        expect(await ids(fresh, { gameType: D4, text: 'healing' })).toEqual(['a07']);
        expect((await found(fresh, query({ gameType: D4 }))).estimatedTotalHits).toBe(11);
      });

      it('drops a removed listing and ignores unknown ids', async () => {
        await fresh.remove(['a01', 'no-such-listing']);
        expect(await ids(fresh, { text: 'diamond sword' })).toEqual(['a04']);
        expect(await ids(fresh, { sortBy: 'price', sortDirection: 1 })).toEqual(PRICE_ASCENDING.filter((id) => id !== 'a01'));
        expect(await fresh.size()).toBe(FIXTURE.length - 1);
      });

      it('keeps one copy when the same listing is upserted twice', async () => {
        await fresh.upsert([fixtureListing('a02'), changed('a02', { priceMinor: 1801 })]);
        expect(await fresh.size()).toBe(FIXTURE.length);
        expect((await found(fresh, query({ text: 'shield' }))).hits.map((hit) => hit.priceMinor)).toEqual([1801]);
      });
    });
  });
}
