import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PERMISSIONS,
  ROLES,
  ROLE_PERMISSIONS,
  SIGNED_IN_PERMISSIONS,
  VISITOR,
  actorFromProfile,
  banPermissionFor,
  can,
  requirePermission,
  roleChangePermission,
  roleChanges,
  type Actor,
  type Permission,
  type Role,
} from '../../../domain/accounts/index.ts';

const role = fc.constantFrom(...ROLES);
const permission = fc.constantFrom(...PERMISSIONS);
const unknownRole = fc.oneof(
  fc.string().filter((s) => !(ROLES as readonly string[]).includes(s)),
  role.map((r) => r.toLowerCase()),
);

function user(roles: readonly string[], banned = false): Actor {
  return actorFromProfile({ id: 'u1', roles, banned, verificationState: 'VERIFIED' });
}

/** The roles that may do `p`, read off the table. */
function rolesThatMay(p: Permission): Role[] {
  return ROLES.filter((r) => ROLE_PERMISSIONS[r].includes(p));
}

describe('the permission table', () => {
  it('has a row for every one of the 14 roles, naming only known permissions', () => {
    expect(Object.keys(ROLE_PERMISSIONS).sort()).toEqual([...ROLES].sort());
    expect(ROLES).toHaveLength(14);
    for (const granted of [...Object.values(ROLE_PERMISSIONS), SIGNED_IN_PERMISSIONS]) {
      for (const p of granted) expect(PERMISSIONS).toContain(p);
    }
  });

  it('lets admins and moderators ban, and only admins change an admin’s ban', () => {
    expect(rolesThatMay('user.ban').sort()).toEqual(['ADMIN', 'MODERATOR']);
    expect(rolesThatMay('user.ban.admin')).toEqual(['ADMIN']);
    expect(banPermissionFor(['CUSTOMER'])).toBe('user.ban');
    expect(banPermissionFor(['MODERATOR', 'SELLER'])).toBe('user.ban');
    expect(banPermissionFor(['SELLER', 'ADMIN'])).toBe('user.ban.admin');
    expect(banPermissionFor(['admin'])).toBe('user.ban');
    expect(banPermissionFor(['SUPER_USER'])).toBe('user.ban.admin');
    expect(can(user(['MODERATOR']), 'user.ban')).toBe(true);
    expect(can(user(['MODERATOR']), 'user.ban.admin')).toBe(false);
    expect(can(user(['ADMIN']), 'user.ban.admin')).toBe(true);
  });

  it('lets only admins and the super user grant or take staff roles; moderators grant the others', () => {
    expect(rolesThatMay('user.roles.staff').sort()).toEqual(['ADMIN', 'SUPER_USER']);
    expect(rolesThatMay('user.roles').sort()).toEqual(['ADMIN', 'MODERATOR', 'SUPER_USER']);
    expect(rolesThatMay('audit.view').sort()).toEqual(['ADMIN', 'SUPER_USER']);
    expect(roleChangePermission(['CUSTOMER'], ['CUSTOMER'])).toBeNull();
    expect(roleChangePermission(['CUSTOMER'], ['SELLER', 'CUSTOMER'])).toBe('user.roles');
    expect(roleChangePermission(['SELLER', 'BULK_SELLER'], ['SELLER'])).toBe('user.roles');
    expect(roleChangePermission(['CUSTOMER'], ['CUSTOMER', 'DISBURSER'])).toBe('user.roles.staff');
    // Taking a staff role away is as guarded as granting it.
    expect(roleChangePermission(['MODERATOR', 'SELLER'], ['SELLER'])).toBe('user.roles.staff');
    expect(roleChanges(['MODERATOR', 'SELLER'], ['SELLER', 'API_ACCESS'])).toEqual({ added: ['API_ACCESS'], removed: ['MODERATOR'] });
  });

  it('gives a seller level to sellers and bulk sellers only', () => {
    expect(rolesThatMay('seller.level.view').sort()).toEqual(['BULK_SELLER', 'SELLER']);
  });

  it('lets every signed-in user, whatever their roles (none included), manage their own favorites, settings and 2FA and ask for quotes', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(role, unknownRole), { maxLength: 10 }), (roles) => {
        for (const p of ['favorites.manage', 'checkout.quote', 'coupon.check', 'account.settings.edit', 'account.security.manage'] as const) {
          expect(can(user(roles), p)).toBe(true);
        }
      }),
    );
  });

  it('grants nothing for unknown roles: a user holding only unknown ones may do what a user with no role may', () => {
    fc.assert(
      fc.property(fc.array(unknownRole, { maxLength: 10 }), permission, (roles, p) => {
        expect(can(user(roles), p)).toBe(can(user([]), p));
      }),
    );
    expect(can(user(['admin', 'Moderator', 'ADMIN ']), 'user.ban')).toBe(false);
  });

  it('grants a visitor and a banned user nothing, whatever the roles', () => {
    fc.assert(
      fc.property(fc.uniqueArray(role), permission, (roles, p) => {
        expect(can(VISITOR, p)).toBe(false);
        expect(can(user(roles, true), p)).toBe(false);
      }),
    );
  });

  it('adding a role never takes a permission away', () => {
    fc.assert(
      fc.property(fc.uniqueArray(role), role, permission, (roles, extra, p) => {
        if (can(user(roles), p)) expect(can(user([...roles, extra]), p)).toBe(true);
      }),
    );
  });
});

describe('requirePermission', () => {
  it('refuses a visitor and a banned user with 401 and the login message, before looking at roles', () => {
    fc.assert(
      fc.property(fc.uniqueArray(role), permission, (roles, p) => {
        expect(requirePermission(VISITOR, p)._unsafeUnwrapErr()).toEqual({ code: 'UNAUTHENTICATED', message: 'You must be logged in' });
        expect(requirePermission(user(roles, true), p)._unsafeUnwrapErr()).toEqual({ code: 'UNAUTHENTICATED', message: 'You must be logged in' });
      }),
    );
  });

  it('yields the user id exactly when the actor may, else 403 Access denied without saying what was missing', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(role, unknownRole), { maxLength: 10 }), permission, (roles, p) => {
        const actor = user(roles);
        const result = requirePermission(actor, p);
        if (can(actor, p)) expect(result._unsafeUnwrap()).toBe('u1');
        else expect(result._unsafeUnwrapErr()).toEqual({ code: 'FORBIDDEN', message: 'Access denied' });
      }),
    );
  });
});
