import type { TextIndexInternals } from './text-expansions.ts';

/**
 * MiniSearch's BM25+ score of one posting, with the listing's field lengths
 * read from a typed array instead of MiniSearch's map of arrays: on a large
 * partition that map is spread over the heap and each posting cost several
 * cache and TLB misses. A short id is never reused and a listing's field
 * lengths never change under its short id, so once copied a length stays
 * true; a discarded listing is marked as such for good.
 */

/** Marks in the length cache: not copied yet, and gone from the index. */
const UNKNOWN = -1;
const DISCARDED = -2;

const cachedLengths = new WeakMap<object, Float32Array>();

/** The engine's cache of field lengths by short id (short id × field count + field id), grown to cover every short id given. */
function lengthsOf(engine: TextIndexInternals, fieldCount: number): Float32Array {
  const cached = cachedLengths.get(engine);
  const needed = engine._nextId * fieldCount;
  if (cached !== undefined && cached.length >= needed) return cached;
  const grown = new Float32Array(Math.max(needed * 2, 1024)).fill(UNKNOWN);
  if (cached !== undefined) grown.set(cached);
  cachedLengths.set(engine, grown);
  return grown;
}

export class Scorer {
  private readonly lengths: Float32Array;
  private readonly fieldCount: number;
  private readonly k: number;
  private readonly b: number;
  private readonly d: number;

  /** With `scored` false (a price-sorted page) every score is 0 and no length is read: only which listings match counts. */
  constructor(
    private readonly engine: TextIndexInternals,
    readonly scored: boolean,
  ) {
    this.fieldCount = engine._options.fields.length;
    this.lengths = lengthsOf(engine, this.fieldCount);
    ({ k: this.k, b: this.b, d: this.d } = engine._options.searchOptions.bm25);
  }

  /**
   * The weighted score of a posting (`termFreq` of a word in field `fieldId`
   * of listing `docId`, `matching` listings holding the word there), or -1
   * when the listing was discarded and lingers in postings until the vacuum.
   */
  score(weight: number, docId: number, fieldId: number, termFreq: number, matching: number): number {
    if (!this.scored) return 0;
    const at = docId * this.fieldCount;
    let fieldLength = this.lengths[at + fieldId] ?? UNKNOWN;
    if (fieldLength === UNKNOWN) fieldLength = this.copyLengths(docId, at, fieldId);
    if (fieldLength === DISCARDED) return -1;
    const engine = this.engine;
    const averageLength = engine._avgFieldLength[fieldId] ?? 1;
    const invDocFreq = Math.log(1 + (engine._documentCount - matching + 0.5) / (matching + 0.5));
    return weight * (invDocFreq * (this.d + (termFreq * (this.k + 1)) / (termFreq + this.k * (1 - this.b + (this.b * fieldLength) / averageLength))));
  }

  private copyLengths(docId: number, at: number, fieldId: number): number {
    const lengths = this.engine._fieldLength.get(docId);
    for (let f = 0; f < this.fieldCount; f++) this.lengths[at + f] = lengths === undefined ? DISCARDED : (lengths[f] ?? 0);
    return this.lengths[at + fieldId] ?? DISCARDED;
  }
}
