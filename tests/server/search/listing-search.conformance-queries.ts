/** The queries, expected orders and generators the ListingSearch conformance suite runs (listing-search.conformance.ts). */
import fc from 'fast-check';
import type { CustomFilterField, ListingIndex, ListingSearch, ListingSearchQuery, ListingSearchResult, ListingSortBy } from '../../../application/catalog/ports/index.ts';
import { BEHAVIORS, DELIVERIES, FACTIONS, ITEMS, PARTITIONS, PLATFORMS, RARITIES, SELLERS, SERVERS, WOW } from './fixture.ts';

/** What every listing search adapter is: a search and the index that feeds it. */
export type ListingSearchEngine = ListingSearch & ListingIndex;

export const WOW_ITEMS_SCOPE = { gameType: WOW, productType: ITEMS } as const;

/** RECOMMENDED order of wow/items, worked out by hand from the fixture table. */
export const RECOMMENDED_ORDER = ['a04', 'a01', 'a15', 'a13', 'a25', 'a02', 'a23', 'a19', 'a20', 'a24', 'a10', 'a09', 'a27', 'a12', 'a18', 'a11', 'a17', 'a07', 'a08', 'a03', 'a26', 'a14', 'a16', 'a22'];
/** Price ascending, id on ties (a07/a08, a09/a24, a10/a12). */
export const PRICE_ASCENDING = ['a07', 'a08', 'a22', 'a03', 'a16', 'a26', 'a17', 'a14', 'a18', 'a11', 'a09', 'a24', 'a10', 'a12', 'a02', 'a27', 'a20', 'a01', 'a19', 'a23', 'a04', 'a13', 'a25', 'a15'];

export function query(overrides: Partial<ListingSearchQuery> = {}): ListingSearchQuery {
  return { ...WOW_ITEMS_SCOPE, state: 'AVAILABLE', sortBy: 'RECOMMENDED', sortDirection: -1, limit: 100, offset: 0, ...overrides };
}

export async function found(engine: ListingSearchEngine, q: ListingSearchQuery): Promise<ListingSearchResult> {
  const result = await engine.search(q);
  if (result.isErr()) throw new Error(`search failed: ${result.error.code} ${result.error.message}`);
  return result.value;
}

export async function ids(engine: ListingSearchEngine, overrides: Partial<ListingSearchQuery> = {}): Promise<string[]> {
  return (await found(engine, query(overrides))).hits.map((hit) => hit.id);
}

export async function idSet(engine: ListingSearchEngine, overrides: Partial<ListingSearchQuery> = {}): Promise<string[]> {
  return (await ids(engine, overrides)).sort();
}

export const CUSTOM_FILTERS: readonly { field: CustomFilterField; value: string }[] = [
  ...DELIVERIES.map((value) => ({ field: 'deliveryDuration' as const, value })),
  ...BEHAVIORS.map((value) => ({ field: 'purchaseBehavior' as const, value })),
  ...Object.keys(SELLERS).map((value) => ({ field: 'sellerId' as const, value })),
];
export const PRICE_POINTS = [0, 100, 150, 999, 1200, 1500, 2000, 2500, 5000, 9000, 30_000];
export const SORTS: readonly (readonly [ListingSortBy, 1 | -1])[] = [
  ['RECOMMENDED', -1],
  ['RECOMMENDED', 1],
  ['price', 1],
  ['price', -1],
];

/** Random queries without text over the fixture, including an empty partition and contradictory filters. */
export const queryWithoutText: fc.Arbitrary<ListingSearchQuery> = fc
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
