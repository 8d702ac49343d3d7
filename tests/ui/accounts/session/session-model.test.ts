import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import type { LoginGrant, PasswordCredentials } from '../../../../application/accounts/ports/index.ts';
import { domainError, type PublicUser, type Role } from '../../../../domain/index.ts';
import { appHydrated } from '../../../../ui/features/shared/app/model.ts';
import { $loginError, $loginModal, $loginStep, loginModalOpened, loginSubmitted, twoFactorCodeSubmitted } from '../../../../ui/features/accounts/login/model.ts';
import { $pendingNavigation, navigated, navigationCarriedOut, pageResolved, resolvePageFx, type PageResolution } from '../../../../ui/features/shared/page/model.ts';
import {
  $favorites,
  $isLoggedIn,
  $roleFlags,
  $session,
  $showsStaffPanel,
  $user,
  connectionRestored,
  followUserFx,
  loadFavoritesFx,
  loginWithPasswordFx,
  logoutClicked,
  logoutFx,
  notifyNativeShellFx,
  readSessionHintFx,
  resumeFx,
  endSessionCookieFx,
  sessionGranted,
  setAdminCookieFx,
  stopFollowingUserFx,
  userRecordReceived,
} from '../../../../ui/features/accounts/session/model.ts';
import { $alertMessage, verificationStarted } from '../../../../ui/features/accounts/verification/model.ts';

const GRANT: LoginGrant = { userId: 'u1', token: 'tok-1', tokenExpires: new Date('2027-06-01T00:00:00Z') };
/** What a resume from the HttpOnly cookie answers: no token. */
const RESUMED: LoginGrant = { userId: 'u1', tokenExpires: GRANT.tokenExpires };

function user(overrides: Partial<PublicUser> = {}, roles: Role[] = ['CUSTOMER']): PublicUser {
  return {
    id: 'u1', username: 'Ada', slug: 'ada', emails: [{ address: 'ada@example.test', verified: true }], roles, banned: false, removed: false, limited: false,
    avatar: null, coverPhoto: null, phoneNumber: null, country: 'DE', communityRating: null, verificationState: 'VERIFIED', verificationDocuments: [],
    whiteListed: false, twoFactorEnabled: false, paymentDetails: {}, payoutDetails: {}, notificationSettings: {}, offerSettings: { games: [] },
    blockedUserIds: [], mutedUserIds: [], apiKey: null, igPlusActive: false, crowns: 0, onboardedAt: null, billingDetails: {}, ...overrides,
  } as PublicUser;
}

/** A browser scope with recording fakes for every adapter the session touches. */
function browser(options: { hasSession?: boolean; resume?: () => Promise<LoginGrant>; login?: (c: PasswordCredentials) => Promise<LoginGrant>; resolvePage?: (url: string) => Promise<PageResolution> } = {}) {
  const calls: { effect: string; params: unknown }[] = [];
  const record = (effect: string) => (params: unknown) => {
    calls.push({ effect, params });
  };
  const scope = fork({
    handlers: [
      [readSessionHintFx, () => options.hasSession ?? false],
      [resumeFx, () => { calls.push({ effect: 'resume', params: undefined }); return (options.resume ?? (() => Promise.resolve(RESUMED)))(); }],
      [loginWithPasswordFx, (c: PasswordCredentials) => { calls.push({ effect: 'login', params: c }); return (options.login ?? (() => Promise.resolve(GRANT)))(c); }],
      [logoutFx, record('logout')],
      [endSessionCookieFx, record('endCookie')],
      [followUserFx, record('followUser')],
      [stopFollowingUserFx, record('stopFollowing')],
      [loadFavoritesFx, () => { calls.push({ effect: 'loadFavorites', params: undefined }); return { favoriteProducts: ['p1'], favoriteSellers: [] }; }],
      [setAdminCookieFx, record('adminCookie')],
      [notifyNativeShellFx, record('nativeShell')],
      [resolvePageFx, (url: string) => (options.resolvePage ?? (() => Promise.reject(new Error('no page lookups here'))))(url)],
    ],
  });
  return { scope, calls, names: () => calls.map((c) => c.effect) };
}

async function page(scope: Scope, pathname: string, search = '') {
  await allSettled(pageResolved, { scope, params: { name: pathname === '/login' ? 'login' : 'home', layout: 'default', params: {}, pathname, search, status: 200 } });
}

describe('session model', () => {
  it('resumes from the session cookie after hydration when the hint says so, and follows the live record', async () => {
    const { scope, names } = browser({ hasSession: true });
    await allSettled(appHydrated, { scope });
    expect(scope.getState($session)).toEqual({ status: 'loggedIn', userId: 'u1', user: null });
    // The cookie is the server's already: nothing to keep, and no token in the page.
    expect(names()).toEqual(['resume', 'followUser']);
  });

  it('signs in with a grant from elsewhere (a sign-up, a mailed link) and ends no cookie', async () => {
    const { scope, names } = browser();
    await allSettled(sessionGranted, { scope, params: { userId: 'u2', tokenExpires: GRANT.tokenExpires } });
    expect(scope.getState($session)).toEqual({ status: 'loggedIn', userId: 'u2', user: null });
    expect(names()).toEqual(['followUser']);
  });

  it('does not end the new session cookie when another account signs in over the old one', async () => {
    const { scope, names } = browser({ hasSession: true });
    await allSettled(appHydrated, { scope });
    await allSettled(sessionGranted, { scope, params: { userId: 'u2', tokenExpires: GRANT.tokenExpires } });
    expect(scope.getState($session)).toMatchObject({ userId: 'u2' });
    // The old account's subscriptions end; its cookie was replaced by the new one, which must live.
    expect(names()).toContain('stopFollowing');
    expect(names()).not.toContain('endCookie');
  });

  it('stays anonymous without the hint and never calls the server', async () => {
    const { scope, names } = browser({ hasSession: false });
    await allSettled(appHydrated, { scope });
    expect(scope.getState($isLoggedIn)).toBe(false);
    expect(names()).toEqual([]);
  });

  it('logs out when the stored token is refused, but keeps waiting when the server is only unreachable', async () => {
    const refused = browser({ hasSession: true, resume: () => Promise.reject(domainError('TOKEN_INVALID', 'expired')) });
    await allSettled(appHydrated, { scope: refused.scope });
    expect(refused.scope.getState($session)).toEqual({ status: 'anonymous' });
    expect(refused.names()).toContain('endCookie');

    const offline = browser({ hasSession: true, resume: () => Promise.reject(domainError('UNAVAILABLE', 'offline')) });
    await allSettled(appHydrated, { scope: offline.scope });
    expect(offline.names()).not.toContain('endCookie');
  });

  it('resumes again after the channel comes back', async () => {
    const { scope, names } = browser({ hasSession: true });
    await allSettled(appHydrated, { scope });
    await allSettled(connectionRestored, { scope });
    expect(names().filter((n) => n === 'resume')).toHaveLength(2);
    expect(scope.getState($isLoggedIn)).toBe(true);
  });

  it('loads favorites and applies role flags on the first record; staff get the panel and the isAdmin cookie', async () => {
    const { scope, calls, names } = browser({ hasSession: true });
    await allSettled(appHydrated, { scope });
    await allSettled(userRecordReceived, { scope, params: user({}, ['MODERATOR']) });
    expect(scope.getState($roleFlags).isModerator).toBe(true);
    expect(scope.getState($showsStaffPanel)).toBe(true);
    expect(scope.getState($favorites).favoriteProducts).toEqual(['p1']);
    expect(calls).toContainEqual({ effect: 'adminCookie', params: true });
    await allSettled(userRecordReceived, { scope, params: user({ crowns: 5 }, ['MODERATOR']) });
    expect(names().filter((n) => n === 'loadFavorites')).toHaveLength(1);
    expect(scope.getState($user)?.crowns).toBe(5);
  });

  it('logs out at once when the live record says banned, clearing everything', async () => {
    const { scope, calls, names } = browser({ hasSession: true });
    await allSettled(appHydrated, { scope });
    await allSettled(userRecordReceived, { scope, params: user() });
    await allSettled(userRecordReceived, { scope, params: user({ banned: true }) });
    expect(scope.getState($session)).toEqual({ status: 'anonymous' });
    expect(scope.getState($user)).toBeNull();
    expect(scope.getState($favorites)).toEqual({ favoriteProducts: [], favoriteSellers: [] });
    expect(names()).toEqual(expect.arrayContaining(['endCookie', 'stopFollowing', 'nativeShell']));
    expect(calls).toContainEqual({ effect: 'adminCookie', params: false });
  });

  it('logs out locally even before the server answers the logout', async () => {
    const { scope, names } = browser({ hasSession: true });
    await allSettled(appHydrated, { scope });
    await allSettled(logoutClicked, { scope });
    expect(names()).toEqual(expect.arrayContaining(['logout', 'endCookie', 'stopFollowing']));
    expect(scope.getState($isLoggedIn)).toBe(false);
  });
});

describe('login modal model', () => {
  it('opens on /login with its redirect target, and goes there after a password login', async () => {
    const { scope, calls } = browser();
    await page(scope, '/login', '?redirect=%2Fdashboard%2Foffers');
    expect(scope.getState($loginModal)).toEqual({ open: true, redirectTo: '/dashboard/offers' });
    await allSettled(loginSubmitted, { scope, params: { email: 'ada@example.test', password: 'pw' } });
    expect(calls).toContainEqual({ effect: 'login', params: { email: 'ada@example.test', password: 'pw' } });
    expect(scope.getState($loginModal).open).toBe(false);
    expect(scope.getState($pendingNavigation)).toEqual({ to: '/dashboard/offers', replace: true });
  });

  it('never redirects to another site, whatever the link says', async () => {
    const { scope } = browser();
    await page(scope, '/login', '?redirect=https%3A%2F%2Fevil.example%2F');
    expect(scope.getState($loginModal)).toEqual({ open: true, redirectTo: '/' });
  });

  it('stays on the page after a login from the header button', async () => {
    const { scope } = browser();
    await page(scope, '/games');
    await allSettled(loginModalOpened, { scope });
    await allSettled(loginSubmitted, { scope, params: { email: 'a@b.test', password: 'pw' } });
    expect(scope.getState($loginModal).open).toBe(false);
    expect(scope.getState($pendingNavigation)).toBeNull();
  });

  it('shows a wrong password as an error and stays on the password step', async () => {
    const { scope } = browser({ login: () => Promise.reject(domainError('LOGIN_FAILED', 'Incorrect password')) });
    await allSettled(loginModalOpened, { scope });
    await allSettled(loginSubmitted, { scope, params: { email: 'a@b.test', password: 'bad' } });
    expect(scope.getState($loginError)).toBe('LOGIN_FAILED');
    expect(scope.getState($loginStep)).toBe('password');
    expect(scope.getState($loginModal).open).toBe(true);
  });

  it('asks for the code on 403 TWO_FACTOR_REQUIRED without an error, then sends it with the same credentials', async () => {
    let attempts = 0;
    const { scope, calls } = browser({
      login: (c) => {
        attempts += 1;
        if (c.twoFactorCode === undefined) return Promise.reject(domainError('TWO_FACTOR_REQUIRED', 'Two-factor code required'));
        if (c.twoFactorCode !== '123456') return Promise.reject(domainError('TWO_FACTOR_INVALID', 'Invalid code'));
        return Promise.resolve(GRANT);
      },
    });
    await allSettled(loginModalOpened, { scope });
    await allSettled(loginSubmitted, { scope, params: { email: 'a@b.test', password: 'pw' } });
    expect(scope.getState($loginStep)).toBe('twoFactor');
    expect(scope.getState($loginError)).toBeNull();
    await allSettled(twoFactorCodeSubmitted, { scope, params: '999 999' });
    expect(scope.getState($loginError)).toBe('TWO_FACTOR_INVALID');
    expect(scope.getState($loginStep)).toBe('twoFactor');
    await allSettled(twoFactorCodeSubmitted, { scope, params: '123 456' });
    expect(calls.filter((c) => c.effect === 'login').at(-1)?.params).toEqual({ email: 'a@b.test', password: 'pw', twoFactorCode: '123456' });
    expect(scope.getState($isLoggedIn)).toBe(true);
    expect(scope.getState($loginModal).open).toBe(false);
    expect(attempts).toBe(3);
  });
});

describe('verification in the browser', () => {
  it('shows the alert and redirects a restricted user; Start Verification goes to the tab and clears it', async () => {
    const { scope } = browser({ hasSession: true });
    await page(scope, '/games');
    await allSettled(appHydrated, { scope });
    await allSettled(userRecordReceived, { scope, params: user({ verificationState: 'VERIFICATION_REQUIRED' }) });
    expect(scope.getState($alertMessage)).toBe('verificationRequired');
    expect(scope.getState($pendingNavigation)).toEqual({ to: '/dashboard/account/Verification', replace: true });
    await allSettled(verificationStarted, { scope });
    expect(scope.getState($alertMessage)).toBeNull();
    expect(scope.getState($pendingNavigation)).toEqual({ to: '/dashboard/account/Verification', replace: false });
  });

  it('sends a restricted user back even when they click to the page still shown while the redirect loads', async () => {
    let answer: (r: PageResolution) => void = () => undefined;
    const { scope } = browser({ hasSession: true, resolvePage: () => new Promise<PageResolution>((resolve) => { answer = resolve; }) });
    await page(scope, '/games');
    await allSettled(appHydrated, { scope });
    await allSettled(userRecordReceived, { scope, params: user({ verificationState: 'VERIFICATION_REQUIRED' }) });
    await allSettled(navigationCarriedOut, { scope });
    // The Verification tab's lookup is still in flight when the user clicks the /games link again.
    // (allSettled would wait for that lookup, so these run unawaited; each settles its samples at once.)
    const settling = [allSettled(navigated, { scope, params: '/dashboard/account/Verification' }), allSettled(navigationCarriedOut, { scope })];
    expect(scope.getState($pendingNavigation)).toBeNull();
    settling.push(allSettled(navigated, { scope, params: '/games' }));
    expect(scope.getState($pendingNavigation)).toEqual({ to: '/dashboard/account/Verification', replace: true });
    answer({ kind: 'page', page: { name: 'dashboardAccount', layout: 'default', params: {}, pathname: '/dashboard/account/Verification', search: '', status: 200 } });
    await Promise.all(settling);
  });

  it('leaves a verified user where they are', async () => {
    const { scope } = browser({ hasSession: true });
    await page(scope, '/games');
    await allSettled(appHydrated, { scope });
    await allSettled(userRecordReceived, { scope, params: user() });
    expect(scope.getState($alertMessage)).toBeNull();
    expect(scope.getState($pendingNavigation)).toBeNull();
  });
});
