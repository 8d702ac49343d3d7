import { apiErrorFrom, domainError } from '../../../domain/index.ts';
import { SESSION_PATH, type SessionCookieBody } from '../../../contracts/accounts/index.ts';

/**
 * The browser's side of the server's HttpOnly session cookie (contracts/
 * accounts/session-cookie.ts): hand a new session's token over, or end the
 * session. Failures are catalogue errors; an unreachable server is UNAVAILABLE.
 */
export const sessionCookie = {
  /** The server checks the token and keeps it as the HttpOnly cookie; the caller then forgets it. */
  keep(token: string): Promise<void> {
    const body: SessionCookieBody = { token };
    return send('POST', body);
  },
  /** The server revokes the cookie's token and clears the cookie and its hint. */
  end(): Promise<void> {
    return send('DELETE');
  },
};

async function send(method: 'POST' | 'DELETE', body?: SessionCookieBody): Promise<void> {
  let response: Response;
  try {
    response = await fetch(SESSION_PATH, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw domainError('UNAVAILABLE', 'The server could not be reached');
  }
  if (!response.ok) throw apiErrorFrom(response.status, await response.json().catch(() => null));
}
