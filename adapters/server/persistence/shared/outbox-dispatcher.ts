import { and, asc, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ChangeFeed } from '../../../../application/shared/ports/index.ts';
import { transactionScopeOf, type TransactionScope } from './ambient-transaction.ts';
import type { Database } from './database.ts';
import { outbox } from '../schema.ts';

export interface OutboxDispatcherOptions {
  /** How often pending events are looked for (events a process failed to publish). Default 2 s. */
  readonly intervalMs?: number;
  /**
   * The timer leaves events younger than this to the process that wrote them,
   * which publishes them right after its commit (so a DDP method's `updated`
   * follows its change). Default 5 s.
   */
  readonly graceMs?: number;
  /** How long a claim holds; a claim of a process that died runs out and the event is published again. Default 30 s. */
  readonly leaseMs?: number;
  /** Events claimed per statement. Default 100. */
  readonly batchSize?: number;
  /** How long dispatched events are kept before the timer deletes them. Default 24 h. */
  readonly retainMs?: number;
  /** Told about failures; the events concerned stay pending and are tried again. */
  readonly onError?: (error: unknown) => void;
}

/** At most this many just-committed events are claimed by one statement. */
const ROUND_LIMIT = 1_000;

interface Claimed {
  readonly id: number;
  readonly collection: string;
  readonly subjectId: string;
}

/** `ms` milliseconds as a PostgreSQL interval. */
function millis(ms: number): SQL {
  return sql`(${Math.round(ms)}::int * interval '1 millisecond')`;
}

/**
 * Publishes committed outbox events to the change feed (which reaches other
 * processes through LISTEN/NOTIFY when it is the PostgreSQL feed) and stamps
 * them dispatched. Rows are claimed with `FOR UPDATE SKIP LOCKED` and a lease,
 * in autocommitted statements, so several processes never publish the same
 * event at once and no transaction stays open while listeners run (on PGlite,
 * one connection, a listener's reads would otherwise wait for it forever).
 * Delivery is at least once: a process that dies between publishing and
 * stamping leaves the event to be published again when its lease runs out.
 */
export class OutboxDispatcher {
  private readonly scope: TransactionScope;
  private readonly intervalMs: number;
  private readonly graceMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly retainMs: number;
  private readonly onError: (error: unknown) => void;
  private timer: NodeJS.Timeout | undefined;
  /** Ids committed since the round below was planned; it takes them all. */
  private queued: number[] = [];
  private round: Promise<void> | undefined;
  private ticking: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly feed: ChangeFeed,
    options: OutboxDispatcherOptions = {},
  ) {
    this.scope = transactionScopeOf(db);
    this.intervalMs = options.intervalMs ?? 2_000;
    this.graceMs = options.graceMs ?? 5_000;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.batchSize = options.batchSize ?? 100;
    this.retainMs = options.retainMs ?? 24 * 60 * 60 * 1_000;
    this.onError = options.onError ?? (() => undefined);
  }

  /** Publishes everything pending (left by a crash or a failed publish), then keeps looking on a timer. */
  async start(): Promise<void> {
    if (this.timer !== undefined) return;
    await this.scope.detached(() => this.dispatchPending(0));
    this.timer = this.scope.detached(() =>
      setInterval(() => {
        this.ticking ??= this.tick().finally(() => (this.ticking = undefined));
      }, this.intervalMs),
    );
    this.timer.unref();
  }

  /** Stops the timer and waits for a round in progress; events committed later wait for the next start. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.ticking;
  }

  /**
   * Publishes the pending events older than `graceMs` (all by default), in
   * the order they were written; resolves with how many were published.
   */
  async dispatchPending(graceMs = 0): Promise<number> {
    let published = 0;
    for (;;) {
      const claimed = await this.claim(graceMs > 0 ? lt(outbox.createdAt, sql`now() - ${millis(graceMs)}`) : undefined);
      const count = await this.publish(claimed);
      published += count;
      // A short batch was the last; a failed publish waits for a later round rather than spin.
      if (claimed.length < this.batchSize || count < claimed.length) return published;
    }
  }

  /**
   * Publishes these just-committed events; never throws (a failure leaves
   * them to the timer). The events of every unit of work that commits in
   * one turn of the event loop go out in one round: one claim, one stamp,
   * however many writers (one pair of statements per message made the
   * statements, not the messages, the limit). A round never waits for
   * another: a listener whose own unit of work commits while a round
   * publishes starts the next round rather than queue behind the one that
   * is waiting for it (which is how a serialised batch deadlocks).
   */
  dispatch(ids: readonly number[]): Promise<void> {
    this.queued.push(...ids);
    this.round ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      const batch = this.queued;
      this.queued = [];
      this.round = undefined;
      return this.scope.detached(async () => {
        try {
          for (let i = 0; i < batch.length; i += ROUND_LIMIT) await this.publish(await this.claim(inArray(outbox.id, batch.slice(i, i + ROUND_LIMIT)), ROUND_LIMIT));
        } catch (error) {
          this.onError(error);
        }
      });
    });
    return this.round;
  }

  private async tick(): Promise<void> {
    try {
      await this.dispatchPending(this.graceMs);
      await this.db.delete(outbox).where(lt(outbox.dispatchedAt, sql`now() - ${millis(this.retainMs)}`));
    } catch (error) {
      this.onError(error);
    }
  }

  private async claim(extra: SQL | undefined, limit = this.batchSize): Promise<Claimed[]> {
    const claimable = this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(isNull(outbox.dispatchedAt), or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, sql`now()`)), extra))
      .orderBy(asc(outbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .update(outbox)
      .set({ claimedUntil: sql`now() + ${millis(this.leaseMs)}` })
      .where(inArray(outbox.id, claimable))
      .returning({ id: outbox.id, collection: outbox.collection, subjectId: outbox.subjectId });
    return rows.sort((a, b) => a.id - b.id);
  }

  /**
   * Publishes in order and stamps what went out; what failed is released for
   * a later round. Every publish is started before any is awaited (each
   * starts its listeners at once, in order), so one slow listener does not
   * hold back the events after it.
   */
  private async publish(claimed: readonly Claimed[]): Promise<number> {
    const outcomes = await Promise.allSettled(claimed.map((event) => this.feed.publish({ collection: event.collection, id: event.subjectId })));
    const published: number[] = [];
    const failed: number[] = [];
    outcomes.forEach((outcome, i) => {
      const id = claimed[i]?.id;
      if (id === undefined) return;
      if (outcome.status === 'fulfilled') published.push(id);
      else {
        // One report per round: a dead connection fails every event of it alike.
        if (failed.length === 0) this.onError(outcome.reason);
        failed.push(id);
      }
    });
    if (failed.length > 0) await this.db.update(outbox).set({ claimedUntil: null }).where(inArray(outbox.id, failed));
    if (published.length > 0) {
      await this.db.update(outbox).set({ dispatchedAt: sql`now()`, claimedUntil: null }).where(inArray(outbox.id, published));
    }
    return published.length;
  }
}
