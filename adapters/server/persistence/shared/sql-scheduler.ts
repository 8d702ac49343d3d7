/**
 * Durable timers in the `timers` table, for PGlite and PostgreSQL alike.
 *
 * Why not pg-boss (10.x, evaluated for this): it does run on PGlite through
 * its `db.executeSql` option (given an adapter that sends parameterless,
 * multi-statement text through PGlite's `exec`), but it does not fit what
 * the timers must do. Its due times and leases compare with the database's
 * `now()`, so an injected Clock cannot drive them; a singleton key refuses a
 * second job instead of moving the due time, so rescheduling by key means
 * writing to its internal tables; its `work()` loop completes a job in its
 * own statement after the handler, outside the handler's transaction, and a
 * worker whose job expired can still complete it (completion checks only
 * `state = 'active'`, no claim token), so exactly-once effects would need our
 * own fetch loop and fencing anyway; expiry is noticed only by its
 * maintenance pass; and it keeps its own schema and migrations beside ours.
 * What is left is one table, a handful of statements and a loop, written here
 * (pg-boss 10.4.0 was tried on PGlite 0.5.11 through such an adapter: it
 * started, created a queue, and worked a delayed job).
 *
 * Exactly once: a claim sets `claimed_until = now + lease` and a fresh
 * `claim_token` in one statement (`FOR UPDATE SKIP LOCKED`, so workers never
 * wait on each other). Firing opens a transaction whose first statement
 * deletes the row `WHERE id AND claim_token`, which also locks it: if that
 * matches nothing (the lease ran out and another worker claimed it, or it was
 * cancelled or moved) the handler does not run; otherwise the handler writes
 * in the same transaction and the row stays locked until commit, so no other
 * worker can claim it even if the handler outlasts the lease. A process that
 * dies mid-handler loses its transaction: the row is back, claimed until the
 * lease runs out, then claimable by anyone. Workers compare times with their
 * own clocks, so leases must be longer than the clock skew between hosts.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Result } from 'neverthrow';
import * as v from 'valibot';
import type { DomainError } from '../../../../domain/index.ts';
import type { ClaimedTimer, FireOutcome, Scheduler, TimerQueue, TimerRequest } from '../../../../application/shared/ports/index.ts';
import type { Database } from './database.ts';
import { timers } from '../schema.ts';
import type { TimerWakeups } from './timer-wakeups.ts';

/** The NOTIFY channel that tells workers in other processes of a new due time (ISO 8601 payload). */
export const TIMERS_CHANNEL = 'ig_timers';

const TimerRequestSchema = v.object({
  kind: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  key: v.pipe(v.string(), v.minLength(1), v.maxLength(500)),
  dueAt: v.pipe(v.date(), v.check((date) => !Number.isNaN(date.getTime()), 'dueAt must be a valid date')),
  payload: v.pipe(
    v.unknown(),
    v.check((value) => value !== undefined && JSON.stringify(value) !== undefined, 'payload must be JSON'),
  ),
});

/**
 * Schedules and cancels timers through `db`, which may be a transaction: then
 * the timer appears (and other processes are notified) only on commit.
 */
export class SqlScheduler implements Scheduler {
  constructor(
    private readonly db: Database,
    /** Wakes this process's worker early; other processes hear of the timer through NOTIFY. */
    private readonly wakeups?: TimerWakeups,
  ) {}

  async schedule(timer: TimerRequest): Promise<void> {
    // A malformed request comes from our own code, so it is a bug: thrown, not answered.
    const { kind, key, dueAt, payload } = v.parse(TimerRequestSchema, timer);
    // One statement, one round trip; the NOTIFY goes out with the commit, so listeners never look before the row is there.
    await this.db.execute(sql`
      WITH upserted AS (
        INSERT INTO timers (key, kind, due_at, payload) VALUES (${key}, ${kind}, ${dueAt.toISOString()}::timestamptz, ${JSON.stringify(payload)}::jsonb)
        ON CONFLICT (key) DO UPDATE SET kind = excluded.kind, due_at = excluded.due_at, payload = excluded.payload,
          attempts = 0, claimed_until = NULL, claim_token = NULL, last_error = NULL, dead_at = NULL
        RETURNING 1
      )
      SELECT pg_notify(${TIMERS_CHANNEL}, ${dueAt.toISOString()}) FROM upserted`);
    this.wakeups?.notify(dueAt);
  }

  /**
   * One statement for all: the last request per key wins (as scheduling them
   * in turn would), rows are written in key order (two batches that share
   * keys never wait for each other in a circle), and one NOTIFY names the
   * earliest due time.
   */
  async scheduleAll(requests: readonly TimerRequest[]): Promise<void> {
    const byKey = new Map<string, v.InferOutput<typeof TimerRequestSchema>>();
    for (const timer of requests) byKey.set(timer.key, v.parse(TimerRequestSchema, timer));
    if (byKey.size === 0) return;
    const rows = [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const earliest = new Date(Math.min(...rows.map((t) => t.dueAt.getTime())));
    const json = JSON.stringify(rows.map((t) => ({ key: t.key, kind: t.kind, due_at: t.dueAt.toISOString(), payload: t.payload })));
    await this.db.execute(sql`
      WITH upserted AS (
        INSERT INTO timers (key, kind, due_at, payload)
        SELECT key, kind, due_at, payload FROM jsonb_to_recordset(${json}::jsonb) AS t(key text, kind text, due_at timestamptz, payload jsonb)
        ON CONFLICT (key) DO UPDATE SET kind = excluded.kind, due_at = excluded.due_at, payload = excluded.payload,
          attempts = 0, claimed_until = NULL, claim_token = NULL, last_error = NULL, dead_at = NULL
        RETURNING 1
      )
      SELECT pg_notify(${TIMERS_CHANNEL}, ${earliest.toISOString()}) WHERE EXISTS (SELECT 1 FROM upserted)`);
    this.wakeups?.notify(earliest);
  }

  async cancel(key: string): Promise<boolean> {
    const removed = await this.db.delete(timers).where(eq(timers.key, key)).returning({ id: timers.id });
    return removed.length > 0;
  }
}

/** A handler's error answer, thrown only to roll the transaction back. */
class HandlerFailed extends Error {
  constructor(readonly error: DomainError) {
    super(error.message);
  }
}

/** The worker side of the `timers` table; handlers write through the firing transaction. */
export class SqlTimerQueue implements TimerQueue<Database> {
  constructor(private readonly db: Database) {}

  async claimDue(now: Date, options: { readonly kinds: readonly string[]; readonly limit: number; readonly leaseMs: number }): Promise<readonly ClaimedTimer[]> {
    if (options.kinds.length === 0 || options.limit <= 0) return [];
    const claimToken = randomUUID();
    const claimedUntil = new Date(now.getTime() + options.leaseMs);
    const due = this.db
      .select({ id: timers.id })
      .from(timers)
      .where(
        and(
          isNull(timers.deadAt),
          lte(timers.dueAt, now),
          or(isNull(timers.claimedUntil), lte(timers.claimedUntil, now)),
          inArray(timers.kind, [...options.kinds]),
        ),
      )
      .orderBy(timers.dueAt, timers.id)
      .limit(options.limit)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .update(timers)
      .set({ claimedUntil, claimToken, attempts: sql`${timers.attempts} + 1` })
      .where(inArray(timers.id, due))
      .returning();
    return rows
      .map((row) => ({ id: row.id, kind: row.kind, key: row.key, dueAt: row.dueAt, payload: row.payload, attempt: row.attempts, claimToken, claimedUntil }))
      .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.id - b.id);
  }

  async fire(timer: ClaimedTimer, work: (tx: Database) => Promise<Result<void, DomainError>>): Promise<FireOutcome> {
    try {
      return await this.db.transaction(async (tx): Promise<FireOutcome> => {
        const mine = await tx.delete(timers).where(this.ours(timer)).returning({ id: timers.id });
        if (mine.length === 0) return { kind: 'lost' };
        const result = await work(tx);
        if (result.isErr()) throw new HandlerFailed(result.error);
        return { kind: 'fired' };
      });
    } catch (error) {
      if (error instanceof HandlerFailed) return { kind: 'failed', error: error.error };
      throw error;
    }
  }

  async retryLater(timer: ClaimedTimer, retryAt: Date, error: string): Promise<void> {
    await this.db.update(timers).set({ claimedUntil: retryAt, claimToken: null, lastError: error }).where(this.ours(timer));
  }

  async giveUp(timer: ClaimedTimer, at: Date, error: string): Promise<void> {
    await this.db.update(timers).set({ deadAt: at, claimedUntil: null, claimToken: null, lastError: error }).where(this.ours(timer));
  }

  async nextDueAt(kinds: readonly string[]): Promise<Date | undefined> {
    if (kinds.length === 0) return undefined;
    const [row] = await this.db
      .select({ at: sql<Date | null>`min(greatest(${timers.dueAt}, ${timers.claimedUntil}))`.mapWith(timers.dueAt) })
      .from(timers)
      .where(and(isNull(timers.deadAt), inArray(timers.kind, [...kinds])));
    return row?.at ?? undefined;
  }

  private ours(timer: ClaimedTimer) {
    return and(eq(timers.id, timer.id), eq(timers.claimToken, timer.claimToken));
  }
}
