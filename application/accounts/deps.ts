import type { Clock } from '../shared/ports/index.ts';
import type { BreachedPasswords, PasswordHasher } from './ports/index.ts';
import type { AccountStore, AccountTokenStore, LoginThrottle, Mailer, RandomTokens, RecoveryCodeStore, ResumeTokenStore, SessionChanges, TwoFactorCodes } from './ports/index.ts';
import type { UnitOfWork, UserChanges } from '../shared/ports/index.ts';

/** The ports the account use cases share; one object keeps their constructors short. */
export interface AccountsDeps {
  readonly accounts: AccountStore;
  readonly resumeTokens: ResumeTokenStore;
  readonly accountTokens: AccountTokenStore;
  readonly throttle: LoginThrottle;
  readonly hasher: PasswordHasher;
  readonly twoFactor: TwoFactorCodes;
  /** One-time codes that stand in for a TOTP code when the phone is lost. */
  readonly recoveryCodes: RecoveryCodeStore;
  readonly random: RandomTokens;
  readonly mailer: Mailer;
  /** Refuses breached passwords for new accounts and resets (ASVS 4 V2.1.7). */
  readonly breachedPasswords: BreachedPasswords;
  /** Runs a write and its announcement in one transaction. */
  readonly uow: UnitOfWork;
  /** Announces a changed user record (an outbox event), so live `loggedInUser` feeds reread it after commit. */
  readonly userChanges: UserChanges;
  /** Announces revoked login tokens (an outbox event), so every process ends the connections that used them. */
  readonly sessionChanges: SessionChanges;
  readonly clock: Clock;
  /** Where mailed links point, e.g. http://localhost:3000. */
  readonly publicUrl: () => string;
  /** Counts a new account as an affiliate's sign-up when the visitor carried their cookie's code (the affiliate programme). */
  readonly affiliateSignUp?: (userId: string, affiliateCode: string | undefined) => Promise<void>;
}

/** What a successful login returns, as Meteor's accounts do (the `login` method's result, contracts/accounts). */
export type { LoginResult } from '../../contracts/accounts/index.ts';
