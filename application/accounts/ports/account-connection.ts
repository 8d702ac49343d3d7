import type { Result } from 'neverthrow';
import type { DomainError, PublicUser } from '../../../domain/index.ts';
import type { FavoriteLists } from '../../shopping/ports/index.ts';

/**
 * What a successful sign-in hands the browser: who, until when, and the token
 * when the sign-in made a new session (a password, a sign-up, a mailed link).
 * The browser hands that token straight to the server's HttpOnly session
 * cookie and forgets it; a resume from that cookie answers without one.
 */
export interface LoginGrant {
  readonly userId: string;
  readonly token?: string;
  readonly tokenExpires: Date;
}

/** E-mail and password, with the two-factor code on the second attempt. */
export interface PasswordCredentials {
  readonly email: string;
  readonly password: string;
  readonly twoFactorCode?: string;
}


/**
 * The browser's live account channel (spec section 4 'Login'): sign in with a
 * password, a stored token or the session cookie, follow the user's own record while signed in,
 * and hear when the channel came back after a drop so the session can resume.
 */
export interface AccountConnection {
  resume(token: string): Promise<Result<LoginGrant, DomainError>>;
  /** Resumes with the HttpOnly session cookie the channel's socket was opened with; the grant has no token. */
  resumeFromCookie(): Promise<Result<LoginGrant, DomainError>>;
  loginWithPassword(credentials: PasswordCredentials): Promise<Result<LoginGrant, DomainError>>;
  logout(): Promise<Result<void, DomainError>>;
  /** Follows the signed-in user's record (again after every later sign-in on a new channel) until {@link stopFollowingUser}. */
  followUser(userId: string, onRecord: (user: PublicUser) => void): void;
  stopFollowingUser(): void;
  favorites(): Promise<Result<FavoriteLists, DomainError>>;
  /** Called each time the channel is back after a drop (not on the first connect). */
  onReconnected(listener: () => void): void;
}
