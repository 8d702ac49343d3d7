import { err, ok, type Result } from 'neverthrow';
import { domainError, MIN_PASSWORD_LENGTH, passwordLongEnough, type DomainError } from '../../domain/index.ts';
import type { AccountsDeps } from './deps.ts';

/** A password being set: its SHA-256 digest always, its text only when the client sent the text. */
export interface NewPassword {
  readonly digest: string;
  readonly plain?: string | undefined;
}

/** Why a new password was refused, in `details.reason`, so the page can say it in the visitor's language. */
export type PasswordRefusal = 'TOO_SHORT' | 'BREACHED';

function refused(reason: PasswordRefusal, message: string): DomainError {
  return domainError('VALIDATION_FAILED', message, { field: 'password', reason });
}

/**
 * ASVS 4 V2.1: at least 12 characters and not a known breached password; no
 * composition rules. The length can be checked only when the text arrived
 * (browsers send a digest and check the length themselves); the breached list
 * is checked by digest, so it holds for every client.
 */
export async function checkNewPassword(deps: Pick<AccountsDeps, 'breachedPasswords'>, password: NewPassword): Promise<Result<string, DomainError>> {
  if (password.plain !== undefined && !passwordLongEnough(password.plain)) {
    return err(refused('TOO_SHORT', `Password must be at least ${MIN_PASSWORD_LENGTH} characters`));
  }
  if (await deps.breachedPasswords.includes(password.digest)) {
    return err(refused('BREACHED', 'This password appears in lists of breached passwords; choose another'));
  }
  return ok(password.digest);
}

/**
 * Sets a user's password and ends every login token they had: the one place a
 * password is replaced. The revocation is announced in the same unit of work,
 * so every connection signed in with an old token closes, in this process and others.
 */
export async function replacePassword(deps: AccountsDeps, userId: string, passwordHash: string): Promise<void> {
  await deps.accounts.setPasswordHash(userId, passwordHash);
  await deps.uow.run(async () => {
    await deps.resumeTokens.revokeAllOf(userId);
    await deps.sessionChanges.tokensRevoked(userId);
    return ok(null);
  });
}
