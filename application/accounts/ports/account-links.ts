import type { Result } from 'neverthrow';
import type { DomainError } from '../../../domain/index.ts';
import type { LoginGrant } from './account-connection.ts';

export interface SignUpRequest {
  readonly email: string;
  readonly username: string;
  readonly password: string;
}

/** The code step after a mailed link on an account with 2FA on: the ticket the link answered, and the new password again for a reset. */
export interface LinkTwoFactorRequest {
  readonly ticket: string;
  readonly code: string;
  readonly password?: string;
}

/**
 * The browser's sign-up and mailed-link calls, on the same channel as the
 * session (a link that signs in binds that channel to the user). A link on an
 * account with 2FA on fails with TWO_FACTOR_REQUIRED whose details carry
 * `ticket` and `step` for {@link AccountLinks.completeTwoFactor}.
 */
export interface AccountLinks {
  /** Answers alike for a new and a taken address; the mail says which. */
  signUp(request: SignUpRequest): Promise<Result<void, DomainError>>;
  forgotPassword(email: string): Promise<Result<void, DomainError>>;
  verifyEmail(token: string): Promise<Result<LoginGrant, DomainError>>;
  loginWithLink(token: string): Promise<Result<LoginGrant, DomainError>>;
  resetPassword(token: string, password: string): Promise<Result<LoginGrant, DomainError>>;
  completeTwoFactor(request: LinkTwoFactorRequest): Promise<Result<LoginGrant, DomainError>>;
  /** Offered by a RATE_LIMITED sign-in; answers alike whether or not the address has an account. */
  requestSignInUnlock(email: string): Promise<Result<void, DomainError>>;
  /** The mailed `/auth/unlock/{token}`: lifts the account's sign-in back-off; signs nobody in. */
  unlockSignIn(token: string): Promise<Result<void, DomainError>>;
}
