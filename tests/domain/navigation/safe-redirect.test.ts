import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginModalFor, safeRedirectTarget } from '../../../domain/navigation/index.ts';

/** Where a browser on our site would actually go for `target` (Location header or location.assign). */
function landsOn(target: string, site: string): string {
  return new URL(target, site).origin;
}

/** Building blocks that attackers combine: schemes, extra slashes, backslashes, whitespace, dot segments, escapes. */
const trickyPiece = fc.constantFrom(
  '/', '//', '\\', '/\\', '\\\\', 'evil.com', '@evil.com', 'https:', 'javascript:', 'http://', '%2F', '%2f', '%5C', '%09', '\t', '\n', '\r', ' ',
  '.', '..', './', '../', '?', '#', ':', '%', '\u0000', '\u3000', 'é', '/./', '/../',
);
const candidate = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.array(trickyPiece, { maxLength: 8 }).map((parts) => parts.join('')),
  fc.tuple(fc.array(trickyPiece, { maxLength: 4 }), fc.string({ maxLength: 10 })).map(([parts, tail]) => `/${parts.join('')}${tail}`),
);

describe('safeRedirectTarget', () => {
  it('never returns a target that leaves the site, whatever the input', () => {
    fc.assert(
      fc.property(candidate, (raw) => {
        const target = safeRedirectTarget(raw);
        if (target === null) return;
        expect(target.startsWith('/')).toBe(true);
        expect(target.startsWith('//')).toBe(false);
        expect(target).not.toMatch(/[\\\s]/);
        for (const site of ['https://example.com', 'http://localhost:3000']) expect(landsOn(target, site)).toBe(new URL(site).origin);
      }),
    );
  });

  it('is stable: a target it accepted comes back unchanged', () => {
    fc.assert(
      fc.property(candidate, (raw) => {
        const target = safeRedirectTarget(raw);
        if (target !== null) expect(safeRedirectTarget(target)).toBe(target);
      }),
    );
  });

  it('keeps ordinary same-site paths with their query and hash', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,10}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), fc.option(segment, { nil: undefined }), (parts, q) => {
        const path = `/${parts.join('/')}${q === undefined ? '' : `?q=${q}#x`}`;
        expect(safeRedirectTarget(path)).toBe(path);
      }),
    );
  });

  it.each([
    ['//evil.com', null],
    ['https://evil.com', null],
    ['/\\evil.com', null],
    ['/\t/evil.com', null],
    ['/.//evil.com', null], // the parser would make this '//evil.com'
    ['/../..//evil.com', null],
    ['javascript:alert(1)', null],
    ['dashboard', null],
    ['', null],
    [null, null],
    ['/dashboard/orders?tab=2', '/dashboard/orders?tab=2'],
    ['/a/../checkout', '/checkout'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'], // an escaped slash stays a path segment on our site
  ])('%o → %o', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
  });
});

describe('loginModalFor', () => {
  it.each([
    ['/login', '', { open: true, redirectTo: '/' }],
    ['/login', '?redirect=%2Fdashboard%2Forders%3Fpage%3D2', { open: true, redirectTo: '/dashboard/orders?page=2' }],
    ['/login', '?redirect=//evil.com', { open: true, redirectTo: '/' }],
    ['/login', '?redirect=https://evil.com/x', { open: true, redirectTo: '/' }],
    ['/login', '?redirect=%2Flogin', { open: true, redirectTo: '/' }], // no login loop
    ['/login', '?redirect=%2Fauth%2Flogout', { open: true, redirectTo: '/' }], // logging in must not log out
    ['/checkout', '?redirect=%2Fcheckout', { open: true, redirectTo: '/checkout' }],
    ['/checkout', '?redirect=//evil.com', { open: true, redirectTo: '/checkout' }],
    ['/checkout', '', { open: false }],
    ['/', '?redirect=%2Fdashboard', { open: false }],
    ['/dashboard', '', { open: false }],
  ])('%s%s → %o', (pathname, search, expected) => {
    expect(loginModalFor(pathname, search)).toEqual(expected);
  });

  it('sends the visitor only to same-site paths after login, whatever the redirect param holds', () => {
    fc.assert(
      fc.property(fc.constantFrom('/login', '/checkout'), candidate, (pathname, raw) => {
        const modal = loginModalFor(pathname, `?${new URLSearchParams({ redirect: raw }).toString()}`);
        expect(modal.open).toBe(true);
        if (!modal.open) return;
        expect(landsOn(modal.redirectTo, 'https://example.com')).toBe('https://example.com');
        expect(modal.redirectTo.startsWith('//')).toBe(false);
      }),
    );
  });
});
