/**
 * Sign-in back-off (issue 11, finding 4). Failures are counted per account
 * *and* client address, so a stranger guessing an e-mail from elsewhere
 * slows only themself: the owner at their own address is never held back by
 * them. After {@link FREE_FAILURES_PER_PAIR} failures of one account from one
 * address, each further attempt waits 1 s, 2 s, 4 s … after the last failure,
 * capped at {@link PAIR_BACKOFF_CAP_MS} — a few hundred guesses a day at most
 * (OWASP ASVS V2.2.1) without ever refusing for an hour. An address spraying
 * many accounts is slowed the same way, on a looser scale with a short cap,
 * since many people may share one address behind a NAT. A success from the
 * address, or the unlock link mailed to the owner, starts the count over.
 */
export const FREE_FAILURES_PER_PAIR = 5;
export const PAIR_BACKOFF_CAP_MS = 15 * 60_000;
/** Failures of one account from one address are forgotten after a day without a success. */
export const PAIR_FAILURE_WINDOW_MS = 24 * 60 * 60_000;
export const FREE_FAILURES_PER_ADDRESS = 50;
export const ADDRESS_BACKOFF_CAP_MS = 60_000;
export const ADDRESS_FAILURE_WINDOW_MS = 60 * 60_000;
const FIRST_WAIT_MS = 1_000;
/** The sign-in unlock link lasts an hour, as the other mailed sign-in links do. */
export const UNLOCK_SIGN_IN_LINK_HOURS = 1;

/** Failures counted in a window, and when the latest happened. */
export interface FailureTally {
  readonly count: number;
  readonly lastAt: Date | null;
}

/** The wait after `count` failures: none within the free ones, then doubling from one second up to `capMs`. */
export function backoffAfter(count: number, free: number, capMs: number): number {
  if (count < free) return 0;
  return Math.min(FIRST_WAIT_MS * 2 ** (count - free), capMs);
}

function remaining(now: Date, tally: FailureTally, waitMs: number): number {
  if (waitMs === 0 || tally.lastAt === null) return 0;
  return Math.max(0, tally.lastAt.getTime() + waitMs - now.getTime());
}

/** How long a sign-in attempt must still wait (0: it may go ahead), given its account's failures from the address and the address's. */
export function signInWaitMs(now: Date, failures: { readonly pair: FailureTally; readonly address: FailureTally }): number {
  return Math.max(
    remaining(now, failures.pair, backoffAfter(failures.pair.count, FREE_FAILURES_PER_PAIR, PAIR_BACKOFF_CAP_MS)),
    remaining(now, failures.address, backoffAfter(failures.address.count, FREE_FAILURES_PER_ADDRESS, ADDRESS_BACKOFF_CAP_MS)),
  );
}
