import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/errors/index.ts';
import { signedInUserId, type Actor, type ActorId } from './actor.ts';
import type { Role } from './roles.ts';

/**
 * What each role may do: a pure table, read by every use case that needs a
 * signed-in user or a role. Anything not named here is open to everyone,
 * visitors included (checking a cart, logging a search, browsing). Readings:
 * every signed-in user may do the SIGNED_IN_PERMISSIONS whatever their roles
 * (an account with no role at all included, as today); a role adds its own
 * row; unknown role strings never reach the table (the actor drops them);
 * a banned user is treated as a visitor.
 */

/** Everything a use case may ask permission for. */
export const PERMISSIONS = [
  /** Read and change one's own favorite products and sellers. */
  'favorites.manage',
  /** Ask the server for a checkout quote. */
  'checkout.quote',
  /** Look up a coupon or affiliate code. */
  'coupon.check',
  /** Change one's own settings (the declared country). */
  'account.settings.edit',
  /** Set up and turn off one's own two-factor authentication. */
  'account.security.manage',
  /** Read one's own seller level. */
  'seller.level.view',
  /** Place an order and pay for it; cancel one's own paid order before the seller starts it. */
  'order.place',
  /** Read the orders one bought or sold. */
  'order.view',
  /** Fulfil an order one sold: start, deliver, post boost progress, answer a cancel request. */
  'order.fulfil',
  /** Read any order, the dispute queue and a user's orders (staff). */
  'order.staff.view',
  /** Resolve a dispute (complete, refund, partial refund) and force-complete an order. */
  'order.dispute.resolve',
  /** Refund a paid, not yet completed order in full to the buyer's credits. */
  'order.refund',
  /** Top up one's own site credits and read one's own payments and balances. */
  'credits.manage',
  /** Grant site credits to a user (support's goodwill), posted to the ledger with a reason. */
  'ledger.grant',
  /** Read the whole ledger's books (the trial balance). */
  'ledger.audit',
  /** Post simulated chain payments to a crypto invoice of the local test provider. */
  'payments.simulate',
  /** Create, edit, duplicate, pause, resume and delete one's own offers. */
  'offer.manage',
  /** Report an offer one can see to staff (one open report per offer). */
  'offer.report',
  /** Read the reported offers and remove, restore or clear them, with a reason the seller sees (staff). */
  'offer.moderate',
  /** Talk to other users: open conversations, send messages, read one's own. */
  'messages.use',
  /** Read the messages users reported and resolve the reports (staff). */
  'messages.moderate',
  /** Send custom offers in one's conversations and answer buyers' requests with offers (sellers). */
  'deal.offer',
  /** Withdraw one's own available earnings and cancel one's own withdrawal before it is approved. */
  'withdrawal.request',
  /** Approve, reject and record as paid or failed the withdrawals of sellers (DISBURSER). */
  'withdrawal.disburse',
  /** Open the staff control center: counts of what waits in the queues one may work. */
  'staff.panel',
  /** Ban or lift the ban of a user who is not an admin. */
  'user.ban',
  /** Ban or lift the ban of an admin or a super user (the roles a moderator must not be able to lock out). */
  'user.ban.admin',
  /** Search users and read a user's account as staff see it (the admin users page). */
  'user.view',
  /** Grant or take away the roles that are not staff roles (seller, bulk seller, API access); mark a user as needing verification. */
  'user.roles',
  /** Grant or take away staff roles (spec: only an admin or a super user may). */
  'user.roles.staff',
  /** Remove (erase) a user's account that holds no staff role, with a reason; audited (admins). */
  'user.remove',
  /** View the site as another (non-admin) user, read-only, for support; audited (admins, super users). */
  'user.impersonate',
  /** Read the staff audit log: who did what to whom, when and why. */
  'audit.view',
  /** Upload identity documents and submit them for verification; read one's own verification. */
  'verification.submit',
  /** Read the verification queue and the documents in it; approve or reject a submission (staff). */
  'verification.review',
  /** Read the support tickets of /support and the DMCA form, answer them by e-mail and close them (staff). */
  'support.answer',
  /** Create, list and revoke one's own seller API keys (BULK_SELLER, API_ACCESS). */
  'api.keys',
  /** Write, preview, schedule, publish, unpublish and restore blog posts and wiki articles (BLOGGER, ADMIN); audited. */
  'content.write',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** What any signed-in, unbanned user may do. */
export const SIGNED_IN_PERMISSIONS: readonly Permission[] = [
  'favorites.manage',
  'checkout.quote',
  'coupon.check',
  'account.settings.edit',
  'account.security.manage',
  'order.place',
  'order.view',
  'order.fulfil',
  'credits.manage',
  'messages.use',
  'offer.report',
  'verification.submit',
];

/** What each role adds; a record over every role, so a new role cannot be added without its row. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  ADMIN: [
    'messages.moderate',
    'offer.moderate',
    'user.ban',
    'user.ban.admin',
    'user.view',
    'user.roles',
    'user.roles.staff',
    'user.impersonate',
    'user.remove',
    'audit.view',
    'ledger.grant',
    'ledger.audit',
    'payments.simulate',
    'order.staff.view',
    'order.dispute.resolve',
    'order.refund',
    'withdrawal.disburse',
    'verification.review',
    'support.answer',
    'content.write',
    'staff.panel',
  ],
  // A moderator may ban, but not change an admin's ban, so the lower staff role cannot lock out the higher.
  MODERATOR: ['user.ban', 'user.view', 'user.roles', 'messages.moderate', 'offer.moderate', 'verification.review', 'support.answer', 'staff.panel'],
  SELLER: ['seller.level.view', 'offer.manage', 'withdrawal.request', 'deal.offer'],
  BULK_SELLER: ['seller.level.view', 'offer.manage', 'withdrawal.request', 'deal.offer', 'api.keys'],
  CUSTOMER: [],
  OPERATOR: [],
  REFUNDER: ['order.staff.view', 'order.refund', 'staff.panel'],
  DISBURSER: ['withdrawal.disburse', 'staff.panel'],
  BLOGGER: ['content.write', 'staff.panel'],
  // The owner's account: grants staff roles and reads the log, but works no queue and (as before) bans no one.
  SUPER_USER: ['user.view', 'user.roles', 'user.roles.staff', 'user.impersonate', 'audit.view', 'staff.panel'],
  DISPUTE: ['order.staff.view', 'order.dispute.resolve', 'staff.panel'],
  STAFFER: [],
  API_ACCESS: ['api.keys'],
  STAFF: [],
};

/** Why a call that needs a login was refused; one message so clients can show it as is. */
export const UNAUTHENTICATED_MESSAGE = 'You must be logged in';
/** Why a call that needs a permission was refused; it does not say which, to tell probers nothing. */
export const FORBIDDEN_MESSAGE = 'Access denied';

/** Whether the actor may do `permission`. */
export function can(actor: Actor, permission: Permission): boolean {
  if (signedInUserId(actor) === null) return false;
  return SIGNED_IN_PERMISSIONS.includes(permission) || actor.roles.some((role) => ROLE_PERMISSIONS[role].includes(permission));
}

/**
 * The actor's user id when they may do `permission`. A visitor (or a banned
 * user) gets UNAUTHENTICATED (401) rather than FORBIDDEN, so the client knows
 * logging in may help; a signed-in user without it gets FORBIDDEN (403).
 */
export function requirePermission(actor: Actor, permission: Permission): Result<ActorId, DomainError> {
  const userId = signedInUserId(actor);
  if (userId === null) return err(domainError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE));
  return can(actor, permission) ? ok(userId) : err(domainError('FORBIDDEN', FORBIDDEN_MESSAGE));
}

/** Roles whose holders only an admin may ban: a moderator cannot lock out the staff above them. */
const BAN_PROTECTED_ROLES: readonly string[] = ['ADMIN', 'SUPER_USER'];

/** The permission needed to change the ban of a user holding `targetRoles`. */
export function banPermissionFor(targetRoles: readonly string[]): Permission {
  return targetRoles.some((role) => BAN_PROTECTED_ROLES.includes(role)) ? 'user.ban.admin' : 'user.ban';
}
