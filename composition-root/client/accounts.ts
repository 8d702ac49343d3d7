import { scopeBind, type Scope } from 'effector';
import type { AccountConnection, LoginGrant, PasswordCredentials } from '../../application/accounts/ports/index.ts';
import type { PublicUser } from '../../domain/index.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';
import { deleteCookie, readCookie, setCookie } from '../../adapters/client/shared/browser-storage.ts';
import {
  clearTokenFx,
  connectionRestored,
  followUserFx,
  loadFavoritesFx,
  loginWithPasswordFx,
  logoutFx,
  notifyNativeShellFx,
  readTokenFx,
  resumeFx,
  setAdminCookieFx,
  stopFollowingUserFx,
  storeTokenFx,
  userRecordReceived,
} from '../../ui/features/accounts/session/model.ts';

/** The cookie the server's guards read too (adapters/server/http/request-auth.ts). */
const TOKEN_COOKIE = 'authToken';
/** Staff tooling outside the storefront reads this (spec section 4). */
const ADMIN_COOKIE = 'isAdmin';
const DAY_MS = 86_400_000;

interface NativeShellWindow {
  ReactNativeWebView?: { postMessage(message: string): void };
}

/**
 * The session model's effects bound to the DDP account channel and cookies.
 * `scope` is read lazily: the handlers are needed to create the scope that live records are delivered into.
 */
export function bindSessionHandlers(handlers: EffectHandlers, connection: AccountConnection, scope: () => Scope): EffectHandlers {
  const bind: EffectHandlers['bind'] = (effect, handler) => handlers.bind(effect, handler);
  bind(readTokenFx, () => readCookie(TOKEN_COOKIE));
  bind(storeTokenFx, (grant: LoginGrant) => setCookie(TOKEN_COOKIE, grant.token, Math.max(0, (grant.tokenExpires.getTime() - Date.now()) / DAY_MS)));
  bind(clearTokenFx, () => deleteCookie(TOKEN_COOKIE));
  bind(resumeFx, unwrap((token: string) => connection.resume(token)));
  bind(loginWithPasswordFx, unwrap((credentials: PasswordCredentials) => connection.loginWithPassword(credentials)));
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
