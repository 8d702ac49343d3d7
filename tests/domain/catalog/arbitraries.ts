import fc from 'fast-check';
import {
  defaultListingQuery,
  setCustomFilter,
  setPlatform,
  setPriceRange,
  setSearchText,
  setSmartTagFilter,
  setSort,
  toggleHotSearch,
  withPage,
  type CustomFilterValue,
  type HotSearch,
  type ListingDefaults,
  type ListingQuery,
  type ListMode,
  type SmartTagValue,
  type ViewMode,
} from '../../../domain/catalog/index.ts';

/** Filter ids, including one that is also an Object.prototype property. */
export const FILTER_IDS = ['rarity', 'server', 'region', 'constructor'] as const;
export const CUSTOM_FIELDS = ['level', 'rank', 'toString'] as const;

export const viewModeArb: fc.Arbitrary<ViewMode> = fc.constantFrom('GRID', 'LIST');
export const forcedModeArb: fc.Arbitrary<ListMode> = fc.constantFrom('TOPUP_GRID', 'BOOST_GRID', 'SINGLE_PRODUCT');
export const plainModeArb: fc.Arbitrary<ListMode | undefined> = fc.constantFrom('GRID', 'LIST', 'ACCOUNTS_TABLE', undefined);

export const smartTagValueArb: fc.Arbitrary<SmartTagValue> = fc.oneof(
  fc.constantFrom('', 'a', 'b', 'c'),
  fc.uniqueArray(fc.constantFrom('a', 'b', 'c'), { maxLength: 3 }),
);

export const customValueArb: fc.Arbitrary<CustomFilterValue> = fc.oneof(
  fc.constantFrom<CustomFilterValue>(null, '', 'x', 'y', 1, 2, true, false),
  fc.uniqueArray(fc.constantFrom('x', 'y'), { maxLength: 2 }),
);

export const defaultsArb: fc.Arbitrary<ListingDefaults> = fc.record({
  smartTagFilters: fc.dictionary(fc.constantFrom(...FILTER_IDS), smartTagValueArb, { maxKeys: 4 }),
  customFilters: fc.dictionary(fc.constantFrom(...CUSTOM_FIELDS), customValueArb, { maxKeys: 3 }),
});

/** A hot search body without its id: some smart tags, maybe a platform, maybe a search filter. */
const hotSearchBodyArb = fc.record({
  smartTags: fc.dictionary(fc.constantFrom(...FILTER_IDS), smartTagValueArb, { maxKeys: 2 }),
  platformFilter: fc.option(fc.constantFrom('pc', 'ps5', ''), { nil: undefined }),
  searchFilter: fc.option(fc.constantFrom('cheap', 'fast', ''), { nil: undefined }),
});

export function hotSearch(
  id: string,
  body: { smartTags: HotSearch['smartTags']; platformFilter?: string | undefined; searchFilter?: string | undefined },
): HotSearch {
  return {
    _id: id,
    url: `hot-${id}`,
    smartTags: body.smartTags,
    ...(body.platformFilter === undefined ? {} : { platformFilter: body.platformFilter }),
    ...(body.searchFilter === undefined ? {} : { searchFilter: body.searchFilter }),
    content: { en: { label: id, description: '', metaTitle: id, metaDescription: '' } },
  };
}

/** A pool of 1–6 hot searches with distinct ids. */
export const hotSearchPoolArb: fc.Arbitrary<HotSearch[]> = fc
  .array(hotSearchBodyArb, { minLength: 1, maxLength: 6 })
  .map((bodies) => bodies.map((b, i) => hotSearch(`h${i}`, b)));

/** Something a visitor does on a listing page; hot searches are named by index into the pool. */
export type Op =
  | { kind: 'hot'; index: number }
  | { kind: 'text'; text: string }
  | { kind: 'price'; range: readonly [number, number] | null }
  | { kind: 'sort'; by: 'RECOMMENDED' | 'price'; direction: -1 | 1 | undefined }
  | { kind: 'tag'; id: string; value: SmartTagValue | undefined }
  | { kind: 'custom'; field: string; value: CustomFilterValue }
  | { kind: 'platform'; platform: string | null }
  | { kind: 'page'; page: number };

export const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('hot' as const), index: fc.nat({ max: 5 }) }),
  fc.record({ kind: fc.constant('text' as const), text: fc.constantFrom('', ' ', 'gold', ' sword ') }),
  fc.record({
    kind: fc.constant('price' as const),
    range: fc.option(fc.tuple(fc.nat({ max: 500 }), fc.nat({ max: 500 })), { nil: null }),
  }),
  fc.record({
    kind: fc.constant('sort' as const),
    by: fc.constantFrom('RECOMMENDED' as const, 'price' as const),
    direction: fc.constantFrom(-1 as const, 1 as const, undefined),
  }),
  fc.record({
    kind: fc.constant('tag' as const),
    id: fc.constantFrom(...FILTER_IDS),
    value: fc.option(smartTagValueArb, { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('custom' as const), field: fc.constantFrom(...CUSTOM_FIELDS), value: customValueArb }),
  fc.record({ kind: fc.constant('platform' as const), platform: fc.constantFrom(null, '', 'pc', 'xbox') }),
  fc.record({ kind: fc.constant('page' as const), page: fc.integer({ min: -2, max: 40 }) }),
);

/** Applies one visitor action. */
export function run(query: ListingQuery, op: Op, pool: readonly HotSearch[], defaults: ListingDefaults): ListingQuery {
  switch (op.kind) {
    case 'hot': {
      const h = pool[op.index % pool.length];
      return h === undefined ? query : toggleHotSearch(query, h, pool, defaults).query;
    }
    case 'text':
      return setSearchText(query, op.text);
    case 'price':
      return setPriceRange(query, op.range)._unsafeUnwrap();
    case 'sort':
      return setSort(query, op.by, op.direction);
    case 'tag':
      return setSmartTagFilter(query, op.id, op.value);
    case 'custom':
      return setCustomFilter(query, op.field, op.value);
    case 'platform':
      return setPlatform(query, op.platform);
    case 'page':
      return withPage(query, op.page);
  }
}

/** A listing situation reached by a random sequence of visitor actions from the default query. */
export interface Scenario {
  viewMode: ViewMode;
  defaults: ListingDefaults;
  pool: HotSearch[];
  query: ListingQuery;
}

export const scenarioArb: fc.Arbitrary<Scenario> = fc
  .record({
    viewMode: viewModeArb,
    defaults: defaultsArb,
    pool: hotSearchPoolArb,
    ops: fc.array(opArb, { maxLength: 12 }),
  })
  .map(({ viewMode, defaults, pool, ops }) => ({
    viewMode,
    defaults,
    pool,
    query: ops.reduce((q, op) => run(q, op, pool, defaults), defaultListingQuery(viewMode, defaults)),
  }));
