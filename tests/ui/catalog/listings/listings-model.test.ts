import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import { domainError } from '../../../../domain/index.ts';
import { appStarted } from '../../../../ui/features/shared/app/model.ts';
import {
  $canClearFilters,
  $filterCount,
  $hotSearchChips,
  $offers,
  $query,
  $results,
  $searchDraft,
  $searching,
  $sort,
  $viewMode,
  customFilterToggled,
  filtersCleared,
  hotSearchToggled,
  pageChanged,
  platformChanged,
  priceRangeChanged,
  searchTextChanged,
  smartTagToggled,
  sortChanged,
} from '../../../../ui/features/catalog/listings/model.ts';
import { decodeFilters } from '../../../../ui/features/catalog/listings/url-state.ts';
import { $pendingNavigation } from '../../../../ui/features/shared/page/model.ts';
import { $pageMeta } from '../../../../ui/features/shared/page-meta/model.ts';
import { listingData, listingScope, listingUrl, open } from './fixtures.ts';

/** Where the model asked the router to go, split into path, page and decoded filters. */
function navigation(scope: Parameters<typeof open>[0]) {
  const pending = scope.getState($pendingNavigation);
  if (pending === null) return null;
  const url = new URL(pending.to, 'https://example.test');
  return { to: pending.to, replace: pending.replace, path: url.pathname, page: url.searchParams.get('page'), filters: decodeFilters(url.searchParams.get('f')), query: url.searchParams };
}

describe('listing model: the URL is the state', () => {
  it('reads path, page and f into the query and sends it as the search body', async () => {
    const { scope, api } = listingScope();
    await open(scope, listingUrl('/fortnite-accounts/playstation', { q: 'raider', t: { 'F-count': '250-plus' }, s: 'pa', p: [1500, 4000] }, 2));

    expect(api.requests[0]).toEqual({ method: 'GET', path: '/api/listing-data/fortnite/en/accounts' });
    const [search] = api.searches();
    expect(search?.path).toBe('/api/products/search/fortnite/accounts?disableIsr=true');
    expect(search?.body).toMatchObject({
      listingView: 'LIST',
      routeName: 'listing',
      // platform (from the hot search), a smart tag, a price range, text and a price sort
      selectedFiltersNum: 5,
      listingQuery: {
        selectedHotSearches: ['H-ps'],
        searchText: 'raider',
        price: [1500, 4000],
        sortBy: 'price',
        sortDirection: 1,
        page: 2,
        limit: 24,
        skip: 24,
        state: 'AVAILABLE',
        smartTagFilters: { 'F-count': '250-plus' },
        extraFilters: { customFilters: { deliveryDuration: null }, platform: 'playstation', searchFilter: null },
      },
    });
    expect(scope.getState($query)?.page).toBe(2);
    expect(scope.getState($searchDraft)).toBe('raider');
    expect(scope.getState($offers)?.hits[0]?._id).toBe('offer-24');
  });

  it('asks for the default query without disableIsr, and loads the listing data only once per listing', async () => {
    const { scope, api } = listingScope();
    await open(scope, '/fortnite-accounts');
    await open(scope, '/fortnite-accounts?page=2');
    expect(api.requests.filter((r) => r.method === 'GET')).toHaveLength(1);
    expect(api.searches().map((s) => s.path)).toEqual(['/api/products/search/fortnite/accounts', '/api/products/search/fortnite/accounts?disableIsr=true']);
  });

  it('reads a malformed f or page as the plain listing instead of failing', async () => {
    const { scope, api } = listingScope();
    await open(scope, '/fortnite-accounts?page=abc&f=%%%not-base64');
    expect(api.searches()[0]?.body.listingQuery).toMatchObject({ page: 1, searchText: '', price: null, sortBy: 'RECOMMENDED' });
  });
});

describe('listing model: changes become URLs', () => {
  it('a smart tag, a toggle, the platform and the sort each push a URL that reads back to the change, on page 1', async () => {
    const { scope } = listingScope();
    await open(scope, '/fortnite-accounts?page=3');

    await allSettled(smartTagToggled, { scope, params: { filterId: 'F-linked', value: 'psn' } });
    expect(navigation(scope)).toMatchObject({ path: '/fortnite-accounts', page: null, replace: false, filters: { t: { 'F-linked': ['psn'] } } });

    await allSettled(customFilterToggled, { scope, params: 'deliveryDuration' });
    expect(navigation(scope)?.filters).toEqual({ c: { deliveryDuration: 'INSTANT' } });

    await allSettled(platformChanged, { scope, params: 'pc' });
    expect(navigation(scope)?.filters).toEqual({ pl: 'pc' });

    await allSettled(sortChanged, { scope, params: 'price_desc' });
    expect(navigation(scope)?.filters).toEqual({ s: 'pd' });
  });

  it('selects a second value in a multi-select filter and replaces the value of a single-select one', async () => {
    const { scope } = listingScope();
    await open(scope, listingUrl('/fortnite-accounts', { t: { 'F-linked': ['psn'], 'F-count': '0-24' } }));
    await allSettled(smartTagToggled, { scope, params: { filterId: 'F-linked', value: 'xbox' } });
    expect(navigation(scope)?.filters.t).toEqual({ 'F-linked': ['psn', 'xbox'], 'F-count': '0-24' });
    await allSettled(smartTagToggled, { scope, params: { filterId: 'F-count', value: '250-plus' } });
    expect(navigation(scope)?.filters.t).toEqual({ 'F-linked': ['psn'], 'F-count': '250-plus' });
  });

  it('keeps foreign query parameters and pushes page changes', async () => {
    const { scope } = listingScope();
    await open(scope, '/fortnite-accounts?affiliate=ABC');
    await allSettled(pageChanged, { scope, params: 2 });
    expect(navigation(scope)).toMatchObject({ to: '/fortnite-accounts?affiliate=ABC&page=2', replace: false });
  });

  it('debounces typing into one replace navigation and reports the searched term after the search', async () => {
    const { scope, api } = listingScope();
    await open(scope, '/fortnite-accounts');
    await allSettled(searchTextChanged, { scope, params: 'rai' });
    expect(scope.getState($searchDraft)).toBe('rai');
    await allSettled(searchTextChanged, { scope, params: 'raider' });
    expect(navigation(scope)).toMatchObject({ replace: true, filters: { q: 'raider' } });

    await open(scope, navigation(scope)?.to ?? '');
    expect(api.searches().at(-1)?.body.listingQuery).toMatchObject({ searchText: 'raider', page: 1 });
    expect(api.reported).toEqual([{ term: 'raider', gameType: 'fortnite', productType: 'accounts', resultCount: 50 }]);
    // Page 2 of the same search is not another search term.
    await open(scope, listingUrl('/fortnite-accounts', { q: 'raider' }, 2));
    expect(api.reported).toHaveLength(1);
  });

  it('keeps what is typed while the pages of earlier pauses come back, and sends the newest text again if its write was dropped', async () => {
    // A slow machine: a pause after "S" writes ?q=S; its page has not come back when a pause after "St" writes again
    // (computed on the old page, so the router drops it: the address bar already moved to ?q=S).
    const { scope } = listingScope();
    await open(scope, '/fortnite-accounts');
    await allSettled(searchTextChanged, { scope, params: 'S' });
    const first = navigation(scope)?.to ?? '';
    expect(navigation(scope)?.filters.q).toBe('S');
    await allSettled(searchTextChanged, { scope, params: 'St' });
    expect(navigation(scope)?.filters.q).toBe('St');

    // The page of ?q=S comes back: the box keeps "St" (it showed "S" again before, and the next keystroke
    // appended to that), and the dropped "St" is asked for again from the page now shown.
    await open(scope, first);
    expect(scope.getState($searchDraft)).toBe('St');
    expect(navigation(scope)).toMatchObject({ replace: true, filters: { q: 'St' } });
    await allSettled(searchTextChanged, { scope, params: 'Sta' });
    await open(scope, navigation(scope)?.to ?? '');
    expect(scope.getState($searchDraft)).toBe('Sta');

    // A change the URL makes itself (clear filters) still shows in the box.
    await allSettled(filtersCleared, { scope });
    await open(scope, navigation(scope)?.to ?? '');
    expect(scope.getState($searchDraft)).toBe('');
  });

  it('applies a price range, and a range over every price means any price', async () => {
    const { scope } = listingScope({ total: 50 });
    await open(scope, '/fortnite-accounts');
    await allSettled(priceRangeChanged, { scope, params: [2000, 3000] });
    expect(navigation(scope)?.filters).toEqual({ p: [2000, 3000] });

    await open(scope, navigation(scope)?.to ?? '');
    const facets = scope.getState($results)?.priceFacets;
    await allSettled(priceRangeChanged, { scope, params: [facets?.min ?? 0, facets?.max ?? 0] });
    expect(navigation(scope)?.to).toBe('/fortnite-accounts');
  });

  it('clears filters to the bare listing: no hot search, nothing but page=1 and f kept', async () => {
    const { scope } = listingScope();
    await open(scope, `${listingUrl('/fortnite-accounts/big-lockers', { q: 'raider', s: 'pd' }, 3)}&utm_source=mail`);
    expect(scope.getState($filterCount)).toBe(3);
    await allSettled(filtersCleared, { scope });
    expect(navigation(scope)).toMatchObject({ to: '/fortnite-accounts?page=1', replace: false });
    await open(scope, '/fortnite-accounts?page=1');
    expect(scope.getState($filterCount)).toBe(0);
    expect(scope.getState($searchDraft)).toBe('');
  });
});

describe('listing model: hot searches', () => {
  it('toggles a hot search on (its segment in the path, its platform applied) and off again (defaults back)', async () => {
    const { scope, api } = listingScope();
    await open(scope, listingUrl('/fortnite-accounts', {}, 2));
    expect(scope.getState($hotSearchChips).map((c) => [c.id, c.selected, c.href])).toEqual([
      ['H-ps', false, '/fortnite-accounts/playstation'],
      ['H-big', false, '/fortnite-accounts/big-lockers'],
    ]);

    await allSettled(hotSearchToggled, { scope, params: 'H-ps' });
    expect(navigation(scope)).toMatchObject({ to: '/fortnite-accounts/playstation', replace: false });
    await open(scope, '/fortnite-accounts/playstation');
    expect(api.searches().at(-1)?.body.listingQuery).toMatchObject({ selectedHotSearches: ['H-ps'], page: 1, extraFilters: { platform: 'playstation' } });
    expect(scope.getState($pageMeta)).toEqual({ title: 'Buy Fortnite Accounts: PlayStation', description: 'PlayStation accounts from trusted sellers' });
    expect(scope.getState($hotSearchChips).find((c) => c.id === 'H-ps')).toMatchObject({ selected: true, href: '/fortnite-accounts' });

    await allSettled(hotSearchToggled, { scope, params: 'H-ps' });
    expect(navigation(scope)?.to).toBe('/fortnite-accounts');
    await open(scope, '/fortnite-accounts');
    expect(api.searches().at(-1)?.body.listingQuery).toMatchObject({ selectedHotSearches: [], extraFilters: { platform: null } });
    expect(scope.getState($pageMeta)).toEqual({ title: null, description: null });
  });

  it('keeps two non-conflicting hot searches: the last chosen in the path, the other in f', async () => {
    const { scope, api } = listingScope();
    await open(scope, '/fortnite-accounts/playstation');
    await allSettled(hotSearchToggled, { scope, params: 'H-big' });
    expect(navigation(scope)).toMatchObject({ path: '/fortnite-accounts/big-lockers', filters: { h: ['H-ps'] } });
    await open(scope, navigation(scope)?.to ?? '');
    expect(api.searches().at(-1)?.body.listingQuery).toMatchObject({
      selectedHotSearches: ['H-ps', 'H-big'],
      smartTagFilters: { 'F-count': '250-plus' },
      extraFilters: { platform: 'playstation' },
    });
  });
});

describe('listing model: view mode, page size and forced sort', () => {
  it('lists 24 per page in LIST view and 12 in GRID view', async () => {
    const list = listingScope();
    await open(list.scope, '/fortnite-accounts?page=2');
    expect(list.scope.getState($viewMode)).toBe('LIST');
    expect(list.api.searches()[0]?.body.listingQuery).toMatchObject({ limit: 24, skip: 24 });

    const grid = listingScope({ data: listingData({ gridProductTypes: ['accounts'] }) });
    await open(grid.scope, '/fortnite-accounts?page=2');
    expect(grid.scope.getState($viewMode)).toBe('GRID');
    expect(grid.api.searches()[0]?.body).toMatchObject({ listingView: 'GRID', listingQuery: { limit: 12, skip: 12 } });
  });

  it('forces LIST for a limited visitor even where the game lists a grid', async () => {
    const { scope, api } = listingScope({ data: listingData({ gridProductTypes: ['accounts'] }), values: { 'geo/$geo': { country: 'CN', region: null, city: null } } });
    await open(scope, '/fortnite-accounts');
    expect(scope.getState($viewMode)).toBe('LIST');
    expect(api.requests[0]?.path).toBe('/api/listing-data/fortnite/en/accounts?disableIsr=true');
    expect(api.searches()[0]?.body).toMatchObject({ listingView: 'LIST', listingQuery: { limit: 24 } });
  });

  it.each(['TOPUP_GRID', 'BOOST_GRID', 'SINGLE_PRODUCT'])('sorts %s pages by price ascending whatever the URL says, with a filter count of 0', async (listMode) => {
    const { scope, api } = listingScope({ data: listingData({ listMode, productType: 'top-up' }) });
    await open(scope, listingUrl('/fortnite-top-up', { s: 'pd', q: 'gold' }));
    expect(api.searches()[0]?.body).toMatchObject({ selectedFiltersNum: 0, listingQuery: { sortBy: 'price', sortDirection: 1, searchText: 'gold' } });
    expect(scope.getState($sort)).toEqual({ option: 'price_asc', forced: true });
    expect(scope.getState($filterCount)).toBe(0);
    // The badge says 0, but the search text can still be cleared.
    expect(scope.getState($canClearFilters)).toBe(true);
  });
});

describe('listing model: failures', () => {
  it('keeps the previous results when a search fails (503 or offline), and may search again later', async () => {
    const { scope, api } = listingScope();
    await open(scope, '/fortnite-accounts');
    const before = scope.getState($results);
    expect(before?.hits).toHaveLength(24);

    api.failSearches = domainError('UNAVAILABLE', 'search engine down');
    await open(scope, '/fortnite-accounts?page=2');
    expect(scope.getState($results)).toEqual(before);
    expect(scope.getState($searching)).toBe(false);

    api.failSearches = null;
    await open(scope, '/fortnite-accounts?page=2');
    expect(scope.getState($results)?.hits[0]?._id).toBe('offer-24');
  });
});

describe('listing model on the server', () => {
  it('waits for the request language: loads the German data after appStarted and sets the hot search meta', async () => {
    const { scope, api } = listingScope({ server: true });
    await open(scope, '/fortnite-accounts/playstation');
    expect(api.requests).toEqual([]);
    await allSettled(appStarted, { scope, params: { url: '/fortnite-accounts/playstation', cookies: { locale: 'de' }, language: 'de', origin: 'https://example.test' } });
    expect(api.requests[0]?.path).toBe('/api/listing-data/fortnite/de/accounts');
    expect(scope.getState($pageMeta)).toEqual({ title: 'Fortnite-Konten kaufen: PlayStation', description: 'PlayStation-Konten von geprüften Verkäufern' });
    expect(scope.getState($offers)?.hits).toHaveLength(24);
  });
});
