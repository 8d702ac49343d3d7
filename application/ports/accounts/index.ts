export type { AccountRecord, AccountStore, NewAccount } from './account-store.ts';
export type { AccountTokenKind, AccountTokenStore, ResumeTokenStore } from './token-stores.ts';
export type { LoginThrottle } from './login-throttle.ts';
export type { Mail, Mailer } from './mailer.ts';
export type { RandomTokens, TwoFactorCodes } from './security.ts';
export type { Change, ChangeFeed, SessionTerminator } from './change-feed.ts';
