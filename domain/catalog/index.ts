/**
 * Catalog: games, product types and the listing page's rules — the product
 * query and its defaults, the view mode and page size, the forced price sort
 * and the sort select, the filter count, smart-tag and custom filter toggles,
 * the price slider, hot searches, clear filters, pagination, the ISR cache
 * rule, game visibility and listing paths.
 */
export type {
  CustomFilter,
  CustomFilterValue,
  GameType,
  HotSearch,
  HotSearchContent,
  LanguageCode,
  ListingData,
  ListMode,
  PlatformType,
  ProductType,
  SmartTag,
  SmartTagFilter,
  SmartTagFilterValues,
  SmartTagValue,
  ViewMode,
} from './listing-data.ts';
export {
  EMPTY_LISTING_DEFAULTS,
  defaultListingQuery,
  listingDefaults,
  withPage,
  withViewMode,
  type ExtraFilters,
  type ListingDefaults,
  type ListingQuery,
  type PriceRange,
  type SortBy,
  type SortDirection,
} from './listing-query.ts';
export {
  afterFilterChange,
  setCustomFilter,
  setPlatform,
  setPriceRange,
  setSearchText,
  setSmartTagFilter,
  setSort,
} from './query-updates.ts';
export { GRID_PAGE_SIZE, LIST_PAGE_SIZE, isVisitorLimited, pageSizeFor, viewModeFor, type ViewModeInput } from './view-mode.ts';
export { FORCED_PRICE_SORT_LIST_MODES, effectiveSort, isForcedPriceSort, type EffectiveSort } from './forced-sort.ts';
export { rawFilterCount, selectedFilterCount } from './filter-count.ts';
export { DISABLE_ISR_SUFFIX, isDefaultQuery, listingDataUrlSuffix, searchUrlSuffix } from './default-query.ts';
export {
  findHotSearchByUrl,
  hotSearchContentFor,
  hotSearchesConflict,
  setsPlatform,
  setsSearchFilter,
  toggleHotSearch,
  type HotSearchToggle,
} from './hot-search.ts';
export { clearFilters, clearFiltersUrl, type ClearedListingUrl, type ListingRouteParams } from './clear-filters.ts';
export { GAME_NOT_FOUND_MESSAGE, findVisibleGame, type GameLookup } from './game-visibility.ts';
export { listingPath, parseListingPath, type ListingLocation } from './listing-path.ts';
export {
  selectedSmartTags,
  smartTagGroups,
  toggleSmartTag,
  type SmartTagEntry,
  type SmartTagFilterChoice,
  type SmartTagFilterEntry,
  type SmartTagGroup,
} from './smart-tag-selection.ts';
export { isCustomFilterOn, toggleCustomFilter, type CustomFilterToggle } from './custom-filter-toggle.ts';
export { chosenPriceRange, samePriceRange, sliderRange, type PriceSpread } from './price-slider.ts';
export { sortOptionOf, withSortOption, type SortOption } from './sort-option.ts';
export { MAX_LISTING_PAGES, PAGE_WINDOW_RADIUS, pageCount, pageWindow, type PageWindowEntry } from './pagination.ts';
export { CATALOG_ERROR_CODES, type CatalogErrorCode } from './errors.ts';
