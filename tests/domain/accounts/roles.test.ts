import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NO_ROLE_FLAGS,
  ROLES,
  ROLE_FLAG,
  parseRoles,
  roleFlags,
  setsAdminCookie,
  showsStaffPanel,
  type Role,
} from '../../../domain/accounts/index.ts';

const role = fc.constantFrom(...ROLES);
/** Strings that are not roles: other words and the roles in another case. */
const unknown = fc.oneof(
  fc.string().filter((s) => !(ROLES as readonly string[]).includes(s)),
  role.map((r) => r.toLowerCase()),
);
const rolesWithNoise = fc.array(fc.oneof(role, unknown), { maxLength: 20 });

describe('roleFlags', () => {
  it('has one distinct flag for each of the 14 roles', () => {
    expect(ROLES).toHaveLength(14);
    expect(new Set(Object.values(ROLE_FLAG)).size).toBe(14);
    expect(Object.keys(NO_ROLE_FLAGS).sort()).toEqual(Object.values(ROLE_FLAG).sort());
  });

  it('sets a flag exactly when its role is present, ignoring unknown strings', () => {
    fc.assert(
      fc.property(rolesWithNoise, (roles) => {
        const flags = roleFlags(roles);
        for (const r of ROLES) expect(flags[ROLE_FLAG[r]]).toBe(roles.includes(r));
      }),
    );
  });

  it('gives no flag at all for lower-case or unknown role names', () => {
    expect(roleFlags(['admin', 'Moderator', 'ROOT', ''])).toEqual(NO_ROLE_FLAGS);
  });

  it('keeps known roles once each, in order', () => {
    expect(parseRoles(['SELLER', 'x', 'ADMIN', 'SELLER'])).toEqual(['SELLER', 'ADMIN']);
  });
});

describe('staff panel and admin cookie', () => {
  const has = (roles: readonly string[], ...wanted: Role[]): boolean => wanted.some((w) => roles.includes(w));

  it('shows the staff panel iff the user is admin, moderator or blogger', () => {
    fc.assert(
      fc.property(rolesWithNoise, (roles) => {
        expect(showsStaffPanel(roles)).toBe(has(roles, 'ADMIN', 'MODERATOR', 'BLOGGER'));
      }),
    );
  });

  it('sets the isAdmin cookie iff the user is admin or moderator (not blogger)', () => {
    fc.assert(
      fc.property(rolesWithNoise, (roles) => {
        expect(setsAdminCookie(roles)).toBe(has(roles, 'ADMIN', 'MODERATOR'));
      }),
    );
    expect(setsAdminCookie(['BLOGGER'])).toBe(false);
    expect(showsStaffPanel(['BLOGGER'])).toBe(true);
    expect(showsStaffPanel(['STAFF', 'SUPER_USER', 'STAFFER'])).toBe(false);
  });
});
