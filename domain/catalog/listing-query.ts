import type { CustomFilterValue, ListingData, SmartTagFilterValues, ViewMode } from './listing-data.ts';
import { pageSizeFor } from './view-mode.ts';

/**
 * The product query of a listing page (spec section 3) and its defaults.
 * Reading of the sort rule "sortDirection -1 default, 1 for price":
 * RECOMMENDED always goes with -1, and a price sort is ascending (1) unless
 * the visitor explicitly asks for price descending (-1), which is allowed.
 */

/** What the listing is sorted by. */
export type SortBy = 'RECOMMENDED' | 'price';
/** -1 descending, 1 ascending. */
export type SortDirection = -1 | 1;
/** A price range [min, max] in the units of the search index's price field (filter bounds, not amounts). */
export type PriceRange = readonly [min: number, max: number];

/**
 * Filters beside the smart tags. `searchFilter` is where a search-filter hot
 * search puts its filter, so it never overwrites what the visitor typed.
 */
export interface ExtraFilters {
  /** Custom filter values by field. */
  readonly customFilters: Readonly<Record<string, CustomFilterValue>>;
  /** The selected platform value, or null for all platforms. */
  readonly platform: string | null;
  /** The search filter of the selected search-filter hot search, or null. */
  readonly searchFilter: string | null;
}

/** The product query sent with every search of a listing page. */
export interface ListingQuery {
  /** Ids of the selected hot searches. */
  readonly selectedHotSearches: readonly string[];
  readonly searchText: string;
  readonly price: PriceRange | null;
  readonly sortBy: SortBy;
  readonly sortDirection: SortDirection;
  /** The page size; always `pageSizeFor(viewMode)`. */
  readonly limit: number;
  /** Always `(page - 1) * limit`. */
  readonly skip: number;
  /** 1-based. */
  readonly page: number;
  readonly state: 'AVAILABLE';
  readonly smartTagFilters: SmartTagFilterValues;
  readonly extraFilters: ExtraFilters;
  /**
   * Bumped by every filter change, so a UI can re-run a search even when the
   * resulting query happens to equal the previous one.
   */
  readonly updateFilter: number;
}

/** What a listing's filters return to when cleared, taken from its listing data. */
export interface ListingDefaults {
  readonly smartTagFilters: SmartTagFilterValues;
  readonly customFilters: Readonly<Record<string, CustomFilterValue>>;
}

/** No smart-tag or custom filter defaults: for pages without listing data yet. */
export const EMPTY_LISTING_DEFAULTS: ListingDefaults = { smartTagFilters: {}, customFilters: {} };

/** The defaults of a listing: its smart-tag default values and the values its custom filters come with. */
export function listingDefaults(data: Pick<ListingData, 'smartTagFiltersDefaultValues' | 'customFilters'>): ListingDefaults {
  return {
    smartTagFilters: data.smartTagFiltersDefaultValues,
    customFilters: Object.fromEntries(data.customFilters.map((f) => [f.field, f.value])),
  };
}

/** The first page of a listing with every filter at its default, sorted RECOMMENDED. */
export function defaultListingQuery(viewMode: ViewMode, defaults: ListingDefaults): ListingQuery {
  return {
    selectedHotSearches: [],
    searchText: '',
    price: null,
    sortBy: 'RECOMMENDED',
    sortDirection: -1,
    limit: pageSizeFor(viewMode),
    skip: 0,
    page: 1,
    state: 'AVAILABLE',
    smartTagFilters: defaults.smartTagFilters,
    extraFilters: { customFilters: defaults.customFilters, platform: null, searchFilter: null },
    updateFilter: 0,
  };
}

/**
 * The query on another page. A page that is not a whole number ≥ 1 (a
 * hand-edited `?page=` parameter) is read as the nearest valid page, so a bad
 * URL still shows products instead of failing.
 */
export function withPage(query: ListingQuery, page: number): ListingQuery {
  const valid = Number.isFinite(page) ? Math.max(1, Math.floor(page)) : 1;
  return { ...query, page: valid, skip: (valid - 1) * query.limit };
}

/**
 * The query for another view mode (e.g. once the visitor's geo turns out to be
 * limited): the page size changes, so the page goes back to 1 rather than
 * landing on a page that shows different products.
 */
export function withViewMode(query: ListingQuery, viewMode: ViewMode): ListingQuery {
  const limit = pageSizeFor(viewMode);
  return limit === query.limit ? query : { ...query, limit, page: 1, skip: 0 };
}
