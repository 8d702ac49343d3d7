import { scopeBind, type Scope } from 'effector';
import { ok, type Result } from 'neverthrow';
import type { AccountConnection, LoginGrant, PasswordCredentials } from '../../application/accounts/ports/index.ts';
import type { DomainError, PublicUser } from '../../domain/index.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';
import { deleteCookie, readCookie, setCookie } from '../../adapters/client/shared/browser-storage.ts';
import { sessionCookie } from '../../adapters/client/accounts/session-cookie.ts';
import { SESSION_HINT_COOKIE } from '../../contracts/accounts/index.ts';
import {
  connectionRestored,
  followUserFx,
  loadFavoritesFx,
  loginWithPasswordFx,
  logoutFx,
  notifyNativeShellFx,
  readSessionHintFx,
  resumeFx,
  endSessionCookieFx,
  setAdminCookieFx,
  stopFollowingUserFx,
  userRecordReceived,
} from '../../ui/features/accounts/session/model.ts';

/**
 * Where the storefront kept the token before the HttpOnly session cookie,
 * readable by scripts. A page load hands it to the server once (whose answer
 * clears it); drop this after the next release.
 */
const LEGACY_TOKEN_COOKIE = 'authToken';
/** Staff tooling outside the storefront reads this (spec section 4). */
const ADMIN_COOKIE = 'isAdmin';

/** Turns a token left in the legacy cookie into the session cookie; a refused one is dropped, an unreachable server tries next load. */
async function adoptLegacyToken(): Promise<void> {
  const legacy = readCookie(LEGACY_TOKEN_COOKIE);
  if (legacy === null) return;
  try {
    await sessionCookie.keep(legacy);
  } catch (error) {
    if ((error as { code?: string }).code !== 'UNAVAILABLE') deleteCookie(LEGACY_TOKEN_COOKIE);
  }
}

/** The cookie calls of this page, one after another, so a DELETE never overtakes the POST of a later sign-in. */
let cookieCalls: Promise<void> = Promise.resolve();
function inTurn(call: () => Promise<void>): Promise<void> {
  const next = cookieCalls.then(call, call);
  cookieCalls = next.catch(() => undefined);
  return next;
}

/**
 * Wraps a sign-in that answers with a new session (a password, and the
 * sign-up and mailed-link sign-ins): its token is handed to the server's
 * HttpOnly cookie before the effect answers, so whatever follows (a guarded
 * page) already has it, and the grant the model gets holds no token. A cookie
 * that could not be set leaves the sign-in standing for this page only.
 */
export function keepingSessionCookie<P>(signIn: (params: P) => Promise<Result<LoginGrant, DomainError>>): (params: P) => Promise<Result<LoginGrant, DomainError>> {
  return async (params) => {
    const grant = await signIn(params);
    if (grant.isErr() || grant.value.token === undefined) return grant;
    const token = grant.value.token;
    await inTurn(() => sessionCookie.keep(token)).catch(() => undefined);
    return ok({ userId: grant.value.userId, tokenExpires: grant.value.tokenExpires });
  };
}

/** Ends the cookie; the hint goes locally even if the server cannot be told, so the next load does not resume. */
function endSessionCookie(): Promise<void> {
  deleteCookie(SESSION_HINT_COOKIE);
  return inTurn(() => sessionCookie.end());
}

interface NativeShellWindow {
  ReactNativeWebView?: { postMessage(message: string): void };
}

/**
 * The session model's effects bound to the DDP account channel, the session cookie routes and cookies.
 * `scope` is read lazily: the handlers are needed to create the scope that live records are delivered into.
 */
export function bindSessionHandlers(handlers: EffectHandlers, connection: AccountConnection, scope: () => Scope): EffectHandlers {
  const bind: EffectHandlers['bind'] = (effect, handler) => handlers.bind(effect, handler);
  bind(readSessionHintFx, async () => {
    await adoptLegacyToken();
    return readCookie(SESSION_HINT_COOKIE) === '1';
  });
  bind(endSessionCookieFx, endSessionCookie);
  bind(resumeFx, unwrap(() => connection.resumeFromCookie()));
  bind(loginWithPasswordFx, unwrap(keepingSessionCookie((credentials: PasswordCredentials) => connection.loginWithPassword(credentials))));
  bind(logoutFx, unwrap(() => connection.logout()));
  bind(followUserFx, (userId: string) =>
    connection.followUser(userId, (user: PublicUser) => scopeBind(userRecordReceived, { scope: scope() })(user)),
  );
  bind(stopFollowingUserFx, () => connection.stopFollowingUser());
  bind(loadFavoritesFx, unwrap(() => connection.favorites()));
  bind(setAdminCookieFx, (on: boolean) => (on ? setCookie(ADMIN_COOKIE, 'true', 365) : deleteCookie(ADMIN_COOKIE)));
  bind(notifyNativeShellFx, () => (window as NativeShellWindow).ReactNativeWebView?.postMessage(JSON.stringify({ type: 'logout' })));
  return handlers;
}

/** Resumes the session whenever the channel comes back after a drop. */
export function resumeOnReconnect(connection: AccountConnection, scope: Scope): void {
  connection.onReconnected(scopeBind(connectionRestored, { scope }));
}
