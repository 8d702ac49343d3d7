/** Login (resume) tokens: stored hashed, valid until they expire or are revoked. */
export interface ResumeTokenStore {
  issue(userId: string, token: string, expiresAt: Date): Promise<void>;
  /** The user and expiry of a token that exists and has not expired at `now`. */
  find(token: string, now: Date): Promise<{ readonly userId: string; readonly expiresAt: Date } | undefined>;
  revoke(token: string): Promise<void>;
  revokeAllOf(userId: string): Promise<void>;
  /** Revokes every token of the user but `keep` (a password change keeps the session that made it). */
  revokeAllOfExcept(userId: string, keep: string): Promise<void>;
  /** The short public id of a token's session: derived from its hash, so it names the session without revealing the token. */
  sessionIdOf(token: string): string;
  /** The user's unexpired sessions at `now`, newest first. */
  sessionsOf(userId: string, now: Date): Promise<readonly LoginSession[]>;
  /** Revokes the user's session with that id; false when the user has none such. */
  revokeSession(userId: string, sessionId: string): Promise<boolean>;
  /** Remembers which browser and address signed in or resumed with the token (shown in the sessions list). */
  noteClient(token: string, client: SessionClient): Promise<void>;
}

/** The browser side of a login session, as far as the server can tell. */
export interface SessionClient {
  readonly userAgent: string | null;
  readonly address: string | null;
}

/** One login session (a resume token's row), never with the token itself. */
export interface LoginSession extends SessionClient {
  readonly id: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** One-time recovery codes that stand in for a TOTP code; only their hashes are stored. */
export interface RecoveryCodeStore {
  /** Replaces every code of the user (the old ones stop working) with these. */
  replace(userId: string, codes: readonly string[]): Promise<void>;
  /** Marks an unused code of the user used; false when it is not one (atomically: of two concurrent uses, one wins). */
  spend(userId: string, code: string): Promise<boolean>;
  /** Whether the code is an unused code of the user, without spending it. */
  has(userId: string, code: string): Promise<boolean>;
  /** Forgets every code of the user (2FA turned off). */
  clear(userId: string): Promise<void>;
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
