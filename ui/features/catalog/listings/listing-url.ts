import {
  clearFilters,
  clearFiltersUrl,
  defaultListingQuery,
  findHotSearchByUrl,
  listingDefaults,
  listingPath,
  parseListingPath,
  setPriceRange,
  toggleHotSearch,
  withPage,
  type CustomFilterValue,
  type HotSearch,
  type ListingDefaults,
  type ListingQuery,
  type SmartTagValue,
  type ViewMode,
} from '../../../../domain/index.ts';
// The catalog's own value comparison ('' = [] = unset), which its index does not re-export.
import { presentString, sameFilterValue } from '../../../../domain/catalog/filter-values.ts';
import type { ListingHotSearch, ListingPageData } from './schemas.ts';
import { SORT_KEYS, decodeFilters, decodePage, encodeFilters, type ListingUrlFilters } from './url-state.ts';

/**
 * A listing URL and the product query it stands for, both ways. The URL is
 * the single source of truth: `/{gameType}-{productType}/{hotSearch?}` names
 * the listing and the hot search chosen last, `page` the page and `f` what the
 * visitor changed on top (see url-state.ts). Reading a URL replays the domain
 * rules — defaults, then each hot search through `toggleHotSearch`, then the
 * visitor's changes — so the query is exactly what clicking there would give.
 */

/** The listing a page shows. */
export interface ListingLocation {
  readonly gameType: string;
  readonly productType: string;
  readonly hotSearch?: string;
}

/** Path and query string of the page shown, as the page model holds them. */
export interface PageUrl {
  readonly name: string;
  readonly pathname: string;
  readonly search: string;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * The listing of a `listing` page. The resolver's params carry the game
 * value but the product type's display label, so the product type value is
 * read back from the path: the first segment minus `{gameType}-`.
 */
export function listingLocationOf(page: PageUrl): ListingLocation | null {
  if (page.name !== 'listing') return null;
  const gameType = page.params['gameType'];
  if (gameType === undefined || gameType === '') return null;
  const path = page.pathname.replace(/\/+$/, '');
  let segment: string;
  try {
    segment = decodeURIComponent(path.split('/')[1] ?? '');
  } catch {
    return null;
  }
  if (!segment.startsWith(`${gameType}-`)) return null;
  const parsed = parseListingPath(path, [segment.slice(gameType.length + 1)]);
  return parsed.isOk() ? parsed.value : null;
}

/** Whether listing data belongs to a location (and not to the page shown before). */
export function dataMatches(data: ListingPageData | null, location: ListingLocation | null): data is ListingPageData {
  return data !== null && location !== null && data.gameType.value === location.gameType && data.selectedProductType.value === location.productType;
}

/** A hot search in the domain's shape (optional texts left out rather than undefined). */
export function toDomainHotSearch(h: ListingHotSearch): HotSearch {
  return {
    _id: h._id,
    url: h.url,
    smartTags: h.smartTags,
    content: h.content,
    ...(h.platformFilter === undefined ? {} : { platformFilter: h.platformFilter }),
    ...(h.searchFilter === undefined ? {} : { searchFilter: h.searchFilter }),
  };
}

export function defaultsOf(data: ListingPageData): ListingDefaults {
  return listingDefaults(data);
}

/** The query with every hot search of `ids` chosen, in order, on top of the defaults. */
function withHotSearches(ids: readonly string[], data: ListingPageData, viewMode: ViewMode): ListingQuery {
  const defaults = defaultsOf(data);
  const all = data.hotSearches.map(toDomainHotSearch);
  let query = defaultListingQuery(viewMode, defaults);
  for (const id of ids) {
    const hotSearch = all.find((h) => h._id === id);
    if (hotSearch !== undefined && !query.selectedHotSearches.includes(id)) query = toggleHotSearch(query, hotSearch, all, defaults).query;
  }
  return query;
}

/** The hot searches a URL selects, in the order they were chosen (the path's last). */
function selectedIds(location: ListingLocation, filters: ListingUrlFilters, data: ListingPageData): string[] {
  const fromPath = location.hotSearch === undefined ? undefined : findHotSearchByUrl(data.hotSearches.map(toDomainHotSearch), location.hotSearch);
  const ids = [...(filters.h ?? []), ...(fromPath === undefined ? [] : [fromPath._id])];
  return ids.filter((id, i) => ids.indexOf(id) === i && data.hotSearches.some((h) => h._id === id));
}

/** The hot search the path names, if it exists on this listing. */
export function pathHotSearch(location: ListingLocation | null, data: ListingPageData | null): ListingHotSearch | null {
  if (location?.hotSearch === undefined || data === null) return null;
  return data.hotSearches.find((h) => h.url === location.hotSearch) ?? null;
}

function searchParams(search: string): URLSearchParams {
  return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
}

/** The product query a listing URL stands for. */
export function queryFromUrl(location: ListingLocation, search: string, data: ListingPageData, viewMode: ViewMode): ListingQuery {
  const params = searchParams(search);
  const filters = decodeFilters(params.get('f'));
  let query = withHotSearches(selectedIds(location, filters, data), data, viewMode);
  const smartTagFilters: Record<string, SmartTagValue> = { ...query.smartTagFilters };
  for (const [id, value] of Object.entries(filters.t ?? {})) smartTagFilters[id] = value;
  const customFilters: Record<string, CustomFilterValue> = { ...query.extraFilters.customFilters };
  for (const [field, value] of Object.entries(filters.c ?? {})) customFilters[field] = value;
  query = {
    ...query,
    searchText: filters.q ?? '',
    smartTagFilters,
    extraFilters: {
      customFilters,
      platform: filters.pl === undefined ? query.extraFilters.platform : presentString(filters.pl),
      searchFilter: filters.sf === undefined ? query.extraFilters.searchFilter : presentString(filters.sf),
    },
    sortBy: filters.s === undefined ? 'RECOMMENDED' : 'price',
    sortDirection: filters.s === SORT_KEYS.priceDescending || filters.s === undefined ? -1 : 1,
  };
  if (filters.p !== undefined) query = setPriceRange(query, filters.p).unwrapOr(query);
  return withPage(query, decodePage(params.get('page')));
}

function changed<V>(current: Readonly<Record<string, V>>, base: Readonly<Record<string, V>>, unset: V): Record<string, V> {
  const out: Record<string, V> = {};
  for (const key of new Set([...Object.keys(current), ...Object.keys(base)])) {
    const value = Object.hasOwn(current, key) ? current[key] : undefined;
    const before = Object.hasOwn(base, key) ? base[key] : undefined;
    if (!sameFilterValue(value as SmartTagValue | CustomFilterValue | undefined, before as SmartTagValue | CustomFilterValue | undefined)) {
      out[key] = value === undefined ? unset : value;
    }
  }
  return out;
}

/** What `f` must say for `query`: its differences from the defaults plus its hot searches. */
export function filtersOf(query: ListingQuery, data: ListingPageData, viewMode: ViewMode): { filters: ListingUrlFilters; pathHotSearch: string | undefined } {
  const known = query.selectedHotSearches.filter((id) => data.hotSearches.some((h) => h._id === id));
  const last = known.at(-1);
  const base = withHotSearches(known, data, viewMode);
  const platform = query.extraFilters.platform === base.extraFilters.platform ? undefined : (query.extraFilters.platform ?? '');
  const searchFilter = query.extraFilters.searchFilter === base.extraFilters.searchFilter ? undefined : (query.extraFilters.searchFilter ?? '');
  const sort = query.sortBy === 'RECOMMENDED' ? undefined : query.sortDirection === 1 ? SORT_KEYS.priceAscending : SORT_KEYS.priceDescending;
  const filters: ListingUrlFilters = {
    ...(query.searchText.trim() === '' ? {} : { q: query.searchText }),
    ...(query.price === null ? {} : { p: query.price }),
    ...(sort === undefined ? {} : { s: sort }),
    t: changed<SmartTagValue>(query.smartTagFilters, base.smartTagFilters, ''),
    c: changed<CustomFilterValue>(query.extraFilters.customFilters, base.extraFilters.customFilters, null),
    ...(platform === undefined ? {} : { pl: platform }),
    ...(searchFilter === undefined ? {} : { sf: searchFilter }),
    h: known.slice(0, -1),
  };
  return { filters, pathHotSearch: last === undefined ? undefined : data.hotSearches.find((h) => h._id === last)?.url };
}

/**
 * The URL that shows `query`. Query parameters other than `page` and `f`
 * (an affiliate code, campaign tags) are kept from `search`.
 */
export function urlForQuery(location: ListingLocation, search: string, query: ListingQuery, data: ListingPageData, viewMode: ViewMode): string {
  const { filters, pathHotSearch: hotSearch } = filtersOf(query, data, viewMode);
  const params = searchParams(search);
  params.delete('page');
  params.delete('f');
  if (query.page > 1) params.set('page', String(query.page));
  const f = encodeFilters(filters);
  if (f !== '') params.set('f', f);
  const qs = params.toString();
  return `${listingPath(location.gameType, location.productType, hotSearch)}${qs === '' ? '' : `?${qs}`}`;
}

/** Where "Clear filters" goes (domain `clearFiltersUrl`): no hot search, no parameter but `page` (as 1) and `f` (now empty). */
export function clearedUrl(location: ListingLocation, search: string, query: ListingQuery, data: ListingPageData, viewMode: ViewMode): string {
  const cleared = clearFilters(query, defaultsOf(data));
  const current: Record<string, string> = Object.fromEntries(searchParams(search));
  const f = encodeFilters(filtersOf(cleared, data, viewMode).filters);
  if (f === '') delete current['f'];
  else current['f'] = f;
  const target = clearFiltersUrl(location, current);
  const qs = new URLSearchParams(target.query).toString();
  return `${target.path}${qs === '' ? '' : `?${qs}`}`;
}
