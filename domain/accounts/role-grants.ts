import type { Permission } from './permissions.ts';
import { ROLES, type Role } from './roles.ts';

/**
 * Who may change whose roles (the admin users page). Staff roles open staff
 * tools and money movements, so only an admin or a super user may grant or
 * take them (permission `user.roles.staff`); the others (seller, bulk seller,
 * API access, customer) need `user.roles`, which moderators hold too.
 */

/** Roles that make their holder staff. */
export const STAFF_ROLES: readonly Role[] = ['ADMIN', 'MODERATOR', 'OPERATOR', 'REFUNDER', 'DISBURSER', 'BLOGGER', 'SUPER_USER', 'DISPUTE', 'STAFFER', 'STAFF'];

export function isStaffRole(role: string): boolean {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

/** The roles added and taken away when `before` becomes `after` (each listed once, in the catalogue's order). */
export function roleChanges(before: readonly string[], after: readonly string[]): { readonly added: readonly Role[]; readonly removed: readonly Role[] } {
  return {
    added: ROLES.filter((role) => after.includes(role) && !before.includes(role)),
    removed: ROLES.filter((role) => before.includes(role) && !after.includes(role)),
  };
}

/** The permission needed to turn `before` into `after`; null when nothing changes. */
export function roleChangePermission(before: readonly string[], after: readonly string[]): Permission | null {
  const { added, removed } = roleChanges(before, after);
  if (added.length === 0 && removed.length === 0) return null;
  return [...added, ...removed].some(isStaffRole) ? 'user.roles.staff' : 'user.roles';
}
