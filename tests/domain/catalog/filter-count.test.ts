import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultListingQuery,
  effectiveSort,
  isDefaultQuery,
  isForcedPriceSort,
  selectedFilterCount,
  toggleHotSearch,
  withPage,
  type CustomFilterValue,
  type ListingDefaults,
  type ListingQuery,
  type SmartTagValue,
} from '../../../domain/catalog/index.ts';
import { CUSTOM_FIELDS, FILTER_IDS, forcedModeArb, hotSearch, plainModeArb, scenarioArb, viewModeArb } from './arbitraries.ts';

/** A default value, and a value that selects the same thing written differently. */
const tagDefaults: readonly { value: SmartTagValue | undefined; same: SmartTagValue | undefined }[] = [
  { value: 'a', same: ['a'] },
  { value: ['b', 'c'], same: ['c', 'b', 'c'] },
  { value: undefined, same: '' },
  { value: undefined, same: [] },
  { value: '', same: undefined },
];
const customDefaults: readonly { value: CustomFilterValue | undefined; same: CustomFilterValue | undefined }[] = [
  { value: 'x', same: ['x'] },
  { value: 1, same: 1 },
  { value: undefined, same: null },
  { value: null, same: '' },
];

function record<V>(entries: readonly (readonly [string, V | undefined])[]): Record<string, V> {
  const out: Record<string, V> = {};
  for (const [k, v] of entries) if (v !== undefined) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true });
  return out;
}

/**
 * A query built by hand from known changes, with the count each change is
 * worth: one per changed smart-tag id, one per changed custom field, one each
 * for platform, price, search text, search filter and a non-default sort.
 * Unchanged filters are re-written in equivalent forms, which must count 0.
 */
const countedArb = fc
  .record({
    viewMode: viewModeArb,
    tags: fc.tuple(...FILTER_IDS.map(() => fc.record({ def: fc.constantFrom(...tagDefaults), change: fc.boolean() }))),
    custom: fc.tuple(...CUSTOM_FIELDS.map(() => fc.record({ def: fc.constantFrom(...customDefaults), change: fc.boolean() }))),
    platform: fc.boolean(),
    price: fc.boolean(),
    text: fc.constantFrom('', '   ', 'gold'),
    searchFilter: fc.boolean(),
    sort: fc.constantFrom('none', 'asc', 'desc'),
    page: fc.integer({ min: 1, max: 9 }),
  })
  .map((c) => {
    const defaults: ListingDefaults = {
      smartTagFilters: record(FILTER_IDS.map((id, i) => [id, c.tags[i]?.def.value] as const)),
      customFilters: record(CUSTOM_FIELDS.map((f, i) => [f, c.custom[i]?.def.value] as const)),
    };
    const smartTagFilters = record(FILTER_IDS.map((id, i) => [id, c.tags[i]?.change ? ['z', 'a'] : c.tags[i]?.def.same] as const));
    const customFilters = record(CUSTOM_FIELDS.map((f, i) => [f, c.custom[i]?.change ? 99 : c.custom[i]?.def.same] as const));
    const base = defaultListingQuery(c.viewMode, defaults);
    const query: ListingQuery = withPage(
      {
        ...base,
        smartTagFilters,
        extraFilters: { customFilters, platform: c.platform ? 'pc' : null, searchFilter: c.searchFilter ? 'cheap' : null },
        price: c.price ? [5, 20] : null,
        searchText: c.text,
        sortBy: c.sort === 'none' ? 'RECOMMENDED' : 'price',
        sortDirection: c.sort === 'asc' ? 1 : -1,
      },
      c.page,
    );
    const expected =
      c.tags.filter((t) => t.change).length +
      c.custom.filter((t) => t.change).length +
      Number(c.platform) +
      Number(c.price) +
      Number(c.text === 'gold') +
      Number(c.searchFilter) +
      Number(c.sort !== 'none');
    return { defaults, query, expected };
  });

describe('selectedFilterCount', () => {
  it('counts one per changed smart-tag filter and custom filter, and one each for platform, price, text, search filter and sort', () => {
    fc.assert(
      fc.property(countedArb, plainModeArb, ({ defaults, query, expected }, mode) => {
        expect(selectedFilterCount(query, defaults, mode)).toBe(expected);
      }),
    );
  });

  it('is 0 exactly when the query equals the defaults, page aside', () => {
    fc.assert(
      fc.property(countedArb, plainModeArb, ({ defaults, query, expected }, mode) => {
        expect(selectedFilterCount(query, defaults, mode) === 0).toBe(expected === 0);
        expect(isDefaultQuery(withPage(query, 1), defaults)).toBe(expected === 0);
      }),
    );
  });

  it('counts a multi-select filter once however many values are selected', () => {
    const defaults = { smartTagFilters: {}, customFilters: {} };
    const q = { ...defaultListingQuery('LIST', defaults), smartTagFilters: { rarity: ['a', 'b', 'c'] } };
    expect(selectedFilterCount(q, defaults, 'LIST')).toBe(1);
  });

  it('counts a search-filter hot search once, and a smart-tag hot search once per filter it changes', () => {
    const defaults = { smartTagFilters: { server: 'eu' }, customFilters: {} };
    const q = defaultListingQuery('LIST', defaults);
    const search = hotSearch('s', { smartTags: {}, searchFilter: 'cheap' });
    const tags = hotSearch('t', { smartTags: { server: 'us', rarity: 'a' } });
    // search filter: 1
    expect(selectedFilterCount(toggleHotSearch(q, search, [search], defaults).query, defaults, 'LIST')).toBe(1);
    // server eu → us and rarity unset → a: 2
    expect(selectedFilterCount(toggleHotSearch(q, tags, [tags], defaults).query, defaults, 'LIST')).toBe(2);
  });

  it('is 0 for a selected hot search that only re-selects default values, though the query is not default', () => {
    const defaults = { smartTagFilters: { server: 'eu' }, customFilters: {} };
    const same = hotSearch('same', { smartTags: { server: 'eu' } });
    const q = toggleHotSearch(defaultListingQuery('LIST', defaults), same, [same], defaults).query;
    expect(selectedFilterCount(q, defaults, 'LIST')).toBe(0);
    expect(isDefaultQuery(q, defaults)).toBe(false);
  });
});

describe('forced price sort', () => {
  it('forced list modes always count 0 and sort by price ascending', () => {
    fc.assert(
      fc.property(scenarioArb, forcedModeArb, ({ defaults, query }, mode) => {
        expect(isForcedPriceSort(mode)).toBe(true);
        expect(selectedFilterCount(query, defaults, mode)).toBe(0);
        expect(effectiveSort(query, mode)).toEqual({ sortBy: 'price', sortDirection: 1 });
      }),
    );
  });

  it('other list modes keep the query’s own sort', () => {
    fc.assert(
      fc.property(scenarioArb, plainModeArb, ({ query }, mode) => {
        expect(isForcedPriceSort(mode)).toBe(false);
        expect(effectiveSort(query, mode)).toEqual({ sortBy: query.sortBy, sortDirection: query.sortDirection });
      }),
    );
  });
});
