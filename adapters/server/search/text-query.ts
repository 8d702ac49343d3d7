import type { SearchOptions } from 'minisearch';
import { textTerms } from './query-text.ts';
import type { TextIndex } from './text-index.ts';
import { type Expansion, expansionsOf, type TextIndexInternals } from './text-expansions.ts';
import { GONE, Scorer } from './text-scoring.ts';
import { slotOfShortId } from './text-side-table.ts';

/**
 * An all-words (AND) query over one partition's MiniSearch index whose cost
 * follows the rarest word, not the number of listings each word matches.
 *
 * MiniSearch scores every listing each word (and each of its typo and prefix
 * expansions) matches, then intersects: a typo word expanding to thirty
 * description words scored a fifth of a large partition to keep a hundred
 * hits. Here the words are taken cheapest first: the first is scored in full,
 * and every further word only for the listings still in the running — by
 * looking its postings up for those listings when that is cheaper than
 * walking the postings, so a word matching most of the partition acts as a
 * filter over the few candidates. Scores are the ones MiniSearch computes
 * (same BM25 terms, summed in the same order), so the ranking is unchanged;
 * a price-sorted page needs no relevance, and then nothing is scored at all.
 */

/** A posting walked costs about this many random reads against one lookup per candidate, expansion and field. */
const WALK_COST = 2;

/**
 * The matches as two parallel columns (slot, relevance score), in no
 * particular order. The scores are MiniSearch's raw ones: they lack
 * `search()`'s factor for the number of query words matched, which is the
 * same for every hit of an all-words query, so the ranking is unchanged.
 */
export interface TextMatches {
  readonly slots: Int32Array;
  readonly scores: Float64Array;
  readonly length: number;
}

interface Candidates {
  /** MiniSearch short document ids. */
  ids: Int32Array<ArrayBuffer>;
  /** Per candidate, one score per query word: `scores[c * words + w]`. */
  scores: Float64Array;
  length: number;
}

const NO_MATCHES: TextMatches = { slots: new Int32Array(0), scores: new Float64Array(0), length: 0 };

/** Runs `text` against the index with every word required, as `combineWith: 'AND'` would; `scored` false leaves every score 0. */
export function matchAllWords(index: TextIndex, text: string, options: SearchOptions, scored = true): TextMatches {
  const engine = index as unknown as TextIndexInternals;
  const terms = textTerms(text);
  const fields = options.fields ?? engine._options.fields;
  const plans = terms.map((term, i) => expansionsOf(engine, term, i, terms, options, fields));
  const order = plans.map((_, i) => i).sort((a, b) => (plans[a]?.cost ?? 0) - (plans[b]?.cost ?? 0));
  if (order.length === 0 || plans.some((plan) => plan.cost === 0)) return NO_MATCHES;
  const scorer = new Scorer(engine, scored);
  const first = order[0] ?? 0;
  let candidates = scoreInFull(engine, scorer, plans[first]?.expansions ?? [], first, terms.length);
  for (const w of order.slice(1)) {
    const plan = plans[w];
    if (plan === undefined || candidates.length === 0) break;
    const lookups = candidates.length * plan.lookups;
    candidates =
      lookups < plan.cost * WALK_COST
        ? narrowByLookup(scorer, candidates, plan.expansions, w, terms.length)
        : narrowByWalk(engine, scorer, candidates, plan.expansions, w, terms.length);
  }
  return laidOut(engine, scorer, candidates, terms.length);
}

/**
 * Per-listing scratch indexed by MiniSearch's short id, reused across
 * searches (they run synchronously, one at a time): a value is live only where
 * its stamp equals the current epoch, so nothing is cleared between queries
 * and a broad word costs array writes instead of map inserts.
 */
let values = new Float64Array(1024);
let stamps = new Uint32Array(1024);
let epoch = 0;

function nextEpoch(size: number): number {
  if (stamps.length < size) {
    const capacity = Math.max(size, stamps.length * 2);
    values = new Float64Array(capacity);
    stamps = new Uint32Array(capacity);
    epoch = 0;
  }
  if (epoch === 0xffffffff) {
    stamps.fill(0);
    epoch = 0;
  }
  return ++epoch;
}

/** The first (cheapest) word: every listing it matches, scored as MiniSearch's termResults does (first seen first). */
function scoreInFull(engine: TextIndexInternals, scorer: Scorer, expansions: readonly Expansion[], word: number, words: number): Candidates {
  const now = nextEpoch(engine._nextId);
  let found = new Int32Array(Math.max(16, Math.min(engine._nextId, expansions.reduce((sum, e) => sum + e.fields.reduce((n, [, , freqs]) => n + freqs.size, 0), 0))));
  let count = 0;
  for (const { weight, fields } of expansions) {
    for (const [fieldId, boost, freqs] of fields) {
      const matching = freqs.size;
      freqs.forEach((termFreq, docId) => {
        const score = scorer.score(weight * boost, docId, fieldId, termFreq, matching);
        if (score === GONE) return;
        if (stamps[docId] === now) {
          values[docId] = (values[docId] ?? 0) + score;
          return;
        }
        stamps[docId] = now;
        values[docId] = score;
        if (count === found.length) found = grown(found);
        found[count++] = docId;
      });
    }
  }
  const candidates = { ids: found, scores: new Float64Array(count * words), length: count };
  for (let c = 0; c < count; c++) candidates.scores[c * words + word] = values[found[c] ?? 0] ?? 0;
  return candidates;
}

function grown(array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const next = new Int32Array(array.length * 2);
  next.set(array);
  return next;
}

/** A further word checked per candidate: few candidates against a word with large postings. */
function narrowByLookup(scorer: Scorer, candidates: Candidates, expansions: readonly Expansion[], word: number, words: number): Candidates {
  let kept = 0;
  for (let c = 0; c < candidates.length; c++) {
    const docId = candidates.ids[c] ?? 0;
    let score = 0;
    let matched = false;
    for (const { weight, fields } of expansions) {
      for (const [fieldId, boost, freqs] of fields) {
        const termFreq = freqs.get(docId);
        if (termFreq === undefined) continue;
        const posting = scorer.score(weight * boost, docId, fieldId, termFreq, freqs.size);
        if (posting === GONE) continue;
        matched = true;
        score += posting;
        if (!scorer.scored) break;
      }
      if (matched && !scorer.scored) break;
    }
    if (matched) keep(candidates, c, kept++, word, words, score);
  }
  candidates.length = kept;
  return candidates;
}

/** A further word whose postings are fewer than the lookups would be: walk them, keeping candidates only. */
function narrowByWalk(engine: TextIndexInternals, scorer: Scorer, candidates: Candidates, expansions: readonly Expansion[], word: number, words: number): Candidates {
  // Stamped with the epoch: a candidate; values: its score for this word, stamped epoch + 1 once matched.
  const candidate = nextEpoch(engine._nextId);
  const matched = nextEpoch(engine._nextId);
  for (let c = 0; c < candidates.length; c++) stamps[candidates.ids[c] ?? 0] = candidate;
  for (const { weight, fields } of expansions) {
    for (const [fieldId, boost, freqs] of fields) {
      const matching = freqs.size;
      freqs.forEach((termFreq, docId) => {
        const stamp = stamps[docId];
        if (stamp !== candidate && stamp !== matched) return;
        const score = scorer.score(weight * boost, docId, fieldId, termFreq, matching);
        if (score === GONE) return;
        values[docId] = stamp === matched ? (values[docId] ?? 0) + score : score;
        stamps[docId] = matched;
      });
    }
  }
  let kept = 0;
  for (let c = 0; c < candidates.length; c++) {
    const docId = candidates.ids[c] ?? 0;
    if (stamps[docId] === matched) keep(candidates, c, kept++, word, words, values[docId] ?? 0);
  }
  candidates.length = kept;
  return candidates;
}

/** Moves candidate `from` down to position `to` (never above it) and records its score for `word`. */
function keep(candidates: Candidates, from: number, to: number, word: number, words: number, score: number): void {
  if (from !== to) {
    candidates.ids[to] = candidates.ids[from] ?? 0;
    candidates.scores.copyWithin(to * words, from * words, from * words + words);
  }
  candidates.scores[to * words + word] = score;
}

/** Slots and total scores, the words' scores added in query order as MiniSearch's AND does. */
function laidOut(engine: TextIndexInternals, scorer: Scorer, candidates: Candidates, words: number): TextMatches {
  const slots = new Int32Array(candidates.length);
  const scores = new Float64Array(candidates.length);
  let length = 0;
  for (let c = 0; c < candidates.length; c++) {
    const slot = slotOfShortId(engine, scorer.table, candidates.ids[c] ?? 0);
    // Discarded listings linger in postings until the vacuum.
    if (slot < 0) continue;
    let score = candidates.scores[c * words] ?? 0;
    for (let w = 1; w < words; w++) score += candidates.scores[c * words + w] ?? 0;
    slots[length] = slot;
    scores[length++] = score;
  }
  return { slots, scores, length };
}
