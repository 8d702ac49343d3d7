/**
 * Partition slots kept in one total order in a typed array: a scan reads
 * 4-byte slots sequentially instead of chasing listing objects scattered over
 * the heap, and a single write moves a block of memory instead of
 * re-sorting.
 */
export class SortedSlots {
  private items = new Int32Array(64);
  private size = 0;

  constructor(private readonly compare: (a: number, b: number) => number) {}

  get length(): number {
    return this.size;
  }

  /** The slots in order (a view: valid until the next write). */
  view(): Int32Array {
    return this.items.subarray(0, this.size);
  }

  insert(slot: number): void {
    if (this.size === this.items.length) this.resize(this.items.length * 2);
    const at = this.lowerBound(slot);
    this.items.copyWithin(at + 1, at, this.size);
    this.items[at] = slot;
    this.size++;
  }

  /**
   * Removes `slot`, located by the order, so it must be called while the
   * slot's listing still has the fields it was inserted with.
   */
  delete(slot: number): void {
    const at = this.lowerBound(slot);
    if (this.items[at] !== slot || at >= this.size) return;
    this.items.copyWithin(at, at + 1, this.size);
    this.size--;
  }

  /** Replaces the contents with `slots`, sorted once. */
  reset(slots: readonly number[]): void {
    const sorted = [...slots].sort(this.compare);
    this.resize(Math.max(64, sorted.length));
    this.items.set(sorted);
    this.size = sorted.length;
  }

  /**
   * First position whose key is at least `key` (with `inclusive`, above it),
   * for a key that never decreases along the order: the ends of a price range.
   */
  boundBy(key: number, keyOf: (slot: number) => number, inclusive = false): number {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const probe = keyOf(this.items[mid] ?? 0);
      if (probe < key || (inclusive && probe === key)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private lowerBound(slot: number): number {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(this.items[mid] ?? 0, slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private resize(capacity: number): void {
    const next = new Int32Array(capacity);
    next.set(this.items.subarray(0, Math.min(this.size, capacity)));
    this.items = next;
  }
}
