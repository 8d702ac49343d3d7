import type { DomainError } from '../shared/errors/index.ts';
import { NO_ROLE_FLAGS, roleFlags, setsAdminCookie, type RoleFlags } from './roles.ts';
import { mustLogOut, type PublicUser } from './user.ts';

/**
 * The client session as an explicit state machine (spec section 4: Login,
 * Logout, First load of user details, Monitoring user link).
 * `transitionSession` is pure: it returns the next state and the names of the
 * side effects the caller must run, in order; a pair that the table does not
 * handle leaves the state as it is and runs nothing.
 *
 * Readings chosen where the specification is terse:
 * - Two-factor is signalled explicitly by the failure's error code
 *   (TWO_FACTOR_REQUIRED, or TWO_FACTOR_INVALID after a wrong code; both are
 *   the 403 of the spec), never by parsing the reason text.
 * - A failed resume is a logout, whether it arrives as RESUME_FAILED or as a
 *   LOGIN_FAILED while resuming, because the stored token is no longer good.
 * - LOGGED_OUT, RESUME_FAILED and a banned or removed USER_UPDATED run every
 *   clearing effect from any state, even 'anonymous', since clearing is
 *   harmless and a stale token may survive from an earlier page.
 * - The monitoring user is attached on the first user record, not on the
 *   login result, because only the record carries the e-mail address.
 * - A USER_UPDATED for another user id than the session's is ignored.
 * - While logged in, a LOGIN_STARTED (the resume after a reconnect) keeps the
 *   session as it is; a LOGIN_SUCCEEDED for another user is a logout followed
 *   by a login.
 */

/** The four states of the session. */
export type SessionStatus = 'anonymous' | 'loggingIn' | 'awaitingTwoFactor' | 'loggedIn';

/** How a login was started: a stored resume token, e-mail and password, or a two-factor code. */
export type LoginMethod = 'resume' | 'password' | 'twoFactor';

/** What the session needs of the live user record. */
export type SessionUser = Pick<PublicUser, 'id' | 'emails' | 'roles' | 'banned' | 'removed'>;

/** The session state; only 'loggedIn' knows a user, and `user` is null until the first record arrives. */
export type SessionState =
  | { readonly status: 'anonymous' }
  | { readonly status: 'loggingIn'; readonly method: LoginMethod }
  /** `reason` is the server's text, shown in the two-factor modal. */
  | { readonly status: 'awaitingTwoFactor'; readonly reason: string }
  | { readonly status: 'loggedIn'; readonly userId: string; readonly user: SessionUser | null };

/** What can happen to a session. */
export type SessionEvent =
  | { readonly type: 'LOGIN_STARTED'; readonly method: 'resume' | 'password' }
  /** The login call answered with a user id (a result without an id is a LOGIN_FAILED). */
  | { readonly type: 'LOGIN_SUCCEEDED'; readonly userId: string }
  | { readonly type: 'LOGIN_FAILED'; readonly error: DomainError }
  | { readonly type: 'TWO_FACTOR_SUBMITTED' }
  | { readonly type: 'TWO_FACTOR_CANCELLED' }
  /** A record from the live loggedInUser feed. */
  | { readonly type: 'USER_UPDATED'; readonly user: SessionUser }
  | { readonly type: 'RESUME_FAILED' }
  | { readonly type: 'LOGGED_OUT' };

/** The side effects a transition asks for; the caller maps each name to an adapter call. */
export type SessionEffect =
  | 'storeToken'
  | 'subscribeUser'
  | 'applyRoleFlags'
  | 'loadFavorites'
  | 'setAdminCookie'
  | 'attachMonitoringUser'
  | 'openTwoFactorModal'
  | 'closeTwoFactorModal'
  | 'clearToken'
  | 'clearRoleFlags'
  | 'clearContacts'
  | 'clearNotifications'
  | 'clearSubscriptions'
  | 'clearMonitoringUser'
  | 'notifyNativeShell';

/** The outcome of one event: the next state and the effects to run, in order. */
export interface SessionTransition {
  readonly state: SessionState;
  readonly effects: readonly SessionEffect[];
}

/** Where every page load starts. */
export const INITIAL_SESSION: SessionState = { status: 'anonymous' };

/** What logout clears (spec section 4, Logout and Monitoring user link), in the order to run it. */
export const LOGOUT_EFFECTS: readonly SessionEffect[] = [
  'clearToken',
  'clearRoleFlags',
  'clearContacts',
  'clearNotifications',
  'clearSubscriptions',
  'clearMonitoringUser',
  'notifyNativeShell',
];

/** What a successful login starts: keep the token and follow the live user record. */
export const LOGIN_EFFECTS: readonly SessionEffect[] = ['storeToken', 'subscribeUser'];

/** Whether a login failure means "ask for the two-factor code" rather than "wrong credentials". */
export function requiresTwoFactor(error: DomainError): boolean {
  return error.code === 'TWO_FACTOR_REQUIRED' || error.code === 'TWO_FACTOR_INVALID';
}

/** The role flags the UI shows for a session: none until the user record has arrived. */
export function sessionRoleFlags(state: SessionState): RoleFlags {
  return state.status === 'loggedIn' && state.user !== null ? roleFlags(state.user.roles) : NO_ROLE_FLAGS;
}

type EventType = SessionEvent['type'];
type EventOf<E extends EventType> = Extract<SessionEvent, { type: E }>;
type StateOf<S extends SessionStatus> = Extract<SessionState, { status: S }>;
type Row<S extends SessionState> = { readonly [E in EventType]: (state: S, event: EventOf<E>) => SessionTransition };

const ANONYMOUS: SessionState = INITIAL_SESSION;

function stay(state: SessionState): SessionTransition {
  return { state, effects: [] };
}

function loggedOut(): SessionTransition {
  return { state: ANONYMOUS, effects: LOGOUT_EFFECTS };
}

function startLogin(_state: SessionState, event: EventOf<'LOGIN_STARTED'>): SessionTransition {
  return { state: { status: 'loggingIn', method: event.method }, effects: [] };
}

function loggedIn(userId: string, closeModal: boolean): SessionTransition {
  return {
    state: { status: 'loggedIn', userId, user: null },
    effects: closeModal ? [...LOGIN_EFFECTS, 'closeTwoFactorModal'] : LOGIN_EFFECTS,
  };
}

/** A banned or removed record ends any session; any other record outside 'loggedIn' is stale. */
function userOutsideSession(state: SessionState, event: EventOf<'USER_UPDATED'>): SessionTransition {
  return mustLogOut(event.user) ? loggedOut() : stay(state);
}

const ROW_ANONYMOUS: Row<StateOf<'anonymous'>> = {
  LOGIN_STARTED: startLogin,
  LOGIN_SUCCEEDED: (_s, e) => loggedIn(e.userId, false),
  LOGIN_FAILED: stay,
  TWO_FACTOR_SUBMITTED: stay,
  TWO_FACTOR_CANCELLED: stay,
  USER_UPDATED: userOutsideSession,
  RESUME_FAILED: loggedOut,
  LOGGED_OUT: loggedOut,
};

const ROW_LOGGING_IN: Row<StateOf<'loggingIn'>> = {
  LOGIN_STARTED: startLogin,
  LOGIN_SUCCEEDED: (s, e) => loggedIn(e.userId, s.method === 'twoFactor'),
  LOGIN_FAILED: (s, e) => {
    if (s.method === 'resume') return loggedOut();
    if (requiresTwoFactor(e.error)) {
      return { state: { status: 'awaitingTwoFactor', reason: e.error.message }, effects: ['openTwoFactorModal'] };
    }
    return { state: ANONYMOUS, effects: s.method === 'twoFactor' ? ['closeTwoFactorModal'] : [] };
  },
  TWO_FACTOR_SUBMITTED: stay,
  TWO_FACTOR_CANCELLED: stay,
  USER_UPDATED: userOutsideSession,
  RESUME_FAILED: loggedOut,
  LOGGED_OUT: loggedOut,
};

const ROW_AWAITING_TWO_FACTOR: Row<StateOf<'awaitingTwoFactor'>> = {
  LOGIN_STARTED: startLogin,
  LOGIN_SUCCEEDED: (_s, e) => loggedIn(e.userId, true),
  LOGIN_FAILED: stay,
  TWO_FACTOR_SUBMITTED: () => ({ state: { status: 'loggingIn', method: 'twoFactor' }, effects: [] }),
  TWO_FACTOR_CANCELLED: () => ({ state: ANONYMOUS, effects: ['closeTwoFactorModal'] }),
  USER_UPDATED: userOutsideSession,
  RESUME_FAILED: loggedOut,
  LOGGED_OUT: loggedOut,
};

const ROW_LOGGED_IN: Row<StateOf<'loggedIn'>> = {
  LOGIN_STARTED: stay,
  LOGIN_SUCCEEDED: (s, e) => {
    if (e.userId === s.userId) return { state: s, effects: ['storeToken'] };
    const next = loggedIn(e.userId, false);
    return { state: next.state, effects: [...LOGOUT_EFFECTS, ...next.effects] };
  },
  LOGIN_FAILED: stay,
  TWO_FACTOR_SUBMITTED: stay,
  TWO_FACTOR_CANCELLED: stay,
  USER_UPDATED: (s, e) => {
    if (mustLogOut(e.user)) return loggedOut();
    if (e.user.id !== s.userId) return stay(s);
    const state: SessionState = { status: 'loggedIn', userId: s.userId, user: e.user };
    if (s.user !== null) return { state, effects: ['applyRoleFlags'] };
    const firstLoad: SessionEffect[] = ['applyRoleFlags', 'loadFavorites', 'attachMonitoringUser'];
    if (setsAdminCookie(e.user.roles)) firstLoad.push('setAdminCookie');
    return { state, effects: firstLoad };
  },
  RESUME_FAILED: loggedOut,
  LOGGED_OUT: loggedOut,
};

/** The transition table: one row per state, one handler per event. */
const SESSION_TRANSITIONS: { readonly [S in SessionStatus]: Row<StateOf<S>> } = {
  anonymous: ROW_ANONYMOUS,
  loggingIn: ROW_LOGGING_IN,
  awaitingTwoFactor: ROW_AWAITING_TWO_FACTOR,
  loggedIn: ROW_LOGGED_IN,
};

/** The next session state and the effects to run for `event` (see the module comment for the rules). */
export function transitionSession(state: SessionState, event: SessionEvent): SessionTransition {
  // The table is typed per (state, event) pair; this widening only forgets that pairing.
  const handler = SESSION_TRANSITIONS[state.status][event.type] as (s: SessionState, e: SessionEvent) => SessionTransition;
  return handler(state, event);
}
