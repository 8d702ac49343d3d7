import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ListingDocument, ListingSearchQuery, ListingSortBy } from '../../../application/catalog/ports/index.ts';
import { EmbeddedListingSearch } from '../../../adapters/server/search/embedded-listing-search.ts';
import { DESCRIPTION_INDEX_CHARS } from '../../../adapters/server/search/text-index.ts';
import { FIXTURE, fixtureListing, ITEMS, WOW } from './fixture.ts';
import { describeListingSearchConformance } from './listing-search.conformance.ts';
import { referenceSearch } from './reference-model.ts';

describeListingSearchConformance('embedded engine', async () => new EmbeddedListingSearch());

async function loaded(docs: readonly ListingDocument[] = FIXTURE): Promise<EmbeddedListingSearch> {
  const engine = new EmbeddedListingSearch();
  await engine.upsert(docs);
  return engine;
}

function wowItems(overrides: Partial<ListingSearchQuery> = {}): ListingSearchQuery {
  return { gameType: WOW, productType: ITEMS, state: 'AVAILABLE', sortBy: 'RECOMMENDED', sortDirection: -1, limit: 100, offset: 0, ...overrides };
}

async function hitIds(engine: EmbeddedListingSearch, query: ListingSearchQuery): Promise<string[]> {
  return (await engine.search(query))._unsafeUnwrap().hits.map((hit) => hit.id);
}

describe('embedded engine: text details', () => {
  it('treats a last word followed by a space as complete (no prefix expansion)', async () => {
    const engine = await loaded();
    expect(await hitIds(engine, wowItems({ text: 'phoenix mou' }))).toEqual(['a15']);
    expect(await hitIds(engine, wowItems({ text: 'phoenix mou ' }))).toEqual([]);
  });

  it('folds accents and case both ways', async () => {
    const engine = await loaded([{ ...fixtureListing('a01'), title: 'Pokémon Card' }]);
    expect(await hitIds(engine, wowItems({ text: 'POKEMON' }))).toEqual(['a01']);
    expect(await hitIds(engine, wowItems({ text: 'pokémon card' }))).toEqual(['a01']);
  });

  it(`indexes descriptions up to about ${DESCRIPTION_INDEX_CHARS} characters, cut at a word`, async () => {
    const filler = 'lorem '.repeat(Math.ceil(DESCRIPTION_INDEX_CHARS / 6));
    const engine = await loaded([{ ...fixtureListing('a01'), description: `early ${filler} latecomer` }]);
    expect(await hitIds(engine, wowItems({ text: 'early' }))).toEqual(['a01']);
    expect(await hitIds(engine, wowItems({ text: 'latecomer' }))).toEqual([]);
  });

  it('allows two typos from eight letters on and none under four', async () => {
    const engine = await loaded([{ ...fixtureListing('a01'), title: 'Legendary Axe' }]);
    expect(await hitIds(engine, wowItems({ text: 'lgendery' }))).toEqual(['a01']);
    expect(await hitIds(engine, wowItems({ text: 'lgndery' }))).toEqual([]);
    expect(await hitIds(engine, wowItems({ text: 'axe' }))).toEqual(['a01']);
    expect(await hitIds(engine, wowItems({ text: 'ax' }))).toEqual(['a01']);
    expect(await hitIds(engine, wowItems({ text: 'aze ' }))).toEqual([]);
  });
});

describe('embedded engine: searchAll', () => {
  it('searches titles of AVAILABLE listings in every partition, best first, up to the limit', async () => {
    const engine = await loaded();
    // a04 and b01 mention diamonds only in their descriptions; a05 and a06 are not AVAILABLE.
    const all = (await engine.searchAll('diamond', 10))._unsafeUnwrap().map((doc) => doc.id);
    expect([...all].sort()).toEqual(['a01', 'a02', 'c01']);
    expect((await engine.searchAll('diamond', 2))._unsafeUnwrap()).toHaveLength(2);
    expect((await engine.searchAll('dimond swrd', 10))._unsafeUnwrap().map((doc) => doc.id).sort()).toEqual(['a01', 'c01']);
    expect((await engine.searchAll('  ', 10))._unsafeUnwrap()).toEqual([]);
  });
});

/** A listing derived from a small id and a variant, so writes can move it between partitions, states and prices. */
function generated(n: number, variant: number): ListingDocument {
  return {
    ...fixtureListing('a01'),
    id: `g${String(n).padStart(3, '0')}`,
    gameType: variant % 3 === 0 ? 'diablo-4' : WOW,
    productType: ITEMS,
    title: `Relic ${n}`,
    priceMinor: ((n * 37 + variant * 101) % 50) * 10,
    recommendedScore: (n * 7 + variant) % 5,
    createdAt: (n * 13) % 7,
    state: variant === 2 ? 'SOLD_OUT' : 'AVAILABLE',
    tags: { rarity: variant % 2 === 0 ? 'Epic' : ['Rare', 'Epic'] },
    platform: n % 4 === 0 ? null : 'PC',
  };
}

const SORTS: readonly (readonly [ListingSortBy, 1 | -1])[] = [
  ['RECOMMENDED', -1],
  ['price', 1],
  ['price', -1],
];

describe('embedded engine: writes keep the sorted arrays right', () => {
  it('matches the reference after any mix of small and bulk writes', async () => {
    // Batches above 64 writes take the stale-and-re-sort path, smaller ones the in-place path.
    const write = fc.record({
      remove: fc.boolean(),
      ids: fc.array(fc.integer({ min: 0, max: 199 }), { maxLength: 150 }),
      variant: fc.integer({ min: 0, max: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(write, { maxLength: 5 }), async (writes) => {
        const engine = new EmbeddedListingSearch();
        const model = new Map<string, ListingDocument>();
        for (const { remove, ids, variant } of writes) {
          const docs = ids.map((n) => generated(n, variant));
          if (remove) {
            await engine.remove(docs.map((doc) => doc.id));
            for (const doc of docs) model.delete(doc.id);
          } else {
            await engine.upsert(docs);
            for (const doc of docs) model.set(doc.id, doc);
          }
        }
        expect(await engine.size()).toBe(model.size);
        const catalog = [...model.values()];
        for (const gameType of [WOW, 'diablo-4']) {
          for (const [sortBy, sortDirection] of SORTS) {
            for (const extra of [{}, { price: { min: 100, max: 300 } }, { platforms: ['PC'], smartTags: { rarity: ['Rare'] } }]) {
              const query = wowItems({ gameType, sortBy, sortDirection, limit: 7, offset: 3, ...extra });
              const actual = (await engine.search(query))._unsafeUnwrap();
              const expected = referenceSearch(catalog, query);
              expect(actual.hits.map((hit) => hit.id)).toEqual(expected.hits.map((hit) => hit.id));
              expect(actual.estimatedTotalHits).toBe(expected.estimatedTotalHits);
              expect(actual.priceFacets).toEqual(expected.priceFacets);
            }
          }
        }
      }),
    );
  });
});
