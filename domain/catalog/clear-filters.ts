import type { ListingDefaults, ListingQuery } from './listing-query.ts';
import { listingPath } from './listing-path.ts';

/**
 * Clear filters (spec section 4). The spec says both "page 1" and "removes
 * the query except page and f"; reading: the `page` parameter is kept as a
 * key but set to '1' (when present), so the URL and the query agree and a
 * reload does not bring back the old page, while `f` is kept as it is.
 */

/**
 * Every filter, the sort, the search text, the price range and the hot-search
 * selection back to defaults, on page 1. The page size (view mode) and state
 * stay; `updateFilter` is bumped so the search re-runs.
 */
export function clearFilters(query: ListingQuery, defaults: ListingDefaults): ListingQuery {
  return {
    ...query,
    selectedHotSearches: [],
    searchText: '',
    price: null,
    sortBy: 'RECOMMENDED',
    sortDirection: -1,
    page: 1,
    skip: 0,
    smartTagFilters: defaults.smartTagFilters,
    extraFilters: { customFilters: defaults.customFilters, platform: null, searchFilter: null },
    updateFilter: query.updateFilter + 1,
  };
}

/** The route parameters of a listing page. */
export interface ListingRouteParams {
  readonly gameType: string;
  readonly productType: string;
  readonly hotSearch?: string;
}

/** Where the listing goes after clearing filters. */
export interface ClearedListingUrl<V> {
  /** The route parameters without `hotSearch`. */
  readonly params: { readonly gameType: string; readonly productType: string };
  /** The listing path without the hot-search segment. */
  readonly path: string;
  /** Only `page` (set to '1') and `f` survive. */
  readonly query: Readonly<Record<string, V | '1'>>;
}

/** The URL after "clear filters": no hot-search segment, and no query parameter but `page` and `f`. */
export function clearFiltersUrl<V>(params: ListingRouteParams, query: Readonly<Record<string, V>>): ClearedListingUrl<V> {
  const kept: Record<string, V | '1'> = {};
  if (Object.hasOwn(query, 'page')) kept['page'] = '1';
  if (Object.hasOwn(query, 'f')) {
    const f = query['f'];
    if (f !== undefined) kept['f'] = f;
  }
  return {
    params: { gameType: params.gameType, productType: params.productType },
    path: listingPath(params.gameType, params.productType),
    query: kept,
  };
}
