/** The membership context's codes: buying ig-plus while a membership runs, and steps on a membership that is not there. */
export const MEMBERSHIP_ERROR_CODES = ['MEMBERSHIP_ALREADY_ACTIVE', 'MEMBERSHIP_NOT_FOUND'] as const;
export type MembershipErrorCode = (typeof MEMBERSHIP_ERROR_CODES)[number];
