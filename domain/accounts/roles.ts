/**
 * Roles and the flags derived from them (spec section 6). Role strings are
 * matched exactly as the server spells them (upper case); anything else, such
 * as 'admin' or a role added later on the server, is ignored rather than
 * refused, so an unknown role can never grant a flag.
 */

/** Every role the product knows, in the order of the specification. */
export const ROLES = [
  'ADMIN',
  'MODERATOR',
  'SELLER',
  'BULK_SELLER',
  'CUSTOMER',
  'OPERATOR',
  'REFUNDER',
  'DISBURSER',
  'BLOGGER',
  'SUPER_USER',
  'DISPUTE',
  'STAFFER',
  'API_ACCESS',
  'STAFF',
] as const;

/** A role a user record may carry. */
export type Role = (typeof ROLES)[number];

/** One boolean per role, so the UI can gate on a flag without searching the roles list. */
export interface RoleFlags {
  readonly isAdmin: boolean;
  readonly isModerator: boolean;
  readonly isSeller: boolean;
  readonly isBulkSeller: boolean;
  readonly isCustomer: boolean;
  readonly isOperator: boolean;
  readonly isRefunder: boolean;
  readonly isDisburser: boolean;
  readonly isBlogger: boolean;
  readonly isSuperUser: boolean;
  readonly isDispute: boolean;
  readonly isStaffer: boolean;
  readonly isApiAccess: boolean;
  readonly isStaff: boolean;
}

/** Which flag each role sets; a table so a new role cannot be added without its flag. */
export const ROLE_FLAG: Readonly<Record<Role, keyof RoleFlags>> = {
  ADMIN: 'isAdmin',
  MODERATOR: 'isModerator',
  SELLER: 'isSeller',
  BULK_SELLER: 'isBulkSeller',
  CUSTOMER: 'isCustomer',
  OPERATOR: 'isOperator',
  REFUNDER: 'isRefunder',
  DISBURSER: 'isDisburser',
  BLOGGER: 'isBlogger',
  SUPER_USER: 'isSuperUser',
  DISPUTE: 'isDispute',
  STAFFER: 'isStaffer',
  API_ACCESS: 'isApiAccess',
  STAFF: 'isStaff',
};

/** The flags of a visitor or a logged-out session: every flag false. */
export const NO_ROLE_FLAGS: RoleFlags = {
  isAdmin: false,
  isModerator: false,
  isSeller: false,
  isBulkSeller: false,
  isCustomer: false,
  isOperator: false,
  isRefunder: false,
  isDisburser: false,
  isBlogger: false,
  isSuperUser: false,
  isDispute: false,
  isStaffer: false,
  isApiAccess: false,
  isStaff: false,
};

const ROLE_SET: ReadonlySet<string> = new Set(ROLES);

/** Narrows a string from the wire to a {@link Role}; adapters use it to validate user records. */
export function isRole(value: string): value is Role {
  return ROLE_SET.has(value);
}

/** The known roles among `roles`, once each, in their original order; unknown strings are dropped. */
export function parseRoles(roles: readonly string[]): Role[] {
  const seen = new Set<Role>();
  for (const r of roles) if (isRole(r)) seen.add(r);
  return [...seen];
}

/** The flags of a roles list: a flag is true exactly when its role is present. */
export function roleFlags(roles: readonly string[]): RoleFlags {
  const flags: Record<keyof RoleFlags, boolean> = { ...NO_ROLE_FLAGS };
  for (const r of parseRoles(roles)) flags[ROLE_FLAG[r]] = true;
  return flags;
}

/** Whether the staff panel overlay is shown: admins, moderators and bloggers see it (spec section 6). */
export function showsStaffPanel(roles: readonly string[]): boolean {
  const f = roleFlags(roles);
  return f.isAdmin || f.isModerator || f.isBlogger;
}

/** Whether the isAdmin cookie is set on first load of the user: admins and moderators only (spec section 4). */
export function setsAdminCookie(roles: readonly string[]): boolean {
  const f = roleFlags(roles);
  return f.isAdmin || f.isModerator;
}
