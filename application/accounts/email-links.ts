import { err, ok, type Result } from 'neverthrow';
import { domainError, LOGIN_LINK_HOURS, normalizeEmail, RESET_PASSWORD_LINK_HOURS, type DomainError } from '../../domain/index.ts';
import { hasEmailAddress } from './add-email.ts';
import type { AccountRecord } from './ports/index.ts';
import type { AccountsDeps, LoginResult } from './deps.ts';
import { consumeToken, sessionOrSecondStep } from './link-tokens.ts';
import { checkNewPassword, replacePassword, type NewPassword } from './new-password.ts';
import { sendLink } from './send-link.ts';

/**
 * `/auth/verify/{token}`: confirms the address and logs in (as Meteor's
 * verifyEmail does), or, on an account with 2FA on, leads to the code step.
 * A link mailed by `addEmail` attaches its address to the account first.
 */
export class VerifyEmail {
  constructor(private readonly deps: AccountsDeps) {}

  async execute(token: string): Promise<Result<LoginResult, DomainError>> {
    // Spending the token, marking the address and announcing it commit together: a failure leaves the link usable.
    const verified = await this.deps.uow.run(async (): Promise<Result<AccountRecord, DomainError>> => {
      const used = await consumeToken(this.deps, 'VERIFY_EMAIL', token);
      if (used.isErr()) return err(used.error);
      const { account, email } = used.value;
      // A link from `addEmail` carries an address the account does not have yet: proving it attaches it.
      if (email !== null && !hasEmailAddress(account.emailLower)) {
        if (!(await this.deps.accounts.attachEmail(account.id, email))) return err(domainError('EMAIL_TAKEN', 'This e-mail address already belongs to another account', { field: 'email' }));
        await this.deps.userChanges.userChanged(account.id);
        return ok({ ...account, emailLower: email });
      }
      await this.deps.accounts.markEmailVerified(used.value.account.id, used.value.email ?? used.value.account.emailLower);
      await this.deps.userChanges.userChanged(used.value.account.id);
      return ok(used.value.account);
    });
    if (verified.isErr()) return err(verified.error);
    return sessionOrSecondStep(this.deps, verified.value, 'LOGIN');
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

/**
 * `/auth/recovery/{token}`: a new password; every old login token stops
 * working. On an account with 2FA on the link is spent but the password stays
 * as it was until the code step ({@link CompleteLinkTwoFactor}) sets it.
 */
export class ResetPassword {
  constructor(private readonly deps: AccountsDeps) {}

  async execute(token: string, newPassword: NewPassword): Promise<Result<LoginResult, DomainError>> {
    // The password is checked first, so a refused one does not spend the link.
    const digest = await checkNewPassword(this.deps, newPassword);
    if (digest.isErr()) return err(digest.error);
    const used = await consumeToken(this.deps, 'RESET_PASSWORD', token);
    if (used.isErr()) return err(used.error);
    const account = used.value.account;
    if (account.twoFactorEnabled) return sessionOrSecondStep(this.deps, account, 'RESET_PASSWORD');
    await replacePassword(this.deps, account.id, await this.deps.hasher.hash(digest.value));
    return sessionOrSecondStep(this.deps, account, 'LOGIN');
  }
}

/** `/auth/login/{token}`: the magic link logs in once (or leads to the code step when 2FA is on). */
export class LoginWithLink {
  constructor(private readonly deps: AccountsDeps) {}

  async execute(token: string): Promise<Result<LoginResult, DomainError>> {
    const used = await consumeToken(this.deps, 'LOGIN_LINK', token);
    if (used.isErr()) return err(used.error);
    return sessionOrSecondStep(this.deps, used.value.account, 'LOGIN');
  }
}
