/*
 * Which chunks of effect handlers each page loads with its code, before it
 * hydrates (page-loading.ts). Data only: the server preloads a page's groups
 * with its chunk and the bundle benchmark counts them, by these modules.
 * tests/composition-root/page-handlers.test.ts checks that every effect of a
 * model a page reaches is bound by the start or by a group the page loads.
 */

/**
 * Lazy pages whose models need none of `page-handlers.ts` (tools, content,
 * legal pages, lists whose effects the start binds): they load without that
 * chunk. A page not named here loads it, so a new page works before anyone
 * lists it; tests/composition-root/page-handlers.test.ts checks the list.
 */
export const PAGES_WITHOUT_PAGE_HANDLERS: ReadonlySet<string> = new Set([
  // The landing pages: waiting for that chunk before hydrating them would delay the first click on nearly every visit.
  'home',
  'login',
  'games',
  'game',
  'services',
  'servicesProductType',
  'listing',
  'product',
  'playboost',
  'dashboardOrders',
  'dashboardOrdersGroup',
  'dashboardFavoritesProducts',
  'dashboardFavoritesSellers',
  'dashboardFavoritesRecentlyViewed',
  'dashboardInbox',
  'dashboardStaffVerifications',
  'onboarding',
  'search',
  'legalTerms',
  'legalPrivacy',
  'legalDmca',
  'guarantee',
  'support',
  'blog',
  'blogPage',
  'post',
  'wiki',
  'gameCategory',
  'gameArticle',
  'crosshairBuilder',
  'gamePokedex',
  'tracker',
  'mmrChecker',
  'charts',
  'gameCharts',
  'calculators',
  'calculator',
]);

/** The listing page's `searchTerm` report: its model is the listing page's own. */
const LISTING_PAGES: ReadonlySet<string> = new Set(['listing']);

/** The pages showing offers, favourites or the recently viewed: the product page's models. */
const PRODUCT_PAGES: ReadonlySet<string> = new Set(['product', 'playboost', 'profile', 'dashboardFavoritesProducts', 'dashboardFavoritesSellers', 'dashboardFavoritesRecentlyViewed']);

export interface PageHandlerGroup {
  /** Its module as Vite's manifest names it. */
  readonly module: string;
  /** Whether the page of this route name loads it. */
  readonly wanted: (page: string) => boolean;
}

export const PAGE_HANDLER_GROUPS: readonly PageHandlerGroup[] = [
  { module: 'composition-root/client/page-handlers.ts', wanted: (page) => !PAGES_WITHOUT_PAGE_HANDLERS.has(page) },
  { module: 'composition-root/client/catalog-listings.ts', wanted: (page) => LISTING_PAGES.has(page) },
  { module: 'composition-root/client/catalog-product.ts', wanted: (page) => PRODUCT_PAGES.has(page) },
];

/** The handler groups' modules the page of this route name loads. */
export function handlerGroupsOf(page: string): readonly string[] {
  return PAGE_HANDLER_GROUPS.filter((group) => group.wanted(page)).map((group) => group.module);
}
