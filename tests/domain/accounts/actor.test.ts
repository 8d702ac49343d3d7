import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  NO_ROLE_FLAGS,
  ROLES,
  VERIFICATION_STATES,
  VISITOR,
  actorFromProfile,
  roleFlags,
  signedInUserId,
  type Actor,
  type ActorProfile,
} from '../../../domain/accounts/index.ts';

const role = fc.constantFrom(...ROLES);
const unknownRole = fc.oneof(
  fc.string().filter((s) => !(ROLES as readonly string[]).includes(s)),
  role.map((r) => r.toLowerCase()),
);

describe('the actor', () => {
  it('is the visitor when there is no account: no user, no role, no flag', () => {
    expect(actorFromProfile(undefined)).toBe(VISITOR);
    expect(VISITOR).toEqual({ userId: null, roles: [], flags: NO_ROLE_FLAGS, verificationState: 'NOT_STARTED', banned: false });
    expect(signedInUserId(VISITOR)).toBeNull();
  });

  it('keeps the known roles once each, drops the rest, and sets exactly their flags', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(role, unknownRole), { maxLength: 20 }), (roles) => {
        const actor = actorFromProfile({ id: 'u1', roles, banned: false, verificationState: 'VERIFIED' });
        const known = [...new Set(roles.filter((r) => (ROLES as readonly string[]).includes(r)))];
        expect(actor.roles).toEqual(known);
        expect(actor.flags).toEqual(roleFlags(known));
        expect(actor.userId).toBe('u1');
      }),
    );
  });

  it('keeps the stored verification state, and reads an unknown one as NOT_STARTED', () => {
    for (const state of VERIFICATION_STATES) {
      expect(actorFromProfile({ id: 'u1', roles: [], banned: false, verificationState: state }).verificationState).toBe(state);
    }
    expect(actorFromProfile({ id: 'u1', roles: [], banned: false, verificationState: 'SOMETHING_NEW' }).verificationState).toBe('NOT_STARTED');
  });

  it('acts as its user unless banned: a banned user still has an id but acts as nobody', () => {
    const user = actorFromProfile({ id: 'u1', roles: ['ADMIN'], banned: false, verificationState: 'VERIFIED' });
    const banned = actorFromProfile({ id: 'u1', roles: ['ADMIN'], banned: true, verificationState: 'VERIFIED' });
    expect(signedInUserId(user)).toBe('u1');
    expect(banned.userId).toBe('u1');
    expect(banned.banned).toBe(true);
    expect(signedInUserId(banned)).toBeNull();
  });

  it('has no place for a secret: neither the actor nor what it is built from can carry a password hash or 2FA secret', () => {
    expectTypeOf<Actor>().not.toHaveProperty('passwordHash');
    expectTypeOf<Actor>().not.toHaveProperty('twoFactorSecret');
    expectTypeOf<ActorProfile>().not.toHaveProperty('passwordHash');
    expectTypeOf<ActorProfile>().not.toHaveProperty('twoFactorSecret');
    expect(Object.keys(actorFromProfile({ id: 'u1', roles: [], banned: false, verificationState: 'VERIFIED' })).sort()).toEqual([
      'banned',
      'flags',
      'roles',
      'userId',
      'verificationState',
    ]);
  });
});
