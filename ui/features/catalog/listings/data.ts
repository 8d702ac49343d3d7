import { combine, createEvent, createStore, sample } from 'effector';
import { hotSearchContentFor, isVisitorLimited, listingDataUrlSuffix } from '../../../../domain/index.ts';
import { apiEffect } from '../../shared/api/model.ts';
import { appStarted } from '../../shared/app/model.ts';
import { $limits } from '../../shared/geo/model.ts';
import { $language } from '../../shared/language/model.ts';
import { $page, pageResolved, type CurrentPage } from '../../shared/page/model.ts';
import { $pageMeta } from '../../shared/page-meta/model.ts';
import { dataMatches, listingLocationOf, pathHotSearch, type ListingLocation } from './listing-url.ts';
import { ListingDataSchema, type ListingPageData } from './schemas.ts';

/*
 * The listing's data (spec section 3, "Listing data"): the game, the product
 * type, its filters and hot searches, loaded once per listing and language
 * when a listing page is resolved. On the server the first `pageResolved`
 * comes before the request's language is known, so `appStarted` starts the
 * load there. Data held for another listing is never shown for this one.
 */

/** GET /api/listing-data/:gameType/:language/:productType (`?disableIsr=true` for limited visitors). */
export const fetchListingDataFx = apiEffect(
  (r: { readonly location: ListingLocation; readonly language: string; readonly limited: boolean }) => ({
    method: 'GET' as const,
    path: `/api/listing-data/${encodeURIComponent(r.location.gameType)}/${encodeURIComponent(r.language)}/${encodeURIComponent(r.location.productType)}${listingDataUrlSuffix(r.limited)}`,
  }),
  ListingDataSchema,
);

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

const listingShown = createEvent<{ readonly location: ListingLocation; readonly language: string }>();
/** The data for the listing shown is in place: its head meta applies and its search runs (search.ts). */
export const listingReady = createEvent();

function shownListing(page: CurrentPage): ListingLocation | undefined {
  return page.status < 400 ? (listingLocationOf(page) ?? undefined) : undefined;
}

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
  const content = hotSearchContentFor(hotSearch, language);
  return content === undefined ? null : { id: hotSearch._id, ...content };
});

sample({
  clock: listingReady,
  source: $activeHotSearch,
  filter: (hotSearch) => hotSearch !== null,
  fn: (hotSearch) => ({ title: hotSearch?.metaTitle ?? null, description: hotSearch?.metaDescription ?? null }),
  target: $pageMeta,
});
