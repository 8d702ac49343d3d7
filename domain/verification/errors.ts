/** The verification context's codes: a step the case's state does not allow, and a withdrawal too large for an unverified seller. */
export const VERIFICATION_ERROR_CODES = ['VERIFICATION_ACTION_NOT_ALLOWED', 'VERIFICATION_REQUIRED_FOR_WITHDRAWAL'] as const;
export type VerificationErrorCode = (typeof VERIFICATION_ERROR_CODES)[number];
