import type { SearchOptions } from 'minisearch';
import type { TextIndex } from './text-index.ts';
import { matchAllWords, type TextMatches } from './text-query.ts';

/**
 * The listings one query text matches in one partition, as two parallel typed
 * columns (slot, relevance score) instead of one result object per match:
 * MiniSearch's `search()` builds an object per match and sorts every match by
 * score before returning; a page needs neither (see text-query.ts).
 */
export type { TextMatches } from './text-query.ts';

/** Runs `text` against the index (every word required) and lays the matches out as columns, in no particular order; unscored (all 0) when `scored` is false. */
export function matchText(index: TextIndex, text: string, options: SearchOptions, scored = true): TextMatches {
  return matchAllWords(index, text, options, scored);
}

/**
 * A partition's recent query texts and their matches. Shoppers repeat the
 * same searches (hot searches, paging, narrowing by filters), and the text
 * part of a query is what costs; filters, facets and the page are a cheap pass
 * over the cached columns. Every write to the partition clears the cache, so
 * a hit is always what a fresh search would find.
 */
export class TextMatchCache {
  private readonly entries = new Map<string, TextMatches>();

  constructor(private readonly capacity = 32) {}

  get(key: string, compute: () => TextMatches): TextMatches {
    const cached = this.entries.get(key);
    if (cached !== undefined) {
      // Re-insert so the Map's insertion order is least-recently-used first.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const fresh = compute();
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next();
      if (oldest.done !== true) this.entries.delete(oldest.value);
    }
    this.entries.set(key, fresh);
    return fresh;
  }

  clear(): void {
    if (this.entries.size > 0) this.entries.clear();
  }
}
