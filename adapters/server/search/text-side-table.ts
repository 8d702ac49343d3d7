import type { TextIndex } from './text-index.ts';
import type { TextIndexInternals } from './text-expansions.ts';

/**
 * Per text index, what the text query needs of each MiniSearch short id —
 * its partition slot (or that it was discarded) and its field lengths — in
 * typed arrays indexed by short id. MiniSearch keeps both in maps spread
 * over the heap; on a large partition each lookup cost several cache and TLB
 * misses, and a broad word does one per posting. The partition reports every
 * add and discard ({@link noteAdded}, {@link noteDiscarded}); a short id is
 * never reused, so an entry only ever changes from live to discarded.
 */
export class ShortIdTable {
  /** Slot of a live short id; -1 once discarded; -2 never noted (then MiniSearch's maps answer). */
  slots = new Int32Array(1024).fill(NOT_NOTED);
  /** Field lengths by short id × field count + field id. */
  lengths: Float32Array;

  constructor(readonly fieldCount: number) {
    this.lengths = new Float32Array(1024 * fieldCount);
  }

  ensure(size: number): void {
    if (size <= this.slots.length) return;
    const capacity = Math.max(size, this.slots.length * 2);
    const slots = new Int32Array(capacity).fill(NOT_NOTED);
    slots.set(this.slots);
    const lengths = new Float32Array(capacity * this.fieldCount);
    lengths.set(this.lengths);
    this.slots = slots;
    this.lengths = lengths;
  }
}

export const DISCARDED = -1;
export const NOT_NOTED = -2;

const tables = new WeakMap<object, ShortIdTable>();

export function shortIdTable(index: TextIndex | TextIndexInternals): ShortIdTable {
  let table = tables.get(index);
  if (table === undefined) tables.set(index, (table = new ShortIdTable((index as unknown as TextIndexInternals)._options.fields.length)));
  return table;
}

/** Records the listing just added at `slot` (MiniSearch gave it the last short id). */
export function noteAdded(index: TextIndex, slot: number): void {
  const engine = index as unknown as TextIndexInternals;
  const shortId = engine._nextId - 1;
  const table = shortIdTable(index);
  table.ensure(shortId + 1);
  table.slots[shortId] = slot;
  const lengths = engine._fieldLength.get(shortId) ?? [];
  for (let f = 0; f < table.fieldCount; f++) table.lengths[shortId * table.fieldCount + f] = lengths[f] ?? 0;
}

/** Records that the listing at `slot` is about to be discarded from the index. */
export function noteDiscarded(index: TextIndex, slot: number): void {
  const shortId = (index as unknown as TextIndexInternals)._idToShortId.get(slot);
  const table = shortIdTable(index);
  if (shortId !== undefined && shortId < table.slots.length) table.slots[shortId] = DISCARDED;
}

/** The slot of a short id, or -1 when it is no longer in the index. */
export function slotOfShortId(engine: TextIndexInternals, table: ShortIdTable, shortId: number): number {
  const slot = table.slots[shortId] ?? NOT_NOTED;
  if (slot !== NOT_NOTED) return slot;
  const fallback = engine._documentIds.get(shortId);
  return typeof fallback === 'number' ? fallback : DISCARDED;
}
