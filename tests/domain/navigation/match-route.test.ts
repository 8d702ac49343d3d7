import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALCULATOR_GAMES, TRACKER_GAMES, matchRoute, type RouteName } from '../../../domain/navigation/index.ts';
import { PRODUCT_TYPES } from './fixtures.ts';

/** [url, expected route, expected params] — one row per spec route, plus the tricky ones. */
const CASES: readonly (readonly [string, RouteName, Record<string, string>])[] = [
  // Public pages
  ['/', 'home', {}],
  ['', 'home', {}],
  ['/blog', 'blog', {}],
  ['/blog/', 'blog', {}],
  ['/blog/2', 'blogPage', { page: '2' }],
  ['/blog/0', 'slug', { slug: 'blog/0' }], // pages count from 1; 'blog' never names a game
  ['/blog/two', 'slug', { slug: 'blog/two' }],
  ['/wiki', 'wiki', {}],
  ['/games', 'games', {}],
  ['/charts', 'charts', {}],
  ['/support', 'support', {}],
  ['/services', 'services', {}],
  ['/services/top-up', 'servicesProductType', { productType: 'top-up' }],
  ['/affiliate', 'affiliate', {}],
  ['/guarantee', 'guarantee', {}],
  ['/application', 'application', {}],
  ['/calculators', 'calculators', {}],
  // Detail pages (params are decoded)
  ['/post/how-to-rank-up', 'post', { slug: 'how-to-rank-up' }],
  ['/post/a%20b%2Fc', 'post', { slug: 'a b/c' }],
  ['/product/abc123', 'product', { id: 'abc123' }],
  ['/playboost/pb-9', 'playboost', { id: 'pb-9' }],
  ['/profile/john-doe', 'profile', { slug: 'john-doe' }],
  // Membership, login, onboarding
  ['/ig-plus', 'igPlus', {}],
  ['/ig-plus/success', 'igPlusSuccess', {}],
  ['/login', 'login', {}],
  ['/login?redirect=%2Fdashboard', 'login', {}],
  ['/onboarding', 'onboarding', {}],
  // Auth (literal segments match in any case, as in react-router)
  ['/auth/logout', 'authLogout', {}],
  ['/auth/steamAuth', 'authSteam', {}],
  ['/auth/steamauth', 'authSteam', {}],
  ['/auth/discordAuth', 'authDiscord', {}],
  ['/auth/login/tok_123', 'authLogin', { token: 'tok_123' }],
  ['/auth/verify/v-1', 'authVerify', { token: 'v-1' }],
  ['/auth/recovery/r-1', 'authRecovery', { token: 'r-1' }],
  ['/auth/unlock/u-1', 'authUnlock', { token: 'u-1' }],
  // Checkout: optional params fill left to right
  ['/checkout', 'checkout', {}],
  ['/checkout/cart/c42', 'checkoutCart', { cartId: 'c42' }],
  ['/checkout/payment/success/card/abc', 'checkoutPayment', { result: 'success', type: 'card', productId: 'abc' }],
  ['/checkout/payment/success/card', 'checkoutPayment', { result: 'success', type: 'card' }],
  ['/checkout/payment/card', 'checkoutPayment', { type: 'card' }],
  ['/checkout/payment', 'slug', { slug: 'checkout/payment' }], // type is required
  // Dashboard
  ['/dashboard', 'dashboard', {}],
  ['/dashboard/inbox', 'dashboardInbox', {}],
  ['/dashboard/offers', 'dashboardOffers', {}],
  ['/dashboard/orders', 'dashboardOrders', {}],
  ['/dashboard/orders/active', 'dashboardOrdersGroup', { group: 'active' }],
  ['/dashboard/orders/request/rq1', 'dashboardOrderRequest', { requestId: 'rq1' }],
  ['/dashboard/order/o1', 'dashboardOrder', { id: 'o1' }],
  ['/dashboard/penalties', 'dashboardPenalties', {}],
  ['/dashboard/requests', 'dashboardRequests', {}],
  ['/dashboard/requests/r9', 'dashboardRequest', { id: 'r9' }],
  ['/dashboard/finances', 'dashboardFinances', {}],
  ['/dashboard/finances/credits', 'dashboardFinancesCredits', {}],
  ['/dashboard/finances/payments', 'dashboardFinancesPayments', {}],
  ['/dashboard/finances/withdrawals', 'dashboardFinancesWithdrawals', {}],
  ['/dashboard/favorites', 'dashboardFavorites', {}],
  ['/dashboard/favorites/sellers', 'dashboardFavoritesSellers', {}],
  ['/dashboard/favorites/products', 'dashboardFavoritesProducts', {}],
  ['/dashboard/favorites/recently-viewed', 'dashboardFavoritesRecentlyViewed', {}],
  ['/dashboard/control-center', 'dashboardControlCenter', {}],
  ['/dashboard/control-center/reports', 'dashboardControlCenterReports', {}],
  ['/dashboard/control-center/performance', 'dashboardControlCenterPerformance', {}],
  ['/dashboard/account', 'dashboardAccount', {}],
  ['/dashboard/account/Verification', 'dashboardAccount', { tab: 'Verification' }],
  ['/dashboard/create-offer', 'dashboardCreateOffer', {}],
  ['/dashboard/create-offer/p7', 'dashboardCreateOffer', { productId: 'p7' }],
  ['/dashboard/unknown', 'slug', { slug: 'dashboard/unknown' }],
  // Calculators, trackers, tools, legal
  ['/calculator/lol', 'calculator', { game: 'lol' }],
  ['/calculator/world-of-tanks-blitz', 'calculator', { game: 'world-of-tanks-blitz' }],
  ['/calculator/unknown', 'slug', { slug: 'calculator/unknown' }],
  ['/calculator/LOL', 'slug', { slug: 'calculator/LOL' }], // slugs are exact; only literal segments ignore case
  ['/tracker/brawl-stars', 'tracker', { game: 'brawl-stars' }],
  ['/tracker/brawlstars', 'slug', { slug: 'tracker/brawlstars' }], // the calculator spelling is not a tracker
  ['/crosshair-builder/valorant', 'crosshairBuilder', {}],
  ['/mmr-checker/league-of-legends', 'mmrChecker', {}],
  ['/mmr-checker/valorant', 'slug', { slug: 'mmr-checker/valorant' }],
  ['/legal/dmca-notice', 'legalDmca', {}],
  ['/legal/terms-of-use', 'legalTerms', {}],
  ['/legal/privacy-policy', 'legalPrivacy', {}],
  // Catch-alls
  ['/fortnite', 'game', { gameType: 'fortnite' }],
  ['/fortnite/', 'game', { gameType: 'fortnite' }],
  ['/genshin-impact', 'game', { gameType: 'genshin-impact' }],
  ['/fortnite-accounts', 'listing', { gameType: 'fortnite', productType: 'accounts' }],
  ['/fortnite-accounts/og-skins', 'listing', { gameType: 'fortnite', productType: 'accounts', hotSearch: 'og-skins' }],
  ['/genshin-impact-accounts/europe', 'listing', { gameType: 'genshin-impact', productType: 'accounts', hotSearch: 'europe' }],
  ['/lol-smurf-accounts', 'listing', { gameType: 'lol', productType: 'smurf-accounts' }], // longest suffix wins
  ['/fortnite-accounts/charts', 'listing', { gameType: 'fortnite', productType: 'accounts', hotSearch: 'charts' }],
  ['/accounts', 'game', { gameType: 'accounts' }], // a product type needs a game before it
  ['/fortnite/charts', 'gameCharts', { gameType: 'fortnite' }],
  ['/fortnite/pokedex', 'gamePokedex', { gameType: 'fortnite' }],
  ['/fortnite/items', 'gameCategory', { gameType: 'fortnite', category: 'items' }],
  ['/fortnite/items/some-article', 'gameArticle', { gameType: 'fortnite', category: 'items', article: 'some-article' }],
  ['/fortnite-accounts/a/b', 'slug', { slug: 'fortnite-accounts/a/b' }], // a listing segment is never a game
  ['/a/b/c/d', 'slug', { slug: 'a/b/c/d' }],
  ['/a/b%20c/d/e', 'slug', { slug: 'a/b c/d/e' }],
  ['/post/%E0%A4%A', 'slug', { slug: 'post/%E0%A4%A' }], // malformed escape: nothing decodes, the slug keeps it raw
];

describe('matchRoute', () => {
  it.each(CASES)('%s → %s %o', (url, name, params) => {
    const match = matchRoute(url, PRODUCT_TYPES);
    expect(match.route.name).toBe(name);
    expect(match.params).toEqual(params);
  });

  it('reads a listing as a game page when no product type is known', () => {
    expect(matchRoute('/fortnite-accounts', []).route.name).toBe('game');
    expect(matchRoute('/fortnite-accounts/og-skins', []).params).toEqual({ gameType: 'fortnite-accounts', category: 'og-skins' });
  });

  it('ignores the query and hash of the path it is given', () => {
    expect(matchRoute('/blog/3?x=1#top', PRODUCT_TYPES).params).toEqual({ page: '3' });
  });

  it('matches every calculator and tracker slug of the spec', () => {
    for (const game of CALCULATOR_GAMES) expect(matchRoute(`/calculator/${game}`, []).params).toEqual({ game });
    for (const game of TRACKER_GAMES) expect(matchRoute(`/tracker/${game}`, []).params).toEqual({ game });
  });

  const segment = fc.stringMatching(/^[a-z0-9]{1,8}(?:-[a-z0-9]{1,8}){0,2}$/);

  it('reads any game + product type + hot search back, the longest product-type suffix winning', () => {
    fc.assert(
      fc.property(segment, fc.constantFrom(...PRODUCT_TYPES), fc.option(segment, { nil: undefined }), (game, productType, hotSearch) => {
        const url = `/${game}-${productType}${hotSearch === undefined ? '' : `/${hotSearch}`}`;
        const { route, params } = matchRoute(url, PRODUCT_TYPES);
        expect(route.name).toBe('listing');
        const longest = PRODUCT_TYPES.filter((p) => `${game}-${productType}`.endsWith(`-${p}`) && `${game}-${productType}`.length > p.length + 1).sort((a, b) => b.length - a.length)[0];
        expect(params['productType']).toBe(longest);
        expect(`${params['gameType'] ?? ''}-${params['productType'] ?? ''}`).toBe(`${game}-${productType}`);
        expect(params['hotSearch']).toBe(hotSearch);
      }),
    );
  });

  it('always answers, and only the slug catch-all answers for paths deeper than any route', () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 5, maxLength: 8 }), (parts) => {
        const { route, params } = matchRoute(`/${parts.join('/')}`, PRODUCT_TYPES);
        expect(route.name).toBe('slug');
        expect(params).toEqual({ slug: parts.join('/') });
      }),
    );
  });
});
