import { err, ok, type Result } from 'neverthrow';
import { domainError, mayDeleteAccount, tombstoneEmail, tombstoneUsername, type Actor, type DeletionFacts, type DomainError } from '../../domain/index.ts';
import { underBackoff } from './attempt-backoff.ts';
import type { SellerStanding } from '../shared/ports/index.ts';
import type { AccountsDeps } from './deps.ts';
import type { AccountDataStore } from './ports/index.ts';
import { ownAccount, spendCode } from './two-factor-setup.ts';

export interface DeleteAccountDeps {
  readonly accounts: AccountsDeps;
  readonly store: AccountDataStore;
  /** The user's non-zero balances (credits, sales pending and released, affiliate earnings), from the ledger. */
  readonly balancesOf: (userId: string) => Promise<DeletionFacts['balances']>;
  /** Announces that the user's listings leave the market with them. */
  readonly standing: SellerStanding;
  /** Removes a verification document's private image. */
  readonly removeDocument: (documentId: string) => Promise<void>;
}

export interface DeleteAccountRequest {
  readonly passwordDigest?: string | undefined;
  readonly twoFactorCode?: string | undefined;
  readonly clientAddress: string;
  /** Logs the calling connection out, inside the unit of work, once the data is erased and before the removal is announced. */
  readonly loggedOut?: () => void;
}

/**
 * `deleteAccount`: the user proves themself again (the password, or a
 * two-factor code when 2FA is on — both under the sign-in back-off; an
 * account with neither, made by social sign-in, has only its session), then
 * nothing may bind them to others or hold their money (domain
 * `mayDeleteAccount`), then their personal data is erased in one unit of
 * work. The account is marked removed, so sign-in, mailed links and the
 * public profile refuse it as they do any removed account, and the removal
 * reaches every live session of it (the `loggedInUser` feed logs it out),
 * whose login tokens are deleted too. Orders, ledger entries, messages and
 * reviews stay, as the law requires, naming a "Deleted user".
 */
export class DeleteAccount {
  constructor(private readonly deps: DeleteAccountDeps) {}

  async execute(actor: Actor, request: DeleteAccountRequest): Promise<Result<{ readonly deleted: true }, DomainError>> {
    const a = this.deps.accounts;
    const account = await ownAccount(a, actor);
    if (account.isErr()) return err(account.error);
    const id = account.value.id;
    const proven = await this.prove(account.value, request);
    if (proven.isErr()) return err(proven.error);
    const erased = await eraseAccount(this.deps, id, request.loggedOut);
    if (erased.isErr()) return err(erased.error);
    return ok({ deleted: true as const });
  }

  private async prove(account: Parameters<typeof spendCode>[1], request: DeleteAccountRequest): Promise<Result<true, DomainError>> {
    const a = this.deps.accounts;
    if (account.twoFactorEnabled && account.twoFactorSecret !== null && request.twoFactorCode !== undefined) {
      return spendCode(a, account, account.twoFactorSecret, request.twoFactorCode, request.clientAddress);
    }
    if (account.passwordHash !== null) {
      const hash = account.passwordHash;
      const digest = request.passwordDigest;
      return underBackoff(a, { accountKey: account.emailLower, clientAddress: request.clientAddress }, async () =>
        digest !== undefined && (await a.hasher.verify(hash, digest)) ? { passed: true as const } : { failed: domainError('LOGIN_FAILED', 'Incorrect password', { field: 'password' }) },
      );
    }
    if (account.twoFactorEnabled) return err(domainError('TWO_FACTOR_REQUIRED', 'Enter a two-factor code', { field: 'twoFactorCode' }));
    return ok(true);
  }
}

/**
 * Erases the user's personal data in one unit of work (`before` adds the
 * caller's own writes to it, e.g. the staff's audit line), revokes their
 * tokens and announces the change, then removes their private files. The
 * one erasure for a user deleting themself and for staff removing them.
 * What blocks it (`mayErase`) is checked in that unit of work with the
 * user's row locked, so an order placed at the same instant cannot slip
 * past the check (see `AccountDataStore.lockUser`).
 */
export async function eraseAccount(
  deps: DeleteAccountDeps,
  id: string,
  loggedOut?: () => void,
  before: () => Promise<void> = () => Promise.resolve(),
): Promise<Result<true, DomainError>> {
  const a = deps.accounts;
  const name = tombstoneUsername(id);
  const erased = await a.uow.run(async (): Promise<Result<{ readonly documentIds: readonly string[] }, DomainError>> => {
    await deps.store.lockUser(id);
    const allowed = await mayErase(deps, id);
    if (allowed.isErr()) return err(allowed.error);
    await before();
    const done = await deps.store.erase(id, { email: tombstoneEmail(id), username: name, slug: name, at: a.clock.now() });
    loggedOut?.();
    await a.sessionChanges.tokensRevoked(id);
    await a.userChanges.userChanged(id);
    await deps.standing.standingChanged(id);
    return ok(done);
  });
  if (erased.isErr()) return err(erased.error);
  // Files are outside the transaction: removed once the rows naming them are gone for good.
  for (const documentId of erased.value.documentIds) await deps.removeDocument(documentId);
  return ok(true);
}

/** Whether nothing binds the user to others or holds their money (domain `mayDeleteAccount`). */
export async function mayErase(deps: DeleteAccountDeps, id: string): Promise<Result<true, DomainError>> {
  const [obligations, balances] = await Promise.all([deps.store.openObligations(id), deps.balancesOf(id)]);
  return mayDeleteAccount({ ...obligations, balances });
}
