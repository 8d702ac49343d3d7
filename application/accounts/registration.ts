import { err, ok, type Result } from 'neverthrow';
import { domainError, normalizeEmail, slugOfUsername, USERNAME_PATTERN, VERIFY_EMAIL_LINK_HOURS, type DomainError } from '../../domain/index.ts';
import type { AccountsDeps } from './deps.ts';
import { checkNewPassword, type NewPassword } from './new-password.ts';
import { sendLink } from './send-link.ts';

export interface Registration {
  readonly email: string;
  readonly username: string;
  readonly password: NewPassword;
  /** The `affiliate` cookie the visitor carried, if any. */
  readonly affiliateCode?: string;
}

/** `createUser`'s answer, the same for a new and a taken address: the mail says which. */
export interface CheckInbox {
  readonly sent: true;
}

/** Permissive on purpose: one @, something on both sides, a dot in the domain; the mailed link proves the rest. */
export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

const USERNAME_TAKEN = () => domainError('USERNAME_TAKEN', 'Username already exists.', { field: 'username' });

/**
 * `createUser`: a new customer account, signed in only once the mailed link
 * proves the address. The answer does not tell whether the address already
 * had an account (issue 11, finding 5): a new address gets the verification
 * link, a taken one a note saying someone tried to sign up with it. A taken
 * username is still refused, because usernames are public on profiles; it is
 * checked before the address so the answer never depends on the address.
 */
export class Register {
  constructor(private readonly deps: AccountsDeps) {}

  async execute(registration: Registration): Promise<Result<CheckInbox, DomainError>> {
    const email = normalizeEmail(registration.email);
    if (!EMAIL_PATTERN.test(email) || email.length > 254) return err(domainError('VALIDATION_FAILED', 'E-mail address is not valid', { field: 'email' }));
    const username = registration.username.trim();
    if (!USERNAME_PATTERN.test(username)) {
      return err(domainError('VALIDATION_FAILED', 'Username must be 3–24 letters, digits, _ or -', { field: 'username' }));
    }
    const digest = await checkNewPassword(this.deps, registration.password);
    if (digest.isErr()) return err(digest.error);
    const slug = slugOfUsername(username);
    if (await this.deps.accounts.usernameTaken(username, slug)) return err(USERNAME_TAKEN());
    // Hashed whether or not the address is taken, so both answers take as long.
    const passwordHash = await this.deps.hasher.hash(digest.value);
    if ((await this.deps.accounts.findByEmail(email)) !== undefined) return this.alreadyRegistered(email);
    const id = this.deps.random.id();
    if (!(await this.deps.accounts.create({ id, username, slug, email, passwordHash, roles: ['CUSTOMER'] }))) {
      // Lost a race: to the same username (refused) or to the same address (answered as taken).
      return (await this.deps.accounts.usernameTaken(username, slug)) ? err(USERNAME_TAKEN()) : this.alreadyRegistered(email);
    }
    await this.deps.affiliateSignUp?.(id, registration.affiliateCode);
    await sendLink(this.deps, { kind: 'VERIFY_EMAIL', userId: id, email, hours: VERIFY_EMAIL_LINK_HOURS });
    return ok({ sent: true });
  }

  private async alreadyRegistered(email: string): Promise<Result<CheckInbox, DomainError>> {
    const link = `${this.deps.publicUrl()}/login`;
    await this.deps.mailer.send({
      to: email,
      subject: 'Someone tried to sign up with your address',
      text:
        'Someone (perhaps you) tried to create an account with this e-mail address, which already has one.\n' +
        'If it was you, sign in, or use "Forgot password" there to choose a new password:\n\n' +
        `${link}\n\nIf it was not you, you can ignore this mail; nothing was changed.\n`,
      template: 'SIGNUP_EXISTING',
      link,
    });
    return ok({ sent: true });
  }
}
