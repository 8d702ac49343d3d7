interface Waiting<K, V> {
  readonly key: K;
  readonly resolve: (value: V) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Lookups gathered per turn of the event loop: every `read(key)` asked in one
 * turn is answered by one call of `readMany` with the distinct keys, made on
 * the next turn. Each read still happens after it was asked, so nothing goes
 * stale the way a cache would; a thousand callers in one turn cost one
 * statement instead of a thousand. Batches never wait for each other.
 */
export class PerTurnReads<K, V> {
  private waiting: Waiting<K, V>[] = [];

  constructor(private readonly readMany: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>, private readonly missing: V) {}

  read(key: K): Promise<V> {
    return new Promise((resolve, reject) => {
      if (this.waiting.length === 0) setImmediate(() => void this.run());
      this.waiting.push({ key, resolve, reject });
    });
  }

  private async run(): Promise<void> {
    const batch = this.waiting;
    this.waiting = [];
    try {
      const found = await this.readMany([...new Set(batch.map((w) => w.key))]);
      for (const w of batch) w.resolve(found.get(w.key) ?? this.missing);
    } catch (error) {
      for (const w of batch) w.reject(error);
    }
  }
}
