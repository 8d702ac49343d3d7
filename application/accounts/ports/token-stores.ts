/** Login (resume) tokens: stored hashed, valid until they expire or are revoked. */
export interface ResumeTokenStore {
  issue(userId: string, token: string, expiresAt: Date): Promise<void>;
  /** The user and expiry of a token that exists and has not expired at `now`. */
  find(token: string, now: Date): Promise<{ readonly userId: string; readonly expiresAt: Date } | undefined>;
  revoke(token: string): Promise<void>;
  revokeAllOf(userId: string): Promise<void>;
}

/** The links mailed to a user. */
export type MailedLinkKind = 'VERIFY_EMAIL' | 'RESET_PASSWORD' | 'LOGIN_LINK' | 'UNLOCK_SIGN_IN';
/** Short-lived tickets a mailed link hands out instead of a session when the account has 2FA on (never mailed). */
export type SecondStepKind = 'LOGIN_SECOND_STEP' | 'RESET_SECOND_STEP';
export type AccountTokenKind = MailedLinkKind | SecondStepKind;

/** What opening a token found: its user, or why it does not work (so a page can say "already used" or "expired"). */
export type TokenUse =
  | { readonly status: 'ok'; readonly userId: string; readonly email: string | null }
  | { readonly status: 'used' | 'expired' | 'unknown' };

/** One-time tokens mailed as links; stored hashed, usable once before they expire. */
export interface AccountTokenStore {
  /** A new token of `kind` for the user; their older unused tokens of that kind expire (only the newest mail's link works). */
  create(kind: AccountTokenKind, userId: string, token: string, expiresAt: Date, email?: string): Promise<void>;
  /** Marks the token used and returns its user, if it is of `kind`, unused and unexpired at `now`; else why not. */
  consume(kind: AccountTokenKind, token: string, now: Date): Promise<TokenUse>;
}
