import { err, ok, type Result } from 'neverthrow';
import { domainError, LOGIN_LINK_HOURS, normalizeEmail, RESET_PASSWORD_LINK_HOURS, type DomainError } from '../../domain/index.ts';
import type { AccountTokenKind } from './ports/index.ts';
import type { AccountsDeps, LoginResult } from './deps.ts';
import { issueLogin } from './issue-login.ts';
import { sendLink } from './send-link.ts';

const LINK_INVALID = 'This link is invalid or has expired';

async function consume(deps: AccountsDeps, kind: AccountTokenKind, token: string) {
  const used = await deps.accountTokens.consume(kind, token, deps.clock.now());
  if (used === undefined) return err(domainError('TOKEN_INVALID', LINK_INVALID));
  const account = await deps.accounts.findById(used.userId);
  if (account === undefined) return err(domainError('TOKEN_INVALID', LINK_INVALID));
  if (account.banned || account.removed) return err(domainError('USER_BANNED', 'This account is disabled'));
  return ok({ account, email: used.email });
}

/** `/auth/verify/{token}`: confirms the address and logs in (as Meteor's verifyEmail does). */
export class VerifyEmail {
  constructor(private readonly deps: AccountsDeps) {}

  async execute(token: string): Promise<Result<LoginResult, DomainError>> {
    // Spending the token, marking the address and announcing it commit together: a failure leaves the link usable.
    const verified = await this.deps.uow.run(async (): Promise<Result<string, DomainError>> => {
      const used = await consume(this.deps, 'VERIFY_EMAIL', token);
      if (used.isErr()) return err(used.error);
      await this.deps.accounts.markEmailVerified(used.value.account.id, used.value.email ?? used.value.account.emailLower);
      await this.deps.userChanges.userChanged(used.value.account.id);
      return ok(used.value.account.id);
    });
    if (verified.isErr()) return err(verified.error);
    return ok(await issueLogin(this.deps, verified.value));
  }
}

/**
 * `forgotPassword` and `requestLoginLink`: mail a one-time link. The answer
 * is the same whether or not the address has an account, so the form cannot
 * be used to find out who is registered.
 */
export class RequestAccountLink {
  constructor(
    private readonly deps: AccountsDeps,
    private readonly kind: 'RESET_PASSWORD' | 'LOGIN_LINK',
  ) {}

  async execute(email: string): Promise<Result<{ readonly sent: true }, DomainError>> {
    const account = await this.deps.accounts.findByEmail(normalizeEmail(email));
    if (account !== undefined && !account.banned && !account.removed) {
      const hours = this.kind === 'RESET_PASSWORD' ? RESET_PASSWORD_LINK_HOURS : LOGIN_LINK_HOURS;
      await sendLink(this.deps, { kind: this.kind, userId: account.id, email: account.emailLower, hours });
    }
    return ok({ sent: true });
  }
}

/** `/auth/recovery/{token}`: a new password; every old login token stops working and its connections close. */
export class ResetPassword {
  constructor(private readonly deps: AccountsDeps) {}

  async execute(token: string, newPasswordDigest: string): Promise<Result<LoginResult, DomainError>> {
    const used = await consume(this.deps, 'RESET_PASSWORD', token);
    if (used.isErr()) return err(used.error);
    const id = used.value.account.id;
    await this.deps.accounts.setPasswordHash(id, await this.deps.hasher.hash(newPasswordDigest));
    // Every old token stops working and every connection signed in with one is closed, in this process and others.
    await this.deps.uow.run(async () => {
      await this.deps.resumeTokens.revokeAllOf(id);
      await this.deps.sessionChanges.tokensRevoked(id);
      return ok(null);
    });
    return ok(await issueLogin(this.deps, id));
  }
}

/** `/auth/login/{token}`: the magic link logs in once. */
export class LoginWithLink {
  constructor(private readonly deps: AccountsDeps) {}

  async execute(token: string): Promise<Result<LoginResult, DomainError>> {
    const used = await consume(this.deps, 'LOGIN_LINK', token);
    if (used.isErr()) return err(used.error);
    return ok(await issueLogin(this.deps, used.value.account.id));
  }
}
