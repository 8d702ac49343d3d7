import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultListingQuery,
  findHotSearchByUrl,
  hotSearchesConflict,
  setsPlatform,
  setsSearchFilter,
  toggleHotSearch,
  withPage,
  type HotSearch,
  type ListingDefaults,
  type ListingQuery,
} from '../../../domain/catalog/index.ts';
import { hotSearch, hotSearchPoolArb, scenarioArb } from './arbitraries.ts';

/** A scenario and one hot search of its pool. */
const withHotArb = scenarioArb.chain((s) => fc.nat({ max: s.pool.length - 1 }).map((i) => ({ ...s, hot: s.pool[i] as HotSearch })));

function own<V>(r: Readonly<Record<string, V>>, k: string): V | undefined {
  return Object.hasOwn(r, k) ? r[k] : undefined;
}

function byId(pool: readonly HotSearch[], id: string): HotSearch | undefined {
  return pool.find((h) => h._id === id);
}

/** The filters a hot search puts back to their defaults, as the spec's "restores defaults" reads. */
function expectAtDefaults(query: ListingQuery, hot: HotSearch, defaults: ListingDefaults): void {
  for (const id of Object.keys(hot.smartTags)) expect(own(query.smartTagFilters, id)).toEqual(own(defaults.smartTagFilters, id));
  if (setsPlatform(hot)) expect(query.extraFilters.platform).toBeNull();
  if (setsSearchFilter(hot)) expect(query.extraFilters.searchFilter).toBeNull();
}

describe('choosing a hot search', () => {
  it('selects it, applies its filters, goes to page 1 and navigates to its URL', () => {
    fc.assert(
      fc.property(withHotArb, ({ defaults, pool, query, hot }) => {
        fc.pre(!query.selectedHotSearches.includes(hot._id));
        const { query: next, hotSearchUrl } = toggleHotSearch(query, hot, pool, defaults);
        expect(hotSearchUrl).toBe(hot.url);
        expect(next.selectedHotSearches.at(-1)).toBe(hot._id);
        for (const [id, value] of Object.entries(hot.smartTags)) expect(own(next.smartTagFilters, id)).toEqual(value);
        if (setsPlatform(hot)) expect(next.extraFilters.platform).toBe(hot.platformFilter);
        if (setsSearchFilter(hot)) expect(next.extraFilters.searchFilter).toBe(hot.searchFilter);
        expect(next).toMatchObject({ page: 1, skip: 0, updateFilter: query.updateFilter + 1 });
        // what the visitor typed, priced and sorted stays
        expect([next.searchText, next.price, next.sortBy, next.sortDirection]).toEqual([
          query.searchText,
          query.price,
          query.sortBy,
          query.sortDirection,
        ]);
      }),
    );
  });

  it('replaces a selected hot search that sets the same smart tag, restoring what that one set', () => {
    const defaults = { smartTagFilters: { server: 'eu' }, customFilters: {} };
    const us = hotSearch('us', { smartTags: { server: 'us', rarity: 'a' } });
    const asia = hotSearch('asia', { smartTags: { server: 'asia' } });
    const pool = [us, asia];
    const first = toggleHotSearch(withPage(defaultListingQuery('LIST', defaults), 3), us, pool, defaults).query;
    const second = toggleHotSearch(first, asia, pool, defaults).query;
    expect(second.selectedHotSearches).toEqual(['asia']);
    // server comes from 'asia'; rarity, set only by 'us', is back to its default (none)
    expect(second.smartTagFilters).toEqual({ server: 'asia' });
  });

  it('keeps one platform hot search and one search-filter hot search at a time, next to unrelated ones', () => {
    const defaults = { smartTagFilters: {}, customFilters: {} };
    const pc = hotSearch('pc', { smartTags: {}, platformFilter: 'pc' });
    const ps5 = hotSearch('ps5', { smartTags: {}, platformFilter: 'ps5' });
    const cheap = hotSearch('cheap', { smartTags: {}, searchFilter: 'cheap' });
    const fast = hotSearch('fast', { smartTags: {}, searchFilter: 'fast' });
    const pool = [pc, ps5, cheap, fast];
    let q = defaultListingQuery('GRID', defaults);
    for (const h of [pc, cheap, ps5, fast]) q = toggleHotSearch(q, h, pool, defaults).query;
    expect(q.selectedHotSearches).toEqual(['ps5', 'fast']);
    expect(q.extraFilters).toMatchObject({ platform: 'ps5', searchFilter: 'fast' });
  });

  it('keeps a selected id it cannot look up, since it cannot know what that one set', () => {
    const defaults = { smartTagFilters: {}, customFilters: {} };
    const h = hotSearch('h', { smartTags: { rarity: 'a' } });
    const q = { ...defaultListingQuery('LIST', defaults), selectedHotSearches: ['gone'] };
    expect(toggleHotSearch(q, h, [h], defaults).query.selectedHotSearches).toEqual(['gone', 'h']);
  });
});

describe('choosing a selected hot search again', () => {
  it('removes it, restores the defaults of what it set, and navigates nowhere', () => {
    fc.assert(
      fc.property(withHotArb, ({ defaults, pool, query, hot }) => {
        const selected = query.selectedHotSearches.includes(hot._id) ? query : toggleHotSearch(query, hot, pool, defaults).query;
        const { query: next, hotSearchUrl } = toggleHotSearch(selected, hot, pool, defaults);
        expect(hotSearchUrl).toBeNull();
        expect(next.selectedHotSearches).toEqual(selected.selectedHotSearches.filter((id) => id !== hot._id));
        expectAtDefaults(next, hot, defaults);
        expect(next.page).toBe(1);
      }),
    );
  });

  it('toggled twice from a hot-search-free default query gives that query back, update counter aside', () => {
    fc.assert(
      fc.property(hotSearchPoolArb, fc.constantFrom<ListingDefaults>(
        { smartTagFilters: {}, customFilters: {} },
        { smartTagFilters: { rarity: 'b', server: ['a', 'c'] }, customFilters: { level: 3 } },
      ), (pool, defaults) => {
        const q = defaultListingQuery('GRID', defaults);
        for (const h of pool) {
          const twice = toggleHotSearch(toggleHotSearch(q, h, pool, defaults).query, h, pool, defaults).query;
          expect(twice).toEqual({ ...q, updateFilter: q.updateFilter + 2 });
        }
      }),
    );
  });

  it('toggled twice restores everything but page, the conflicting selections and the filters it and they set', () => {
    fc.assert(
      fc.property(withHotArb, ({ defaults, pool, query, hot }) => {
        fc.pre(!query.selectedHotSearches.includes(hot._id));
        const once = toggleHotSearch(query, hot, pool, defaults).query;
        const twice = toggleHotSearch(once, hot, pool, defaults).query;
        const dropped = query.selectedHotSearches
          .map((id) => byId(pool, id))
          .filter((h): h is HotSearch => h !== undefined && hotSearchesConflict(h, hot));
        const reset = [hot, ...dropped];
        expect(twice.selectedHotSearches).toEqual(query.selectedHotSearches.filter((id) => !dropped.some((h) => h._id === id)));
        for (const h of reset) expectAtDefaults(twice, h, defaults);
        const resetIds = new Set(reset.flatMap((h) => Object.keys(h.smartTags)));
        for (const id of Object.keys({ ...query.smartTagFilters, ...twice.smartTagFilters })) {
          if (!resetIds.has(id)) expect(own(twice.smartTagFilters, id)).toEqual(own(query.smartTagFilters, id));
        }
        if (!reset.some(setsPlatform)) expect(twice.extraFilters.platform).toBe(query.extraFilters.platform);
        if (!reset.some(setsSearchFilter)) expect(twice.extraFilters.searchFilter).toBe(query.extraFilters.searchFilter);
        expect(twice).toMatchObject({
          searchText: query.searchText,
          price: query.price,
          sortBy: query.sortBy,
          sortDirection: query.sortDirection,
          limit: query.limit,
          page: 1,
          skip: 0,
          updateFilter: query.updateFilter + 2,
        });
        expect(twice.extraFilters.customFilters).toEqual(query.extraFilters.customFilters);
        // and once restored, toggling twice again changes nothing but the counter
        const again = toggleHotSearch(toggleHotSearch(twice, hot, pool, defaults).query, hot, pool, defaults).query;
        expect(again).toEqual({ ...twice, updateFilter: twice.updateFilter + 2 });
      }),
    );
  });
});

describe('selection invariant', () => {
  it('after any actions, no two selected hot searches set the same smart tag, both a platform or both a search filter', () => {
    fc.assert(
      fc.property(scenarioArb, ({ pool, query }) => {
        const selected = query.selectedHotSearches.map((id) => byId(pool, id));
        expect(new Set(query.selectedHotSearches).size).toBe(query.selectedHotSearches.length);
        selected.forEach((a, i) =>
          selected.slice(i + 1).forEach((b) => {
            if (a !== undefined && b !== undefined) expect(hotSearchesConflict(a, b)).toBe(false);
          }),
        );
        expect(selected.filter((h) => h !== undefined && setsPlatform(h)).length).toBeLessThanOrEqual(1);
        expect(selected.filter((h) => h !== undefined && setsSearchFilter(h)).length).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('findHotSearchByUrl', () => {
  it('finds the hot search a URL segment names', () => {
    const a = hotSearch('a', { smartTags: {} });
    const b = hotSearch('b', { smartTags: {} });
    expect(findHotSearchByUrl([a, b], 'hot-b')).toBe(b);
    expect(findHotSearchByUrl([a, b], 'hot-c')).toBeUndefined();
  });
});
