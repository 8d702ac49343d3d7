/**
 * Per-navigation rules that read the URL (spec sections 2 and 9), returned as
 * effects so the server (on the response) and the browser (on document.cookie)
 * apply them identically:
 * - `affiliate=<code>` stores the code in the 'affiliate' cookie for 7 days;
 *   a code outside 1–64 characters of [A-Za-z0-9_-] is ignored (it would be
 *   sent back with every coupon check, so junk never gets stored);
 * - `fbclid=<id>` stores `fb.1.<time ms>.<id>` in '_fbc' for 90 days (Meta's
 *   click-id format; 1 is the subdomain index for the registrable domain),
 *   only once the visitor granted consent (spec section 4: marketing runs
 *   only after consent; a visitor who accepts later on the same page gets it
 *   then, from the browser, through `fbcCookieEffect`);
 *   the cookie is left alone when it already holds the same click id, so its
 *   creation time stays the click's, as Meta asks;
 * - `redirect` or `search` present (even empty) marks the page robots 'none',
 *   since those URLs are per-visitor variants of an indexable page.
 * Plus the route-level meta: the app-store banner on dashboard routes and the
 * hidden cookie banner on small screens for the product page.
 */

import { CONSENT_COOKIE_NAME, consentFromCookie } from '../shared/consent/consent-cookie.ts';

/** Cookie lifetimes from spec section 9 (affiliate) and Meta's documentation (_fbc). */
export const AFFILIATE_COOKIE = 'affiliate';
export const AFFILIATE_COOKIE_DAYS = 7;
export const FBC_COOKIE = '_fbc';
export const FBC_COOKIE_DAYS = 90;

/** 1–64 URL-safe characters: what affiliate codes are made of. */
export const AFFILIATE_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** Click ids are URL-safe base64-like tokens; the length cap keeps the cookie under browser limits. */
export const FBCLID_PATTERN = /^[A-Za-z0-9_-]{1,500}$/;

/** One thing to do for the visit. */
export interface QueryEffect {
  readonly setCookie: { readonly name: string; readonly value: string; readonly maxAgeDays: number };
}

/** What the query asks for. */
export interface QueryOutcome {
  readonly effects: readonly QueryEffect[];
  /** 'none' when the page must not be indexed because of its query. */
  readonly robots: 'none' | null;
}

/** Whether the query alone makes the page robots 'none'. */
export function queryRobots(search: string): 'none' | null {
  const query = new URLSearchParams(search);
  return query.has('redirect') || query.has('search') ? 'none' : null;
}

/**
 * The effects of the query string `search` ('' or with or without '?').
 * `nowMs` is the click time for `_fbc` (callers pass their clock; no clock here);
 * `cookies` are the visitor's current cookies.
 */
export function queryMiddleware(input: {
  readonly search: string;
  readonly nowMs: number;
  readonly cookies: Readonly<Record<string, string>>;
}): QueryOutcome {
  const query = new URLSearchParams(input.search);
  const effects: QueryEffect[] = [];
  const affiliate = query.get('affiliate');
  if (affiliate !== null && AFFILIATE_CODE_PATTERN.test(affiliate)) {
    effects.push({ setCookie: { name: AFFILIATE_COOKIE, value: affiliate, maxAgeDays: AFFILIATE_COOKIE_DAYS } });
  }
  const fbc = consentFromCookie(input.cookies[CONSENT_COOKIE_NAME]) === 'granted' ? fbcCookieEffect(input) : null;
  if (fbc !== null) effects.push(fbc);
  return { effects, robots: queryRobots(input.search) };
}

/**
 * The `_fbc` cookie a `?fbclid=` asks for, or null (no or a malformed click
 * id, or the cookie already records it). Consent is the caller's to check:
 * `queryMiddleware` asks the consent cookie, the browser calls this when the
 * visitor accepts.
 */
export function fbcCookieEffect(input: { readonly search: string; readonly nowMs: number; readonly cookies: Readonly<Record<string, string>> }): QueryEffect | null {
  const fbclid = new URLSearchParams(input.search).get('fbclid');
  if (fbclid === null || !FBCLID_PATTERN.test(fbclid) || sameClick(input.cookies[FBC_COOKIE], fbclid)) return null;
  return { setCookie: { name: FBC_COOKIE, value: `fb.1.${Math.trunc(input.nowMs)}.${fbclid}`, maxAgeDays: FBC_COOKIE_DAYS } };
}

/** Whether an existing `_fbc` value already records this click id. */
function sameClick(existing: string | undefined, fbclid: string): boolean {
  if (existing === undefined) return false;
  const parts = existing.split('.');
  // fb.<subdomain index>.<creation time>.<click id>; the click id itself has no dots.
  return parts.length === 4 && parts[0] === 'fb' && parts[3] === fbclid;
}

/** The robots directive of a page: the route's own, else the query's. */
export function pageRobots(route: { readonly robots: 'none' | null }, search: string): 'none' | null {
  return route.robots ?? queryRobots(search);
}

/** Dashboard pages advertise the mobile app (spec: any route whose name contains "dashboard"). */
export function isDashboardRoute(route: { readonly name: string }): boolean {
  return route.name.toLowerCase().includes('dashboard');
}

/** The product page keeps its buy button visible on phones, so the cookie banner hides there on small screens. */
export function hidesCookieBannerOnSmallScreens(route: { readonly name: string }): boolean {
  return route.name === 'product';
}
