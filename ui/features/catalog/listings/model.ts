import { combine, createEffect, createEvent, createStore, sample, type Unit } from 'effector';
import type { SearchTermReport } from '../../../../application/shopping/ports/search-term-reporter.ts';
import {
  effectiveSort,
  isForcedPriceSort,
  isVisitorLimited,
  rawFilterCount,
  listingDataUrlSuffix,
  selectedFilterCount,
  setCustomFilter,
  setPlatform,
  setPriceRange,
  setSearchText,
  setSmartTagFilter,
  setSort,
  toggleHotSearch,
  viewModeFor,
  withPage,
  type DomainError,
  type ListingQuery,
  type PriceRange,
  type ViewMode,
} from '../../../../domain/index.ts';
import { sameFilterValue } from '../../../../domain/catalog/filter-values.ts';
import { apiEffect } from '../../shared/api/model.ts';
import { appStarted } from '../../shared/app/model.ts';
import { $limits } from '../../shared/geo/model.ts';
import { $language } from '../../shared/language/model.ts';
import { $page, navigationRequested, pageResolved, type CurrentPage } from '../../shared/page/model.ts';
import { $pageMeta } from '../../shared/page-meta/model.ts';
import {
  clearedUrl,
  dataMatches,
  defaultsOf,
  listingLocationOf,
  pathHotSearch,
  queryFromUrl,
  toDomainHotSearch,
  urlForQuery,
  type ListingLocation,
} from './listing-url.ts';
import { ListingDataSchema, SearchAnswerSchema, type ListingPageData, type Offer, type PriceFacets } from './schemas.ts';
import { searchPath, searchRequestFor, type SearchRequest } from './search-request.ts';

/*
 * The listing page (spec sections 3, 4, 7): `/{gameType}-{productType}/{hotSearch?}?page=&f=`.
 * The URL is the only state: every filter, the sort, the text, the page and
 * the hot searches are read from it (listing-url.ts), so Back, Forward and a
 * shared link show the same view. A visitor's change computes the next query
 * with the domain's rules and asks for its URL (`navigationRequested`); the
 * resolved page then loads the listing data (once per listing and language)
 * and runs the search. The same chain runs on the server, where `renderPage`
 * awaits it before rendering, so the first view arrives with its offers.
 */

/** Quiet time after the last keystroke before a typed search runs. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Quiet time after the last slider move before the price range applies. */
export const PRICE_DEBOUNCE_MS = 300;

/** The sort choices of the select. */
export type SortOption = 'RECOMMENDED' | 'price_asc' | 'price_desc';

// ---------------------------------------------------------------------------
// Effects

/** GET /api/listing-data/:gameType/:language/:productType (`?disableIsr=true` for limited visitors). */
export const fetchListingDataFx = apiEffect(
  (r: { readonly location: ListingLocation; readonly language: string; readonly limited: boolean }) => ({
    method: 'GET' as const,
    path: `/api/listing-data/${encodeURIComponent(r.location.gameType)}/${encodeURIComponent(r.language)}/${encodeURIComponent(r.location.productType)}${listingDataUrlSuffix(r.limited)}`,
  }),
  ListingDataSchema,
);

/** POST /api/products/search/:gameType/:productType. */
export const searchProductsFx = apiEffect((r: SearchRequest) => ({ method: 'POST' as const, path: searchPath(r), body: r.body }), SearchAnswerSchema);

/** Sends `searchTerm` over the live channel after a search with text (bound in the browser; nothing on the server). */
export const reportSearchTermFx = createEffect<SearchTermReport, void, DomainError>(() => undefined);

/** Waits out the typing pause; resolves with the text it was started for. */
export const searchDebounceFx = createEffect<string, string>((text) => new Promise((resolve) => setTimeout(() => resolve(text), SEARCH_DEBOUNCE_MS)));

/** Waits out the slider pause; resolves with the range it was started for. */
export const priceDebounceFx = createEffect<PriceRange | null, PriceRange | null>(
  (range) => new Promise((resolve) => setTimeout(() => resolve(range), PRICE_DEBOUNCE_MS)),
);

// ---------------------------------------------------------------------------
// Events (what the visitor did)

export const searchTextChanged = createEvent<string>();
/** Enter in the search box: search now, without waiting for the pause. */
export const searchSubmitted = createEvent();
/** A slider thumb was released (or moved by keyboard); null is "any price". */
export const priceRangeChanged = createEvent<PriceRange | null>();
export const sortChanged = createEvent<SortOption>();
export const smartTagToggled = createEvent<{ readonly filterId: string; readonly value: string }>();
export const customFilterToggled = createEvent<string>();
export const platformChanged = createEvent<string | null>();
export const hotSearchToggled = createEvent<string>();
export const pageChanged = createEvent<number>();
export const filtersCleared = createEvent();

// ---------------------------------------------------------------------------
// The listing shown and its data

/** True once the request context (the page language) is known: after `appStarted` on the server, always in the browser. */
const $contextReady = createStore(false, { sid: 'listings/$contextReady' }).on(appStarted, () => true);

/** The listing the current page names, or null on other pages. */
export const $location = $page.map((page) => listingLocationOf(page));

const $loadedData = createStore<ListingPageData | null>(null, { sid: 'listings/$loadedData' });
const $loadedLanguage = createStore<string | null>(null, { sid: 'listings/$loadedLanguage' });
/** The catalogue code of a failed listing-data load for the listing shown (e.g. PRODUCT_TYPE_NOT_FOUND). */
export const $listingError = createStore<string | null>(null, { sid: 'listings/$listingError' });

/** The data of the listing shown (null while another listing's data is still held). */
export const $listingData = combine($loadedData, $location, (data, location) => (dataMatches(data, location) ? data : null));

/** GRID or LIST by the domain rule; limited visitors (geo) always get LIST. */
export const $viewMode = combine($listingData, $limits, (data, limits): ViewMode | null =>
  data === null ? null : viewModeFor({ productType: data.selectedProductType, game: data.gameType, visitorLimited: isVisitorLimited(limits) }),
);

/** The product query the URL stands for; null until the listing's data is there. */
export const $query = combine($page, $location, $listingData, $viewMode, (page, location, data, viewMode): ListingQuery | null =>
  location === null || data === null || viewMode === null ? null : queryFromUrl(location, page.search, data, viewMode),
);

const listingShown = createEvent<{ readonly location: ListingLocation; readonly language: string }>();
/** The data for the listing shown is in place: apply its meta and search. */
const listingReady = createEvent();
const searchRequested = createEvent();

function shownListing(page: CurrentPage): ListingLocation | undefined {
  return page.status < 400 ? (listingLocationOf(page) ?? undefined) : undefined;
}

// In the browser every resolved listing page loads; on the server the first
// `pageResolved` comes before the request's language is known, so `appStarted` starts it there.
sample({
  clock: pageResolved,
  source: { ready: $contextReady, language: $language },
  filter: ({ ready }, page) => ready && shownListing(page) !== undefined,
  fn: ({ language }, page) => ({ location: shownListing(page) as ListingLocation, language }),
  target: listingShown,
});
sample({
  clock: appStarted,
  source: $page,
  filter: (page) => shownListing(page) !== undefined,
  fn: (page, context) => ({ location: shownListing(page) as ListingLocation, language: context.language }),
  target: listingShown,
});

const $heldData = combine($loadedData, $loadedLanguage, (data, language) => ({ data, language }));
sample({ clock: listingShown, fn: () => null, target: $listingError });
sample({
  clock: listingShown,
  source: $heldData,
  filter: ({ data, language }, shown) => dataMatches(data, shown.location) && language === shown.language,
  target: listingReady,
});
sample({
  clock: listingShown,
  source: { held: $heldData, limits: $limits },
  filter: ({ held }, shown) => !(dataMatches(held.data, shown.location) && held.language === shown.language),
  fn: ({ limits }, shown) => ({ ...shown, limited: isVisitorLimited(limits) }),
  target: fetchListingDataFx,
});
$loadedData.on(fetchListingDataFx.done, (_, { result }) => result);
$loadedLanguage.on(fetchListingDataFx.done, (_, { params }) => params.language);
sample({
  clock: fetchListingDataFx.done,
  source: $location,
  filter: (location, { result }) => dataMatches(result, location),
  target: listingReady,
});
sample({
  clock: fetchListingDataFx.fail,
  source: $location,
  filter: (location, { params }) => location !== null && location.gameType === params.location.gameType && location.productType === params.location.productType,
  fn: (_, { error }) => error.code,
  target: $listingError,
});

// ---------------------------------------------------------------------------
// Head meta: an active hot search brings its own title and description

/** The hot search the path names, in the page language. */
export const $activeHotSearch = combine($location, $listingData, $language, (location, data, language) => {
  const hotSearch = pathHotSearch(location, data);
  if (hotSearch === null) return null;
  const content = hotSearch.content[language] ?? hotSearch.content['en'] ?? Object.values(hotSearch.content)[0];
  return content === undefined ? null : { id: hotSearch._id, ...content };
});

sample({
  clock: listingReady,
  source: $activeHotSearch,
  filter: (hotSearch) => hotSearch !== null,
  fn: (hotSearch) => ({ title: hotSearch?.metaTitle ?? null, description: hotSearch?.metaDescription ?? null }),
  target: $pageMeta,
});

// ---------------------------------------------------------------------------
// Searching: the URL → search effect, newest request wins

interface ShownResults {
  readonly key: string;
  readonly gameType: string;
  readonly productType: string;
  readonly page: number;
  readonly limit: number;
  readonly hits: readonly Offer[];
  readonly total: number;
  readonly priceFacets: PriceFacets | null;
}

/** The last search asked for; its answer is the only one shown. */
const $requestedKey = createStore<string | null>(null, { sid: 'listings/$requestedKey' });
/** The results on screen. A failed search leaves them as they were (spec section 8: search failures are ignored). */
export const $results = createStore<ShownResults | null>(null, { sid: 'listings/$results' });

const $searchRequest = combine($page, $location, $query, $listingData, $viewMode, (page, location, query, data, viewMode): SearchRequest | null =>
  location === null || query === null || data === null || viewMode === null
    ? null
    : searchRequestFor({ location, query, data, viewMode, f: new URLSearchParams(page.search).get('f') }),
);

sample({ clock: listingReady, target: searchRequested });
// A view-mode change (the visitor's geo arrived) changes the page size: search again.
sample({ clock: $viewMode.updates, filter: (mode) => mode !== null, target: searchRequested });

const searchStarted = sample({
  clock: searchRequested,
  source: { request: $searchRequest, requested: $requestedKey },
  filter: ({ request, requested }) => request !== null && request.key !== requested,
  fn: ({ request }) => request as SearchRequest,
});
sample({ clock: searchStarted, fn: (request) => request.key, target: $requestedKey });
sample({ clock: searchStarted, target: searchProductsFx });

const currentAnswer = sample({
  clock: searchProductsFx.done,
  source: $requestedKey,
  filter: (key, { params }) => key === params.key,
  fn: (_, { params, result }): ShownResults => ({
    key: params.key,
    gameType: params.gameType,
    productType: params.productType,
    page: params.body.listingQuery.page,
    limit: params.body.listingQuery.limit,
    hits: result.hits,
    total: result.estimatedTotalHits,
    priceFacets: result.priceFacets,
  }),
});
sample({ clock: currentAnswer, target: $results });
// A failed search (503, offline) is silent: the previous results stay, and the same search may run again.
sample({
  clock: searchProductsFx.fail,
  source: { key: $requestedKey, results: $results },
  filter: ({ key }, { params }) => key === params.key,
  fn: ({ results }) => results?.key ?? null,
  target: $requestedKey,
});

/** A search is under way for the page shown. */
export const $searching = combine($requestedKey, $results, (requested, results) => requested !== null && requested !== results?.key);

/** The offers of the listing shown; null while the first search for it runs. */
export const $offers = combine($results, $location, (results, location) =>
  results !== null && location !== null && results.gameType === location.gameType && results.productType === location.productType ? results : null,
);

// After a search with text, tell the server what was searched (once per term, not again for page 2).
const $reportedTerm = createStore<string | null>(null, { sid: 'listings/$reportedTerm', serialize: 'ignore' });
const termSearched = sample({
  clock: searchProductsFx.done,
  source: { key: $requestedKey, reported: $reportedTerm },
  filter: ({ key, reported }, { params }) =>
    key === params.key && params.body.listingQuery.searchText.trim() !== '' && reported !== termKey(params),
  fn: (_, { params, result }): SearchTermReport => ({
    term: params.body.listingQuery.searchText.trim(),
    gameType: params.gameType,
    productType: params.productType,
    resultCount: result.estimatedTotalHits,
  }),
});
function termKey(request: SearchRequest): string {
  return JSON.stringify([request.gameType, request.productType, request.body.listingQuery.searchText.trim()]);
}
sample({ clock: termSearched, fn: (t) => JSON.stringify([t.gameType, t.productType, t.term]), target: $reportedTerm });
sample({ clock: termSearched, target: reportSearchTermFx });

// ---------------------------------------------------------------------------
// The visitor's changes → the next URL

const $urlContext = combine({ page: $page, location: $location, data: $listingData, viewMode: $viewMode, query: $query });

type UrlContext = {
  readonly page: CurrentPage;
  readonly location: ListingLocation;
  readonly data: ListingPageData;
  readonly viewMode: ViewMode;
  readonly query: ListingQuery;
};

function complete(ctx: { page: CurrentPage; location: ListingLocation | null; data: ListingPageData | null; viewMode: ViewMode | null; query: ListingQuery | null }): UrlContext | null {
  const { page, location, data, viewMode, query } = ctx;
  return location === null || data === null || viewMode === null || query === null ? null : { page, location, data, viewMode, query };
}

/** Navigates to the URL of `change(query)`; a change that yields null, or the URL already shown, goes nowhere. */
function navigateOn<T>(clock: Unit<T>, change: (query: ListingQuery, payload: T, ctx: UrlContext) => ListingQuery | string | null, replace = false) {
  const to = sample({
    clock,
    source: $urlContext,
    fn: (raw, payload): string | null => {
      const ctx = complete(raw);
      if (ctx === null) return null;
      const next = change(ctx.query, payload, ctx);
      if (next === null) return null;
      const url = typeof next === 'string' ? next : urlForQuery(ctx.location, ctx.page.search, next, ctx.data, ctx.viewMode);
      return url === ctx.page.pathname + ctx.page.search ? null : url;
    },
  });
  sample({ clock: to.filterMap((url) => url ?? undefined), fn: (url) => ({ to: url, replace }), target: navigationRequested });
}

// Search text: the box follows the keyboard at once; the URL follows after a pause (or Enter).
export const $searchDraft = createStore('', { sid: 'listings/$searchDraft' }).on(searchTextChanged, (_, text) => text);
/** The text last sent to the URL, so the URL coming back does not overwrite what was typed since. */
const $committedText = createStore('', { sid: 'listings/$committedText' });
sample({ clock: searchTextChanged, target: searchDebounceFx });
const textSettled = sample({ clock: searchDebounceFx.doneData, source: $searchDraft, filter: (draft, text) => draft === text, fn: (draft) => draft });
const textSubmitted = sample({ clock: searchSubmitted, source: $searchDraft });
sample({ clock: [textSettled, textSubmitted], target: $committedText });
navigateOn(textSettled, (query, text) => (query.searchText === text ? null : setSearchText(query, text)), true);
navigateOn(textSubmitted, (query, text) => (query.searchText === text ? null : setSearchText(query, text)));
// The URL changed the text itself (Back, clear filters, another listing): the box shows it.
sample({
  clock: $query.updates,
  source: $committedText,
  filter: (committed, query) => query !== null && query.searchText !== committed,
  fn: (_, query) => query?.searchText ?? '',
  target: [$searchDraft, $committedText],
});

// Price range: whole-range selections mean "any price"; the URL follows after a pause.
/** The range being applied (after a thumb moved, before the URL has it); null when none is pending. */
export const $priceDraft = createStore<{ readonly range: PriceRange | null } | null>(null, { sid: 'listings/$priceDraft', serialize: 'ignore' });
const priceChosen = sample({
  clock: priceRangeChanged,
  source: $results,
  fn: (results, range): PriceRange | null => {
    const facets = results?.priceFacets;
    if (range === null || facets === null || facets === undefined) return range;
    return range[0] <= facets.min && range[1] >= facets.max ? null : range;
  },
});
sample({ clock: priceChosen, fn: (range) => ({ range }), target: $priceDraft });
sample({ clock: priceChosen, target: priceDebounceFx });
const priceSettled = sample({
  clock: priceDebounceFx.doneData,
  source: $priceDraft,
  filter: (draft, range) => draft !== null && draft.range === range,
  fn: (_, range) => range,
});
navigateOn(priceSettled, (query, range) => {
  const same = range === null ? query.price === null : query.price !== null && query.price[0] === range[0] && query.price[1] === range[1];
  return same ? null : setPriceRange(query, range).unwrapOr(null);
});
$priceDraft.reset($query.updates);

navigateOn(sortChanged, (query, option) => (option === 'RECOMMENDED' ? setSort(query, 'RECOMMENDED') : setSort(query, 'price', option === 'price_asc' ? 1 : -1)));

navigateOn(smartTagToggled, (query, { filterId, value }, { data }) => {
  const filter = data.smartTagFilters.find((f) => f._id === filterId);
  if (filter === undefined) return null;
  const current = Object.hasOwn(query.smartTagFilters, filterId) ? query.smartTagFilters[filterId] : undefined;
  const selected = current === undefined ? [] : typeof current === 'string' ? (current === '' ? [] : [current]) : [...current];
  if (filter.multiSelect) {
    return setSmartTagFilter(query, filterId, selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  }
  return setSmartTagFilter(query, filterId, selected.includes(value) ? '' : value);
});

navigateOn(customFilterToggled, (query, field, { data }) => {
  const filter = data.customFilters.find((f) => f.field === field);
  if (filter === undefined) return null;
  const current = Object.hasOwn(query.extraFilters.customFilters, field) ? query.extraFilters.customFilters[field] : undefined;
  return setCustomFilter(query, field, sameFilterValue(current, filter.applies) ? null : filter.applies);
});

navigateOn(platformChanged, (query, platform) => setPlatform(query, platform));

navigateOn(hotSearchToggled, (query, id, { data }) => {
  const all = data.hotSearches.map(toDomainHotSearch);
  const hotSearch = all.find((h) => h._id === id);
  return hotSearch === undefined ? null : toggleHotSearch(query, hotSearch, all, defaultsOf(data)).query;
});

navigateOn(pageChanged, (query, page) => withPage(query, page));

navigateOn(filtersCleared, (query, _, { location, page, data, viewMode }) => clearedUrl(location, page.search, query, data, viewMode));

// ---------------------------------------------------------------------------
// What the page shows

/** Game, product type and the active hot search's texts for the header. */
export const $listingHeader = combine($listingData, $activeHotSearch, (data, hotSearch) =>
  data === null ? null : { game: data.gameType.label, productType: data.selectedProductType.label, hotSearch },
);

/** The filter badge (domain rule: 0 in forced price-sort list modes). */
export const $filterCount = combine($query, $listingData, (query, data) =>
  query === null || data === null ? 0 : selectedFilterCount(query, defaultsOf(data), data.selectedProductType.listMode),
);

/** Whether "Clear filters" has anything to clear: a filter, the sort, the text or a hot search (even where the badge shows 0). */
export const $canClearFilters = combine($query, $listingData, (query, data) =>
  query === null || data === null ? false : query.selectedHotSearches.length > 0 || rawFilterCount(query, defaultsOf(data)) > 0,
);

/** The sort the select shows, and whether the list mode forces price ascending. */
export const $sort = combine($query, $listingData, (query, data) => {
  if (query === null || data === null) return { option: 'RECOMMENDED' as SortOption, forced: false };
  const listMode = data.selectedProductType.listMode;
  const sort = effectiveSort(query, listMode);
  const option: SortOption = sort.sortBy === 'RECOMMENDED' ? 'RECOMMENDED' : sort.sortDirection === 1 ? 'price_asc' : 'price_desc';
  return { option, forced: isForcedPriceSort(listMode) };
});

/** The smart-tag filter groups with their options and which are selected. */
export const $smartTagGroups = combine($query, $listingData, (query, data) => {
  if (query === null || data === null) return [];
  return data.smartTagFilters
    .map((filter) => {
      const current = Object.hasOwn(query.smartTagFilters, filter._id) ? query.smartTagFilters[filter._id] : undefined;
      const selected = current === undefined ? [] : typeof current === 'string' ? [current] : current;
      return {
        id: filter._id,
        label: filter.label,
        multiSelect: filter.multiSelect,
        options: data.smartTags.filter((tag) => tag.filterId === filter._id).map((tag) => ({ value: tag.value, label: tag.label, selected: selected.includes(tag.value) })),
      };
    })
    .filter((group) => group.options.length > 0);
});

/** The custom filter toggles and whether each is on. */
export const $customFilters = combine($query, $listingData, (query, data) =>
  query === null || data === null
    ? []
    : data.customFilters.map((filter) => {
        const current = Object.hasOwn(query.extraFilters.customFilters, filter.field) ? query.extraFilters.customFilters[filter.field] : undefined;
        return { field: filter.field, label: filter.label, on: sameFilterValue(current, filter.applies) };
      }),
);

/** The platforms to choose from and the one chosen (null: all). */
export const $platforms = combine($query, $listingData, (query, data) => ({
  options: data?.platformTypes.map((p) => ({ value: p.value, label: p.label })) ?? [],
  selected: query?.extraFilters.platform ?? null,
}));

/** Hot-search chips: label, whether chosen, and the URL choosing it leads to (a real link for crawlers). */
export const $hotSearchChips = combine($urlContext, $language, (raw, language) => {
  const ctx = complete(raw);
  if (ctx === null) return [];
  const all = ctx.data.hotSearches.map(toDomainHotSearch);
  const defaults = defaultsOf(ctx.data);
  return ctx.data.hotSearches.map((h) => {
    const content = h.content[language] ?? h.content['en'] ?? Object.values(h.content)[0];
    const next = toggleHotSearch(ctx.query, all.find((x) => x._id === h._id) ?? toDomainHotSearch(h), all, defaults).query;
    return {
      id: h._id,
      label: content?.label ?? h.url,
      selected: ctx.query.selectedHotSearches.includes(h._id),
      href: urlForQuery(ctx.location, ctx.page.search, next, ctx.data, ctx.viewMode),
    };
  });
});

/** The price slider: the facets' spread, the range shown (pending, chosen or all), all in USD cents. */
export const $priceSlider = combine($offers, $query, $priceDraft, (results, query, draft) => {
  const facets = results?.priceFacets ?? null;
  if (facets === null || query === null || !(facets.max > facets.min)) return null;
  const chosen = draft === null ? query.price : draft.range;
  const range: PriceRange = chosen === null ? [facets.min, facets.max] : [Math.max(facets.min, chosen[0]), Math.min(facets.max, chosen[1])];
  return { facets, range, active: chosen !== null };
});

/** One entry of the pagination bar. */
export type PageLink = { readonly kind: 'page'; readonly page: number; readonly href: string; readonly current: boolean } | { readonly kind: 'gap'; readonly key: string };

/** Pages around the current one shown in the bar, on each side. */
const PAGE_WINDOW = 2;

/** The pagination bar: previous / next and a window of pages with the first and last, each with its URL. */
export const $pagination = combine($offers, $urlContext, (results, raw) => {
  const ctx = complete(raw);
  if (results === null || ctx === null) return null;
  const pages = Math.max(1, Math.min(1000, Math.ceil(results.total / Math.max(1, results.limit))));
  const current = ctx.query.page;
  const href = (n: number) => urlForQuery(ctx.location, ctx.page.search, withPage(ctx.query, n), ctx.data, ctx.viewMode);
  const shown = [...new Set([1, pages, ...Array.from({ length: PAGE_WINDOW * 2 + 1 }, (_, i) => current - PAGE_WINDOW + i)])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  const links: PageLink[] = [];
  for (const [i, n] of shown.entries()) {
    const before = shown[i - 1];
    if (before !== undefined && n - before > 1) links.push({ kind: 'gap', key: `gap-${n}` });
    links.push({ kind: 'page', page: n, href: href(n), current: n === current });
  }
  return {
    page: current,
    pages,
    links,
    previous: current > 1 ? { page: current - 1, href: href(current - 1) } : null,
    next: current < pages ? { page: current + 1, href: href(current + 1) } : null,
  };
});
