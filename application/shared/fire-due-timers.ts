import type { ClaimedTimer, Clock, TimerQueue } from './ports/index.ts';
import type { TimerHandlers } from './timer-handlers.ts';

/** How a worker claims, fires and retries timers. */
export interface TimerPolicy {
  /** How long a claim keeps other workers off a timer that has not started firing. */
  readonly leaseMs: number;
  /** Timers claimed per round. */
  readonly batchSize: number;
  /** Timers of one round fired at the same time. */
  readonly concurrency: number;
  /** Attempts (claims) before a timer is kept as dead. */
  readonly maxAttempts: number;
  /** Wait after the first failed attempt; doubles with each further one, up to `retryMaxMs`. */
  readonly retryBaseMs: number;
  readonly retryMaxMs: number;
}

export const DEFAULT_TIMER_POLICY: TimerPolicy = {
  leaseMs: 30_000,
  batchSize: 20,
  concurrency: 4,
  maxAttempts: 10,
  retryBaseMs: 10_000,
  retryMaxMs: 3_600_000,
};

/** The wait before the next try after failed attempt number `attempt` (1-based): exponential, capped. */
export function retryDelayMs(attempt: number, policy: Pick<TimerPolicy, 'retryBaseMs' | 'retryMaxMs'>): number {
  return Math.min(policy.retryBaseMs * 2 ** Math.max(0, attempt - 1), policy.retryMaxMs);
}

/** What one round did. `unsettled` timers stay claimed (their store failed) until their lease runs out. */
export interface TimerRound {
  readonly claimed: number;
  readonly fired: number;
  readonly lost: number;
  readonly retried: number;
  readonly dead: number;
  readonly unsettled: number;
}

type Settled = 'fired' | 'lost' | 'retried' | 'dead' | 'unsettled';

/**
 * One round of a timer worker: claims the due timers of the registered kinds
 * and fires each through its handler. A failure (an error answer or a thrown
 * exception) gives the claim back with an exponential backoff; the attempt
 * that reaches `maxAttempts`, or a payload that does not fit its kind, keeps
 * the timer as dead for staff. A claim past `maxAttempts` (earlier attempts
 * died with their process) is given up without running again.
 */
export class FireDueTimers<Tx> {
  constructor(
    private readonly queue: TimerQueue<Tx>,
    private readonly handlers: TimerHandlers<Tx>,
    private readonly clock: Clock,
    private readonly policy: TimerPolicy = DEFAULT_TIMER_POLICY,
    /** Told of exceptions (bugs, or the database failing); the round goes on with the other timers. */
    private readonly onError: (error: unknown, timer: ClaimedTimer) => void = () => undefined,
  ) {}

  async execute(): Promise<TimerRound> {
    const kinds = this.handlers.kinds();
    if (kinds.length === 0) return { claimed: 0, fired: 0, lost: 0, retried: 0, dead: 0, unsettled: 0 };
    const claimed = await this.queue.claimDue(this.clock.now(), { kinds, limit: this.policy.batchSize, leaseMs: this.policy.leaseMs });
    const waiting = [...claimed];
    const settled: Settled[] = [];
    const lane = async (): Promise<void> => {
      for (let timer = waiting.shift(); timer !== undefined; timer = waiting.shift()) {
        settled.push(await this.settle(timer));
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.policy.concurrency, claimed.length) }, lane));
    const count = (outcome: Settled) => settled.filter((s) => s === outcome).length;
    return { claimed: claimed.length, fired: count('fired'), lost: count('lost'), retried: count('retried'), dead: count('dead'), unsettled: count('unsettled') };
  }

  private async settle(timer: ClaimedTimer): Promise<Settled> {
    try {
      return await this.fire(timer);
    } catch (error) {
      this.onError(error, timer);
      return 'unsettled';
    }
  }

  private async fire(timer: ClaimedTimer): Promise<Settled> {
    if (timer.attempt > this.policy.maxAttempts) {
      return this.bury(timer, `gave up: ${this.policy.maxAttempts} attempts never finished`);
    }
    const check = this.handlers.checkPayload(timer.kind, timer.payload);
    const handler = this.handlers.handlerFor(timer.kind);
    if (!check.ok || handler === undefined) return this.bury(timer, `VALIDATION_FAILED: ${check.ok ? 'no handler' : check.problem}`);
    const fired = { kind: timer.kind, key: timer.key, dueAt: timer.dueAt, payload: check.payload, attempt: timer.attempt };
    let failure: string;
    try {
      const outcome = await this.queue.fire(timer, (tx) => handler(fired, tx));
      if (outcome.kind !== 'failed') return outcome.kind;
      failure = `${outcome.error.code}: ${outcome.error.message}`;
    } catch (error) {
      this.onError(error, timer);
      failure = `INTERNAL: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (timer.attempt >= this.policy.maxAttempts) return this.bury(timer, failure);
    const retryAt = new Date(this.clock.now().getTime() + retryDelayMs(timer.attempt, this.policy));
    await this.queue.retryLater(timer, retryAt, failure);
    return 'retried';
  }

  private async bury(timer: ClaimedTimer, error: string): Promise<Settled> {
    await this.queue.giveUp(timer, this.clock.now(), error);
    return 'dead';
  }
}
