import { err, ok, type Result } from 'neverthrow';
import { ADDRESS_FAILURE_WINDOW_MS, domainError, PAIR_FAILURE_WINDOW_MS, signInWaitMs, type DomainError } from '../../domain/index.ts';
import type { AttemptKey, LoginThrottle } from './ports/index.ts';
import type { Clock } from '../shared/ports/index.ts';

/**
 * What checking a secret found: it `passed`, it `failed` (a wrong guess, which
 * counts), or it was `notAGuess` — right so far but refused for another
 * reason (a second factor still to come, a banned account), which does not.
 */
export type Verdict<T> = { readonly passed: T } | { readonly failed: DomainError } | { readonly notAGuess: DomainError };

/** The RATE_LIMITED answer: when to try again, and that the owner can lift it at once with a mailed link. */
export function backoffError(waitMs: number): DomainError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return domainError('RATE_LIMITED', `Too many failed attempts. Try again in ${seconds} s, or ask for an unlock link by e-mail.`, { retryAfterMs: waitMs });
}

/**
 * Runs `check` (a password, a TOTP code) under the back-off of its account
 * and client address: refused with RATE_LIMITED while the back-off runs,
 * counted as a failure unless it passes or proves not to be a guess.
 */
export async function underBackoff<T>(
  deps: { readonly throttle: LoginThrottle; readonly clock: Clock },
  key: AttemptKey,
  check: () => Promise<Verdict<T>>,
): Promise<Result<T, DomainError>> {
  const now = deps.clock.now();
  const since = { pair: new Date(now.getTime() - PAIR_FAILURE_WINDOW_MS), address: new Date(now.getTime() - ADDRESS_FAILURE_WINDOW_MS) };
  const start = await deps.throttle.begin(key, now, since, (tallies) => signInWaitMs(now, tallies));
  if ('waitMs' in start) return err(backoffError(start.waitMs));
  const verdict = await check();
  if ('passed' in verdict) {
    await deps.throttle.succeeded(key);
    return ok(verdict.passed);
  }
  if ('notAGuess' in verdict) {
    await deps.throttle.forgive(start.attemptId);
    return err(verdict.notAGuess);
  }
  return err(verdict.failed);
}
