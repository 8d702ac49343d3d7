import { err, ok, type Result } from 'neverthrow';
import { domainError, normalizeEmail, VERIFY_EMAIL_LINK_HOURS, type Actor, type DomainError } from '../../domain/index.ts';
import type { AccountsDeps } from './deps.ts';
import { EMAIL_PATTERN, type CheckInbox } from './registration.ts';
import { sendLink } from './send-link.ts';
import { ownAccount } from './two-factor-setup.ts';

/** Whether the account has a real address: one made by Steam sign-in holds a stand-in without an `@` (domain `placeholderEmailOf`). */
export function hasEmailAddress(emailLower: string): boolean {
  return emailLower.includes('@');
}

/**
 * `addEmail`: an account made by a sign-in that gave no address (Steam) adds
 * one. Nothing is stored until the mailed link proves the address: the
 * token carries it, and `/auth/verify/{token}` attaches it (`VerifyEmail`).
 * So nobody can claim another person's address, and the answer is the same
 * whether or not the address is taken, as for sign-up: a taken address gets
 * a note that someone tried, never a link. With the address the user gets
 * e-mail notices, password reset (to set a first password) and login links.
 */
export class AddEmail {
  constructor(private readonly deps: AccountsDeps) {}

  async execute(actor: Actor, request: { readonly email: string }): Promise<Result<CheckInbox, DomainError>> {
    const account = await ownAccount(this.deps, actor);
    if (account.isErr()) return err(account.error);
    if (hasEmailAddress(account.value.emailLower)) return err(domainError('VALIDATION_FAILED', 'This account already has an e-mail address', { field: 'email' }));
    const email = normalizeEmail(request.email);
    if (!EMAIL_PATTERN.test(email) || email.length > 254) return err(domainError('VALIDATION_FAILED', 'E-mail address is not valid', { field: 'email' }));
    if ((await this.deps.accounts.findByEmail(email)) !== undefined) {
      const link = `${this.deps.publicUrl()}/login`;
      await this.deps.mailer.send({
        to: email,
        subject: 'Someone tried to add your address to an account',
        text: `Someone (perhaps you) tried to add this e-mail address to another account. It already belongs to an account here, so nothing was changed.\nIf it was you, sign in with this address instead:\n\n${link}\n`,
        template: 'ADD_EMAIL_EXISTING',
        link,
      });
      return ok({ sent: true });
    }
    await sendLink(this.deps, { kind: 'VERIFY_EMAIL', userId: account.value.id, email, hours: VERIFY_EMAIL_LINK_HOURS });
    return ok({ sent: true });
  }
}
