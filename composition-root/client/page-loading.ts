import { loadPage } from '../../ui/app/pages.ts';
import type { PageHandlerDeps } from './page-handlers.ts';

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

/**
 * Loads a page's code and, for a page that needs them, the page handlers'
 * chunk, attaching its handlers once. A chunk that failed to load is asked
 * for again by the next page that needs it.
 */
export function pageLoader(deps: PageHandlerDeps): (name: string) => Promise<void> {
  let attached: Promise<void> | undefined;
  const attach = (): Promise<void> =>
    (attached ??= import('./page-handlers.ts').then(
      (module) => module.attachPageHandlers(deps),
      (error: unknown) => {
        attached = undefined;
        throw error;
      },
    ));
  return async (name) => {
    await Promise.all([loadPage(name), PAGES_WITHOUT_PAGE_HANDLERS.has(name) ? undefined : attach()]);
  };
}
