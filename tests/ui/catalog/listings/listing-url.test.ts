import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultListingQuery,
  listingDefaults,
  setCustomFilter,
  setPlatform,
  setPriceRange,
  setSearchText,
  setSmartTagFilter,
  setSort,
  toggleHotSearch,
  withPage,
  type ListingQuery,
} from '../../../../domain/index.ts';
import { filterValueKey, isUnsetValue, type FilterValue } from '../../../../domain/catalog/filter-values.ts';
import { clearedUrl, listingLocationOf, queryFromUrl, toDomainHotSearch, urlForQuery } from '../../../../ui/features/catalog/listings/listing-url.ts';
import { decodeFilters, decodePage, encodeFilters } from '../../../../ui/features/catalog/listings/url-state.ts';
import { listingData, listingPage } from './fixtures.ts';

const data = listingData();
const defaults = listingDefaults(data);
const hotSearches = data.hotSearches.map(toDomainHotSearch);

/** One thing a visitor can do on the page. */
const operation = fc.oneof(
  fc.record({ kind: fc.constant('text' as const), text: fc.string({ maxLength: 20 }) }),
  fc.record({ kind: fc.constant('price' as const), a: fc.integer({ min: 0, max: 100_000 }), b: fc.integer({ min: 0, max: 100_000 }) }),
  fc.record({ kind: fc.constant('sort' as const), option: fc.constantFrom('RECOMMENDED', 'asc', 'desc') }),
  fc.record({ kind: fc.constant('tag' as const), id: fc.constantFrom('F-count', 'F-linked'), value: fc.constantFrom('', '0-24', '250-plus', 'psn', 'xbox') }),
  fc.record({ kind: fc.constant('custom' as const), on: fc.boolean() }),
  fc.record({ kind: fc.constant('platform' as const), value: fc.constantFrom(null, 'pc', 'playstation') }),
  fc.record({ kind: fc.constant('hot' as const), index: fc.integer({ min: 0, max: 1 }) }),
  fc.record({ kind: fc.constant('page' as const), page: fc.integer({ min: 1, max: 40 }) }),
);

type Operation = typeof operation extends fc.Arbitrary<infer O> ? O : never;

function hotSearch(index: number) {
  const found = hotSearches[index];
  if (found === undefined) throw new Error(`no hot search ${index}`);
  return found;
}

function apply(query: ListingQuery, op: Operation): ListingQuery {
  switch (op.kind) {
    case 'text':
      return setSearchText(query, op.text);
    case 'price':
      return setPriceRange(query, [op.a, op.b])._unsafeUnwrap();
    case 'sort':
      return op.option === 'RECOMMENDED' ? setSort(query, 'RECOMMENDED') : setSort(query, 'price', op.option === 'asc' ? 1 : -1);
    case 'tag':
      return setSmartTagFilter(query, op.id, op.id === 'F-linked' && op.value !== '' ? [op.value] : op.value);
    case 'custom':
      return setCustomFilter(query, 'deliveryDuration', op.on ? 'INSTANT' : null);
    case 'platform':
      return setPlatform(query, op.value);
    case 'hot':
      return toggleHotSearch(query, hotSearch(op.index), hotSearches, defaults).query;
    case 'page':
      return withPage(query, op.page);
  }
}

/** Filter values as the domain compares them: '' , [] , null and a missing key all mean nothing selected. */
function canonical(values: Readonly<Record<string, FilterValue>>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).flatMap(([key, value]) => (isUnsetValue(value) ? [] : [[key, filterValueKey(value)]])));
}

/** What the visitor sees of a query: everything but the change counter, with whitespace-only text as none. */
function seen(query: ListingQuery) {
  const { updateFilter: _counter, ...rest } = query;
  return {
    ...rest,
    searchText: query.searchText.trim() === '' ? '' : query.searchText,
    smartTagFilters: canonical(query.smartTagFilters),
    extraFilters: { ...query.extraFilters, customFilters: canonical(query.extraFilters.customFilters) },
  };
}

describe('listing URLs', () => {
  it('encode and decode the f parameter, and read nonsense as no filters', () => {
    const filters = { q: 'rénegade räider 🎮', p: [100, 2500] as const, s: 'pd' as const, t: { a: ['x', 'y'] }, c: { d: null }, pl: '', h: ['H1'] };
    expect(decodeFilters(encodeFilters(filters))).toEqual(filters);
    expect(encodeFilters({ q: '', t: {}, h: [] })).toBe('');
    for (const bad of ['', '%%%', 'bm90IGpzb24', encodeFilters({}) + 'x', btoa('{"p":[5,"a"]}'), 'A'.repeat(5000)]) expect(decodeFilters(bad)).toEqual({});
    expect([decodePage('3'), decodePage('0'), decodePage('-2'), decodePage('2.5'), decodePage(null)]).toEqual([3, 1, 1, 1, 1]);
  });

  it('reads the product type value from the path, not the label the resolver puts in params', () => {
    expect(listingLocationOf(listingPage('/fortnite-accounts/playstation'))).toEqual({ gameType: 'fortnite', productType: 'accounts', hotSearch: 'playstation' });
    expect(listingLocationOf({ ...listingPage('/genshin-impact-smurf-accounts'), params: { gameType: 'genshin-impact', productType: 'Smurf Accounts' } })).toEqual({
      gameType: 'genshin-impact',
      productType: 'smurf-accounts',
    });
    expect(listingLocationOf({ ...listingPage('/fortnite-accounts'), name: 'game' })).toBeNull();
  });

  it('any sequence of visitor changes survives the trip through the URL', () => {
    const location = { gameType: 'fortnite', productType: 'accounts' };
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 8 }), (ops) => {
        const query = ops.reduce(apply, defaultListingQuery('LIST', defaults));
        const url = new URL(urlForQuery(location, '', query, data, 'LIST'), 'https://example.test');
        const page = listingPage(url.pathname + url.search);
        const back = queryFromUrl(listingLocationOf(page) ?? location, page.search, data, 'LIST');
        expect(seen(back)).toEqual(seen(query));
      }),
    );
  });

  it('the plain listing and a bare hot-search page have no f at all', () => {
    const location = { gameType: 'fortnite', productType: 'accounts' };
    const base = defaultListingQuery('LIST', defaults);
    expect(urlForQuery(location, '', base, data, 'LIST')).toBe('/fortnite-accounts');
    const hot = toggleHotSearch(base, hotSearch(1), hotSearches, defaults).query;
    expect(urlForQuery(location, '', hot, data, 'LIST')).toBe('/fortnite-accounts/big-lockers');
    expect(clearedUrl({ ...location, hotSearch: 'big-lockers' }, '?f=abc&x=1', hot, data, 'LIST')).toBe('/fortnite-accounts');
  });
});
