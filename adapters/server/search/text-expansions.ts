import type { SearchOptions } from 'minisearch';

/**
 * The index words one query word stands for — itself, the words it begins
 * (when prefix search applies) and the words within its typo budget — read
 * from MiniSearch 7's radix tree (pinned in package.json; these internals are
 * what `executeQuerySpec` reads), weighted exactly as MiniSearch weighs them.
 *
 * Bounded: past {@link MAX_EXPANSIONS} derived words only the best-weighted
 * are kept (fewer edits and shorter prefix extensions first, then the words
 * more listings hold), as Meilisearch caps its derivations, so a one-letter
 * prefix or a short typo word cannot fan out over thousands of words.
 */

/** Derived words (prefix or typo) kept per query word, besides the word itself. */
export const MAX_EXPANSIONS = 64;

type Postings = Map<number, number>;
type FieldData = Map<number, Postings>;

/** The MiniSearch 7 internals the text query reads. */
export interface TextIndexInternals {
  readonly _index: {
    get(term: string): FieldData | undefined;
    atPrefix(prefix: string): Iterable<[string, FieldData]>;
    fuzzyGet(term: string, maxDistance: number): Map<string, [FieldData, number]>;
  };
  readonly _fieldIds: Record<string, number>;
  readonly _avgFieldLength: number[];
  readonly _fieldLength: Map<number, number[]>;
  readonly _documentCount: number;
  /** One past the highest short id ever given; short ids index the text query's scratch arrays. */
  readonly _nextId: number;
  readonly _documentIds: Map<number, unknown>;
  readonly _idToShortId: Map<unknown, number>;
  readonly _options: { readonly fields: string[]; readonly searchOptions: { readonly bm25: { readonly k: number; readonly b: number; readonly d: number } } };
}

/** One index word a query word matches: its weight and its postings per searched field (with the field's boost). */
export interface Expansion {
  readonly weight: number;
  readonly fields: readonly (readonly [fieldId: number, boost: number, postings: Postings])[];
}

/** A query word's expansions, what walking their postings costs, and how many lookups checking one listing costs. */
export interface WordPlan {
  readonly expansions: readonly Expansion[];
  readonly cost: number;
  readonly lookups: number;
}

/** MiniSearch's default weights of derived words. */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

interface Derived {
  readonly data: FieldData;
  readonly weight: number;
  readonly size: number;
  /** Order in which MiniSearch would score it, so kept expansions add up in its order. */
  readonly rank: number;
}

/** The plan of the query word `terms[i]` under `options` (the embedded engine's fuzzy and prefix functions). */
export function expansionsOf(engine: TextIndexInternals, term: string, i: number, terms: string[], options: SearchOptions, fields: readonly string[]): WordPlan {
  const boosts = fields.map((field) => [engine._fieldIds[field] ?? -1, options.boost?.[field] ?? 1] as const);
  const derived: Derived[] = [];
  const prefixed = new Set<string>();
  const prefix = typeof options.prefix === 'function' ? options.prefix(term, i, terms) : options.prefix === true;
  if (prefix) {
    for (const [word, data] of engine._index.atPrefix(term)) {
      const distance = word.length - term.length;
      if (distance === 0) continue;
      prefixed.add(word);
      derived.push({ data, weight: (PREFIX_WEIGHT * word.length) / (word.length + 0.3 * distance), size: 0, rank: derived.length });
    }
  }
  const fuzzy = typeof options.fuzzy === 'function' ? options.fuzzy(term, i, terms) : options.fuzzy;
  if (typeof fuzzy === 'number' && fuzzy >= 1) {
    for (const [word, [data, distance]] of engine._index.fuzzyGet(term, fuzzy)) {
      if (distance === 0 || prefixed.has(word)) continue;
      derived.push({ data, weight: (FUZZY_WEIGHT * word.length) / (word.length + distance), size: 0, rank: derived.length });
    }
  }
  const sized = derived.map((entry) => ({ ...entry, size: postingsCount(entry.data, boosts) }));
  const kept = sized.length <= MAX_EXPANSIONS ? sized : bestOf(sized);
  const exact = engine._index.get(term);
  const all = [...(exact === undefined ? [] : [{ data: exact, weight: 1 }]), ...kept];
  const expansions: Expansion[] = [];
  let cost = 0;
  for (const { data, weight } of all) {
    const perField: [number, number, Postings][] = [];
    for (const [fieldId, boost] of boosts) {
      const postings = data.get(fieldId);
      if (postings === undefined) continue;
      perField.push([fieldId, boost, postings]);
      cost += postings.size;
    }
    if (perField.length > 0) expansions.push({ weight, fields: perField });
  }
  const lookups = expansions.reduce((sum, expansion) => sum + expansion.fields.length, 0);
  return { expansions, cost, lookups };
}

function postingsCount(data: FieldData, boosts: readonly (readonly [number, number])[]): number {
  let size = 0;
  for (const [fieldId] of boosts) size += data.get(fieldId)?.size ?? 0;
  return size;
}

/** The {@link MAX_EXPANSIONS} best-weighted derived words (more listings first among equals), back in MiniSearch's order. */
function bestOf(derived: readonly Derived[]): Derived[] {
  const best = [...derived].sort((a, b) => b.weight - a.weight || b.size - a.size || a.rank - b.rank).slice(0, MAX_EXPANSIONS);
  return best.sort((a, b) => a.rank - b.rank);
}
