import '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { sessionTokenFromCookies } from '../../accounts/session-cookie.ts';

/**
 * The request's login token: a Bearer header (integrators), else the
 * storefront's HttpOnly session cookie (or, for one release, the legacy
 * `authToken` cookie; see adapters/server/accounts/session-cookie.ts).
 */
export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) return header.slice(7).trim();
  return sessionTokenFromCookies((name) => {
    const cookie = request.cookies[name];
    return typeof cookie === 'string' && cookie !== '' ? cookie : undefined;
  });
}
