import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DISABLE_ISR_SUFFIX,
  defaultListingQuery,
  isDefaultQuery,
  listingDataUrlSuffix,
  listingDefaults,
  rawFilterCount,
  searchUrlSuffix,
  setPriceRange,
  setSort,
  withPage,
  type ListingData,
} from '../../../domain/catalog/index.ts';
import { defaultsArb, scenarioArb, viewModeArb } from './arbitraries.ts';

describe('defaultListingQuery', () => {
  it('is page 1, RECOMMENDED descending, available products, every filter at its default', () => {
    fc.assert(
      fc.property(viewModeArb, defaultsArb, (viewMode, defaults) => {
        const q = defaultListingQuery(viewMode, defaults);
        expect(q).toMatchObject({ page: 1, skip: 0, sortBy: 'RECOMMENDED', sortDirection: -1, state: 'AVAILABLE' });
        expect(q.selectedHotSearches).toEqual([]);
        expect(q.smartTagFilters).toEqual(defaults.smartTagFilters);
        expect(q.extraFilters.customFilters).toEqual(defaults.customFilters);
        expect(isDefaultQuery(q, defaults)).toBe(true);
        expect(searchUrlSuffix(q, defaults)).toBe('');
      }),
    );
  });

  it('takes its defaults from listing data', () => {
    const data: Pick<ListingData, 'smartTagFiltersDefaultValues' | 'customFilters'> = {
      smartTagFiltersDefaultValues: { server: 'eu' },
      customFilters: [
        { field: 'level', value: 10 },
        { field: 'rank', value: null },
      ],
    };
    expect(listingDefaults(data)).toEqual({ smartTagFilters: { server: 'eu' }, customFilters: { level: 10, rank: null } });
  });
});

describe('sort', () => {
  const q = defaultListingQuery('LIST', { smartTagFilters: {}, customFilters: {} });

  it('sorts by price ascending unless descending is asked for', () => {
    expect(setSort(q, 'price')).toMatchObject({ sortBy: 'price', sortDirection: 1 });
    expect(setSort(q, 'price', -1)).toMatchObject({ sortBy: 'price', sortDirection: -1 });
  });

  it('always pairs RECOMMENDED with descending', () => {
    expect(setSort(q, 'RECOMMENDED', 1)).toMatchObject({ sortBy: 'RECOMMENDED', sortDirection: -1 });
  });

  it('returns to page 1 and bumps the update counter', () => {
    const changed = setSort(withPage(q, 4), 'price');
    expect(changed).toMatchObject({ page: 1, skip: 0, updateFilter: q.updateFilter + 1 });
  });
});

describe('setPriceRange', () => {
  const q = defaultListingQuery('LIST', { smartTagFilters: {}, customFilters: {} });

  it('swaps bounds given in the wrong order', () => {
    expect(setPriceRange(q, [50, 10])._unsafeUnwrap().price).toEqual([10, 50]);
  });

  it('refuses negative and non-finite bounds', () => {
    for (const bad of [[-1, 5], [0, Number.NaN], [0, Number.POSITIVE_INFINITY]] as const) {
      expect(setPriceRange(q, bad)._unsafeUnwrapErr().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('disableIsr rule', () => {
  it('appends ?disableIsr=true exactly when the query is not the default one', () => {
    fc.assert(
      fc.property(scenarioArb, ({ defaults, query }) => {
        const isDefault = query.page === 1 && query.selectedHotSearches.length === 0 && rawFilterCount(query, defaults) === 0;
        expect(isDefaultQuery(query, defaults)).toBe(isDefault);
        expect(searchUrlSuffix(query, defaults)).toBe(isDefault ? '' : DISABLE_ISR_SUFFIX);
      }),
    );
  });

  it('ignores page size, the update counter and blank search text', () => {
    const defaults = { smartTagFilters: { server: 'eu' }, customFilters: {} };
    const q = defaultListingQuery('GRID', defaults);
    expect(isDefaultQuery({ ...q, limit: 24, updateFilter: 7, searchText: '  ' }, defaults)).toBe(true);
    expect(isDefaultQuery(withPage(q, 2), defaults)).toBe(false);
    expect(isDefaultQuery({ ...q, selectedHotSearches: ['h1'] }, defaults)).toBe(false);
    expect(isDefaultQuery(setSort(q, 'price'), defaults)).toBe(false);
    expect(isDefaultQuery({ ...q, smartTagFilters: { server: 'us' } }, defaults)).toBe(false);
    expect(searchUrlSuffix(withPage(q, 2), defaults)).toBe('?disableIsr=true');
  });

  it('asks for uncached listing data only for limited visitors', () => {
    expect(listingDataUrlSuffix(true)).toBe('?disableIsr=true');
    expect(listingDataUrlSuffix(false)).toBe('');
  });
});
