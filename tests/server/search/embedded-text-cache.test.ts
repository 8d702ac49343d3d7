import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ListingSearchQuery } from '../../../application/catalog/ports/index.ts';
import { EmbeddedListingSearch } from '../../../adapters/server/search/embedded-listing-search.ts';
import { TopK } from '../../../adapters/server/search/top-k.ts';
import { fixtureListing, ITEMS, WOW } from './fixture.ts';

function wowItems(text: string): ListingSearchQuery {
  return { gameType: WOW, productType: ITEMS, state: 'AVAILABLE', sortBy: 'RECOMMENDED', sortDirection: -1, limit: 100, offset: 0, text };
}

async function ids(engine: EmbeddedListingSearch, text: string): Promise<string[]> {
  return (await engine.search(wowItems(text)))._unsafeUnwrap().hits.map((hit) => hit.id).sort();
}

describe('embedded engine: a repeated text answers what a fresh search would', () => {
  it('finds a listing written after the same text was searched, and forgets a removed or renamed one', async () => {
    const engine = new EmbeddedListingSearch();
    await engine.upsert([{ ...fixtureListing('a01'), title: 'Crimson drake mount' }]);
    expect(await ids(engine, 'crimsn drake')).toEqual(['a01']);
    await engine.upsert([{ ...fixtureListing('a02'), title: 'Crimson drake saddle' }]);
    expect(await ids(engine, 'crimsn drake')).toEqual(['a01', 'a02']);
    await engine.upsert([{ ...fixtureListing('a01'), title: 'Azure wyrm mount' }]);
    expect(await ids(engine, 'crimsn drake')).toEqual(['a02']);
    await engine.remove(['a02']);
    expect(await ids(engine, 'crimsn drake')).toEqual([]);
  });
});

describe('top-k selection', () => {
  it('keeps exactly the first k of the full sort, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 200 }), fc.nat({ max: 60 }), (values, k) => {
        // Ties broken by position, as the engine breaks them by id: a total order.
        const before = (a: number, b: number): number => (values[a] ?? 0) - (values[b] ?? 0) || a - b;
        const top = new TopK(k, before);
        values.forEach((_, i) => top.offer(i));
        const expected = values.map((_, i) => i).sort(before).slice(0, k);
        expect(top.sorted()).toEqual(expected);
      }),
    );
  });
});
