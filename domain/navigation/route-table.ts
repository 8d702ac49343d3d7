import { CALCULATOR_GAMES, TRACKER_GAMES } from './game-lists.ts';
import type { RouteDefinition } from './route-types.ts';

/**
 * Every route of spec section 2, as data, in MATCHING ORDER: the first entry
 * whose pattern and rules accept a path wins (see `matchRoute`).
 *
 * Order of the catch-alls at the end, and why:
 * 1. listing `/{gameType}-{productType}/{hotSearch?}` comes first, because a
 *    first segment ending in a known product type is always a listing
 *    (`/genshin-impact-accounts/europe` must not read as game + category);
 * 2. `/{gameType}`; 3. `/{gameType}/charts` and `/{gameType}/pokedex` before
 *    4. `/{gameType}/{category}`, since they are literal second segments;
 * 5. `/{gameType}/{category}/{article}`; 6. `/{slug...}` takes the rest.
 * The game catch-alls refuse a first segment that belongs to a fixed route,
 * so `/calculator/unknown` or `/blog/x/y` reach the slug page (a 404), not a game page.
 *
 * Readings: `/blog` and `/blog/{page}` are two routes, the page a positive
 * integer; `public` is "not auth-only and not under /auth or /checkout"; robots
 * 'none' marks personal, token-bearing or duplicate pages (dashboard,
 * onboarding, /auth, /checkout, /login, /ig-plus/success). The spec's unnamed
 * "dashboard-redirect" has no URL of its own and is not a route here.
 */
export const ROUTES = [
  // Public pages
  { name: 'home', path: '/', layout: 'default', auth: false, public: true },
  { name: 'blog', path: '/blog', layout: 'default', auth: false, public: true },
  { name: 'blogPage', path: '/blog/:page', layout: 'default', auth: false, public: true, params: { page: { pattern: /^[1-9][0-9]*$/ } } },
  { name: 'wiki', path: '/wiki', layout: 'default', auth: false, public: true },
  { name: 'games', path: '/games', layout: 'default', auth: false, public: true },
  { name: 'charts', path: '/charts', layout: 'default', auth: false, public: true },
  { name: 'support', path: '/support', layout: 'default', auth: false, public: true },
  { name: 'services', path: '/services', layout: 'default', auth: false, public: true },
  { name: 'servicesProductType', path: '/services/:productType', layout: 'default', auth: false, public: true },
  { name: 'affiliate', path: '/affiliate', layout: 'default', auth: false, public: true },
  { name: 'guarantee', path: '/guarantee', layout: 'default', auth: false, public: true },
  { name: 'application', path: '/application', layout: 'default', auth: false, public: true },
  { name: 'calculators', path: '/calculators', layout: 'default', auth: false, public: true },
  // The header search's results, every kind on one page (robots none: result pages are not content)
  { name: 'search', path: '/search', layout: 'default', auth: false, public: true, robots: 'none' },
  // Detail pages
  { name: 'post', path: '/post/:slug', layout: 'default', auth: false, public: true },
  { name: 'product', path: '/product/:id', layout: 'default', auth: false, public: true },
  { name: 'playboost', path: '/playboost/:id', layout: 'default', auth: false, public: true },
  { name: 'profile', path: '/profile/:slug', layout: 'default', auth: false, public: true },
  // Membership
  { name: 'igPlus', path: '/ig-plus', layout: 'default', auth: false, public: true },
  { name: 'igPlusSuccess', path: '/ig-plus/success', layout: 'default', auth: false, public: true, robots: 'none' },
  // The home page with the login modal open
  { name: 'login', path: '/login', layout: 'default', auth: false, public: true, robots: 'none' },
  { name: 'onboarding', path: '/onboarding', layout: 'basic', auth: true, public: false, robots: 'none' },
  // Auth callbacks and one-time links
  { name: 'authLogout', path: '/auth/logout', layout: 'default', auth: false, public: false, robots: 'none' },
  { name: 'authSteam', path: '/auth/steamAuth', layout: 'default', auth: false, public: false, robots: 'none' },
  { name: 'authDiscord', path: '/auth/discordAuth', layout: 'default', auth: false, public: false, robots: 'none' },
  { name: 'authLogin', path: '/auth/login/:token', layout: 'basic', auth: false, public: false, robots: 'none' },
  { name: 'authVerify', path: '/auth/verify/:token', layout: 'default', auth: false, public: false, robots: 'none' },
  { name: 'authRecovery', path: '/auth/recovery/:token', layout: 'default', auth: false, public: false, robots: 'none' },
  { name: 'authUnlock', path: '/auth/unlock/:token', layout: 'default', auth: false, public: false, robots: 'none' },
  // Checkout
  { name: 'checkout', path: '/checkout', layout: 'checkout', auth: false, public: false, robots: 'none', loginInPlace: true },
  { name: 'checkoutCart', path: '/checkout/cart/:cartId', layout: 'basic', auth: true, public: false, robots: 'none' },
  // react-router fills optional params left to right: 1 segment = type, 2 = result + type, 3 = all three.
  { name: 'checkoutPayment', path: '/checkout/payment/:result?/:type/:productId?', layout: 'checkout', auth: false, public: false, robots: 'none' },
  // Dashboard
  { name: 'dashboard', path: '/dashboard', layout: 'default', auth: true, public: false, robots: 'none' },
  { name: 'dashboardInbox', path: '/dashboard/inbox', layout: 'default', auth: true, public: false, robots: 'none' },
  { name: 'dashboardOffers', path: '/dashboard/offers', layout: 'default', auth: true, public: false, robots: 'none' },
  { name: 'dashboardOrders', path: '/dashboard/orders', layout: 'default', auth: true, public: false, robots: 'none' },
  { name: 'dashboardOrdersGroup', path: '/dashboard/orders/:group', layout: 'default', auth: true, public: false, robots: 'none' },
  { name: 'dashboardOrderRequest', path: '/dashboard/orders/request/:requestId', layout: 'default', auth: true, public: false, robots: 'none' },
  { name: 'dashboardOrder', path: '/dashboard/order/:id', layout: 'default', auth: true, public: false, robots: 'none' },
  { name: 'dashboardPenalties', path: '/dashboard/penalties', layout: 'default', auth: true, public: false, robots: 'none' },
  { name: 'dashboardRequests', path: '/dashboard/requests', layout: 'default', auth: true, public: false, robots: 'none' },
  { name: 'dashboardRequest', path: '/dashboard/requests/:id', layout: 'default', auth: false, public: true, robots: 'none' },
  {
    name: 'dashboardFinances',
    path: '/dashboard/finances',
    layout: 'default',
    auth: true,
    public: false,
    robots: 'none',
    children: [
      { name: 'dashboardFinancesCredits', path: 'credits', layout: 'default', auth: true, public: false, robots: 'none' },
      { name: 'dashboardFinancesPayments', path: 'payments', layout: 'default', auth: true, public: false, robots: 'none' },
      { name: 'dashboardFinancesWithdrawals', path: 'withdrawals', layout: 'default', auth: true, public: false, robots: 'none' },
    ],
  },
  {
    name: 'dashboardFavorites',
    path: '/dashboard/favorites',
    layout: 'default',
    auth: true,
    public: false,
    robots: 'none',
    children: [
      { name: 'dashboardFavoritesSellers', path: 'sellers', layout: 'default', auth: true, public: false, robots: 'none' },
      { name: 'dashboardFavoritesProducts', path: 'products', layout: 'default', auth: true, public: false, robots: 'none' },
      // Recently viewed works from the browser's own history, so visitors see it too.
      { name: 'dashboardFavoritesRecentlyViewed', path: 'recently-viewed', layout: 'default', auth: false, public: true, robots: 'none' },
    ],
  },
  {
    name: 'dashboardControlCenter',
    path: '/dashboard/control-center',
    layout: 'default',
    auth: true,
    public: false,
    robots: 'none',
    children: [
      { name: 'dashboardControlCenterReports', path: 'reports', layout: 'default', auth: true, public: false, robots: 'none' },
      { name: 'dashboardControlCenterPerformance', path: 'performance', layout: 'default', auth: true, public: false, robots: 'none' },
    ],
  },
  { name: 'dashboardAccount', path: '/dashboard/account/:tab?', layout: 'default', auth: true, public: false, robots: 'none' },
  // Staff: the verification review queue (the server refuses anyone without verification.review).
  { name: 'dashboardStaffVerifications', path: '/dashboard/staff/verifications', layout: 'default', auth: true, public: false, robots: 'none' },
  // Staff: seller applications, approved or rejected with a reason (user.roles); the server refuses the others.
  { name: 'dashboardStaffApplications', path: '/dashboard/staff/applications', layout: 'default', auth: true, public: false, robots: 'none' },
  // Staff: order lookup, refunds, forced completion and the audit log (the server refuses anyone without order.staff.view).
  { name: 'dashboardStaffOrders', path: '/dashboard/staff/orders', layout: 'default', auth: true, public: false, robots: 'none' },
  // Staff: the admin users page (user.view) and the audit log viewer (audit.view); the server refuses the others.
  { name: 'dashboardStaffUsers', path: '/dashboard/staff/users', layout: 'default', auth: true, public: false, robots: 'none' },
  // Staff: reported offers, removed, restored or cleared with a reason (offer.moderate); the server refuses the others.
  { name: 'dashboardStaffOffers', path: '/dashboard/staff/offers', layout: 'default', auth: true, public: false, robots: 'none' },
  { name: 'dashboardStaffAudit', path: '/dashboard/staff/audit', layout: 'default', auth: true, public: false, robots: 'none' },
  // Staff: the support desk (support.answer) and reported messages (messages.moderate).
  { name: 'dashboardStaffSupport', path: '/dashboard/staff/support', layout: 'default', auth: true, public: false, robots: 'none' },
  { name: 'dashboardStaffMessages', path: '/dashboard/staff/messages', layout: 'default', auth: true, public: false, robots: 'none' },
  // Staff: blog posts and wiki articles (content.write: bloggers, admins) — the list, and the editor (no id: a new entry).
  { name: 'dashboardStaffContent', path: '/dashboard/staff/content', layout: 'default', auth: true, public: false, robots: 'none' },
  { name: 'dashboardStaffContentEditor', path: '/dashboard/staff/content/edit/:entryId?', layout: 'default', auth: true, public: false, robots: 'none' },
  { name: 'dashboardCreateOffer', path: '/dashboard/create-offer/:productId?', layout: 'basic', auth: true, public: false, robots: 'none' },
  // Calculators, trackers and tools
  { name: 'calculator', path: '/calculator/:game', layout: 'default', auth: false, public: true, params: { game: { oneOf: CALCULATOR_GAMES } } },
  { name: 'tracker', path: '/tracker/:game', layout: 'default', auth: false, public: true, params: { game: { oneOf: TRACKER_GAMES } } },
  { name: 'crosshairBuilder', path: '/crosshair-builder/valorant', layout: 'default', auth: false, public: true },
  { name: 'mmrChecker', path: '/mmr-checker/league-of-legends', layout: 'default', auth: false, public: true },
  // Legal (names match the footer's i18n keys)
  { name: 'legalDmca', path: '/legal/dmca-notice', layout: 'default', auth: false, public: true },
  { name: 'legalTerms', path: '/legal/terms-of-use', layout: 'default', auth: false, public: true },
  { name: 'legalPrivacy', path: '/legal/privacy-policy', layout: 'default', auth: false, public: true },
  // Catch-alls, most specific first (see the module comment)
  { name: 'listing', path: '/:listing/:hotSearch?', layout: 'default', auth: false, public: true, segmentRule: 'listing' },
  { name: 'game', path: '/:gameType', layout: 'default', auth: false, public: true, segmentRule: 'game' },
  { name: 'gameCharts', path: '/:gameType/charts', layout: 'default', auth: false, public: true, segmentRule: 'game' },
  { name: 'gamePokedex', path: '/:gameType/pokedex', layout: 'default', auth: false, public: true, segmentRule: 'game' },
  { name: 'gameCategory', path: '/:gameType/:category', layout: 'default', auth: false, public: true, segmentRule: 'game' },
  { name: 'gameArticle', path: '/:gameType/:category/:article', layout: 'default', auth: false, public: true, segmentRule: 'game' },
  // The splat is returned as the `slug` param (all remaining segments, joined by '/').
  { name: 'slug', path: '/*', layout: 'default', auth: false, public: true },
] as const satisfies readonly RouteDefinition[];
