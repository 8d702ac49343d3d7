import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { D4, FIXTURE, fixtureListing, GOLD, PARTITIONS } from './fixture.ts';
import { referenceSearch } from './reference-model.ts';
import { describeWrites, type ConformanceOptions } from './listing-search.conformance-writes.ts';
import { RECOMMENDED_ORDER, PRICE_ASCENDING, query, found, ids, idSet, SORTS, queryWithoutText, type ListingSearchEngine } from './listing-search.conformance-queries.ts';

export type { ListingSearchEngine } from './listing-search.conformance-queries.ts';
export type { ConformanceOptions } from './listing-search.conformance-writes.ts';

/**
 * The behaviour every ListingSearch adapter must share, run against a fresh
 * engine loaded with the fixture catalog. `makeEngine` returns an empty
 * engine; the suite loads it, so adapters differ only in how they start.
 */
export function describeListingSearchConformance(name: string, makeEngine: () => Promise<ListingSearchEngine>, options: ConformanceOptions = {}): void {
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

    describeWrites(makeEngine, options);
  });
}
