import { verificationRedirect, type VerificationState } from '../accounts/index.ts';
import { matchRoute, type ResolvedRoute } from './match-route.ts';
import { safeRedirectTarget } from './safe-redirect.ts';

/**
 * Navigation guards (spec sections 2 and 4), pure so the server and the
 * browser decide alike:
 * - anonymous visitors on an auth route go to `/login?redirect=<path+search>`;
 * - anonymous visitors on /checkout stay there, the URL replaced by
 *   `/checkout?redirect=%2Fcheckout`, and the login modal opens;
 * - logged-in users with VERIFICATION_REQUIRED go to the verification page
 *   (domain `verificationRedirect`), except on /auth/logout — reading: a
 *   restricted user must still be able to sign out;
 * - logged-in users on /login go straight to its redirect target (or home).
 * Every redirect lands on a page that renders on the next check, so guards never loop.
 */

/** What the guards need to know about the visitor. */
export interface NavigationSession {
  readonly isLoggedIn: boolean;
  /** Null while unknown or for anonymous visitors. */
  readonly verificationState: VerificationState | null;
}

/** Show the page, or replace the URL with `to`. */
export type GuardDecision = { readonly kind: 'render' } | { readonly kind: 'redirect'; readonly to: string };

/** The route fields the guards read. */
export type GuardedRoute = Pick<ResolvedRoute, 'name' | 'auth' | 'loginInPlace'>;

/** Where login goes after success when no usable redirect was given. */
const AFTER_LOGIN_DEFAULT = '/';

const RENDER: GuardDecision = { kind: 'render' };

function redirectParam(search: string): string | null {
  return new URLSearchParams(search).get('redirect');
}

/** The login page that returns to `target` afterwards. */
export function loginUrl(target: string): string {
  return `/login?redirect=${encodeURIComponent(target)}`;
}

/** `search` with `?` whether or not the caller kept it. */
function withQuestionMark(search: string): string {
  return search === '' || search.startsWith('?') ? search : `?${search}`;
}

/** Whether finishing login at `target` would be pointless or harmful (show login again, or log out). */
function isLoginOrAuthPath(target: string): boolean {
  const { route } = matchRoute(target, []);
  return route.name === 'login' || route.path.startsWith('/auth/');
}

/** Whether the login modal opens on this URL, and where a successful login then goes. */
export type LoginModal = { readonly open: false } | { readonly open: true; readonly redirectTo: string };

/**
 * /login always opens the modal; an in-place-login page (/checkout) opens it
 * when its URL carries `redirect`. The target is the `redirect` param when it
 * is a safe same-site path that is not itself a login or /auth page, else the
 * page's own default (home for /login, the page itself for checkout). The
 * caller opens the modal only for anonymous visitors.
 */
export function loginModalFor(pathname: string, search: string): LoginModal {
  const { route } = matchRoute(pathname, []);
  const isLogin = route.name === 'login';
  const raw = redirectParam(search);
  if (!isLogin && !(route.loginInPlace && raw !== null)) return { open: false };
  const target = safeRedirectTarget(raw);
  const fallback = isLogin ? AFTER_LOGIN_DEFAULT : route.path;
  return { open: true, redirectTo: target === null || isLoginOrAuthPath(target) ? fallback : target };
}

/** The decision for one navigation; `search` may be '' or start with '?'. */
export function guardNavigation(input: {
  readonly route: GuardedRoute;
  readonly pathname: string;
  readonly search: string;
  readonly session: NavigationSession;
}): GuardDecision {
  const { route, pathname, session } = input;
  const search = withQuestionMark(input.search);
  if (!session.isLoggedIn) {
    if (route.auth) return { kind: 'redirect', to: loginUrl(`${pathname}${search}`) };
    if (route.loginInPlace && redirectParam(search) === null) {
      const query = new URLSearchParams(search);
      query.set('redirect', pathname);
      return { kind: 'redirect', to: `${pathname}?${query.toString()}` };
    }
    return RENDER;
  }
  if (session.verificationState !== null && route.name !== 'authLogout') {
    const to = verificationRedirect(session.verificationState, pathname);
    if (to !== null) return { kind: 'redirect', to };
  }
  if (route.name === 'login') {
    const modal = loginModalFor(pathname, search);
    return { kind: 'redirect', to: modal.open ? modal.redirectTo : AFTER_LOGIN_DEFAULT };
  }
  return RENDER;
}
