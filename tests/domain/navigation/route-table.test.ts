import { describe, expect, it } from 'vitest';
import { CALCULATOR_GAMES, RESERVED_SEGMENTS, ROUTES, ROUTE_LIST, TRACKER_GAMES, routeByName } from '../../../domain/navigation/index.ts';

const names = (filter: (r: (typeof ROUTE_LIST)[number]) => boolean) =>
  ROUTE_LIST.filter(filter)
    .map((r) => r.name)
    .sort();

describe('the route table', () => {
  it('gives every route a distinct name and a distinct pattern', () => {
    expect(new Set(ROUTE_LIST.map((r) => r.name)).size).toBe(ROUTE_LIST.length);
    expect(new Set(ROUTE_LIST.map((r) => r.path)).size).toBe(ROUTE_LIST.length);
  });

  it('guards exactly the dashboard (except requests/{id} and recently-viewed), onboarding, checkout cart and create-offer', () => {
    const dashboardOpen = ['dashboardRequest', 'dashboardFavoritesRecentlyViewed'];
    const expected = [...ROUTE_LIST.filter((r) => r.path.startsWith('/dashboard') && !dashboardOpen.includes(r.name)).map((r) => r.name), 'onboarding', 'checkoutCart'].sort();
    expect(names((r) => r.auth)).toEqual(expected);
    expect(expected).toContain('dashboardCreateOffer');
    expect(expected).toHaveLength(33); // 31 dashboard routes (the staff verification queue, seller applications, order tools, users, reported offers, audit log, support desk, reported messages and the content list and editor included) + onboarding + checkout cart
  });

  it('uses the basic layout for onboarding, the login link, the checkout cart and create-offer, and the checkout layout for checkout and payment', () => {
    expect(names((r) => r.layout === 'basic')).toEqual(['authLogin', 'checkoutCart', 'dashboardCreateOffer', 'onboarding']);
    expect(names((r) => r.layout === 'checkout')).toEqual(['checkout', 'checkoutPayment']);
  });

  it('server-renders for search engines everything that is not auth-only, /auth or /checkout', () => {
    for (const r of ROUTE_LIST) expect(r.public, r.name).toBe(!r.auth && !r.path.startsWith('/auth/') && !r.path.startsWith('/checkout'));
  });

  it('never lets search engines index a page that is not public, nor /login and the dashboard', () => {
    for (const r of ROUTE_LIST) if (!r.public || r.path.startsWith('/dashboard')) expect(r.robots, r.name).toBe('none');
    expect(routeByName('login').robots).toBe('none');
    expect(routeByName('home').robots).toBeNull();
    expect(routeByName('listing').robots).toBeNull();
  });

  it('nests finances, favorites and control-center children under their parent', () => {
    const children = (parent: string) => ROUTE_LIST.filter((r) => r.parent === parent).map((r) => r.path);
    expect(children('dashboardFinances')).toEqual(['/dashboard/finances/credits', '/dashboard/finances/payments', '/dashboard/finances/withdrawals']);
    expect(children('dashboardFavorites')).toEqual(['/dashboard/favorites/sellers', '/dashboard/favorites/products', '/dashboard/favorites/recently-viewed']);
    expect(children('dashboardControlCenter')).toEqual(['/dashboard/control-center/reports', '/dashboard/control-center/performance']);
    expect(ROUTES.filter((r) => 'children' in r)).toHaveLength(3);
  });

  it('keeps the spec’s 32 calculator and 8 tracker slugs', () => {
    expect(CALCULATOR_GAMES).toHaveLength(32);
    expect(new Set(CALCULATOR_GAMES).size).toBe(32);
    expect(TRACKER_GAMES).toHaveLength(8);
  });

  it('ends with the catch-alls, listing first and the slug last', () => {
    expect(ROUTE_LIST.slice(-7).map((r) => r.name)).toEqual(['listing', 'game', 'gameCharts', 'gamePokedex', 'gameCategory', 'gameArticle', 'slug']);
  });

  it('reserves the first segment of every fixed route, so no game can shadow one', () => {
    for (const s of ['blog', 'dashboard', 'calculator', 'tracker', 'checkout', 'auth', 'legal', 'login', 'product']) expect(RESERVED_SEGMENTS.has(s), s).toBe(true);
    expect(RESERVED_SEGMENTS.has('fortnite')).toBe(false);
  });
});
