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
  'EMAIL_TAKEN',
  'USERNAME_TAKEN',
] as const;

export type AccountsErrorCode = (typeof ACCOUNTS_ERROR_CODES)[number];
