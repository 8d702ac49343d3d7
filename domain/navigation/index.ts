/**
 * Navigation: the storefront's route table of spec section 2 as data, the
 * matcher and URL builder, the navigation guards (auth, checkout login,
 * verification, safe redirects), the query-parameter rules, and the page a
 * URL resolves to. Pure, so the server and the browser decide alike.
 */
export { CALCULATOR_GAMES, TRACKER_GAMES, type CalculatorGame, type TrackerGame } from './game-lists.ts';
export { LAYOUTS, type Layout, type ParamRule, type RouteDefinition, type SegmentRule } from './route-types.ts';
export { ROUTES } from './route-table.ts';
export type { ListingParams, RouteName, RouteParams, RoutePattern } from './route-names.ts';
export { RESERVED_SEGMENTS, ROUTE_LIST, SPLAT_PARAM, matchRoute, routeByName, type ResolvedRoute, type RouteMatch } from './match-route.ts';
export { matchPattern } from './path-pattern.ts';
export { pathFor } from './path-for.ts';
export { MAX_REDIRECT_LENGTH, safeRedirectTarget } from './safe-redirect.ts';
export { guardNavigation, loginModalFor, loginUrl, type GuardDecision, type GuardedRoute, type LoginModal, type NavigationSession } from './guards.ts';
export {
  AFFILIATE_CODE_PATTERN,
  AFFILIATE_COOKIE,
  AFFILIATE_COOKIE_DAYS,
  FBCLID_PATTERN,
  FBC_COOKIE,
  FBC_COOKIE_DAYS,
  fbcCookieEffect,
  hidesCookieBannerOnSmallScreens,
  isDashboardRoute,
  pageRobots,
  queryMiddleware,
  queryRobots,
  type QueryEffect,
  type QueryOutcome,
} from './query-middleware.ts';
export { splitUrl, type PageResolution, type ResolvedPage } from './page.ts';
