import { Redis } from 'ioredis';
import pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { RateDecision, RateLimit, RateLimiter } from '../../../application/shared/ports/index.ts';

/** The table the PostgreSQL store counts in; declared in persistence/shared/schema.ts so migrations create it. */
export const RATE_LIMIT_TABLE = 'rate_limits';

export type RateLimitStore = { readonly kind: 'memory' } | { readonly kind: 'postgres'; readonly url: string } | { readonly kind: 'redis'; readonly url: string };

/**
 * The rate limiter over `rate-limiter-flexible`: one library limiter per
 * budget (points and window), keyed `rl<points>_<seconds>:<key>`. With a
 * shared store, a store that fails (Redis down, PostgreSQL restarting) falls
 * back to counting in memory for that call rather than refusing everyone or
 * letting everyone through uncounted.
 */
export class FlexibleRateLimiter implements RateLimiter {
  readonly #limiters = new Map<string, RateLimiterAbstract>();
  readonly #make: (options: IRateLimiterOptions) => RateLimiterAbstract;
  readonly #close: () => Promise<void>;

  private constructor(make: (options: IRateLimiterOptions) => RateLimiterAbstract, close: () => Promise<void>) {
    this.#make = make;
    this.#close = close;
  }

  /** Counts in this process only. */
  static inMemory(): FlexibleRateLimiter {
    return new FlexibleRateLimiter((options) => new RateLimiterMemory(options), () => Promise.resolve());
  }

  /** Counts in PostgreSQL's `rate_limits` table, shared by every process on that database. */
  static postgres(url: string): FlexibleRateLimiter {
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    pool.on('error', () => undefined); // an idle client dropped by the server; the next query reconnects
    return new FlexibleRateLimiter(
      (options) =>
        new RateLimiterPostgres({
          ...options,
          storeClient: pool,
          storeType: 'pool',
          tableName: RATE_LIMIT_TABLE,
          tableCreated: true,
          insuranceLimiter: new RateLimiterMemory(options),
        }),
      () => pool.end(),
    );
  }

  /** Counts in Redis, shared by every process on that Redis. */
  static redis(url: string): FlexibleRateLimiter {
    const client = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true });
    client.on('error', () => undefined); // reconnects by itself; calls meanwhile use the in-memory insurance
    return new FlexibleRateLimiter(
      (options) => new RateLimiterRedis({ ...options, storeClient: client, insuranceLimiter: new RateLimiterMemory(options) }),
      async () => {
        await client.quit().catch(() => client.disconnect());
      },
    );
  }

  /** The store the configuration names: Redis over PostgreSQL over memory. */
  static forStore(store: RateLimitStore): FlexibleRateLimiter {
    if (store.kind === 'redis') return FlexibleRateLimiter.redis(store.url);
    if (store.kind === 'postgres') return FlexibleRateLimiter.postgres(store.url);
    return FlexibleRateLimiter.inMemory();
  }

  async consume(key: string, limit: RateLimit): Promise<RateDecision> {
    try {
      await this.#limiterFor(limit).consume(key);
      return { allowed: true };
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return { allowed: false, retryAfterMs: Math.max(1, Math.ceil(refusal.msBeforeNext)) };
      throw refusal;
    }
  }

  close(): Promise<void> {
    return this.#close();
  }

  #limiterFor(limit: RateLimit): RateLimiterAbstract {
    const name = `rl${limit.points}_${limit.perSeconds}`;
    let limiter = this.#limiters.get(name);
    if (limiter === undefined) {
      limiter = this.#make({ keyPrefix: name, points: limit.points, duration: limit.perSeconds });
      this.#limiters.set(name, limiter);
    }
    return limiter;
  }
}
