/**
 * How query text splits into words, shared by the embedded engine's index and
 * by both adapters' decision whether a query has text at all (punctuation-only
 * text searches like no text, in either engine).
 */

/** Same split as MiniSearch's default tokenizer. */
const SEPARATOR = /[\n\r\p{Z}\p{P}]+/u;
const NON_ASCII = /[^\p{ASCII}]/u;
const COMBINING_MARK = /\p{M}/gu;

/**
 * Lower-cases and folds accents ("Pokémon" finds "pokemon"), as Meilisearch
 * does. The NFKD pass only runs on non-ASCII terms because it dominates
 * indexing time otherwise.
 */
export function normalizeTerm(term: string): string | null {
  if (term === '') return null;
  const folded = NON_ASCII.test(term) ? term.normalize('NFKD').replace(COMBINING_MARK, '') : term;
  const lower = folded.toLowerCase();
  return lower === '' ? null : lower;
}

/** Whether the text holds at least one searchable word; punctuation-only text searches like no text at all. */
export function hasSearchableWords(text: string): boolean {
  return text.split(SEPARATOR).some((part) => normalizeTerm(part) !== null);
}

/** The normalized words of a text, as the embedded index stores and looks them up (for peers that must match alike). */
export function textTerms(text: string): string[] {
  const terms: string[] = [];
  for (const part of text.split(SEPARATOR)) {
    const term = normalizeTerm(part);
    if (term !== null) terms.push(term);
  }
  return terms;
}
