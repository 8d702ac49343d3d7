import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';

/** How long an expired saved cart is kept, so its link still says "expired" rather than "not found" for a while. */
export const EXPIRED_CART_RETENTION_MS = 30 * 24 * 3_600_000;
const BATCH = 5_000;

export interface HousekeepingOptions {
  readonly db: Database;
  readonly everyMs?: number;
  readonly onError: (error: unknown) => void;
}

/**
 * Deletes rows whose purpose has passed: idempotency keys after their 24
 * hours (an expired key already counts as absent; this keeps the table the
 * size of one day's calls) and saved carts a month after they expired.
 * Batched, so a backlog never holds a long lock; every process may run it,
 * since deleting a row twice is harmless.
 */
export class Housekeeping {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(private readonly options: HousekeepingOptions) {}

  start(): void {
    const every = this.options.everyMs ?? 10 * 60_000;
    this.timer = setInterval(() => {
      this.running ??= this.sweep()
        .catch(this.options.onError)
        .finally(() => (this.running = undefined));
    }, every);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass; answers how many rows of each kind went. */
  async sweep(): Promise<{ idempotencyKeys: number; savedCarts: number }> {
    let keys = 0;
    for (;;) {
      const gone = await this.deleted(sql`
        DELETE FROM idempotency_keys WHERE (scope, key) IN (
          SELECT scope, key FROM idempotency_keys WHERE expires_at < now() LIMIT ${BATCH}
        ) RETURNING key`);
      keys += gone;
      if (gone < BATCH) break;
    }
    const carts = await this.deleted(sql`
      DELETE FROM saved_carts WHERE id IN (
        SELECT id FROM saved_carts WHERE expires_at < now() - make_interval(secs => ${EXPIRED_CART_RETENTION_MS / 1000}) LIMIT ${BATCH}
      ) RETURNING id`);
    return { idempotencyKeys: keys, savedCarts: carts };
  }

  private async deleted(statement: ReturnType<typeof sql>): Promise<number> {
    const result = (await this.options.db.execute(statement)) as unknown as { rows: unknown[] };
    return result.rows.length;
  }
}
