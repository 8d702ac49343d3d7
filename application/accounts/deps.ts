import type { Clock } from '../shared/ports/index.ts';
import type { PasswordHasher } from './ports/index.ts';
import type { AccountStore, AccountTokenStore, LoginThrottle, Mailer, RandomTokens, ResumeTokenStore, TwoFactorCodes } from './ports/index.ts';
import type { ChangeFeed } from '../shared/ports/index.ts';

/** The ports the account use cases share; one object keeps their constructors short. */
export interface AccountsDeps {
  readonly accounts: AccountStore;
  readonly resumeTokens: ResumeTokenStore;
  readonly accountTokens: AccountTokenStore;
  readonly throttle: LoginThrottle;
  readonly hasher: PasswordHasher;
  readonly twoFactor: TwoFactorCodes;
  readonly random: RandomTokens;
  readonly mailer: Mailer;
  readonly changes: ChangeFeed;
  readonly clock: Clock;
  /** Where mailed links point, e.g. http://localhost:3000. */
  readonly publicUrl: () => string;
}

/** What a successful login returns, as Meteor's accounts do (the `login` method's result, contracts/accounts). */
export type { LoginResult } from '../../contracts/accounts/index.ts';
