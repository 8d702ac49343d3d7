import type { TextIndexInternals } from './text-expansions.ts';
import { DISCARDED, NOT_NOTED, shortIdTable, type ShortIdTable } from './text-side-table.ts';

/** What {@link Scorer.score} answers for a discarded listing: no score is ever this. */
export const GONE = Number.NEGATIVE_INFINITY;

/**
 * MiniSearch's BM25+ score of one posting, with the listing's field lengths
 * and liveness read from the index's {@link ShortIdTable} (typed arrays)
 * instead of MiniSearch's maps, which cost several cache misses a posting on
 * a large partition. Same formula and operation order as MiniSearch's
 * `termResults`, so the scores are bit for bit the same.
 */
export class Scorer {
  readonly table: ShortIdTable;
  private readonly k: number;
  private readonly b: number;
  private readonly d: number;

  /** With `scored` false (a price-sorted page) every score is 0: only which listings match counts. */
  constructor(
    private readonly engine: TextIndexInternals,
    readonly scored: boolean,
  ) {
    this.table = shortIdTable(engine);
    ({ k: this.k, b: this.b, d: this.d } = engine._options.searchOptions.bm25);
  }

  /**
   * The weighted score of a posting (`termFreq` of a word in field `fieldId`
   * of listing `docId`, `matching` listings holding the word there), or
   * {@link GONE} when the listing was discarded and lingers in postings until
   * the vacuum. A live listing's score may itself be negative: until the
   * vacuum, `matching` counts discarded postings too and can exceed the
   * listings held, which turns BM25's inverse document frequency negative
   * (MiniSearch keeps such listings, ranked low), so no negative number can
   * mean "discarded".
   */
  score(weight: number, docId: number, fieldId: number, termFreq: number, matching: number): number {
    const table = this.table;
    const slot = table.slots[docId] ?? NOT_NOTED;
    if (slot === DISCARDED) return GONE;
    if (!this.scored) return 0;
    const engine = this.engine;
    let fieldLength: number;
    if (slot === NOT_NOTED) {
      const lengths = engine._fieldLength.get(docId);
      if (lengths === undefined) return GONE;
      fieldLength = lengths[fieldId] ?? 0;
    } else {
      fieldLength = table.lengths[docId * table.fieldCount + fieldId] ?? 0;
    }
    const averageLength = engine._avgFieldLength[fieldId] ?? 1;
    const invDocFreq = Math.log(1 + (engine._documentCount - matching + 0.5) / (matching + 0.5));
    return weight * (invDocFreq * (this.d + (termFreq * (this.k + 1)) / (termFreq + this.k * (1 - this.b + (this.b * fieldLength) / averageLength))));
  }
}
