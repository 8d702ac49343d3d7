/** A budget: at most `points` calls per `perSeconds` seconds for one key. */
export interface RateLimit {
  readonly points: number;
  readonly perSeconds: number;
}

/** Whether a call fits its key's budget; when it does not, how long until one more would. */
export type RateDecision = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterMs: number };

/**
 * Counts calls per key in fixed windows. Adapters keep the counts in memory,
 * in PostgreSQL or in Redis; the last two let several server processes share
 * one budget, so starting more processes does not multiply what a client may do.
 */
export interface RateLimiter {
  /** Spends one point of `key`'s budget under `limit`. */
  consume(key: string, limit: RateLimit): Promise<RateDecision>;
  /** Releases the store's connections. */
  close(): Promise<void>;
}
