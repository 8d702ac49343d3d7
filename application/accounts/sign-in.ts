import { err, ok, type Result } from 'neverthrow';
import { domainError, normalizeEmail, type DomainError } from '../../domain/index.ts';
import { underBackoff, type Verdict } from './attempt-backoff.ts';
import { secondFactorAccepted } from './totp-check.ts';
import type { AccountRecord } from './ports/index.ts';
import type { AccountsDeps, LoginResult } from './deps.ts';
import { issueLogin } from './issue-login.ts';

/** One message for unknown e-mail and wrong password, so sign-in does not reveal who has an account. */
export const LOGIN_FAILED_MESSAGE = 'Incorrect e-mail or password';
export const TWO_FACTOR_REQUIRED_MESSAGE = 'Two-factor authentication code required';
export const ACCOUNT_DISABLED_MESSAGE = 'This account is disabled';
export const RESUME_FAILED_MESSAGE = "You've been logged out by the server. Please log in again.";

export interface PasswordLogin {
  readonly email: string;
  /** SHA-256 hex of the password, as Meteor clients send it; plain passwords are digested at the boundary. */
  readonly passwordDigest: string;
  readonly twoFactorCode?: string | undefined;
  readonly clientAddress: string;
}

/** A hash per hasher to verify against when the e-mail has no password: made once, on the first such login. */
const decoys = new WeakMap<object, Promise<string>>();

/**
 * Whether `digest` matches the account's password. An unknown e-mail (or an
 * account without a password) still pays one verification, against a decoy
 * hash, so the answer's timing does not tell who has an account.
 */
async function passwordMatches(deps: AccountsDeps, account: AccountRecord | undefined, digest: string): Promise<boolean> {
  if (account !== undefined && account.passwordHash !== null) return deps.hasher.verify(account.passwordHash, digest);
  let decoy = decoys.get(deps.hasher);
  if (decoy === undefined) {
    decoy = deps.hasher.hash(deps.random.token());
    decoys.set(deps.hasher, decoy);
  }
  await deps.hasher.verify(await decoy, digest);
  return false;
}

/** Checks e-mail, password and (when enabled) the TOTP code, spending it when `spendCode`, under the back-off of the account and client address. */
function verifyCredentials(deps: AccountsDeps, login: PasswordLogin, spendCode: boolean): Promise<Result<AccountRecord, DomainError>> {
  const accountKey = normalizeEmail(login.email);
  return underBackoff(deps, { accountKey, clientAddress: login.clientAddress }, async (): Promise<Verdict<AccountRecord>> => {
    const account = await deps.accounts.findByEmail(accountKey);
    if (!(await passwordMatches(deps, account, login.passwordDigest)) || account === undefined) {
      return { failed: domainError('LOGIN_FAILED', LOGIN_FAILED_MESSAGE) };
    }
    if (account.banned || account.removed) return { notAGuess: domainError('USER_BANNED', ACCOUNT_DISABLED_MESSAGE) };
    if (account.twoFactorEnabled) {
      const code = login.twoFactorCode?.trim() ?? '';
      if (code === '') return { notAGuess: domainError('TWO_FACTOR_REQUIRED', TWO_FACTOR_REQUIRED_MESSAGE) };
      // A recovery code stands in for the TOTP code (a lost phone); it is spent as a code is.
      if (!(await secondFactorAccepted(deps, account.id, account.twoFactorSecret, code, spendCode))) {
        return { failed: domainError('TWO_FACTOR_INVALID', 'Invalid two-factor authentication code') };
      }
    }
    return { passed: account };
  });
}

/** `login` with e-mail and password (and a TOTP code when the account has 2FA on). */
export class LoginWithPassword {
  constructor(private readonly deps: AccountsDeps) {}

  async execute(login: PasswordLogin): Promise<Result<LoginResult, DomainError>> {
    const account = await verifyCredentials(this.deps, login, true);
    if (account.isErr()) return err(account.error);
    return ok(await issueLogin(this.deps, account.value.id));
  }
}

/**
 * `check2FA`: whether e-mail, password and code are right, without logging
 * in; the client calls it from the two-factor modal before `login`.
 */
export class CheckTwoFactor {
  constructor(private readonly deps: AccountsDeps) {}

  async execute(login: PasswordLogin): Promise<Result<{ readonly valid: true }, DomainError>> {
    // The code is checked, not spent: the modal sends the same code to `login` next.
    const account = await verifyCredentials(this.deps, { ...login, twoFactorCode: login.twoFactorCode ?? '' }, false);
    return account.map(() => ({ valid: true as const }));
  }
}

/** `login` with a resume token: the same login again after a reconnect or a reload. */
export class LoginWithResumeToken {
  constructor(private readonly deps: AccountsDeps) {}

  async execute(token: string): Promise<Result<LoginResult, DomainError>> {
    const found = await this.deps.resumeTokens.find(token, this.deps.clock.now());
    const account = found === undefined ? undefined : await this.deps.accounts.findById(found.userId);
    if (found === undefined || account === undefined) return err(domainError('TOKEN_INVALID', RESUME_FAILED_MESSAGE));
    if (account.banned || account.removed) return err(domainError('USER_BANNED', ACCOUNT_DISABLED_MESSAGE));
    // As in Meteor, a resume answers with the same token and its own expiry; it is not extended.
    return ok({ id: account.id, token, tokenExpires: found.expiresAt });
  }
}

/**
 * `logout`: the token stops working everywhere, and every connection still
 * signed in with it (another tab, another server process) is closed.
 */
export class Logout {
  constructor(private readonly deps: AccountsDeps) {}

  async execute(token: string | null): Promise<Result<null, DomainError>> {
    if (token === null) return ok(null);
    const found = await this.deps.resumeTokens.find(token, this.deps.clock.now());
    return this.deps.uow.run(async () => {
      await this.deps.resumeTokens.revoke(token);
      if (found !== undefined) await this.deps.sessionChanges.tokensRevoked(found.userId);
      return ok(null);
    });
  }
}
