import '@fastify/cookie';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoginWithResumeToken, Logout } from '../../../../application/accounts/sign-in.ts';
import { domainError } from '../../../../domain/index.ts';
import { SESSION_HINT_COOKIE, SESSION_PATH, SessionCookieBody } from '../../../../contracts/accounts/index.ts';
import { fromOwnOrigin, LEGACY_TOKEN_COOKIE, SESSION_COOKIE } from '../../accounts/session-cookie.ts';
import { isLocalHost } from '../shared/query-cookies.ts';
import { sendDomainError } from '../shared/replies.ts';
import { requestToken } from '../shared/request-auth.ts';
import { parseBody } from '../shared/validation.ts';

export interface SessionRouteDeps {
  /** Checks a token: a live, unexpired session of a user who is neither banned nor removed. */
  readonly loginWithResume: LoginWithResumeToken;
  /** Revokes a token and ends the connections still using it. */
  readonly logout: Logout;
}

const FOREIGN_ORIGIN = domainError('FORBIDDEN', 'The session cookie is set and ended only by pages of this site');

/**
 * `POST /api/session { token }` turns a token a DDP sign-in answered with into
 * the HttpOnly session cookie (plus the script-readable `hasSession=1` hint),
 * living as long as the session does; `DELETE /api/session` revokes the
 * cookie's token and clears both (issue 11, finding 8). Both refuse a request
 * a foreign page sent: setting a cookie for a stranger's token would sign the
 * visitor in to the stranger's account (login CSRF).
 */
export function registerSessionRoutes(app: FastifyInstance, deps: SessionRouteDeps): void {
  app.post(SESSION_PATH, async (request, reply) => {
    const body = parseBody(SessionCookieBody, request.body);
    if (body.isErr()) return sendDomainError(reply, body.error);
    if (!fromOwnOrigin(request.headers)) return sendDomainError(reply, FOREIGN_ORIGIN);
    const session = await deps.loginWithResume.execute(body.value.token);
    if (session.isErr()) return sendDomainError(reply, session.error);
    setSessionCookies(request, reply, body.value.token, session.value.tokenExpires);
    return reply.code(204).header('cache-control', 'no-store').send();
  });

  app.delete(SESSION_PATH, async (request, reply) => {
    if (!fromOwnOrigin(request.headers)) return sendDomainError(reply, FOREIGN_ORIGIN);
    // Ending the session here too means a browser whose socket is down still signs out for real.
    const token = requestToken(request);
    if (token !== undefined) {
      const ended = await deps.logout.execute(token);
      if (ended.isErr()) return sendDomainError(reply, ended.error);
    }
    endCookies(request, reply);
    return reply.code(204).header('cache-control', 'no-store').send();
  });
}

/** Sets the HttpOnly session cookie (and its script-readable hint) for a token living until `expires`; also used by the social sign-in callbacks. */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date): void {
  const options = cookieOptions(request, Math.floor((expires.getTime() - Date.now()) / 1000));
  reply.setCookie(SESSION_COOKIE, token, { ...options, httpOnly: true });
  reply.setCookie(SESSION_HINT_COOKIE, '1', options);
  reply.clearCookie(LEGACY_TOKEN_COOKIE, { path: '/' });
}

/** Clears the session cookie, its hint and the legacy token cookie. */
function endCookies(request: FastifyRequest, reply: FastifyReply): void {
  const options = cookieOptions(request, 0);
  reply.clearCookie(SESSION_COOKIE, { ...options, httpOnly: true });
  reply.clearCookie(SESSION_HINT_COOKIE, options);
  reply.clearCookie(LEGACY_TOKEN_COOKIE, { path: '/' });
}

/** SameSite=Lax keeps the cookie off cross-site sub-requests and forms; Secure everywhere but the developer's machine. */
export function cookieOptions(request: FastifyRequest, maxAgeSeconds: number): CookieSerializeOptions {
  return { path: '/', sameSite: 'lax', secure: !isLocalHost(request.hostname.replace(/:\d+$/, '')), maxAge: Math.max(0, maxAgeSeconds) };
}
