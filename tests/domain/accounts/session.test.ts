import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { domainError, type ErrorCode } from '../../../domain/shared/errors/index.ts';
import {
  INITIAL_SESSION,
  LOGOUT_EFFECTS,
  ROLES,
  sessionRoleFlags,
  transitionSession,
  type SessionEffect,
  type SessionEvent,
  type SessionState,
  type SessionUser,
} from '../../../domain/accounts/index.ts';

const user = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u1',
  emails: [{ address: 'a@b.c', verified: true }],
  roles: ['CUSTOMER'],
  banned: false,
  removed: false,
  ...over,
});

/** Runs events from a state, returning the final state and every effect in order. */
function run(events: readonly SessionEvent[], from: SessionState = INITIAL_SESSION) {
  let state = from;
  const effects: SessionEffect[] = [];
  for (const e of events) {
    const t = transitionSession(state, e);
    state = t.state;
    effects.push(...t.effects);
  }
  return { state, effects };
}

const userId = fc.constantFrom('u1', 'u2');
const sessionUser = fc.record({
  id: userId,
  emails: fc.array(fc.record({ address: fc.constantFrom('a@b.c', 'x@y.z'), verified: fc.boolean() }), { maxLength: 2 }),
  roles: fc.subarray([...ROLES]),
  banned: fc.boolean(),
  removed: fc.boolean(),
});
const errorCode = fc.constantFrom<ErrorCode>('LOGIN_FAILED', 'TWO_FACTOR_REQUIRED', 'TWO_FACTOR_INVALID', 'UNAVAILABLE');
const event: fc.Arbitrary<SessionEvent> = fc.oneof(
  fc.constantFrom('resume' as const, 'password' as const).map((method) => ({ type: 'LOGIN_STARTED' as const, method })),
  userId.map((id) => ({ type: 'LOGIN_SUCCEEDED' as const, userId: id })),
  errorCode.map((code) => ({ type: 'LOGIN_FAILED' as const, error: domainError(code, `reason ${code}`) })),
  fc.constant({ type: 'TWO_FACTOR_SUBMITTED' as const }),
  fc.constant({ type: 'TWO_FACTOR_CANCELLED' as const }),
  sessionUser.map((u) => ({ type: 'USER_UPDATED' as const, user: u })),
  fc.constant({ type: 'RESUME_FAILED' as const }),
  fc.constant({ type: 'LOGGED_OUT' as const }),
);
const events = fc.array(event, { maxLength: 30 });

describe('session state machine', () => {
  it('ends anonymous with every clearing effect after LOGGED_OUT, RESUME_FAILED or a banned/removed update, from any history', () => {
    const ending = fc.oneof(
      fc.constant<SessionEvent>({ type: 'LOGGED_OUT' }),
      fc.constant<SessionEvent>({ type: 'RESUME_FAILED' }),
      fc
        .tuple(sessionUser, fc.constantFrom([true, false], [false, true], [true, true]))
        .map(([u, [banned, removed]]): SessionEvent => ({ type: 'USER_UPDATED', user: { ...u, banned, removed } })),
    );
    fc.assert(
      fc.property(events, ending, (history, last) => {
        const before = run(history).state;
        const t = transitionSession(before, last);
        expect(t.state.status).toBe('anonymous');
        for (const e of ['clearToken', 'clearRoleFlags', 'clearContacts', 'clearNotifications', 'clearSubscriptions', 'notifyNativeShell', 'clearMonitoringUser'] as const) {
          expect(t.effects).toContain(e);
        }
      }),
    );
  });

  it('never holds a banned user or another user than the session id, and shows flags only from the loaded record', () => {
    fc.assert(
      fc.property(events, (history) => {
        const { state } = run(history);
        const flags = sessionRoleFlags(state);
        if (state.status === 'loggedIn' && state.user !== null) {
          expect(state.user.id).toBe(state.userId);
          expect(state.user.banned || state.user.removed).toBe(false);
          expect(flags.isAdmin).toBe(state.user.roles.includes('ADMIN'));
        } else {
          expect(Object.values(flags).every((f) => !f)).toBe(true);
        }
      }),
    );
  });

  it('loads favorites and attaches the monitoring user at most once per login', () => {
    fc.assert(
      fc.property(events, (history) => {
        let state: SessionState = INITIAL_SESSION;
        let sinceLogin: SessionEffect[] = [];
        for (const e of history) {
          const t = transitionSession(state, e);
          if (t.effects.includes('subscribeUser') || t.effects.includes('clearToken')) sinceLogin = [];
          sinceLogin.push(...t.effects);
          state = t.state;
          expect(sinceLogin.filter((x) => x === 'loadFavorites').length).toBeLessThanOrEqual(1);
          expect(sinceLogin.filter((x) => x === 'attachMonitoringUser').length).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('logs in with a password, then loads favorites, attaches monitoring and sets the admin cookie on the first record only', () => {
    const admin = user({ roles: ['ADMIN'] });
    const a = transitionSession(INITIAL_SESSION, { type: 'LOGIN_STARTED', method: 'password' });
    expect(a).toEqual({ state: { status: 'loggingIn', method: 'password' }, effects: [] });
    const b = transitionSession(a.state, { type: 'LOGIN_SUCCEEDED', userId: 'u1' });
    expect(b).toEqual({ state: { status: 'loggedIn', userId: 'u1', user: null }, effects: ['storeToken', 'subscribeUser'] });
    const c = transitionSession(b.state, { type: 'USER_UPDATED', user: admin });
    expect(c.state).toEqual({ status: 'loggedIn', userId: 'u1', user: admin });
    expect(c.effects).toEqual(['applyRoleFlags', 'loadFavorites', 'attachMonitoringUser', 'setAdminCookie']);
    const d = transitionSession(c.state, { type: 'USER_UPDATED', user: { ...admin, roles: ['ADMIN', 'SELLER'] } });
    expect(d.effects).toEqual(['applyRoleFlags']);
    expect(sessionRoleFlags(d.state).isSeller).toBe(true);
  });

  it('does not set the admin cookie for a blogger or a customer', () => {
    const s = run([{ type: 'LOGIN_SUCCEEDED', userId: 'u1' }, { type: 'USER_UPDATED', user: user({ roles: ['BLOGGER', 'CUSTOMER'] }) }]);
    expect(s.effects).not.toContain('setAdminCookie');
    expect(s.effects).toContain('loadFavorites');
  });

  it('opens the two-factor modal on a TWO_FACTOR_REQUIRED failure and keeps the reason for it', () => {
    const s = run([
      { type: 'LOGIN_STARTED', method: 'password' },
      { type: 'LOGIN_FAILED', error: domainError('TWO_FACTOR_REQUIRED', 'Two factor required') },
    ]);
    expect(s.state).toEqual({ status: 'awaitingTwoFactor', reason: 'Two factor required' });
    expect(s.effects).toEqual(['openTwoFactorModal']);
    const t = run([{ type: 'TWO_FACTOR_SUBMITTED' }, { type: 'LOGIN_SUCCEEDED', userId: 'u1' }], s.state);
    expect(t.state.status).toBe('loggedIn');
    expect(t.effects).toEqual(['storeToken', 'subscribeUser', 'closeTwoFactorModal']);
  });

  it('asks for the code again after a wrong code, and closes the modal when cancelled', () => {
    const s = run([
      { type: 'LOGIN_STARTED', method: 'password' },
      { type: 'LOGIN_FAILED', error: domainError('TWO_FACTOR_REQUIRED', 'need code') },
      { type: 'TWO_FACTOR_SUBMITTED' },
      { type: 'LOGIN_FAILED', error: domainError('TWO_FACTOR_INVALID', 'wrong code') },
    ]);
    expect(s.state).toEqual({ status: 'awaitingTwoFactor', reason: 'wrong code' });
    expect(transitionSession(s.state, { type: 'TWO_FACTOR_CANCELLED' })).toEqual({
      state: { status: 'anonymous' },
      effects: ['closeTwoFactorModal'],
    });
  });

  it('returns to anonymous without clearing anything on wrong credentials', () => {
    const s = run([
      { type: 'LOGIN_STARTED', method: 'password' },
      { type: 'LOGIN_FAILED', error: domainError('LOGIN_FAILED', 'Incorrect password') },
    ]);
    expect(s).toEqual({ state: { status: 'anonymous' }, effects: [] });
  });

  it('treats a failed resume reported as LOGIN_FAILED as a logout, even with a two-factor code', () => {
    const s = run([
      { type: 'LOGIN_STARTED', method: 'resume' },
      { type: 'LOGIN_FAILED', error: domainError('TWO_FACTOR_REQUIRED', 'x') },
    ]);
    expect(s).toEqual({ state: { status: 'anonymous' }, effects: LOGOUT_EFFECTS });
  });

  it('keeps the session through a reconnect resume and ignores records of another user', () => {
    const loaded = run([{ type: 'LOGIN_SUCCEEDED', userId: 'u1' }, { type: 'USER_UPDATED', user: user() }]).state;
    const r = run([{ type: 'LOGIN_STARTED', method: 'resume' }, { type: 'LOGIN_SUCCEEDED', userId: 'u1' }], loaded);
    expect(r).toEqual({ state: loaded, effects: ['storeToken'] });
    expect(transitionSession(loaded, { type: 'USER_UPDATED', user: user({ id: 'u2' }) })).toEqual({ state: loaded, effects: [] });
  });

  it('logs the old user out before logging a different user in', () => {
    const loaded = run([{ type: 'LOGIN_SUCCEEDED', userId: 'u1' }, { type: 'USER_UPDATED', user: user() }]).state;
    const t = transitionSession(loaded, { type: 'LOGIN_SUCCEEDED', userId: 'u2' });
    expect(t.state).toEqual({ status: 'loggedIn', userId: 'u2', user: null });
    expect(t.effects).toEqual([...LOGOUT_EFFECTS, 'storeToken', 'subscribeUser']);
  });

  it('logs out a user whose first record is already banned, without loading favorites', () => {
    const s = run([{ type: 'LOGIN_SUCCEEDED', userId: 'u1' }, { type: 'USER_UPDATED', user: user({ banned: true }) }]);
    expect(s.state.status).toBe('anonymous');
    expect(s.effects).not.toContain('loadFavorites');
    expect(s.effects).not.toContain('attachMonitoringUser');
  });
});
