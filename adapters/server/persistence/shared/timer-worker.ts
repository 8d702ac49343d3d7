import pg from 'pg';
import type { Clock } from '../../../../application/shared/ports/index.ts';
import { DEFAULT_TIMER_POLICY, FireDueTimers, type TimerPolicy } from '../../../../application/shared/fire-due-timers.ts';
import type { TimerHandlers } from '../../../../application/shared/timer-handlers.ts';
import type { Database } from './database.ts';
import { SqlTimerQueue, TIMERS_CHANNEL } from './sql-scheduler.ts';
import type { TimerWakeups } from './timer-wakeups.ts';

export interface TimerWorkerOptions {
  readonly db: Database;
  /** The kinds this process fires; timers of other kinds are left to processes that register them. */
  readonly handlers: TimerHandlers<Database>;
  readonly clock: Clock;
  /** Shared with this process's SqlScheduler, so a new timer wakes the worker at its due time. */
  readonly wakeups?: TimerWakeups;
  /** PostgreSQL: LISTEN here for timers scheduled by other processes (DatabaseHandle.url). */
  readonly listenUrl?: string | undefined;
  /** Longest sleep between rounds, whatever the wake-ups say (default 5 s). */
  readonly pollIntervalMs?: number;
  readonly policy?: Partial<TimerPolicy>;
  /** Told of exceptions: a handler's bug, the database or the LISTEN connection failing. The worker goes on. */
  readonly onError?: (error: unknown) => void;
}

export interface TimerWorker {
  /** Runs a round now. */
  wake(): void;
  /** Finishes the round in progress (its handlers commit or roll back), then stops polling and listening. */
  stop(): Promise<void>;
}

/**
 * Starts a timer worker: rounds of {@link FireDueTimers} over the `timers`
 * table, straight after one another while full batches come, otherwise
 * asleep until the next due time, a wake-up, a NOTIFY or the poll interval,
 * whichever comes first. Any number of workers, in any number of processes,
 * may run on one database.
 */
export function startTimerWorker(options: TimerWorkerOptions): TimerWorker {
  const policy: TimerPolicy = { ...DEFAULT_TIMER_POLICY, ...options.policy };
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const onError = options.onError ?? (() => undefined);
  const queue = new SqlTimerQueue(options.db);
  const rounds = new FireDueTimers(queue, options.handlers, options.clock, policy, (error) => onError(error));
  const kinds = options.handlers.kinds();
  const alarm = new Alarm(options.clock);
  const unsubscribe = options.wakeups?.subscribe((dueAt) => alarm.hint(dueAt.getTime())) ?? (() => undefined);
  const listener = options.listenUrl === undefined ? undefined : new DueTimeListener(options.listenUrl, (at) => alarm.hint(at), onError);
  let stopped = false;

  const loop = async (): Promise<void> => {
    while (!stopped) {
      listener?.ensureListening();
      const now = () => options.clock.now().getTime();
      try {
        const roundStart = now();
        const round = await rounds.execute();
        if (stopped) break;
        if (round.claimed >= policy.batchSize) continue;
        const next = (await queue.nextDueAt(kinds))?.getTime() ?? Infinity;
        // Claimable when the round looked, yet not claimed: another worker is firing it right now (it holds the
        // row lock past its lease), so do not spin on it. A time that came due during the round is not that case.
        const wakeAt = next <= roundStart && round.claimed === 0 ? now() + pollIntervalMs : Math.min(next, now() + pollIntervalMs);
        await alarm.sleepUntil(wakeAt);
      } catch (error) {
        onError(error);
        await alarm.sleepUntil(now() + pollIntervalMs);
      }
    }
  };
  const running = loop();

  return {
    wake: () => alarm.ring(),
    stop: async () => {
      stopped = true;
      unsubscribe();
      alarm.ring();
      await running;
      await listener?.close();
    },
  };
}

/** A sleep that a due time told in the meantime can shorten (told while awake, it shortens the next sleep). */
class Alarm {
  private wakeAtMs = Infinity;
  private hintMs = Infinity;
  private timeout: NodeJS.Timeout | undefined;
  private resolve: (() => void) | undefined;

  constructor(private readonly clock: Clock) {}

  sleepUntil(atMs: number): Promise<void> {
    const target = Math.min(atMs, this.hintMs);
    this.hintMs = Infinity;
    return new Promise((resolve) => {
      this.resolve = resolve;
      this.set(target);
    });
  }

  hint(atMs: number): void {
    if (this.resolve === undefined) this.hintMs = Math.min(this.hintMs, atMs);
    else if (atMs < this.wakeAtMs) this.set(atMs);
  }

  ring(): void {
    clearTimeout(this.timeout);
    this.wakeAtMs = Infinity;
    const resolve = this.resolve;
    this.resolve = undefined;
    if (resolve === undefined) this.hintMs = -Infinity;
    else resolve();
  }

  private set(atMs: number): void {
    clearTimeout(this.timeout);
    this.wakeAtMs = atMs;
    this.timeout = setTimeout(() => this.ring(), Math.max(0, atMs - this.clock.now().getTime()));
  }
}

/** LISTENs for due times that other processes schedule; connects again on the next round after a drop. */
class DueTimeListener {
  private client: pg.Client | undefined;
  private connecting = false;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly onDue: (atMs: number) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  ensureListening(): void {
    if (this.closed || this.client !== undefined || this.connecting) return;
    this.connecting = true;
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      const at = Date.parse(message.payload ?? '');
      if (message.channel === TIMERS_CHANNEL && !Number.isNaN(at)) this.onDue(at);
    });
    client.on('error', (error) => {
      this.onError(error);
      this.drop(client);
    });
    client.on('end', () => this.drop(client));
    client
      .connect()
      .then(() => client.query(`LISTEN ${TIMERS_CHANNEL}`))
      .then(() => {
        if (this.closed) void client.end();
        else this.client = client;
      })
      .catch((error: unknown) => {
        this.onError(error);
        void client.end().catch(() => undefined);
      })
      .finally(() => {
        this.connecting = false;
      });
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.client?.end().catch(() => undefined);
    this.client = undefined;
  }

  private drop(client: pg.Client): void {
    if (this.client === client) this.client = undefined;
  }
}
