import * as v from 'valibot';
import { ROLES, VERIFICATION_STATES } from '../../domain/index.ts';
import { count, ddpMethod, list, shortText } from '../shared/index.ts';

/** The admin users page and the audit log viewer on the wire (issue 15, staff panel). */

const userId = v.pipe(v.string(), v.minLength(1, 'is required'), v.maxLength(64));
const reason = v.pipe(v.string(), v.trim(), v.minLength(3, 'must say why (at least 3 characters)'), v.maxLength(500));
const role = v.picklist(ROLES, `must be one of ${ROLES.join(', ')}`);

export const StaffUserSchema = v.object({
  id: v.string(),
  username: v.string(),
  email: v.string(),
  roles: list(v.string()),
  banned: v.boolean(),
  verificationState: v.picklist(VERIFICATION_STATES),
  completedSales: count,
  createdAt: v.date(),
});
export type StaffUserAnswer = v.InferOutput<typeof StaffUserSchema>;

export const StaffAuditEntrySchema = v.object({
  id: count,
  at: v.date(),
  staffId: v.string(),
  staffName: v.nullable(v.string()),
  action: v.string(),
  targetType: v.string(),
  targetId: v.string(),
  reason: v.string(),
  details: v.nullable(v.record(v.string(), v.unknown())),
});
export type StaffAuditEntryAnswer = v.InferOutput<typeof StaffAuditEntrySchema>;

export const StaffUserViewSchema = v.object({ ...StaffUserSchema.entries, audit: list(StaffAuditEntrySchema) });
export type StaffUserViewAnswer = v.InferOutput<typeof StaffUserViewSchema>;

/** `searchUsers`: by username, e-mail or id; optionally only holders of one role (permission `user.view`). */
export const SearchUsersMethod = ddpMethod(
  'searchUsers',
  v.tuple([v.object({ query: shortText(100), role: v.optional(role), limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))) })]),
  list(StaffUserSchema),
);

/** `getStaffUser`: one account as staff see it, with the audit lines about it. */
export const GetStaffUserMethod = ddpMethod('getStaffUser', v.tuple([v.object({ userId })]), StaffUserViewSchema);

/** `setUserRoles`: the whole new set; staff roles need `user.roles.staff` (admins, super users). */
export const SetUserRolesMethod = ddpMethod('setUserRoles', v.tuple([v.object({ userId, roles: v.pipe(v.array(role), v.maxLength(ROLES.length)), reason })]), StaffUserSchema);

/** `requireUserVerification`: marks the user VERIFICATION_REQUIRED (permission `user.roles`). */
export const RequireUserVerificationMethod = ddpMethod('requireUserVerification', v.tuple([v.object({ userId, reason })]), StaffUserSchema);

/**
 * `removeUser({ userId, reason })`: erases the account as its own deletion
 * would (orders and ledger kept, personal data gone); refused with 409 and
 * `details.blockers` while an order, balance or withdrawal binds the user,
 * and for staff accounts (permission `user.remove`).
 */
export const RemoveUserMethod = ddpMethod('removeUser', v.tuple([v.object({ userId, reason })]), v.object({ userId: v.string(), removed: v.literal(true) }));

/** `staffAuditLog`: newest first, `beforeId` pages back (permission `audit.view`). */
export const StaffAuditLogMethod = ddpMethod(
  'staffAuditLog',
  v.tuple([
    v.object({
      staffId: v.optional(userId),
      targetType: v.optional(shortText(40)),
      targetId: v.optional(shortText(100)),
      beforeId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
      limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200))),
    }),
  ]),
  list(StaffAuditEntrySchema),
);

const ImpersonationSchema = v.object({ userId: v.string(), username: v.string(), readOnly: v.literal(true) });
export type ImpersonationAnswer = v.InferOutput<typeof ImpersonationSchema>;

/**
 * `impersonateUser({ userId, reason })`: this connection now acts as the user,
 * read-only (only reading calls pass; the others answer 403), until
 * `stopImpersonating` or the connection ends; audited (permission `user.impersonate`).
 */
export const ImpersonateUserMethod = ddpMethod('impersonateUser', v.tuple([v.object({ userId, reason })]), ImpersonationSchema);
/** `stopImpersonating()`: the connection is the staff member's again; answers their id. */
export const StopImpersonatingMethod = ddpMethod('stopImpersonating', v.tuple([]), v.object({ userId: v.string() }));
