import type { PublicUser } from '../../../domain/index.ts';

/** What sign-in needs to know of an account; never sent to a client. */
export interface AccountRecord {
  readonly id: string;
  readonly username: string;
  readonly emailLower: string;
  readonly passwordHash: string | null;
  readonly roles: readonly string[];
  readonly banned: boolean;
  readonly removed: boolean;
  readonly twoFactorEnabled: boolean;
  /** Set while 2FA is being set up (not yet enabled) and while it is enabled. */
  readonly twoFactorSecret: string | null;
}

export interface NewAccount {
  readonly id: string;
  readonly username: string;
  readonly slug: string;
  /** The unique address column (a placeholder without `@` for an account made without an e-mail). */
  readonly email: string;
  /** Null for an account made through another site: it cannot sign in with a password until one is set. */
  readonly passwordHash: string | null;
  readonly roles: readonly string[];
  /** The addresses list; by default `email`, unverified. */
  readonly emails?: readonly { readonly address: string; readonly verified: boolean }[];
}

/** The accounts table as sign-in and the `loggedInUser` feed use it. */
export interface AccountStore {
  findByEmail(emailLower: string): Promise<AccountRecord | undefined>;
  findById(id: string): Promise<AccountRecord | undefined>;
  /** Whether a username or slug is taken (case-insensitive). */
  usernameTaken(username: string, slug: string): Promise<boolean>;
  /** Creates the account; false when the e-mail or username was taken meanwhile. */
  create(account: NewAccount): Promise<boolean>;
  setPasswordHash(id: string, hash: string): Promise<void>;
  markEmailVerified(id: string, emailLower: string): Promise<void>;
  /**
   * Gives an account that has no address (Steam sign-in) its first one,
   * verified: the sign-in column and the addresses list. False when another
   * account holds the address by now (the column is unique).
   */
  attachEmail(id: string, emailLower: string): Promise<boolean>;
  setTwoFactor(id: string, state: { readonly secret: string | null; readonly enabled: boolean }): Promise<void>;
  /**
   * Spends a TOTP time step: true only when it is later than the last one
   * the user spent, so each code works once (atomically: of two concurrent
   * uses of one code, one wins).
   */
  spendTwoFactorStep(id: string, step: number): Promise<boolean>;
  /** The user's own record as the `loggedInUser` publication sends it. */
  publicUser(id: string): Promise<PublicUser | undefined>;
}
