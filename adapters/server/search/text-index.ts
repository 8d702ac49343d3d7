import MiniSearch, { type SearchOptions } from 'minisearch';
import type { ListingDocument } from '../../../application/catalog/ports/index.ts';
import { tagValuesOf } from './tag-values.ts';
import { normalizeTerm } from './query-text.ts';

/**
 * Full-text matching for the embedded engine, tuned to behave like the
 * Meilisearch settings of the scaled-out deployment so that switching engines
 * does not change what a shopper finds: typo budget by word length (1 edit
 * from 4 letters, 2 from 8), prefix matching on the last word only (and not
 * when the shopper typed a trailing space, meaning the word is complete), and
 * every word required.
 */

/**
 * What the text index holds per listing: the listing and its partition slot.
 * The slot is the index's document id, so a match leads straight to the
 * partition's columns without a lookup by listing id.
 */
export interface IndexedListing {
  readonly slot: number;
  readonly doc: ListingDocument;
}

/** Per-partition MiniSearch over AVAILABLE listings only; other states are never searched. */
export type TextIndex = MiniSearch<IndexedListing>;

const FIELDS = ['title', 'description', 'sellerName', 'tagValues'];

/** Edits tolerated in a query word: the Meilisearch minWordSizeForTypos rule (oneTypo 4, twoTypos 8). */
export function typoBudget(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

/**
 * Descriptions are indexed up to about this many characters. The embedded
 * engine holds every posting in the heap and description words are most of
 * them; sellers put what a listing is first, so the cap bounds memory per
 * listing while keeping what shoppers search for.
 */
export const DESCRIPTION_INDEX_CHARS = 500;

/** The indexed part of a description, cut at a word boundary so no truncated word becomes a term. */
function indexedDescription(description: string): string {
  if (description.length <= DESCRIPTION_INDEX_CHARS) return description;
  const cut = description.lastIndexOf(' ', DESCRIPTION_INDEX_CHARS);
  return description.slice(0, cut > 0 ? cut : DESCRIPTION_INDEX_CHARS);
}

function extractField({ slot, doc }: IndexedListing, field: string): string | number {
  switch (field) {
    case 'slot':
      return slot;
    case 'title':
      return doc.title;
    case 'description':
      return indexedDescription(doc.description);
    case 'sellerName':
      return doc.sellerName;
    case 'tagValues':
      return tagValuesOf(doc.tags).join(' ');
    default:
      return '';
  }
}

/** The texts of a listing the index holds words of, one per field (for a peer engine that must index alike). */
export function indexedTexts(doc: ListingDocument): string[] {
  return FIELDS.map((field) => String(extractField({ slot: 0, doc }, field)));
}

/** A fresh, empty index with the shared options. */
export function createTextIndex(): TextIndex {
  return new MiniSearch<IndexedListing>({
    idField: 'slot',
    fields: FIELDS,
    storeFields: [],
    extractField,
    processTerm: normalizeTerm,
    // Updates discard documents lazily; clean up once a tenth of a partition
    // is stale, in small batches so a vacuum never stalls searches for long.
    autoVacuum: { minDirtCount: 64, minDirtFactor: 0.1, batchSize: 1000, batchWait: 5 },
  });
}

const isLast = (_term: string, index: number, terms: string[]): boolean => index === terms.length - 1;
const fuzzy = (term: string): number => typoBudget(term);
// The title is what a shopper reads on the card, so a title hit outranks a description hit.
const boost = { title: 3, tagValues: 1.5 };

const OPTIONS: Readonly<Record<'prefix' | 'complete', SearchOptions>> = {
  prefix: { combineWith: 'AND', fuzzy, prefix: isLast, boost },
  complete: { combineWith: 'AND', fuzzy, prefix: false, boost },
};
const TITLE_OPTIONS: Readonly<Record<'prefix' | 'complete', SearchOptions>> = {
  prefix: { ...OPTIONS.prefix, fields: ['title'] },
  complete: { ...OPTIONS.complete, fields: ['title'] },
};

/** Options for one query; a trailing space marks the last word as complete, so it gets no prefix expansion. */
export function textSearchOptions(text: string, titleOnly = false): SearchOptions {
  const table = titleOnly ? TITLE_OPTIONS : OPTIONS;
  return /\s$/u.test(text) ? table.complete : table.prefix;
}
