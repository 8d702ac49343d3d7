import type { AccountsDeps } from '../application/accounts/deps.ts';
import { LoginWithLink, RequestAccountLink, ResetPassword, VerifyEmail } from '../application/accounts/email-links.ts';
import { LoggedInUserFeed } from '../application/accounts/logged-in-user-feed.ts';
import { Register } from '../application/accounts/registration.ts';
import { CheckTwoFactor, LoginWithPassword, LoginWithResumeToken, Logout } from '../application/accounts/sign-in.ts';
import { BeginTwoFactorSetup, ConfirmTwoFactor, DisableTwoFactor, TOTP_ISSUER } from '../application/accounts/two-factor-setup.ts';
import type { AccountStore, SessionTerminator } from '../application/accounts/ports/index.ts';
import type { ChangeFeed } from '../application/shared/ports/index.ts';
import type { Clock } from '../application/shared/ports/index.ts';
import type { PasswordHasher } from '../application/accounts/ports/index.ts';
import { CryptoRandomTokens } from '../adapters/server/accounts/crypto-random-tokens.ts';
import { OtplibTwoFactorCodes } from '../adapters/server/accounts/otplib-two-factor-codes.ts';
import { OutboxMailer } from '../adapters/server/accounts/outbox-mailer.ts';
import type { AccountUseCases } from '../adapters/server/ddp-api/accounts/account-methods.ts';
import type { Database } from '../adapters/server/persistence/shared/database.ts';
import { SqlAccountStore } from '../adapters/server/persistence/accounts/sql-account-store.ts';
import { SqlAccountTokenStore } from '../adapters/server/persistence/accounts/sql-account-token-store.ts';
import { SqlLoginThrottle } from '../adapters/server/persistence/accounts/sql-login-throttle.ts';
import { SqlSessionTokens } from '../adapters/server/persistence/accounts/sql-session-tokens.ts';

export interface AccountsWiringInput {
  readonly db: Database;
  readonly clock: Clock;
  readonly hasher: PasswordHasher;
  readonly changes: ChangeFeed;
  readonly sessions: SessionTerminator;
  readonly publicUrl: () => string;
  /** Prints mailed links (development); undefined keeps them in the outbox only. */
  readonly printLink: ((line: string) => void) | undefined;
}

/** The account use cases over their SQL and crypto adapters. */
export function wireAccounts(input: AccountsWiringInput): { readonly useCases: AccountUseCases; readonly feed: LoggedInUserFeed; readonly store: AccountStore } {
  const accounts = new SqlAccountStore(input.db);
  const deps: AccountsDeps = {
    accounts,
    resumeTokens: new SqlSessionTokens(input.db, input.clock),
    accountTokens: new SqlAccountTokenStore(input.db),
    throttle: new SqlLoginThrottle(input.db),
    hasher: input.hasher,
    twoFactor: new OtplibTwoFactorCodes(input.clock, TOTP_ISSUER),
    random: new CryptoRandomTokens(),
    mailer: new OutboxMailer(input.db, input.printLink),
    changes: input.changes,
    clock: input.clock,
    publicUrl: input.publicUrl,
  };
  return {
    useCases: {
      loginWithPassword: new LoginWithPassword(deps),
      loginWithResume: new LoginWithResumeToken(deps),
      logout: new Logout(deps),
      checkTwoFactor: new CheckTwoFactor(deps),
      register: new Register(deps),
      verifyEmail: new VerifyEmail(deps),
      requestPasswordReset: new RequestAccountLink(deps, 'RESET_PASSWORD'),
      requestLoginLink: new RequestAccountLink(deps, 'LOGIN_LINK'),
      resetPassword: new ResetPassword(deps),
      loginWithLink: new LoginWithLink(deps),
      beginTwoFactor: new BeginTwoFactorSetup(deps),
      confirmTwoFactor: new ConfirmTwoFactor(deps),
      disableTwoFactor: new DisableTwoFactor(deps),
    },
    feed: new LoggedInUserFeed(accounts, input.sessions),
    store: accounts,
  };
}
