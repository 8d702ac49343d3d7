import { err, ok, type Result } from 'neverthrow';
import { domainError, requirePermission, UNAUTHENTICATED_MESSAGE, type Actor, type DomainError } from '../../domain/index.ts';
import type { AccountRecord } from './ports/index.ts';
import type { AccountsDeps } from './deps.ts';
import { underBackoff } from './attempt-backoff.ts';
import { totpAccepted } from './totp-check.ts';
import { issueRecoveryCodes } from './recovery-codes.ts';

/** The name authenticator apps show next to the code. */
export const TOTP_ISSUER = 'ig-marketplace';

/**
 * The actor's own account record. Who may manage two-factor is decided from
 * the actor first; the record (with its 2FA secret) is read only afterwards,
 * because verifying a code needs the secret — never to authorize.
 */
export async function ownAccount(deps: AccountsDeps, actor: Actor) {
  const userId = requirePermission(actor, 'account.security.manage');
  if (userId.isErr()) return err(userId.error);
  const account = await deps.accounts.findById(userId.value);
  return account === undefined ? err(domainError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE)) : ok(account);
}

/**
 * Starts TOTP set-up: a new secret, kept but not yet enabled, and the
 * otpauth URI the page turns into a QR code. 2FA is on only after
 * {@link ConfirmTwoFactor} proves the app produces codes.
 */
export class BeginTwoFactorSetup {
  constructor(private readonly deps: AccountsDeps) {}

  async execute(actor: Actor): Promise<Result<{ readonly secret: string; readonly uri: string }, DomainError>> {
    const account = await ownAccount(this.deps, actor);
    if (account.isErr()) return err(account.error);
    if (account.value.twoFactorEnabled) return err(domainError('VALIDATION_FAILED', 'Two-factor authentication is already on'));
    const secret = this.deps.twoFactor.generateSecret();
    await this.deps.accounts.setTwoFactor(account.value.id, { secret, enabled: false });
    return ok({ secret, uri: this.deps.twoFactor.keyUri(account.value.emailLower, secret) });
  }
}

/** A code from the user's app, checked and spent under the same back-off as sign-in (the account's e-mail and the client address). */
export function spendCode(deps: AccountsDeps, account: AccountRecord, secret: string, code: string, clientAddress: string): Promise<Result<true, DomainError>> {
  return underBackoff(deps, { accountKey: account.emailLower, clientAddress }, async () =>
    (await totpAccepted(deps, account.id, secret, code, true))
      ? { passed: true as const }
      : { failed: domainError('TWO_FACTOR_INVALID', 'Invalid two-factor authentication code') },
  );
}

/**
 * Turns 2FA on, given a code from the app set up by {@link BeginTwoFactorSetup},
 * and answers the first recovery codes: shown once, at the moment the user is
 * setting 2FA up, so a lost phone later does not lock them out.
 */
export class ConfirmTwoFactor {
  constructor(private readonly deps: AccountsDeps) {}

  async execute(actor: Actor, code: string, clientAddress: string): Promise<Result<{ readonly twoFactorEnabled: true; readonly recoveryCodes: string[] }, DomainError>> {
    const account = await ownAccount(this.deps, actor);
    if (account.isErr()) return err(account.error);
    const secret = account.value.twoFactorSecret;
    if (secret === null) return err(domainError('TWO_FACTOR_NOT_ENABLED', 'Start two-factor set-up first'));
    const accepted = await spendCode(this.deps, account.value, secret, code, clientAddress);
    if (accepted.isErr()) return err(accepted.error);
    const id = account.value.id;
    return this.deps.uow.run(async () => {
      await this.deps.accounts.setTwoFactor(id, { secret, enabled: true });
      const recoveryCodes = await issueRecoveryCodes(this.deps, id);
      await this.deps.userChanges.userChanged(id);
      return ok({ twoFactorEnabled: true as const, recoveryCodes });
    });
  }
}

/** Turns 2FA off; needs a current, unused code, throttled as sign-in is, so a stolen session alone cannot do it. */
export class DisableTwoFactor {
  constructor(private readonly deps: AccountsDeps) {}

  async execute(actor: Actor, code: string, clientAddress: string): Promise<Result<{ readonly twoFactorEnabled: false }, DomainError>> {
    const account = await ownAccount(this.deps, actor);
    if (account.isErr()) return err(account.error);
    const secret = account.value.twoFactorSecret;
    if (!account.value.twoFactorEnabled || secret === null) return err(domainError('TWO_FACTOR_NOT_ENABLED', 'Two-factor authentication is not on'));
    const accepted = await spendCode(this.deps, account.value, secret, code, clientAddress);
    if (accepted.isErr()) return err(accepted.error);
    const id = account.value.id;
    return this.deps.uow.run(async () => {
      await this.deps.accounts.setTwoFactor(id, { secret: null, enabled: false });
      // Recovery codes stand in for the TOTP code only while 2FA is on; a later set-up issues new ones.
      await this.deps.recoveryCodes.clear(id);
      await this.deps.userChanges.userChanged(id);
      return ok({ twoFactorEnabled: false } as const);
    });
  }
}
