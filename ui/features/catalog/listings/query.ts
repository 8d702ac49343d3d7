import { combine } from 'effector';
import { isVisitorLimited, viewModeFor, type ListingQuery, type ViewMode } from '../../../../domain/index.ts';
import { $limits } from '../../shared/geo/model.ts';
import { $page, type CurrentPage } from '../../shared/page/model.ts';
import { $listingData, $location } from './data.ts';
import { queryFromUrl, type ListingLocation } from './listing-url.ts';
import type { ListingPageData } from './schemas.ts';

/*
 * The URL → the state. The URL is the only state of a listing page (spec
 * sections 3, 4, 7): every filter, the sort, the text, the page and the hot
 * searches are read from it (listing-url.ts) with the listing's data and the
 * view mode, so Back, Forward and a shared link show the same view. The way
 * back, from a visitor's change to the next URL, is url-changes.ts.
 */

/** GRID or LIST by the domain rule; limited visitors (geo) always get LIST. The page size, and so the query, follows it. */
export const $viewMode = combine($listingData, $limits, (data, limits): ViewMode | null =>
  data === null ? null : viewModeFor({ productType: data.selectedProductType, game: data.gameType, visitorLimited: isVisitorLimited(limits) }),
);

/** The product query the URL stands for; null until the listing's data is there. */
export const $query = combine($page, $location, $listingData, $viewMode, (page, location, data, viewMode): ListingQuery | null =>
  location === null || data === null || viewMode === null ? null : queryFromUrl(location, page.search, data, viewMode),
);

/** Everything needed to turn a query into its URL: the page, the listing, its data, the view mode and the current query. */
export interface UrlContext {
  readonly page: CurrentPage;
  readonly location: ListingLocation;
  readonly data: ListingPageData;
  readonly viewMode: ViewMode;
  readonly query: ListingQuery;
}

/** The URL context of the listing shown; null until all of it is known. */
export const $urlContext = combine($page, $location, $listingData, $viewMode, $query, (page, location, data, viewMode, query): UrlContext | null =>
  location === null || data === null || viewMode === null || query === null ? null : { page, location, data, viewMode, query },
);
