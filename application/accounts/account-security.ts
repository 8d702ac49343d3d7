import { err, ok, type Result } from 'neverthrow';
import { domainError, type Actor, type DomainError } from '../../domain/index.ts';
import type { AccountsDeps } from './deps.ts';
import { underBackoff } from './attempt-backoff.ts';
import { checkNewPassword, type NewPassword } from './new-password.ts';
import type { SessionClient } from './ports/index.ts';
import { issueRecoveryCodes } from './recovery-codes.ts';
import { ownAccount, spendCode } from './two-factor-setup.ts';

/*
 * The security tab of the account page: change the password, list and revoke
 * login sessions, renew recovery codes. Each acts on the caller's own account
 * only (the actor's id, never an id from the params).
 */

export const WRONG_PASSWORD_MESSAGE = 'Incorrect password';

/** The session a call came in on: its login token, or null when the connection has none of its own. */
export type CurrentToken = string | null;

/**
 * `changePassword`: the old password (checked under the sign-in back-off, so
 * a stolen session cannot guess it at speed), the new one by the sign-up
 * rules. Every other session of the user ends; the one that made the change
 * stays. The owner is mailed a notice, so a change they did not make is seen.
 */
export class ChangePassword {
  constructor(private readonly deps: AccountsDeps) {}

  async execute(
    actor: Actor,
    request: { readonly oldPasswordDigest: string; readonly newPassword: NewPassword; readonly currentToken: CurrentToken; readonly clientAddress: string },
  ): Promise<Result<{ readonly changed: true }, DomainError>> {
    const account = await ownAccount(this.deps, actor);
    if (account.isErr()) return err(account.error);
    const { id, emailLower, passwordHash } = account.value;
    // The wrong-credentials code of sign-in: a client already knows what it means.
    const checked = await underBackoff(this.deps, { accountKey: emailLower, clientAddress: request.clientAddress }, async () =>
      passwordHash !== null && (await this.deps.hasher.verify(passwordHash, request.oldPasswordDigest))
        ? { passed: true as const }
        : { failed: domainError('LOGIN_FAILED', WRONG_PASSWORD_MESSAGE, { field: 'oldPassword' }) },
    );
    if (checked.isErr()) return err(checked.error);
    const digest = await checkNewPassword(this.deps, request.newPassword);
    if (digest.isErr()) return err(domainError(digest.error.code, digest.error.message, { ...digest.error.details, field: 'newPassword' }));
    const newHash = await this.deps.hasher.hash(digest.value);
    const link = `${this.deps.publicUrl()}/dashboard/account/security`;
    return this.deps.uow.run(async () => {
      await this.deps.accounts.setPasswordHash(id, newHash);
      if (request.currentToken === null) await this.deps.resumeTokens.revokeAllOf(id);
      else await this.deps.resumeTokens.revokeAllOfExcept(id, request.currentToken);
      await this.deps.sessionChanges.tokensRevoked(id);
      await this.deps.mailer.send({
        to: emailLower,
        subject: 'Your password was changed',
        text: `The password of your account was changed and every other session was signed out. If this was not you, reset your password at once and review your sessions:\n\n${link}\n`,
        template: 'PASSWORD_CHANGED',
        link,
      });
      return ok({ changed: true as const });
    });
  }
}

/** A login session as its owner sees it; `current` is the one the call came in on. */
export interface SessionView {
  readonly id: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly userAgent: string | null;
  readonly lastAddress: string | null;
  readonly current: boolean;
}

/** `mySessions`: the caller's unexpired login sessions, newest first. */
export class ListSessions {
  constructor(private readonly deps: AccountsDeps) {}

  async execute(actor: Actor, currentToken: CurrentToken): Promise<Result<SessionView[], DomainError>> {
    const account = await ownAccount(this.deps, actor);
    if (account.isErr()) return err(account.error);
    const currentId = currentToken === null ? null : this.deps.resumeTokens.sessionIdOf(currentToken);
    const sessions = await this.deps.resumeTokens.sessionsOf(account.value.id, this.deps.clock.now());
    return ok(sessions.map((s) => ({ id: s.id, createdAt: s.createdAt, expiresAt: s.expiresAt, userAgent: s.userAgent, lastAddress: s.address, current: s.id === currentId })));
  }
}

/**
 * `revokeSession`: the token stops working and, through the same
 * `SessionsRevoked` announcement a logout makes, every process closes the
 * connections signed in with it (see end-revoked-sessions.ts).
 */
export class RevokeSession {
  constructor(private readonly deps: AccountsDeps) {}

  async execute(actor: Actor, sessionId: string): Promise<Result<{ readonly revoked: true }, DomainError>> {
    const account = await ownAccount(this.deps, actor);
    if (account.isErr()) return err(account.error);
    const userId = account.value.id;
    return this.deps.uow.run(async () => {
      if (!(await this.deps.resumeTokens.revokeSession(userId, sessionId))) return err(domainError('SESSION_NOT_FOUND', 'No such session'));
      await this.deps.sessionChanges.tokensRevoked(userId);
      return ok({ revoked: true as const });
    });
  }
}

/** Remembers the browser and address of a sign-in or resume; best effort, it only labels the sessions list. */
export class NoteSessionClient {
  constructor(private readonly deps: AccountsDeps) {}

  async execute(token: string, client: SessionClient): Promise<void> {
    await this.deps.resumeTokens.noteClient(token, client);
  }
}

/**
 * `generateRecoveryCodes`: a new set, the old ones stop working. Needs 2FA on
 * and a current TOTP code (spent, under the sign-in back-off), so a stolen
 * session alone cannot mint codes that would pass as a second factor.
 */
export class GenerateRecoveryCodes {
  constructor(private readonly deps: AccountsDeps) {}

  async execute(actor: Actor, twoFactorCode: string, clientAddress: string): Promise<Result<{ readonly codes: string[] }, DomainError>> {
    const account = await ownAccount(this.deps, actor);
    if (account.isErr()) return err(account.error);
    const secret = account.value.twoFactorSecret;
    if (!account.value.twoFactorEnabled || secret === null) return err(domainError('TWO_FACTOR_NOT_ENABLED', 'Two-factor authentication is not on'));
    const accepted = await spendCode(this.deps, account.value, secret, twoFactorCode, clientAddress);
    if (accepted.isErr()) return err(accepted.error);
    const userId = account.value.id;
    return this.deps.uow.run(async () => ok({ codes: await issueRecoveryCodes(this.deps, userId) }));
  }
}
