/** Verification (KYC): the review machine behind the user's verificationState, and the withdrawal limit of unverified sellers. */
export {
  REJECTION_REASON_MAX,
  REQUIRED_DOCUMENT_KINDS,
  VERIFICATION_DOCUMENT_KINDS,
  VERIFICATION_STATUSES,
  caseFromUserState,
  transitionVerification,
  userVerificationState,
  type VerificationCase,
  type VerificationDocumentKind,
  type VerificationEvent,
  type VerificationStatus,
} from './verification-machine.ts';
export { UNVERIFIED_WITHDRAWAL_LIMIT_MINOR, WITHDRAWAL_LIMIT_WINDOW_MS, checkWithdrawalAllowance, type WithdrawalStanding } from './withdrawal-limit.ts';
export { VERIFICATION_ERROR_CODES, type VerificationErrorCode } from './errors.ts';
