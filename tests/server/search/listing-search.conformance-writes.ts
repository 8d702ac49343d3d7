import { beforeEach, describe, expect, it } from 'vitest';
import type { ListingDocument } from '../../../application/catalog/ports/index.ts';
import { D4, FIXTURE, fixtureListing } from './fixture.ts';
import { PRICE_ASCENDING, query, found, ids, idSet, type ListingSearchEngine } from './listing-search.conformance-queries.ts';

export interface ConformanceOptions {
  /**
   * `size` counts only the searchable (AVAILABLE) listings: an engine that
   * loads its partitions from the database reads nothing else.
   */
  readonly holdsOnlySearchable?: boolean;
}

/** The conformance suite's writes: each case on a fresh engine, since it changes the index. */
export function describeWrites(makeEngine: () => Promise<ListingSearchEngine>, options: ConformanceOptions = {}): void {
  // Every listing these cases write or remove is AVAILABLE before and after, so only the base differs.
  const held = options.holdsOnlySearchable === true ? FIXTURE.filter((doc) => doc.state === 'AVAILABLE').length : FIXTURE.length;
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
      expect(await fresh.size()).toBe(held + 1);
      expect((await ids(fresh)).at(-1)).toBe('a29');
    });

    it('reflects an updated title, price and score', async () => {
      await fresh.upsert([changed('a03', { title: 'Iron Mace', priceMinor: 99_999, recommendedScore: 100 })]);
      expect(await idSet(fresh, { text: 'sword' })).toEqual(['a01', 'a04']);
      expect(await ids(fresh, { text: 'mace' })).toEqual(['a03']);
      expect((await ids(fresh, { sortBy: 'price', sortDirection: -1 }))[0]).toBe('a03');
      expect((await ids(fresh))[0]).toBe('a03');
      expect((await found(fresh, query())).priceFacets.max).toBe(99_999);
      expect(await fresh.size()).toBe(held);
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
      expect(await fresh.size()).toBe(held - 1);
    });

    it('keeps one copy when the same listing is upserted twice', async () => {
      await fresh.upsert([fixtureListing('a02'), changed('a02', { priceMinor: 1801 })]);
      expect(await fresh.size()).toBe(held);
      expect((await found(fresh, query({ text: 'shield' }))).hits.map((hit) => hit.priceMinor)).toEqual([1801]);
    });
  });
}
