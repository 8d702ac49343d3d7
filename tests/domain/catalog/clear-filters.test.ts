import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  clearFiltersUrl,
  defaultListingQuery,
  isDefaultQuery,
  listingPath,
  selectedFilterCount,
} from '../../../domain/catalog/index.ts';
import { plainModeArb, scenarioArb } from './arbitraries.ts';

describe('clearFilters', () => {
  it('always gives the default query: no filters, RECOMMENDED, page 1, no hot search', () => {
    fc.assert(
      fc.property(scenarioArb, plainModeArb, ({ viewMode, defaults, query }, mode) => {
        const cleared = clearFilters(query, defaults);
        expect(isDefaultQuery(cleared, defaults)).toBe(true);
        expect(selectedFilterCount(cleared, defaults, mode)).toBe(0);
        // the same as a fresh listing, keeping page size and bumping the update counter
        expect(cleared).toEqual({ ...defaultListingQuery(viewMode, defaults), updateFilter: query.updateFilter + 1 });
      }),
    );
  });
});

const paramValue = fc.oneof(fc.string({ maxLength: 4 }), fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }));
const queryParams = fc.dictionary(fc.constantFrom('page', 'f', 'search', 'sort', 'redirect', 'affiliate', 'price'), paramValue);
const slug = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/);

describe('clearFiltersUrl', () => {
  it('drops the hot-search segment and every query parameter but page (reset to 1) and f', () => {
    fc.assert(
      fc.property(slug, slug, fc.option(slug, { nil: undefined }), queryParams, (gameType, productType, hot, query) => {
        const params = hot === undefined ? { gameType, productType } : { gameType, productType, hotSearch: hot };
        const url = clearFiltersUrl(params, query);
        expect(url.params).toEqual({ gameType, productType });
        expect(url.path).toBe(listingPath(gameType, productType));
        const expected: Record<string, unknown> = {};
        if ('page' in query) expected['page'] = '1';
        if ('f' in query) expected['f'] = query['f'];
        expect(url.query).toEqual(expected);
      }),
    );
  });

  it('matches the hand-written example', () => {
    const url = clearFiltersUrl(
      { gameType: 'genshin-impact', productType: 'currency', hotSearch: 'cheap-primogems' },
      { page: '4', f: 'abc', search: 'gold', redirect: '/x' },
    );
    expect(url).toEqual({
      params: { gameType: 'genshin-impact', productType: 'currency' },
      path: '/genshin-impact-currency',
      query: { page: '1', f: 'abc' },
    });
  });
});
