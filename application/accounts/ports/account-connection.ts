import type { Result } from 'neverthrow';
import type { DomainError, PublicUser } from '../../../domain/index.ts';
import type { FavoriteLists } from '../../../contracts/shopping/index.ts';

/** What a successful sign-in hands the browser: who, and the token that resumes the session later. */
export interface LoginGrant {
  readonly userId: string;
  readonly token: string;
  readonly tokenExpires: Date;
}

/** E-mail and password, with the two-factor code on the second attempt. */
export interface PasswordCredentials {
  readonly email: string;
  readonly password: string;
  readonly twoFactorCode?: string;
}

/** The two lists of favorites, loaded once per session, as the favorites methods answer them (contracts/shopping). */
export type { FavoriteLists } from '../../../contracts/shopping/index.ts';

/**
 * The browser's live account channel (spec section 4 'Login'): sign in with a
 * password or a stored token, follow the user's own record while signed in,
 * and hear when the channel came back after a drop so the session can resume.
 */
export interface AccountConnection {
  resume(token: string): Promise<Result<LoginGrant, DomainError>>;
  loginWithPassword(credentials: PasswordCredentials): Promise<Result<LoginGrant, DomainError>>;
  logout(): Promise<Result<void, DomainError>>;
  /** Follows the signed-in user's record (again after every later sign-in on a new channel) until {@link stopFollowingUser}. */
  followUser(userId: string, onRecord: (user: PublicUser) => void): void;
  stopFollowingUser(): void;
  favorites(): Promise<Result<FavoriteLists, DomainError>>;
  /** Called each time the channel is back after a drop (not on the first connect). */
  onReconnected(listener: () => void): void;
}
