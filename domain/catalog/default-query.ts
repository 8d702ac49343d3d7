import { rawFilterCount } from './filter-count.ts';
import type { ListingDefaults, ListingQuery } from './listing-query.ts';

/**
 * Whether a listing query is the default one that pages are pre-rendered for
 * (spec section 7): no filter or sort away from its default, page 1 and no hot
 * search. Page size, skip, state and the `updateFilter` counter do not matter.
 */
export function isDefaultQuery(query: ListingQuery, defaults: ListingDefaults): boolean {
  return query.page === 1 && query.selectedHotSearches.length === 0 && rawFilterCount(query, defaults) === 0;
}

/** The query string that makes the server bypass its incremental static regeneration cache. */
export const DISABLE_ISR_SUFFIX = '?disableIsr=true';

/** What to append to the product-search URL: nothing for the default query, which may be served from cache. */
export function searchUrlSuffix(query: ListingQuery, defaults: ListingDefaults): '' | typeof DISABLE_ISR_SUFFIX {
  return isDefaultQuery(query, defaults) ? '' : DISABLE_ISR_SUFFIX;
}

/** What to append to the listing-data URL: limited visitors get uncached data, since theirs differs. */
export function listingDataUrlSuffix(visitorLimited: boolean): '' | typeof DISABLE_ISR_SUFFIX {
  return visitorLimited ? DISABLE_ISR_SUFFIX : '';
}
