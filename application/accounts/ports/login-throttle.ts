import type { FailureTally } from '../../../domain/index.ts';

/** Who is trying: the lower-cased e-mail (or another account key) and the client address. */
export interface AttemptKey {
  readonly accountKey: string;
  readonly clientAddress: string;
}

/** The failures an attempt is judged by: of the account from this address, and of the address over all accounts. */
export interface AttemptTallies {
  readonly pair: FailureTally;
  readonly address: FailureTally;
}

/** The answer to {@link LoginThrottle.begin}: wait that long, or go ahead with the attempt recorded as `attemptId`. */
export type AttemptStart = { readonly waitMs: number } | { readonly attemptId: number };

/**
 * Failed sign-ins (and other secret checks), shared by every server process.
 * An attempt is recorded as a failure *before* the secret is checked, in the
 * same atomic step that decides whether it may run, so a burst of parallel
 * guesses cannot all slip through on one count.
 */
export interface LoginThrottle {
  /** Asks `waitFor` (the back-off policy) given the tallies since `since`; records the attempt when it says 0. */
  begin(key: AttemptKey, now: Date, since: { readonly pair: Date; readonly address: Date }, waitFor: (tallies: AttemptTallies) => number): Promise<AttemptStart>;
  /** The attempt turned out not to be a guess (the password was right, a second factor is still to come): uncount it alone. */
  forgive(attemptId: number): Promise<void>;
  /** A full success from the address: that account's count from that address starts over. */
  succeeded(key: AttemptKey): Promise<void>;
  /** The owner's unlock link: the account's counts from every address start over. */
  unlockAccount(accountKey: string): Promise<void>;
}
