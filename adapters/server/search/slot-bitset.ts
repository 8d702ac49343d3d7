/**
 * A set of partition slots as a bitset. Filter values of one partition are
 * few (rarities, servers, platforms), so one bitset per value is small, and
 * combining a query's filters becomes a few passes over machine words instead
 * of a property lookup on every listing.
 */
export class SlotBitset {
  /** Slots held; the bitset is dropped when it reaches zero. */
  count = 0;

  constructor(public words: Uint32Array) {}

  add(slot: number): void {
    const w = slot >>> 5;
    const bit = 1 << (slot & 31);
    const word = this.words[w] ?? 0;
    if ((word & bit) !== 0) return;
    this.words[w] = word | bit;
    this.count++;
  }

  delete(slot: number): void {
    const w = slot >>> 5;
    const bit = 1 << (slot & 31);
    const word = this.words[w] ?? 0;
    if ((word & bit) === 0) return;
    this.words[w] = word & ~bit;
    this.count--;
  }

  /** Re-allocates for a larger partition, keeping the bits. */
  grow(wordCount: number): void {
    const next = new Uint32Array(wordCount);
    next.set(this.words);
    this.words = next;
  }
}

/** Whether `slot` is in the bitset words. */
export function hasSlot(words: Uint32Array, slot: number): boolean {
  return ((words[slot >>> 5] ?? 0) & (1 << (slot & 31))) !== 0;
}
