import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ROUTE_LIST,
  hidesCookieBannerOnSmallScreens,
  isDashboardRoute,
  matchRoute,
  pageRobots,
  fbcCookieEffect,
  queryMiddleware,
  routeByName,
} from '../../../domain/navigation/index.ts';

const NOW = 1_735_689_600_000; // 2025-01-01T00:00:00Z
// The visitor accepted cookies unless a test says otherwise: `_fbc` is a marketing cookie.
const run = (search: string, cookies: Record<string, string> = {}) => queryMiddleware({ search, nowMs: NOW, cookies: { consent: 'true', ...cookies } });

describe('queryMiddleware', () => {
  it.each([
    ['', [], null],
    ['?page=2&f=abc', [], null],
    ['?affiliate=PARTNER_1', [{ setCookie: { name: 'affiliate', value: 'PARTNER_1', maxAgeDays: 7 } }], null],
    ['affiliate=a-b', [{ setCookie: { name: 'affiliate', value: 'a-b', maxAgeDays: 7 } }], null], // the '?' is optional
    ['?affiliate=', [], null],
    ['?affiliate=bad%20code', [], null],
    ['?affiliate=%3Cscript%3E', [], null],
    [`?affiliate=${'x'.repeat(65)}`, [], null],
    ['?fbclid=IwAR2F4-dbP0l7Mn', [{ setCookie: { name: '_fbc', value: `fb.1.${NOW}.IwAR2F4-dbP0l7Mn`, maxAgeDays: 90 } }], null],
    ['?fbclid=a.b', [], null], // a dot would break the cookie's four dot-separated parts
    [
      '?affiliate=AFF&fbclid=abc',
      [{ setCookie: { name: 'affiliate', value: 'AFF', maxAgeDays: 7 } }, { setCookie: { name: '_fbc', value: `fb.1.${NOW}.abc`, maxAgeDays: 90 } }],
      null,
    ],
    ['?redirect=%2Fcheckout', [], 'none'],
    ['?search=', [], 'none'],
    ['?search=og+skins&page=2', [], 'none'],
  ] as const)('%s → %o, robots %s', (search, effects, robots) => {
    expect(run(search)).toEqual({ effects, robots });
  });

  it('keeps an _fbc cookie that already records the same click, so its time stays the click’s', () => {
    expect(run('?fbclid=abc', { _fbc: 'fb.1.1700000000000.abc' }).effects).toEqual([]);
    expect(run('?fbclid=new', { _fbc: 'fb.1.1700000000000.abc' }).effects).toEqual([{ setCookie: { name: '_fbc', value: `fb.1.${NOW}.new`, maxAgeDays: 90 } }]);
  });

  it('builds no _fbc before marketing consent (undecided or declined), and keeps the affiliate cookie either way', () => {
    for (const consent of [undefined, 'false', 'garbled']) {
      const cookies = consent === undefined ? {} : { consent };
      expect(queryMiddleware({ search: '?affiliate=AFF&fbclid=abc', nowMs: NOW, cookies }).effects).toEqual([{ setCookie: { name: 'affiliate', value: 'AFF', maxAgeDays: 7 } }]);
    }
    // The browser asks directly when the visitor accepts later on the same page.
    expect(fbcCookieEffect({ search: '?fbclid=abc', nowMs: NOW, cookies: {} })).toEqual({ setCookie: { name: '_fbc', value: `fb.1.${NOW}.abc`, maxAgeDays: 90 } });
    expect(fbcCookieEffect({ search: '?fbclid=abc', nowMs: NOW, cookies: { _fbc: 'fb.1.1.abc' } })).toBeNull();
  });

  it('stores exactly the affiliate codes of 1–64 URL-safe characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (code) => {
        const effects = run(`?${new URLSearchParams({ affiliate: code }).toString()}`).effects;
        const valid = code.length >= 1 && code.length <= 64 && /^[A-Za-z0-9_-]+$/.test(code);
        expect(effects).toEqual(valid ? [{ setCookie: { name: 'affiliate', value: code, maxAgeDays: 7 } }] : []);
      }),
    );
  });

  it('builds _fbc in Meta’s fb.1.<time ms>.<fbclid> format from the given time', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{1,200}$/), fc.integer({ min: 0, max: 4_102_444_800_000 }), (fbclid, nowMs) => {
        const { effects } = queryMiddleware({ search: `?fbclid=${fbclid}`, nowMs, cookies: { consent: 'true' } });
        expect(effects).toEqual([{ setCookie: { name: '_fbc', value: `fb.1.${nowMs}.${fbclid}`, maxAgeDays: 90 } }]);
      }),
    );
  });
});

describe('page meta', () => {
  it('combines the route’s robots with the query’s', () => {
    expect(pageRobots(routeByName('home'), '')).toBeNull();
    expect(pageRobots(routeByName('home'), '?search=x')).toBe('none');
    expect(pageRobots(routeByName('dashboard'), '')).toBe('none');
  });

  it('shows the app-store banner on exactly the routes whose name contains dashboard', () => {
    const withBanner = ROUTE_LIST.filter(isDashboardRoute).map((r) => r.name);
    expect(withBanner).toHaveLength(33);
    expect(withBanner.every((n) => n.startsWith('dashboard'))).toBe(true);
    expect(isDashboardRoute(matchRoute('/dashboard/favorites/recently-viewed', []).route)).toBe(true);
    expect(isDashboardRoute(matchRoute('/checkout', []).route)).toBe(false);
  });

  it('hides the cookie banner on small screens only on the product page', () => {
    expect(ROUTE_LIST.filter(hidesCookieBannerOnSmallScreens).map((r) => r.name)).toEqual(['product']);
    expect(hidesCookieBannerOnSmallScreens(matchRoute('/product/p1', []).route)).toBe(true);
  });
});
