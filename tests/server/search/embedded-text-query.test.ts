import { describe, expect, it } from 'vitest';
import type { ListingDocument } from '../../../application/catalog/ports/index.ts';
import { createBenchCatalog } from '../../../adapters/server/search/bench-catalog.ts';
import { MAX_EXPANSIONS } from '../../../adapters/server/search/text-expansions.ts';
import { createTextIndex, indexedTexts, textSearchOptions, type TextIndex } from '../../../adapters/server/search/text-index.ts';
import { matchAllWords } from '../../../adapters/server/search/text-query.ts';
import { noteAdded, noteDiscarded } from '../../../adapters/server/search/text-side-table.ts';

/** What MiniSearch itself answers (its internal query, as the engine used before), slot → raw score. */
function miniSearchAnswer(index: TextIndex, text: string, titleOnly = false): Map<number, number> {
  const engine = index as unknown as { executeQuery(q: string, o: object): Map<number, { score: number }>; _documentIds: Map<number, number> };
  const answer = new Map<number, number>();
  for (const [shortId, { score }] of engine.executeQuery(text, textSearchOptions(text, titleOnly))) {
    const slot = engine._documentIds.get(shortId);
    if (slot !== undefined) answer.set(slot, score);
  }
  return answer;
}

function ourAnswer(index: TextIndex, text: string, titleOnly = false): Map<number, number> {
  const { slots, scores, length } = matchAllWords(index, text, textSearchOptions(text, titleOnly));
  return new Map(Array.from({ length }, (_, i) => [slots[i] ?? 0, scores[i] ?? 0]));
}

function indexOf(docs: readonly ListingDocument[]): TextIndex {
  const index = createTextIndex();
  docs.forEach((doc, slot) => {
    index.add({ slot, doc });
    noteAdded(index, slot);
  });
  return index;
}

describe('embedded text query: the rarest word first, the others checked per candidate', () => {
  // One partition's worth of the benchmark catalog: titles from a small item vocabulary, long descriptions.
  const catalog = createBenchCatalog(1, 'uniform');
  const docs = Array.from({ length: 3000 }, (_, i) => catalog.makeDoc(i));
  const index = indexOf(docs);
  const texts = Array.from({ length: 150 }, () => {
    const doc = catalog.pick(docs);
    const [first = 'x', second = ''] = doc.title.split(' ');
    const description = doc.description.split(' ');
    return [
      `${first.length >= 4 ? catalog.typo(first) : first} ${second}`,
      catalog.typo(first),
      // Five letters begin fewer words than the expansion cap, so both answers must agree exactly.
      `${catalog.pick(description)} ${catalog.pick(description).slice(0, 5)}`,
      `${second} ${catalog.typo(catalog.pick(description))} `,
      doc.sellerName,
    ];
  }).flat();

  it('finds the same listings with the same relevance as MiniSearch for typo, prefix and multi-word texts', () => {
    let compared = 0;
    for (const text of texts) {
      for (const titleOnly of [false, true]) {
        const expected = miniSearchAnswer(index, text, titleOnly);
        const actual = ourAnswer(index, text, titleOnly);
        expect([...actual.keys()].sort((a, b) => a - b), text).toEqual([...expected.keys()].sort((a, b) => a - b));
        for (const [slot, score] of expected) expect(actual.get(slot), text).toBeCloseTo(score, 9);
        // A price-sorted page asks for the matches without relevance: the same listings.
        const unscored = matchAllWords(index, text, textSearchOptions(text, titleOnly), false);
        expect([...unscored.slots.subarray(0, unscored.length)].sort((a, b) => a - b), text).toEqual([...expected.keys()].sort((a, b) => a - b));
        compared += expected.size;
      }
    }
    // The texts must really match something, or the comparison proves nothing.
    expect(compared).toBeGreaterThan(10_000);
  });

  it('never returns a discarded listing still lingering in postings', () => {
    const changing = indexOf(docs.slice(0, 1000));
    const gone = new Set(Array.from({ length: 1000 }, (_, slot) => slot).filter((slot) => slot % 3 === 0));
    for (const slot of gone) {
      noteDiscarded(changing, slot);
      changing.discard(slot);
    }
    for (const text of texts.slice(0, 200)) {
      const expected = [...miniSearchAnswer(changing, text).keys()].sort((a, b) => a - b);
      expect([...ourAnswer(changing, text).keys()].sort((a, b) => a - b), text).toEqual(expected);
      expect(expected.some((slot) => gone.has(slot))).toBe(false);
    }
  });

  it('finds a listing edited back and forth while its word’s stale postings outnumber the listings held (a negative relevance is still a match)', () => {
    // Found in staff moderation: an offer reported, removed, restored, then another edited, in a partition of three.
    const base = docs[0];
    if (base === undefined) throw new Error('no doc');
    const small = indexOf([{ ...base, id: 'coins', title: '5B Coins' }]);
    const put = (slot: number, title: string) => {
      small.add({ slot, doc: { ...base, id: `d${slot}`, title } });
      noteAdded(small, slot);
    };
    const drop = (slot: number) => {
      noteDiscarded(small, slot);
      small.discard(slot);
    };
    put(1, 'Plovtrine shady pack');
    drop(1);
    put(1, 'Plovtrine shady pack');
    put(2, 'Plovtrine fine pack');
    drop(2);
    put(2, 'Plovtrine fine pack');
    expect([...ourAnswer(small, 'Plovtrine').keys()].sort()).toEqual([1, 2]);
    expect([...ourAnswer(small, 'Plovtrine fine pack').keys()]).toEqual([2]);
    // The same listings as MiniSearch; the scores differ here only while stale postings linger (MiniSearch prunes them as it meets them).
    expect([...ourAnswer(small, 'Plovtrine').keys()].sort()).toEqual([...miniSearchAnswer(small, 'Plovtrine').keys()].sort());
  });

  it('still finds what a word too short for typos begins, however many words it begins', () => {
    const prefix = 'ka';
    const expected = miniSearchAnswer(index, prefix);
    const actual = ourAnswer(index, prefix);
    // Far more than the expansion cap begin with "ka": the cap keeps the closest words, so results remain, fewer.
    expect(actual.size).toBeGreaterThan(0);
    expect(actual.size).toBeLessThanOrEqual(expected.size);
    for (const slot of actual.keys()) expect(indexedTexts(docs[slot] as ListingDocument).join(' ').toLowerCase()).toMatch(/\bka/);
  });

  it('keeps the exact word and the closest completions when a prefix begins more words than the cap', () => {
    const words = Array.from({ length: MAX_EXPANSIONS * 2 }, (_, i) => `dragon${String(i).padStart(3, '0')}`);
    const base = docs[0] as ListingDocument;
    const small = indexOf([
      { ...base, id: 'exact', title: 'dragon', description: '' },
      { ...base, id: 'close', title: 'dragons', description: '' },
      ...words.map((word, i) => ({ ...base, id: `w${i}`, title: word, description: '' })),
    ]);
    const found = ourAnswer(small, 'dragon');
    expect(found.has(0)).toBe(true);
    expect(found.has(1)).toBe(true);
    expect(found.size).toBe(MAX_EXPANSIONS + 1);
  });
});
