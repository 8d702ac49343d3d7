import '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

/** The cookie the storefront keeps its login token in (spec section 3). */
export const AUTH_TOKEN_COOKIE = 'authToken';

/** The request's login token: a Bearer header (integrators) or the storefront's cookie. */
export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) return header.slice(7).trim();
  const cookie = request.cookies[AUTH_TOKEN_COOKIE];
  return typeof cookie === 'string' && cookie !== '' ? cookie : undefined;
}
