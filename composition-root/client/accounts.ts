import { scopeBind, type Scope } from 'effector';
import type { AccountConnection, PasswordCredentials } from '../../application/accounts/ports/index.ts';
import type { PublicUser } from '../../domain/index.ts';
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
  sessionCookieFx,
  setAdminCookieFx,
  stopFollowingUserFx,
  userRecordReceived,
  type SessionCookieStep,
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

/** Runs cookie steps one call after another, so an end never overtakes the keep that followed it. */
function serialCookieSteps(): (steps: readonly SessionCookieStep[]) => Promise<void> {
  let queue: Promise<void> = Promise.resolve();
  return (steps) => {
    const run = async (): Promise<void> => {
      for (const step of steps) {
        if (step.step === 'keep') {
          await sessionCookie.keep(step.token);
        } else {
          // Gone locally even if the server cannot be told: the page must not resume a session its user ended.
          deleteCookie(SESSION_HINT_COOKIE);
          await sessionCookie.end();
        }
      }
    };
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  };
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
  bind(sessionCookieFx, serialCookieSteps());
  bind(resumeFx, unwrap(() => connection.resumeFromCookie()));
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
