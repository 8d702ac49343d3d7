/**
 * A bounded cache of answers that expire: each entry lives for the time its
 * setter gives, and when the cache is full the oldest entry leaves first
 * (Map keeps insertion order). For answers from rate-limited outside APIs, so
 * repeated views do not spend their quota; never for data we own.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { readonly until: number; readonly value: V }>();

  constructor(private readonly maxEntries: number) {}

  /** The value kept for `key`, or undefined when there is none or it expired by `now` (ms). */
  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.until > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps `value` until `now + ttlMs`; a ttl of 0 or less keeps nothing. */
  set(key: string, value: V, now: number, ttlMs: number): void {
    if (ttlMs <= 0) return;
    this.entries.delete(key);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(key, { until: now + ttlMs, value });
  }

  get size(): number {
    return this.entries.size;
  }
}
