/**
 * Accounts: roles and their flags, the actor and what each role may do, the
 * verification redirect, the user's own record, the session state machine
 * and seller levels.
 */
export {
  NO_ROLE_FLAGS,
  ROLES,
  ROLE_FLAG,
  isRole,
  parseRoles,
  roleFlags,
  setsAdminCookie,
  showsStaffPanel,
  type Role,
  type RoleFlags,
} from './roles.ts';
export {
  ACCOUNT_PAGE,
  VERIFICATION_PAGE,
  VERIFICATION_STATES,
  WITHDRAWALS_PAGE,
  isVerificationExempt,
  verificationRedirect,
  type VerificationState,
} from './verification.ts';
export {
  mustLogOut,
  primaryEmail,
  type OfferSettings,
  type PublicUser,
  type UserEmail,
  type VerificationDocument,
} from './user.ts';
export {
  INITIAL_SESSION,
  LOGIN_EFFECTS,
  LOGOUT_EFFECTS,
  requiresTwoFactor,
  sessionRoleFlags,
  transitionSession,
  type LoginMethod,
  type SessionEffect,
  type SessionEvent,
  type SessionState,
  type SessionStatus,
  type SessionTransition,
  type SessionUser,
} from './session.ts';
export { STAFF_ROLES, isStaffRole, roleChangePermission, roleChanges } from './role-grants.ts';
export { SELLER_LEVELS, disputeRatePercent, sellerLevel, sellerLevelOf, type SellerLevel, type SellerLevelDefinition, type SellerRecord } from './seller-level.ts';
export {
  LOGIN_LINK_HOURS,
  LOGIN_TOKEN_LIFETIME_DAYS,
  RESET_PASSWORD_LINK_HOURS,
  SECOND_STEP_TICKET_MINUTES,
  USERNAME_PATTERN,
  VERIFY_EMAIL_LINK_HOURS,
  loginTokenExpiry,
  normalizeEmail,
  slugOfUsername,
} from './sign-in-policy.ts';
export {
  ADDRESS_BACKOFF_CAP_MS,
  ADDRESS_FAILURE_WINDOW_MS,
  FREE_FAILURES_PER_ADDRESS,
  FREE_FAILURES_PER_PAIR,
  PAIR_BACKOFF_CAP_MS,
  PAIR_FAILURE_WINDOW_MS,
  UNLOCK_SIGN_IN_LINK_HOURS,
  backoffAfter,
  signInWaitMs,
  type FailureTally,
} from './sign-in-backoff.ts';
export { ACCOUNTS_ERROR_CODES, type AccountsErrorCode } from './errors.ts';
export { VISITOR, actorFromProfile, signedInUserId, type Actor, type ActorId, type ActorProfile } from './actor.ts';
export {
  FORBIDDEN_MESSAGE,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  SIGNED_IN_PERMISSIONS,
  UNAUTHENTICATED_MESSAGE,
  banPermissionFor,
  can,
  requirePermission,
  type Permission,
} from './permissions.ts';
export {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  passwordLength,
  passwordLongEnough,
  ratePassword,
  type PasswordPattern,
  type PasswordRating,
  type PasswordScore,
} from './password-strength.ts';
export { COUNTRY_CODES, ONBOARDING_INTENTS, PHONE_PATTERN, isCountryCode, type OnboardingIntent } from './profile.ts';
export {
  SOCIAL_PROVIDERS,
  numberedUsername,
  placeholderEmailOf,
  steamIdOfClaimedId,
  usernameFromDisplayName,
  type SocialProvider,
} from './social-identity.ts';
export { BILLING_TEXT_MAX, VAT_ID_PATTERN, checkBillingDetails, normalizeVatId, type BillingDetails } from './billing-details.ts';
export { crownsForOrder } from './crowns.ts';
export {
  DELETED_USERNAME,
  DELETION_BLOCKERS,
  deletionBlockers,
  mayDeleteAccount,
  tombstoneEmail,
  tombstoneUsername,
  type DeletionBlocker,
  type DeletionFacts,
} from './account-deletion.ts';
