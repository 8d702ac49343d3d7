import { createEffect, createEvent, createStore, sample } from 'effector';
import type { FavoriteLists } from '../../../../application/shopping/ports/index.ts';
import type { LoginGrant, PasswordCredentials } from '../../../../application/accounts/ports/index.ts';
import {
  INITIAL_SESSION,
  actorFromProfile,
  NO_ROLE_FLAGS,
  primaryEmail,
  roleFlags,
  showsStaffPanel,
  transitionSession,
  type DomainError,
  type PublicUser,
  type SessionEffect,
  type SessionEvent,
  type SessionState,
  type SessionTransition,
} from '../../../../domain/index.ts';
import { appHydrated } from '../../shared/app/model.ts';

/*
 * The live session (spec section 4 'Login', 'Logout', 'First load of user details').
 * The domain's session machine decides; this model feeds it events and runs
 * the effects it names through effects the browser's composition root binds
 * to the DDP account channel, the session cookie routes and the native shell.
 */

/**
 * Whether the script-readable `hasSession` hint says the browser holds the
 * server's HttpOnly session cookie. The token itself is never in reach of
 * this model (issue 11, finding 8): the handler of every sign-in hands the
 * new token to the server's cookie before it answers, and leaves it out of
 * the grant; a page load resumes from that cookie.
 */
export const readSessionHintFx = createEffect<void, boolean>();
/** Ends the session cookie (the server revokes its token) and its hint. */
export const endSessionCookieFx = createEffect<void, void>();
/** Resumes the session from the HttpOnly cookie. */
export const resumeFx = createEffect<void, LoginGrant, DomainError>();
/** Signs in with a password; the session cookie is set by the time it answers. */
export const loginWithPasswordFx = createEffect<PasswordCredentials, LoginGrant, DomainError>();
export const logoutFx = createEffect<void, void, DomainError>();
export const followUserFx = createEffect<string, void>();
export const stopFollowingUserFx = createEffect<void, void>();
export const loadFavoritesFx = createEffect<void, FavoriteLists, DomainError>();
export const setAdminCookieFx = createEffect<boolean, void>();
/** Tells a native app shell around the web view that the user signed out (no-op in a plain browser). */
export const notifyNativeShellFx = createEffect<void, void>();

/** The account channel came back after a drop: resume from the session cookie. */
export const connectionRestored = createEvent();
/** A sign-in outside the login modal (a sign-up, a mailed link) answered with a session, its cookie already set. */
export const sessionGranted = createEvent<LoginGrant>();
/** A record from the live `loggedInUser` feed. */
export const userRecordReceived = createEvent<PublicUser>();
export const logoutClicked = createEvent();
/** Anything that happens to the session, in the machine's terms. */
export const sessionEventHappened = createEvent<SessionEvent>();

const transitioned = createEvent<SessionTransition>();

export const $session = createStore<SessionState>(INITIAL_SESSION, { sid: 'session/$session', serialize: 'ignore' });
export const $user = createStore<PublicUser | null>(null, { sid: 'session/$user', serialize: 'ignore' });
export const $favorites = createStore<FavoriteLists>({ favoriteProducts: [], favoriteSellers: [] }, { sid: 'session/$favorites', serialize: 'ignore' });

export const $isLoggedIn = $session.map((s) => s.status === 'loggedIn');
export const $roleFlags = $user.map((user) => (user === null ? NO_ROLE_FLAGS : roleFlags(user.roles)));
/** The live user as the permission table reads them, so pages show only what the server would allow (it checks again). */
export const $actor = $user.map((user) => actorFromProfile(user === null ? undefined : { id: user.id, roles: user.roles, banned: user.banned, verificationState: user.verificationState }));
export const $showsStaffPanel = $user.map((user) => user !== null && showsStaffPanel(user.roles));
export const $userEmail = $user.map((user) => (user === null ? null : primaryEmail(user)));

sample({ clock: sessionEventHappened, source: $session, fn: (state, event) => transitionSession(state, event), target: transitioned });
sample({ clock: transitioned, fn: (t) => t.state, target: $session });

/** Fires `target` whenever the machine asks for `effect`. */
function whenAsked(effect: SessionEffect) {
  return sample({ clock: transitioned, filter: (t) => t.effects.includes(effect) });
}

// Start: resume from the session cookie after hydration, when the hint says there is one (never on the server).
sample({ clock: [appHydrated, connectionRestored], target: readSessionHintFx });
const hinted = readSessionHintFx.doneData.filter({ fn: (hasSession) => hasSession });
sample({ clock: hinted, fn: (): SessionEvent => ({ type: 'LOGIN_STARTED', method: 'resume' }), target: sessionEventHappened });
sample({ clock: hinted, target: resumeFx });
sample({ clock: resumeFx.failData, filter: (error) => error.code !== 'UNAVAILABLE', fn: (): SessionEvent => ({ type: 'RESUME_FAILED' }), target: sessionEventHappened });

sample({ clock: [resumeFx.doneData, loginWithPasswordFx.doneData, sessionGranted], fn: (grant): SessionEvent => ({ type: 'LOGIN_SUCCEEDED', userId: grant.userId }), target: sessionEventHappened });
sample({ clock: loginWithPasswordFx.failData, fn: (error): SessionEvent => ({ type: 'LOGIN_FAILED', error }), target: sessionEventHappened });

sample({ clock: userRecordReceived, fn: (user): SessionEvent => ({ type: 'USER_UPDATED', user }), target: sessionEventHappened });
sample({ clock: userRecordReceived, source: $session, filter: (s, user) => s.status === 'loggedIn' && s.userId === user.id && !user.banned && !user.removed, fn: (_, user) => user, target: $user });

sample({ clock: logoutClicked, target: logoutFx });
// Signing out locally does not wait for the server: a dropped channel must not keep anyone signed in.
sample({ clock: logoutClicked, fn: (): SessionEvent => ({ type: 'LOGGED_OUT' }), target: sessionEventHappened });

// The machine's effects. `storeToken` was done by the sign-in's handler. A transition that clears and
// stores at once is another account signing in: its cookie, already set, replaced the old one, and
// ending it now would revoke the new session.
sample({ clock: transitioned, filter: (t) => t.effects.includes('clearToken') && !t.effects.includes('storeToken'), target: endSessionCookieFx });
sample({ clock: whenAsked('subscribeUser').filterMap((t) => (t.state.status === 'loggedIn' ? t.state.userId : undefined)), target: followUserFx });
sample({ clock: whenAsked('loadFavorites'), target: loadFavoritesFx });
sample({ clock: whenAsked('setAdminCookie'), fn: () => true, target: setAdminCookieFx });
sample({ clock: whenAsked('clearRoleFlags'), fn: () => null, target: $user });
sample({ clock: whenAsked('clearRoleFlags'), fn: () => false, target: setAdminCookieFx });
sample({ clock: whenAsked('clearSubscriptions'), target: stopFollowingUserFx });
sample({ clock: whenAsked('clearSubscriptions'), fn: () => ({ favoriteProducts: [], favoriteSellers: [] }), target: $favorites });
sample({ clock: whenAsked('notifyNativeShell'), target: notifyNativeShellFx });

$favorites.on(loadFavoritesFx.doneData, (_, lists) => lists);
