/**
 * Remembers, per key, when a search was last recorded, to drop repeats
 * within a window. Memory is bounded: past `capacity` keys the expired ones
 * go first, then the oldest, so a flood of distinct terms cannot grow it
 * without limit (forgetting only lets a repeat through, which is harmless).
 */
export class RecentSearches {
  private readonly lastSeen = new Map<string, number>();

  constructor(
    private readonly windowMs: number,
    private readonly capacity: number,
  ) {}

  /** Keys held now; never above the capacity (for health metrics and tests). */
  get size(): number {
    return this.lastSeen.size;
  }

  /** True when `key` was seen less than the window before `nowMs`; otherwise notes it as seen now. */
  seenRecently(key: string, nowMs: number): boolean {
    const last = this.lastSeen.get(key);
    if (last !== undefined && nowMs - last < this.windowMs && nowMs >= last) return true;
    this.lastSeen.delete(key);
    this.lastSeen.set(key, nowMs);
    if (this.lastSeen.size > this.capacity) this.evict(nowMs);
    return false;
  }

  private evict(nowMs: number): void {
    for (const [key, at] of this.lastSeen) if (nowMs - at >= this.windowMs) this.lastSeen.delete(key);
    for (const key of this.lastSeen.keys()) {
      if (this.lastSeen.size <= this.capacity) break;
      this.lastSeen.delete(key);
    }
  }
}
