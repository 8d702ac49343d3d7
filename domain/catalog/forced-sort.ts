import type { ListMode } from './listing-data.ts';
import type { ListingQuery, SortBy, SortDirection } from './listing-query.ts';

/**
 * List modes whose products differ only by price (top-ups, boosts, single
 * products): sorting is forced to price ascending and the filter badge shows 0.
 * The forced sort is applied when a request is built (`effectiveSort`), never
 * stored in the query, so the default query of such a page stays cacheable.
 */
export const FORCED_PRICE_SORT_LIST_MODES: readonly ListMode[] = ['TOPUP_GRID', 'BOOST_GRID', 'SINGLE_PRODUCT'];

/** Whether a list mode forces price-ascending order. */
export function isForcedPriceSort(listMode: ListMode | undefined): boolean {
  return listMode !== undefined && FORCED_PRICE_SORT_LIST_MODES.includes(listMode);
}

/** The sort a search request should use. */
export interface EffectiveSort {
  readonly sortBy: SortBy;
  readonly sortDirection: SortDirection;
}

/** The query's own sort, or price ascending in a forced list mode. */
export function effectiveSort(query: Pick<ListingQuery, 'sortBy' | 'sortDirection'>, listMode: ListMode | undefined): EffectiveSort {
  return isForcedPriceSort(listMode)
    ? { sortBy: 'price', sortDirection: 1 }
    : { sortBy: query.sortBy, sortDirection: query.sortDirection };
}
