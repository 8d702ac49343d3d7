import { err, ok, type Result } from 'neverthrow';
import { domainError, normalizeEmail, slugOfUsername, USERNAME_PATTERN, VERIFY_EMAIL_LINK_HOURS, type DomainError } from '../../domain/index.ts';
import type { AccountsDeps, LoginResult } from './deps.ts';
import { issueLogin } from './issue-login.ts';
import { sendLink } from './send-link.ts';

export interface Registration {
  readonly email: string;
  readonly username: string;
  readonly passwordDigest: string;
}

/** Permissive on purpose: one @, something on both sides, a dot in the domain; the mailed link proves the rest. */
const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/**
 * `createUser`: a new customer account, logged in at once (as Meteor's
 * accounts do), with a verification link mailed to the address.
 */
export class Register {
  constructor(private readonly deps: AccountsDeps) {}

  async execute(registration: Registration): Promise<Result<LoginResult, DomainError>> {
    const email = normalizeEmail(registration.email);
    if (!EMAIL_PATTERN.test(email) || email.length > 254) return err(domainError('VALIDATION_FAILED', 'E-mail address is not valid', { field: 'email' }));
    const username = registration.username.trim();
    if (!USERNAME_PATTERN.test(username)) {
      return err(domainError('VALIDATION_FAILED', 'Username must be 3–24 letters, digits, _ or -', { field: 'username' }));
    }
    if (await this.deps.accounts.findByEmail(email)) return err(domainError('EMAIL_TAKEN', 'E-mail already exists.', { field: 'email' }));
    if (await this.deps.accounts.usernameTaken(username, slugOfUsername(username))) {
      return err(domainError('USERNAME_TAKEN', 'Username already exists.', { field: 'username' }));
    }
    const id = this.deps.random.id();
    const created = await this.deps.accounts.create({
      id,
      username,
      slug: slugOfUsername(username),
      email,
      passwordHash: await this.deps.hasher.hash(registration.passwordDigest),
      roles: ['CUSTOMER'],
    });
    if (!created) return err(domainError('EMAIL_TAKEN', 'E-mail or username already exists.', { field: 'email' }));
    await sendLink(this.deps, { kind: 'VERIFY_EMAIL', userId: id, email, hours: VERIFY_EMAIL_LINK_HOURS });
    return ok(await issueLogin(this.deps, id));
  }
}
