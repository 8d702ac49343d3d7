import { err, ok, type Result } from 'neverthrow';
import { normalizeEmail, UNLOCK_SIGN_IN_LINK_HOURS, type DomainError } from '../../domain/index.ts';
import type { AccountsDeps } from './deps.ts';
import { consumeToken } from './link-tokens.ts';
import { sendLink } from './send-link.ts';

/**
 * `requestSignInUnlock`: mails the owner a link that lifts the sign-in
 * back-off of their account from every address — no CAPTCHA, and no way for
 * a stranger to keep the owner waiting. The answer is the same whether or
 * not the address has an account.
 */
export class RequestSignInUnlock {
  constructor(private readonly deps: AccountsDeps) {}

  async execute(email: string): Promise<Result<{ readonly sent: true }, DomainError>> {
    const account = await this.deps.accounts.findByEmail(normalizeEmail(email));
    if (account !== undefined && !account.banned && !account.removed) {
      await sendLink(this.deps, { kind: 'UNLOCK_SIGN_IN', userId: account.id, email: account.emailLower, hours: UNLOCK_SIGN_IN_LINK_HOURS });
    }
    return ok({ sent: true });
  }
}

/**
 * `unlockSignIn` (the mailed `/auth/unlock/{token}`): the account's back-off
 * starts over everywhere; nobody is signed in. A refused link says why
 * (TOKEN_USED, TOKEN_EXPIRED, TOKEN_INVALID), as the other link pages do.
 */
export class UnlockSignIn {
  constructor(private readonly deps: AccountsDeps) {}

  async execute(token: string): Promise<Result<{ readonly unlocked: true }, DomainError>> {
    const used = await consumeToken(this.deps, 'UNLOCK_SIGN_IN', token);
    if (used.isErr()) return err(used.error);
    await this.deps.throttle.unlockAccount(used.value.account.emailLower);
    return ok({ unlocked: true });
  }
}
