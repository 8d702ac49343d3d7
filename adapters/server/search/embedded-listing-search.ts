import { ok, type Result } from 'neverthrow';
import type { DomainError } from '../../../domain/index.ts';
import type { ListingDocument, ListingIndex, ListingSearch, ListingSearchQuery, ListingSearchResult } from '../../../application/catalog/ports/index.ts';
import { inPlaceWriteBudget, ListingPartition } from './listing-partition.ts';
import { EMPTY_RESULT, searchPartition } from './partition-search.ts';
import { validateSearchQuery } from './query-validation.ts';
import { hasSearchableWords } from './query-text.ts';

/** The only state a listing search ever returns. */
const SEARCHABLE_STATE = 'AVAILABLE';

/**
 * The default search engine: in-process, nothing to install, so `npm start`
 * runs the marketplace on a fresh machine. Listings are split into one
 * {@link ListingPartition} per (game, product type), because every listing
 * search is scoped to one such pair; a query therefore costs what its own
 * partition costs, not what the catalog costs.
 *
 * Listings in other states than AVAILABLE are held (for `size` and for moves
 * back to AVAILABLE) but indexed nowhere, since no search can return them.
 */
export class EmbeddedListingSearch implements ListingSearch, ListingIndex {
  private readonly partitions = new Map<string, ListingPartition>();
  private readonly documents = new Map<string, ListingDocument>();

  async search(query: ListingSearchQuery): Promise<Result<ListingSearchResult, DomainError>> {
    return validateSearchQuery(query).map((valid) => {
      const partition = this.partitions.get(partitionKey(valid.gameType, valid.productType));
      return partition === undefined ? EMPTY_RESULT : searchPartition(partition, valid);
    });
  }

  /**
   * Title search across every game and product type, for the site-wide search
   * box: the best `limit` AVAILABLE listings by relevance. Scores come from
   * each partition's own statistics, so the merge across partitions is a good
   * ranking, not an exact one.
   */
  async searchAll(text: string, limit: number): Promise<Result<readonly ListingDocument[], DomainError>> {
    if (!hasSearchableWords(text) || limit <= 0) return ok([]);
    const best: { doc: ListingDocument; score: number }[] = [];
    for (const partition of this.partitions.values()) {
      const { slots, scores, length } = partition.textMatches(text, true);
      for (let i = 0; i < length; i++) {
        const score = scores[i] ?? 0;
        const worst = best[best.length - 1];
        if (best.length >= limit && worst !== undefined && worst.score >= score) continue;
        insertByScore(best, { doc: partition.doc(slots[i] ?? 0), score }, limit);
      }
    }
    return ok(best.map((entry) => entry.doc));
  }

  async upsert(documents: readonly ListingDocument[]): Promise<void> {
    const latest = new Map<string, ListingDocument>();
    for (const doc of documents) latest.set(doc.id, doc);
    const touched = this.markStaleWhereCheaper(latest.values());
    for (const doc of latest.values()) {
      const previous = this.documents.get(doc.id);
      if (previous !== undefined) this.unindex(previous);
      this.documents.set(doc.id, doc);
      if (doc.state === SEARCHABLE_STATE) this.partitionFor(doc).add(doc);
    }
    this.dropEmpty(touched);
  }

  async remove(ids: readonly string[]): Promise<void> {
    const touched = new Set<string>();
    for (const id of ids) {
      const previous = this.documents.get(id);
      if (previous === undefined) continue;
      touched.add(partitionKeyOf(previous));
      this.unindex(previous);
      this.documents.delete(id);
    }
    this.dropEmpty(touched);
  }

  async size(): Promise<number> {
    return this.documents.size;
  }

  /**
   * A bulk load (or a large re-index of one game) would move each partition's
   * arrays once per listing; past the partition's budget a single re-sort at
   * the next search is cheaper.
   */
  private markStaleWhereCheaper(documents: Iterable<ListingDocument>): Set<string> {
    const writes = new Map<string, number>();
    const count = (key: string): void => {
      writes.set(key, (writes.get(key) ?? 0) + 1);
    };
    for (const doc of documents) {
      const previous = this.documents.get(doc.id);
      if (previous?.state === SEARCHABLE_STATE) count(partitionKeyOf(previous));
      if (doc.state === SEARCHABLE_STATE) count(partitionKeyOf(doc));
    }
    for (const [key, n] of writes) {
      const partition = this.partitions.get(key);
      // A partition this batch creates starts stale when the batch is large, so a bulk load sorts once.
      if (n > inPlaceWriteBudget(partition?.size ?? 0)) (partition ?? this.createPartition(key)).markStale();
    }
    return new Set(writes.keys());
  }

  private unindex(doc: ListingDocument): void {
    if (doc.state === SEARCHABLE_STATE) this.partitions.get(partitionKeyOf(doc))?.delete(doc);
  }

  /** Drops emptied partitions so their text indexes' memory goes with them; done after a batch so a partition is never dropped and re-created within one. */
  private dropEmpty(keys: Iterable<string>): void {
    for (const key of keys) if (this.partitions.get(key)?.size === 0) this.partitions.delete(key);
  }

  private partitionFor(doc: ListingDocument): ListingPartition {
    const key = partitionKeyOf(doc);
    return this.partitions.get(key) ?? this.createPartition(key);
  }

  private createPartition(key: string): ListingPartition {
    const partition = new ListingPartition();
    this.partitions.set(key, partition);
    return partition;
  }
}

/** NUL cannot occur in a game or product type slug, so no two pairs share a key. */
function partitionKey(gameType: string, productType: string): string {
  return `${gameType}\u0000${productType}`;
}

function partitionKeyOf(doc: ListingDocument): string {
  return partitionKey(doc.gameType, doc.productType);
}

/** Keeps `best` sorted by score (descending) and at most `limit` long. */
function insertByScore<T extends { score: number }>(best: T[], entry: T, limit: number): void {
  let i = best.length;
  while (i > 0 && (best[i - 1]?.score ?? Infinity) < entry.score) i--;
  best.splice(i, 0, entry);
  if (best.length > limit) best.pop();
}
