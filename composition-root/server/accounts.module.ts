import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { AccountsDeps } from '../../application/accounts/deps.ts';
import { LoginWithLink, RequestAccountLink, ResetPassword, VerifyEmail } from '../../application/accounts/email-links.ts';
import { userChangesVia } from '../../application/shared/ports/index.ts';
import { sessionChangesVia } from '../../application/accounts/ports/index.ts';
import { EndRevokedSessions } from '../../application/accounts/end-revoked-sessions.ts';
import { ConnectionTokens } from '../../adapters/server/ddp-api/accounts/connection-tokens.ts';
import { DdpLiveSessions } from '../../adapters/server/ddp-api/accounts/live-sessions.ts';
import { LoggedInUserFeed } from '../../application/accounts/logged-in-user-feed.ts';
import { RequestSignInUnlock, UnlockSignIn } from '../../application/accounts/sign-in-unlock.ts';
import { Register } from '../../application/accounts/registration.ts';
import { CompleteLinkTwoFactor } from '../../application/accounts/link-two-factor.ts';
import { BreachedPasswordList } from '../../adapters/server/accounts/breached-password-list.ts';
import { CheckTwoFactor, LoginWithPassword, LoginWithResumeToken, Logout } from '../../application/accounts/sign-in.ts';
import { BeginTwoFactorSetup, ConfirmTwoFactor, DisableTwoFactor, TOTP_ISSUER } from '../../application/accounts/two-factor-setup.ts';
import type { AccountStore, ActorDirectory, PasswordHasher, SessionTerminator, SessionTokens } from '../../application/accounts/ports/index.ts';
import { Argon2PasswordHasher } from '../../adapters/server/accounts/argon2-password-hasher.ts';
import { CryptoRandomTokens } from '../../adapters/server/accounts/crypto-random-tokens.ts';
import { OtplibTwoFactorCodes } from '../../adapters/server/accounts/otplib-two-factor-codes.ts';
import { OutboxMailer } from '../../adapters/server/accounts/outbox-mailer.ts';
import type { AccountUseCases } from '../../adapters/server/ddp-api/accounts/account-methods.ts';
import { SqlAccountStore } from '../../adapters/server/persistence/accounts/sql-account-store.ts';
import { SqlActorDirectory } from '../../adapters/server/persistence/accounts/sql-actor-directory.ts';
import { SqlAccountTokenStore } from '../../adapters/server/persistence/accounts/sql-account-token-store.ts';
import { SqlLoginThrottle } from '../../adapters/server/persistence/accounts/sql-login-throttle.ts';
import { SqlSessionTokens } from '../../adapters/server/persistence/accounts/sql-session-tokens.ts';
import { SqlRecoveryCodes } from '../../adapters/server/persistence/accounts/sql-recovery-codes.ts';
import { ChangePassword, GenerateRecoveryCodes, ListSessions, NoteSessionClient, RevokeSession } from '../../application/accounts/account-security.ts';
import { AddEmail } from '../../application/accounts/add-email.ts';
import type { AccountSecurityUseCases } from '../../adapters/server/ddp-api/accounts/security-methods.ts';
import { SHARED } from './shared.module.ts';
import { AFFILIATES } from './affiliates.module.ts';

export const ACCOUNTS = {
  PasswordHasher: Symbol.for('accounts.PasswordHasher') as ServiceIdentifier<PasswordHasher>,
  /** One store of login tokens: HTTP reads them, the DDP login writes and resumes them. */
  SessionTokens: Symbol.for('accounts.SessionTokens') as ServiceIdentifier<SqlSessionTokens & SessionTokens>,
  AccountStore: Symbol.for('accounts.AccountStore') as ServiceIdentifier<AccountStore>,
  /** Who is asking, from a projection without secrets: every authorization reads this, never the sign-in record. */
  ActorDirectory: Symbol.for('accounts.ActorDirectory') as ServiceIdentifier<ActorDirectory>,
  Deps: Symbol.for('accounts.Deps') as ServiceIdentifier<AccountsDeps>,
  UseCases: Symbol.for('accounts.UseCases') as ServiceIdentifier<AccountUseCases>,
  /** The account page's security tab: password change, sessions, recovery codes. */
  SecurityUseCases: Symbol.for('accounts.SecurityUseCases') as ServiceIdentifier<AccountSecurityUseCases>,
  LoggedInUserFeed: Symbol.for('accounts.LoggedInUserFeed') as ServiceIdentifier<LoggedInUserFeed>,
  /** The login token each DDP connection of this process signed in with. */
  ConnectionTokens: Symbol.for('accounts.ConnectionTokens') as ServiceIdentifier<ConnectionTokens>,
  /** This process's signed-in connections, for ending them (a ban, a logout, a password reset). */
  LiveSessions: Symbol.for('accounts.LiveSessions') as ServiceIdentifier<SessionTerminator>,
  /** Closes the connections whose token was revoked, on each `SessionsRevoked` change any process announces. */
  EndRevokedSessions: Symbol.for('accounts.EndRevokedSessions') as ServiceIdentifier<EndRevokedSessions>,
} as const;

/** Sign-up, sign-in, two-factor, mailed links and the live `loggedInUser` record, over SQL and crypto adapters. */
export const accountsModule = new ContainerModule(({ bind }) => {
  bind(ACCOUNTS.PasswordHasher).toDynamicValue(() => new Argon2PasswordHasher());
  bind(ACCOUNTS.SessionTokens).toDynamicValue((ctx) => new SqlSessionTokens(ctx.get(SHARED.Database), ctx.get(SHARED.Clock)));
  bind(ACCOUNTS.AccountStore).toDynamicValue((ctx) => new SqlAccountStore(ctx.get(SHARED.Database)));
  bind(ACCOUNTS.ActorDirectory).toDynamicValue((ctx) => new SqlActorDirectory(ctx.get(SHARED.Database)));
  bind(ACCOUNTS.Deps).toDynamicValue((ctx) => {
    const db = ctx.get(SHARED.Database);
    const config = ctx.get(SHARED.Config);
    const clock = ctx.get(SHARED.Clock);
    const address = ctx.get(SHARED.PublicAddress);
    // Mailed links are printed in development, so the demo can be tried without a mail server.
    const printLink = config.NODE_ENV === 'development' ? ctx.get(SHARED.Log) : undefined;
    return {
      accounts: ctx.get(ACCOUNTS.AccountStore),
      resumeTokens: ctx.get(ACCOUNTS.SessionTokens),
      accountTokens: new SqlAccountTokenStore(db),
      throttle: new SqlLoginThrottle(db),
      hasher: ctx.get(ACCOUNTS.PasswordHasher),
      twoFactor: new OtplibTwoFactorCodes(clock, TOTP_ISSUER),
      recoveryCodes: new SqlRecoveryCodes(db),
      random: new CryptoRandomTokens(),
      mailer: new OutboxMailer(db, printLink),
      breachedPasswords: new BreachedPasswordList(),
      uow: ctx.get(SHARED.UnitOfWork),
      userChanges: userChangesVia(ctx.get(SHARED.Outbox)),
      sessionChanges: sessionChangesVia(ctx.get(SHARED.Outbox)),
      clock,
      publicUrl: () => address.url(),
      affiliateSignUp: (userId, code) => ctx.get(AFFILIATES.Program).recordSignUp(userId, code),
    };
  });
  bind(ACCOUNTS.UseCases).toDynamicValue((ctx) => {
    const deps = ctx.get(ACCOUNTS.Deps);
    return {
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
      requestSignInUnlock: new RequestSignInUnlock(deps),
      unlockSignIn: new UnlockSignIn(deps),
      completeLinkTwoFactor: new CompleteLinkTwoFactor(deps),
      beginTwoFactor: new BeginTwoFactorSetup(deps),
      confirmTwoFactor: new ConfirmTwoFactor(deps),
      disableTwoFactor: new DisableTwoFactor(deps),
      noteSessionClient: new NoteSessionClient(deps),
    };
  });
  bind(ACCOUNTS.SecurityUseCases).toDynamicValue((ctx) => {
    const deps = ctx.get(ACCOUNTS.Deps);
    return {
      changePassword: new ChangePassword(deps),
      listSessions: new ListSessions(deps),
      revokeSession: new RevokeSession(deps),
      generateRecoveryCodes: new GenerateRecoveryCodes(deps),
      addEmail: new AddEmail(deps),
    };
  });
  bind(ACCOUNTS.ConnectionTokens).toConstantValue(new ConnectionTokens());
  bind(ACCOUNTS.LiveSessions).toDynamicValue((ctx) => new DdpLiveSessions(ctx.get(SHARED.Sessions), ctx.get(ACCOUNTS.ConnectionTokens)));
  bind(ACCOUNTS.LoggedInUserFeed).toDynamicValue((ctx) => new LoggedInUserFeed(ctx.get(ACCOUNTS.AccountStore), ctx.get(ACCOUNTS.LiveSessions)));
  bind(ACCOUNTS.EndRevokedSessions).toDynamicValue(
    (ctx) => new EndRevokedSessions(ctx.get(ACCOUNTS.SessionTokens), ctx.get(ACCOUNTS.LiveSessions), ctx.get(SHARED.Clock)),
  );
});
