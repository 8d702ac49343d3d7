import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../../domain/index.ts';
import type { AttemptKey } from './ports/index.ts';
import { underBackoff } from './attempt-backoff.ts';
import { secondFactorAccepted } from './totp-check.ts';
import type { AccountsDeps, LoginResult } from './deps.ts';
import { issueLogin } from './issue-login.ts';
import { consumeToken, ticketKindOf } from './link-tokens.ts';
import { checkNewPassword, replacePassword, type NewPassword } from './new-password.ts';

export interface LinkTwoFactor {
  /** The ticket from the TWO_FACTOR_REQUIRED answer of `loginWithLink`, `verifyEmail` or `resetPassword`. */
  readonly ticket: string;
  readonly twoFactorCode: string;
  /** Present for a password reset's ticket (the password is set only now); absent for a sign-in's. */
  readonly password?: NewPassword | undefined;
  readonly clientAddress: string;
}

/**
 * `completeLinkTwoFactor`: the code step after a mailed link on an account
 * with 2FA on (issue 11, finding 1). The ticket is spent with the session it
 * gives: a wrong code rolls the spending back (the person may retype it) and
 * counts as a failed sign-in for the account and address, under the same
 * limits as the password form's code step.
 */
export class CompleteLinkTwoFactor {
  constructor(private readonly deps: AccountsDeps) {}

  async execute(request: LinkTwoFactor): Promise<Result<LoginResult, DomainError>> {
    const deps = this.deps;
    let passwordHash: string | null = null;
    if (request.password !== undefined) {
      const digest = await checkNewPassword(deps, request.password);
      if (digest.isErr()) return err(digest.error);
      passwordHash = await deps.hasher.hash(digest.value);
    }
    const step = passwordHash === null ? 'LOGIN' : 'RESET_PASSWORD';
    // Set inside the transaction, read after it rolled back.
    const wrongCode: { key: AttemptKey | null } = { key: null };
    const done = await deps.uow.run(async (): Promise<Result<string, DomainError>> => {
      const used = await consumeToken(deps, ticketKindOf(step), request.ticket);
      if (used.isErr()) return err(used.error);
      const account = used.value.account;
      const secret = account.twoFactorSecret;
      if (!account.twoFactorEnabled || secret === null) return err(domainError('TWO_FACTOR_INVALID', 'Invalid two-factor authentication code'));
      const key = { accountKey: account.emailLower, clientAddress: request.clientAddress };
      const checked = await underBackoff(deps, key, async () =>
        (await secondFactorAccepted(deps, account.id, secret, request.twoFactorCode.replace(/\s+/g, ''), true))
          ? { passed: account.id }
          : { failed: domainError('TWO_FACTOR_INVALID', 'Invalid two-factor authentication code') },
      );
      if (checked.isErr()) {
        if (checked.error.code === 'TWO_FACTOR_INVALID') wrongCode.key = key;
        return err(checked.error);
      }
      if (passwordHash !== null) await replacePassword(deps, account.id, passwordHash);
      return ok(account.id);
    });
    // The rollback kept the ticket for a retype and undid the failure's record with it: count the wrong code again, outside.
    if (wrongCode.key !== null) await underBackoff(deps, wrongCode.key, () => Promise.resolve({ failed: domainError('TWO_FACTOR_INVALID', 'Invalid two-factor authentication code') }));
    if (done.isErr()) return err(done.error);
    return ok(await issueLogin(deps, done.value));
  }
}
