/**
 * The vocabulary of the staff audit log: every action a staff member's decision is written under, and every
 * kind of record it names. The contexts write these strings; the audit viewer labels each one in the viewer's
 * language, so a new action added here without a label fails the locale test rather than showing a code.
 */
export const STAFF_AUDIT_ACTIONS = [
  'user.roles',
  'user.requireVerification',
  'user.impersonate',
  'user.remove',
  'user.ban',
  'user.unban',
  'verification.approve',
  'verification.reject',
  'sellerApplication.approve',
  'sellerApplication.reject',
  'offer.remove',
  'offer.restore',
  'offer.dismiss',
  'refundOrder',
  'forceCompleteOrder',
  'resolveDispute:COMPLETE',
  'resolveDispute:REFUND',
  'resolveDispute:PARTIAL_REFUND',
  'content.create',
  'content.save',
  'content.restore',
  'content.schedule',
  'content.publish',
  'content.unpublish',
  'support.reply',
  'support.close',
  'message.report.resolve',
] as const;
export type StaffAuditAction = (typeof STAFF_AUDIT_ACTIONS)[number];

/** The kinds of record an audit line points at. */
export const STAFF_AUDIT_TARGETS = ['user', 'order', 'offer', 'contentEntry', 'supportTicket', 'message_report'] as const;
export type StaffAuditTarget = (typeof STAFF_AUDIT_TARGETS)[number];

export function isStaffAuditTarget(name: string): name is StaffAuditTarget {
  return (STAFF_AUDIT_TARGETS as readonly string[]).includes(name);
}

/**
 * The catalogue key of an action's or target's label: locale keys may not hold dots or colons, so both
 * become underscores (`resolveDispute:REFUND` → `resolveDispute_REFUND`).
 */
export function auditLabelKey(name: string): string {
  return name.replace(/[.:]/g, '_');
}
