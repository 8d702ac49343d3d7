import type { FastifyReply, FastifyRequest } from 'fastify';
import { AFFILIATE_CODE_PATTERN, queryMiddleware } from '../../../../domain/index.ts';

const DAY_SECONDS = 86_400;

/** Plain HTTP on the developer's own machine; anywhere else cookies are sent over HTTPS only. */
export function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost');
}

/**
 * Applies the query's cookie effects (spec section 2: `?affiliate=` sets the
 * `affiliate` cookie, `?fbclid=` builds `_fbc`) to the response of a page, or
 * of the router's page lookup for a navigation inside the app. The cookies
 * stay readable by the storefront's script (coupon checks send the affiliate
 * code); they hold no secret.
 */
export function setQueryCookies(request: FastifyRequest, reply: FastifyReply, url: string, nowMs: number): void {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return;
  const outcome = queryMiddleware({ search: url.slice(queryStart), nowMs, cookies: request.cookies as Record<string, string> });
  for (const { setCookie } of outcome.effects) {
    reply.setCookie(setCookie.name, setCookie.value, {
      path: '/',
      maxAge: setCookie.maxAgeDays * DAY_SECONDS,
      sameSite: 'lax',
      secure: !isLocalHost(request.hostname.replace(/:\d+$/, '')),
    });
  }
}

/** The well-formed `?affiliate=` code of a URL, or null. */
export function affiliateCodeOf(url: string): string | null {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return null;
  const code = new URLSearchParams(url.slice(queryStart)).get('affiliate');
  return code !== null && AFFILIATE_CODE_PATTERN.test(code) ? code : null;
}
