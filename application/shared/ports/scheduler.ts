import type { Result } from 'neverthrow';
import type { DomainError } from '../../../domain/index.ts';

/** A deadline to keep: at `dueAt` the handler registered for `kind` runs once with `payload`. */
export interface TimerRequest {
  /** Which handler fires it, e.g. `orderAutoConfirm`. */
  readonly kind: string;
  /** Names the deadline, e.g. `orderAutoConfirm:ord_42`; one timer per key. */
  readonly key: string;
  readonly dueAt: Date;
  /** Plain JSON; the handler's kind validates it when the timer fires. */
  readonly payload: unknown;
}

/**
 * Durable timers, the side use cases see. Scheduling is idempotent by key:
 * scheduling a key again moves its due time and payload (and re-arms it if it
 * had fired or given up) instead of adding a second timer. An adapter bound
 * to a transaction schedules and cancels inside that transaction.
 */
export interface Scheduler {
  schedule(timer: TimerRequest): Promise<void>;
  /** Several at once, as `schedule` each in turn (one statement for a batch where the adapter can). */
  scheduleAll(timers: readonly TimerRequest[]): Promise<void>;
  /** True when a timer with that key was removed; false when none was left (never scheduled, or already fired). */
  cancel(key: string): Promise<boolean>;
}

/** A due timer that one worker holds until `claimedUntil`; after that any worker may claim it again. */
export interface ClaimedTimer {
  readonly id: number;
  readonly kind: string;
  readonly key: string;
  readonly dueAt: Date;
  readonly payload: unknown;
  /** 1 for the first claim; every claim counts, so a timer whose handler keeps killing its process still ends. */
  readonly attempt: number;
  readonly claimToken: string;
  readonly claimedUntil: Date;
}

/** What came of firing a claimed timer. */
export type FireOutcome =
  /** The handler's writes and the removal of the timer committed together. */
  | { readonly kind: 'fired' }
  /** The claim was no longer ours (lease ran out and another worker took it, or the timer was cancelled or moved): nothing ran. */
  | { readonly kind: 'lost' }
  /** The handler answered an error: its writes were rolled back and the timer is still claimed by us. */
  | { readonly kind: 'failed'; readonly error: DomainError };

/**
 * The worker side of the timers, generic in `Tx`: the transactional handle a
 * handler writes through, so that its writes and the timer's removal commit
 * or roll back together.
 */
export interface TimerQueue<Tx> {
  /** Claims up to `limit` timers of `kinds` due at `now` that nobody holds, for `leaseMs`. */
  claimDue(now: Date, options: { readonly kinds: readonly string[]; readonly limit: number; readonly leaseMs: number }): Promise<readonly ClaimedTimer[]>;
  /** Runs `work` in one transaction that also removes the timer, if the claim is still ours; an error answer rolls it all back. */
  fire(timer: ClaimedTimer, work: (tx: Tx) => Promise<Result<void, DomainError>>): Promise<FireOutcome>;
  /** Gives the claim back; the timer may be claimed again from `retryAt` on. */
  retryLater(timer: ClaimedTimer, retryAt: Date, error: string): Promise<void>;
  /** Keeps the timer as dead (never claimed again, kept for staff) until it is scheduled again or cancelled. */
  giveUp(timer: ClaimedTimer, at: Date, error: string): Promise<void>;
  /** When the earliest timer of `kinds` that is not dead becomes claimable, for a worker to sleep until then. */
  nextDueAt(kinds: readonly string[]): Promise<Date | undefined>;
}
