/*
 * The listing page (spec sections 3, 4, 7): `/{gameType}-{productType}/{hotSearch?}?page=&f=`,
 * one feature in five parts, each wiring its own flows:
 *
 * - data.ts         the listing's data, loaded once per listing and language, and the hot search's head meta;
 * - query.ts        the URL → the state: the view mode and the product query the URL stands for;
 * - search.ts       the product search for that query, newest request wins, and the search-term report;
 * - url-changes.ts  the visitor's changes → the next URL (typing and the slider after a pause);
 * - view.ts         what the components read.
 *
 * Components, pages, the composition root and tests import the feature from
 * here: Effector wires a flow when its module is evaluated, so one entry
 * point guarantees the whole feature is wired wherever any part of it is
 * used (the server's render included), and the parts can move without their
 * users noticing.
 */
export { $activeHotSearch, $listingData, $listingError, $location, fetchListingDataFx } from './data.ts';
export { $query, $viewMode } from './query.ts';
export { $offers, $results, $searching, reportSearchTermFx, searchProductsFx } from './search.ts';
export {
  $priceDraft,
  $searchDraft,
  PRICE_DEBOUNCE_MS,
  SEARCH_DEBOUNCE_MS,
  customFilterToggled,
  filtersCleared,
  hotSearchToggled,
  pageChanged,
  platformChanged,
  priceDebounceFx,
  priceRangeChanged,
  searchDebounceFx,
  searchSubmitted,
  searchTextChanged,
  smartTagToggled,
  sortChanged,
} from './url-changes.ts';
export {
  $canClearFilters,
  $customFilters,
  $filterCount,
  $hotSearchChips,
  $listingHeader,
  $pagination,
  $platforms,
  $priceSlider,
  $smartTagGroups,
  $sort,
  type PageLink,
} from './view.ts';
export type { SortOption } from '../../../../domain/index.ts';
