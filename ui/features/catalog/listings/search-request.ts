import {
  effectiveSort,
  searchUrlSuffix,
  selectedFilterCount,
  type ListingQuery,
  type ViewMode,
} from '../../../../domain/index.ts';
import { defaultsOf, type ListingLocation } from './listing-url.ts';
import type { ListingPageData } from './schemas.ts';

/** One product search of a listing page: where it goes, what it sends, and a key naming it. */
export interface SearchRequest {
  /** Equal for two requests that ask the same thing; the answer of an outdated request is dropped. */
  readonly key: string;
  readonly gameType: string;
  readonly productType: string;
  /** The URL query: '?disableIsr=true' unless the query is the cacheable default (spec section 7). */
  readonly suffix: string;
  readonly body: {
    readonly listingQuery: ListingQuery;
    readonly listingView: ViewMode;
    readonly routeName: 'listing';
    readonly routeQueryF: string | null;
    readonly selectedFiltersNum: number;
  };
}

/**
 * The search for a query: with the sort a forced price-sort list mode imposes
 * (domain `effectiveSort`, applied here and never stored), the page size of
 * the view mode, and the filter count for the spec's body field.
 */
export function searchRequestFor(input: {
  readonly location: ListingLocation;
  readonly query: ListingQuery;
  readonly data: ListingPageData;
  readonly viewMode: ViewMode;
  readonly f: string | null;
}): SearchRequest {
  const { location, query, data, viewMode } = input;
  const defaults = defaultsOf(data);
  const listMode = data.selectedProductType.listMode;
  const body = {
    listingQuery: { ...query, ...effectiveSort(query, listMode) },
    listingView: viewMode,
    routeName: 'listing' as const,
    routeQueryF: input.f,
    selectedFiltersNum: selectedFilterCount(query, defaults, listMode),
  };
  const suffix = searchUrlSuffix(query, defaults);
  const { updateFilter: _ignored, ...asked } = body.listingQuery;
  return {
    key: JSON.stringify([location.gameType, location.productType, suffix, asked, viewMode]),
    gameType: location.gameType,
    productType: location.productType,
    suffix,
    body,
  };
}

/** The API path of a search. */
export function searchPath(request: Pick<SearchRequest, 'gameType' | 'productType' | 'suffix'>): string {
  return `/api/products/search/${encodeURIComponent(request.gameType)}/${encodeURIComponent(request.productType)}${request.suffix}`;
}
