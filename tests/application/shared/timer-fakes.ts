import type { Result } from 'neverthrow';
import type { DomainError } from '../../../domain/index.ts';
import type { ClaimedTimer, Clock, FireOutcome, TimerQueue, TimerRequest } from '../../../application/shared/ports/index.ts';

/** A clock the test moves by hand. */
export class ManualClock implements Clock {
  constructor(private at: Date) {}
  now(): Date {
    return new Date(this.at);
  }
  set(at: Date): void {
    this.at = at;
  }
  advance(ms: number): void {
    this.at = new Date(this.at.getTime() + ms);
  }
}

/** A handler's transaction here: the writes it makes, committed only if the timer fires. */
export type FakeTx = string[];

interface Row {
  id: number;
  request: TimerRequest;
  attempts: number;
  claimedUntil: Date | undefined;
  claimToken: string | undefined;
  lastError: string | undefined;
  deadAt: Date | undefined;
}

/** The timers table in memory, with the same claim rules as the SQL adapter (one process, so no locks). */
export class InMemoryTimerQueue implements TimerQueue<FakeTx> {
  readonly rows = new Map<string, Row>();
  /** Writes of handlers whose timer fired. */
  readonly committed: string[] = [];
  private nextId = 1;

  add(request: TimerRequest): void {
    this.rows.set(request.key, { id: this.nextId++, request, attempts: 0, claimedUntil: undefined, claimToken: undefined, lastError: undefined, deadAt: undefined });
  }

  claimDue(now: Date, options: { kinds: readonly string[]; limit: number; leaseMs: number }): Promise<readonly ClaimedTimer[]> {
    const token = `claim-${this.nextId++}`;
    const claimedUntil = new Date(now.getTime() + options.leaseMs);
    const due = [...this.rows.values()]
      .filter((row) => row.deadAt === undefined && row.request.dueAt <= now && (row.claimedUntil === undefined || row.claimedUntil <= now) && options.kinds.includes(row.request.kind))
      .sort((a, b) => a.request.dueAt.getTime() - b.request.dueAt.getTime())
      .slice(0, options.limit);
    return Promise.resolve(
      due.map((row) => {
        row.attempts += 1;
        row.claimedUntil = claimedUntil;
        row.claimToken = token;
        const { kind, key, dueAt, payload } = row.request;
        return { id: row.id, kind, key, dueAt, payload, attempt: row.attempts, claimToken: token, claimedUntil };
      }),
    );
  }

  async fire(timer: ClaimedTimer, work: (tx: FakeTx) => Promise<Result<void, DomainError>>): Promise<FireOutcome> {
    const row = this.ours(timer);
    if (row === undefined) return { kind: 'lost' };
    const tx: FakeTx = [];
    const result = await work(tx);
    if (result.isErr()) return { kind: 'failed', error: result.error };
    this.rows.delete(row.request.key);
    this.committed.push(...tx);
    return { kind: 'fired' };
  }

  retryLater(timer: ClaimedTimer, retryAt: Date, error: string): Promise<void> {
    const row = this.ours(timer);
    if (row !== undefined) Object.assign(row, { claimedUntil: retryAt, claimToken: undefined, lastError: error });
    return Promise.resolve();
  }

  giveUp(timer: ClaimedTimer, at: Date, error: string): Promise<void> {
    const row = this.ours(timer);
    if (row !== undefined) Object.assign(row, { deadAt: at, claimedUntil: undefined, claimToken: undefined, lastError: error });
    return Promise.resolve();
  }

  nextDueAt(kinds: readonly string[]): Promise<Date | undefined> {
    const times = [...this.rows.values()]
      .filter((row) => row.deadAt === undefined && kinds.includes(row.request.kind))
      .map((row) => Math.max(row.request.dueAt.getTime(), row.claimedUntil?.getTime() ?? 0));
    return Promise.resolve(times.length === 0 ? undefined : new Date(Math.min(...times)));
  }

  private ours(timer: ClaimedTimer): Row | undefined {
    const row = [...this.rows.values()].find((candidate) => candidate.id === timer.id);
    return row?.claimToken === timer.claimToken ? row : undefined;
  }
}

/** The value, or a failed test when there is none. */
export function present<T>(value: T | null | undefined, what = 'value'): T {
  if (value === undefined || value === null) throw new Error(`expected a ${what}`);
  return value;
}
