import { err, ok, type Result } from 'neverthrow';
import {
  domainError,
  normalizeEmail,
  numberedUsername,
  placeholderEmailOf,
  slugOfUsername,
  usernameFromDisplayName,
  type DomainError,
  type SocialProvider,
} from '../../domain/index.ts';
import type { AccountsDeps, LoginResult } from './deps.ts';
import { sessionOrSecondStep } from './link-tokens.ts';
import type { AccountRecord, LinkedIdentityStore } from './ports/index.ts';

/** Who the other site says signed in, after its answer was verified. */
export interface OutsideIdentity {
  readonly provider: SocialProvider;
  readonly providerUserId: string;
  /** The name shown there (Steam persona, Discord username); a new account's username starts from it. */
  readonly displayName: string;
  /** Discord's address, if the scope gave one. */
  readonly email?: string | undefined;
  /** Only a verified address may link to an existing account or become a new account's address. */
  readonly emailVerified: boolean;
}

const DISABLED = () => domainError('USER_BANNED', 'This account is disabled');
/** Tries of numbered usernames before giving up (each a lookup; names collide rarely past the first few). */
const USERNAME_TRIES = 50;

/**
 * Signing in through Steam or Discord (issue 15 part 4). An outside account
 * already linked signs its user in; else a Discord account with a VERIFIED
 * address that an existing account has is linked to it (an unverified one
 * could be anybody's, so it never links); else a new customer account is made
 * and linked: no password (it cannot sign in with one), the verified Discord
 * address or none (Steam gives no address: a placeholder without `@` fills
 * the unique column). A banned or removed user is refused; an account with
 * 2FA on gets the same second-step ticket as a mailed sign-in link.
 */
export class SocialSignIn {
  constructor(
    private readonly deps: AccountsDeps,
    private readonly links: LinkedIdentityStore,
  ) {}

  async execute(identity: OutsideIdentity): Promise<Result<LoginResult, DomainError>> {
    const deps = this.deps;
    const found = await deps.uow.run(async (): Promise<Result<AccountRecord, DomainError>> => ok(await this.accountOf(identity)));
    if (found.isErr()) return err(found.error);
    const account = found.value;
    if (account.banned || account.removed) return err(DISABLED());
    return sessionOrSecondStep(deps, account, 'LOGIN');
  }

  private async accountOf(identity: OutsideIdentity): Promise<AccountRecord> {
    const { provider, providerUserId } = identity;
    const now = this.deps.clock.now();
    const linked = await this.links.userOf(provider, providerUserId);
    const known = linked === undefined ? undefined : await this.deps.accounts.findById(linked);
    if (known !== undefined) return known;
    const email = identity.email !== undefined && identity.emailVerified ? normalizeEmail(identity.email) : null;
    const byEmail = email === null ? undefined : await this.deps.accounts.findByEmail(email);
    // Linked only when the account proved the address too: else whoever signed up with it unproven (and knows its password) would share the account.
    const linkable = byEmail !== undefined && (await this.addressVerified(byEmail.id, byEmail.emailLower));
    const account = linkable ? byEmail : await this.createAccount(identity, byEmail === undefined ? email : null);
    if (!(await this.links.link(provider, providerUserId, account.id, now))) {
      // Another sign-in of the same outside account linked it first: follow that link.
      const winner = await this.links.userOf(provider, providerUserId);
      const record = winner === undefined ? undefined : await this.deps.accounts.findById(winner);
      if (record !== undefined) return record;
    }
    return account;
  }

  private async addressVerified(userId: string, emailLower: string): Promise<boolean> {
    const user = await this.deps.accounts.publicUser(userId);
    return user?.emails.some((e) => e.verified && normalizeEmail(e.address) === emailLower) ?? false;
  }

  private async createAccount(identity: OutsideIdentity, email: string | null): Promise<AccountRecord> {
    const base = usernameFromDisplayName(identity.displayName, `${identity.provider}_${identity.providerUserId}`);
    const address = email ?? placeholderEmailOf(identity.provider, identity.providerUserId);
    for (let n = 1; n <= USERNAME_TRIES; n += 1) {
      const username = n === 1 ? base : numberedUsername(base, n);
      const slug = slugOfUsername(username);
      if (await this.deps.accounts.usernameTaken(username, slug)) continue;
      const id = this.deps.random.id();
      const emails = email === null ? [] : [{ address: email, verified: true }];
      if (await this.deps.accounts.create({ id, username, slug, email: address, passwordHash: null, roles: ['CUSTOMER'], emails })) {
        const made = await this.deps.accounts.findById(id);
        if (made !== undefined) return made;
      }
      // Lost a race to this username or to the address: an existing address account is taken over only when verified.
      const byAddress = await this.deps.accounts.findByEmail(address);
      if (byAddress !== undefined) return byAddress;
    }
    throw new Error(`No free username for ${identity.provider} account ${identity.providerUserId}`);
  }
}
