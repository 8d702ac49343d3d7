/** The error codes of sign-in, sign-up, mailed links and permissions. */
export const ACCOUNTS_ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'LOGIN_FAILED',
  'TWO_FACTOR_REQUIRED',
  'TWO_FACTOR_INVALID',
  'USER_BANNED',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  /** A mailed link opened a second time (or retired by a newer mail of its kind). */
  'TOKEN_USED',
  'EMAIL_TAKEN',
  'USERNAME_TAKEN',
  // turning off two-factor authentication that is not on: a state, not a bad field
  'TWO_FACTOR_NOT_ENABLED',
  /** A login session (a login token's row) that is not the user's, or no longer exists. */
  'SESSION_NOT_FOUND',
  /** Deleting an account is refused while an order is open, a balance is not zero or a withdrawal is unpaid (account-deletion.ts). */
  'ACCOUNT_HAS_OPEN_ORDERS',
  'ACCOUNT_HAS_BALANCE',
  'ACCOUNT_HAS_OPEN_WITHDRAWALS',
] as const;

export type AccountsErrorCode = (typeof ACCOUNTS_ERROR_CODES)[number];
