/** The ports of the accounts context: the server's stores and security services, and the browser's account connection. */
export type { AccountRecord, AccountStore, NewAccount } from './account-store.ts';
export type { ActorDirectory } from './actor-directory.ts';
export type {
  AccountTokenKind,
  AccountTokenStore,
  LoginSession,
  MailedLinkKind,
  RecoveryCodeStore,
  ResumeTokenStore,
  SecondStepKind,
  SessionClient,
  TokenUse,
} from './token-stores.ts';
export type { BreachedPasswords } from './breached-passwords.ts';
export type { AttemptKey, AttemptStart, AttemptTallies, LoginThrottle } from './login-throttle.ts';
export type { Mail, Mailer } from './mailer.ts';
export type { RandomTokens, TwoFactorCodes } from './security.ts';
export type { SessionTokens } from './session-tokens.ts';
export type { PasswordHasher } from './password-hasher.ts';
export type { LiveSession, SessionTerminator } from './session-terminator.ts';
export { REVOKED_SESSIONS_COLLECTION, sessionChangesVia, type SessionChanges } from './session-changes.ts';
export type { AccountConnection, LoginGrant, PasswordCredentials } from './account-connection.ts';
export type { AccountLinks, LinkTwoFactorRequest, SignUpRequest } from './account-links.ts';
export type { LinkedIdentityStore } from './linked-identities.ts';
export type { AccountDataStore, CrownStore, ExportRows, PersonalData } from './account-data-store.ts';
