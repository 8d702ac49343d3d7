/** Login (resume) tokens: stored hashed, valid until they expire or are revoked. */
export interface ResumeTokenStore {
  issue(userId: string, token: string, expiresAt: Date): Promise<void>;
  /** The user and expiry of a token that exists and has not expired at `now`. */
  find(token: string, now: Date): Promise<{ readonly userId: string; readonly expiresAt: Date } | undefined>;
  revoke(token: string): Promise<void>;
  revokeAllOf(userId: string): Promise<void>;
}

export type AccountTokenKind = 'VERIFY_EMAIL' | 'RESET_PASSWORD' | 'LOGIN_LINK' | 'UNLOCK_SIGN_IN';

/** One-time tokens mailed as links; stored hashed, usable once before they expire. */
export interface AccountTokenStore {
  /** A new token of `kind` for the user; their older unused tokens of that kind stop working (only the newest mail's link works). */
  create(kind: AccountTokenKind, userId: string, token: string, expiresAt: Date, email?: string): Promise<void>;
  /** Marks the token used and returns its user, if it is of `kind`, unused and unexpired at `now`. */
  consume(kind: AccountTokenKind, token: string, now: Date): Promise<{ readonly userId: string; readonly email: string | null } | undefined>;
}
