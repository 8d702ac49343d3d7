import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_PAGE, VERIFICATION_STATES, type VerificationState } from '../../../domain/index.ts';
import { guardNavigation, matchRoute, type GuardDecision, type NavigationSession } from '../../../domain/navigation/index.ts';
import { PRODUCT_TYPES } from './fixtures.ts';

const ANONYMOUS: NavigationSession = { isLoggedIn: false, verificationState: null };
const VERIFIED: NavigationSession = { isLoggedIn: true, verificationState: 'VERIFIED' };
const RESTRICTED: NavigationSession = { isLoggedIn: true, verificationState: 'VERIFICATION_REQUIRED' };

/** Guards `url` (path + query) the way the app does: match, then decide. */
function guard(url: string, session: NavigationSession): GuardDecision {
  const [pathname = '', query] = url.split('?', 2);
  const search = query === undefined ? '' : `?${query}`;
  return guardNavigation({ route: matchRoute(pathname, PRODUCT_TYPES).route, pathname, search, session });
}

describe('guardNavigation', () => {
  it.each([
    // Anonymous visitors: auth routes go to /login with the original path and query, encoded
    ['/dashboard/orders', ANONYMOUS, '/login?redirect=%2Fdashboard%2Forders'],
    ['/dashboard/orders/active?page=2&sort=asc', ANONYMOUS, '/login?redirect=%2Fdashboard%2Forders%2Factive%3Fpage%3D2%26sort%3Dasc'],
    ['/onboarding', ANONYMOUS, '/login?redirect=%2Fonboarding'],
    ['/checkout/cart/c1', ANONYMOUS, '/login?redirect=%2Fcheckout%2Fcart%2Fc1'],
    ['/dashboard/create-offer/p1', ANONYMOUS, '/login?redirect=%2Fdashboard%2Fcreate-offer%2Fp1'],
    ['/dashboard/favorites/sellers', ANONYMOUS, '/login?redirect=%2Fdashboard%2Ffavorites%2Fsellers'],
    ['/dashboard/favorites/recently-viewed', ANONYMOUS, null],
    ['/dashboard/requests/r1', ANONYMOUS, null],
    ['/fortnite-accounts', ANONYMOUS, null],
    ['/login?redirect=%2Fdashboard', ANONYMOUS, null],
    // Checkout keeps the visitor on the page with ?redirect=/checkout (the login modal opens there)
    ['/checkout', ANONYMOUS, '/checkout?redirect=%2Fcheckout'],
    ['/checkout?coupon=SAVE', ANONYMOUS, '/checkout?coupon=SAVE&redirect=%2Fcheckout'],
    ['/checkout?redirect=%2Fcheckout', ANONYMOUS, null],
    // Logged in
    ['/dashboard/orders', VERIFIED, null],
    ['/checkout', VERIFIED, null],
    ['/login', VERIFIED, '/'],
    ['/login?redirect=%2Fdashboard%2Finbox', VERIFIED, '/dashboard/inbox'],
    ['/login?redirect=//evil.com', VERIFIED, '/'],
    // Verification required: everything but withdrawals, the account page and logging out
    ['/', RESTRICTED, VERIFICATION_PAGE],
    ['/dashboard/orders', RESTRICTED, VERIFICATION_PAGE],
    ['/fortnite-accounts/og-skins', RESTRICTED, VERIFICATION_PAGE],
    ['/login?redirect=%2Fdashboard', RESTRICTED, VERIFICATION_PAGE],
    ['/dashboard/finances/withdrawals', RESTRICTED, null],
    ['/dashboard/account', RESTRICTED, null],
    ['/dashboard/account/Verification', RESTRICTED, null],
    ['/dashboard/account/security', RESTRICTED, null],
    ['/auth/logout', RESTRICTED, null],
  ] as const)('%s as %o → %s', (url, session, expected) => {
    expect(guard(url, session)).toEqual(expected === null ? { kind: 'render' } : { kind: 'redirect', to: expected });
  });

  it('lets anonymous visitors see every non-auth route except the bare checkout', () => {
    const urls = ['/', '/blog/2', '/product/p1', '/calculator/lol', '/fortnite', '/a/b/c/d', '/auth/verify/t', '/checkout/payment/card'];
    for (const url of urls) expect(guard(url, ANONYMOUS), url).toEqual({ kind: 'render' });
  });

  const segment = fc.stringMatching(/^[A-Za-z0-9-]{1,10}$/);
  const url = fc.oneof(
    fc.constantFrom('/', '/login', '/checkout', '/dashboard', '/dashboard/account/Verification', '/dashboard/finances/withdrawals', '/onboarding', '/auth/logout'),
    fc.tuple(fc.constantFrom('/dashboard/', '/checkout/cart/', '/dashboard/orders/', '/post/', '/', '/login?redirect=/', '/login?redirect=//', '/checkout?redirect='), segment).map(([a, b]) => `${a}${b}`),
  );
  const state = fc.constantFrom<VerificationState | null>(null, ...VERIFICATION_STATES);
  const session = fc.record({ isLoggedIn: fc.boolean(), verificationState: state });

  it('never loops: a redirect lands on a page that renders for the same visitor, on the same site', () => {
    fc.assert(
      fc.property(url, session, (start, visitor) => {
        const first = guard(start, visitor);
        if (first.kind === 'render') return;
        expect(new URL(first.to, 'https://example.com').origin).toBe('https://example.com');
        expect(guard(first.to, visitor)).toEqual({ kind: 'render' });
      }),
    );
  });

  it('redirects a user who needs verification to the verification page from every non-exempt route', () => {
    fc.assert(
      fc.property(url, (start) => {
        const decision = guard(start, RESTRICTED);
        const { pathname } = new URL(start, 'https://example.com');
        const exempt = /^\/dashboard\/(finances\/withdrawals|account(\/[^/]+)?)$/i.test(pathname) || pathname === '/auth/logout';
        expect(decision).toEqual(exempt ? { kind: 'render' } : { kind: 'redirect', to: VERIFICATION_PAGE });
      }),
    );
  });
});
