import { err, type Result } from 'neverthrow';
import type { LoginResult } from '../../../../application/accounts/deps.ts';
import { RESUME_FAILED_MESSAGE, type LoginWithResumeToken } from '../../../../application/accounts/sign-in.ts';
import { domainError, type DomainError } from '../../../../domain/index.ts';
import { cookieFromHeader, fromOwnOrigin, sessionTokenFromCookies } from '../../accounts/session-cookie.ts';
import type { ConnectionInfo } from '../../ddp/index.ts';

/**
 * `login({ resumeFromCookie: true })`: the browser's resume, with the token
 * of the HttpOnly session cookie its WebSocket upgrade request carried (issue
 * 11, finding 8). Only a socket a page of this site opened may ride the
 * cookie: a foreign page can open a WebSocket to us too, and the browser
 * would send our cookie with it.
 */
export async function resumeFromCookie(connection: ConnectionInfo, loginWithResume: LoginWithResumeToken): Promise<Result<LoginResult, DomainError>> {
  if (!fromOwnOrigin(connection.httpHeaders)) return err(domainError('FORBIDDEN', 'Only pages of this site may resume from the session cookie'));
  const token = sessionTokenFromCookies((name) => cookieFromHeader(connection.httpHeaders['cookie'], name));
  if (token === undefined) return err(domainError('TOKEN_INVALID', RESUME_FAILED_MESSAGE));
  return loginWithResume.execute(token);
}
