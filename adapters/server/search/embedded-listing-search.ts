import { err, ok, type Result } from 'neverthrow';
import type { DomainError } from '../../../domain/index.ts';
import type { ListingDocument, ListingIndex, ListingSearch, ListingSearchQuery, ListingSearchResult, PartitionDocuments } from '../../../application/catalog/ports/index.ts';
import { inPlaceWriteBudget, ListingPartition } from './listing-partition.ts';
import { partitionKey, partitionKeyOf, PartitionLoads, type LoadedPartition } from './partition-loads.ts';
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
 * Built without a reader, the engine holds exactly what it was given (tests,
 * benches): listings in other states than AVAILABLE are held (for `size`)
 * but indexed nowhere, since no search can return them.
 *
 * Built with a {@link PartitionDocuments} reader (the server), it starts
 * empty and loads a partition from the database when it is first searched,
 * so the server answers in seconds whatever the catalog's size; `warmUp`
 * then loads the rest in the background. It holds only searchable listings:
 * a load reads nothing else, and a write of another state just takes the
 * listing out. Writes racing loads: see {@link PartitionLoads.recordWrites}.
 */
export class EmbeddedListingSearch implements ListingSearch, ListingIndex {
  private readonly partitions = new Map<string, ListingPartition>();
  private readonly documents = new Map<string, ListingDocument>();
  private readonly loads: PartitionLoads | undefined;

  constructor(reader?: PartitionDocuments) {
    this.loads = reader === undefined ? undefined : new PartitionLoads(reader, (loaded) => this.install(loaded));
  }

  async search(query: ListingSearchQuery): Promise<Result<ListingSearchResult, DomainError>> {
    const validated = validateSearchQuery(query);
    if (validated.isErr()) return err(validated.error);
    const valid = validated.value;
    const loaded = await this.loads?.load(valid.gameType, valid.productType);
    if (loaded?.isErr() === true) return err(loaded.error);
    const partition = this.partitions.get(partitionKey(valid.gameType, valid.productType));
    return ok(partition === undefined ? EMPTY_RESULT : searchPartition(partition, valid));
  }

  /**
   * Loads every partition not in memory yet, biggest first, one at a time
   * (searches keep being answered between batches); afterwards the engine
   * holds the whole catalog, as one that was filled up front. Concurrent calls
   * share one warm-up; a failed one is retried by the next call.
   */
  async warmUp(): Promise<Result<{ listings: number; seconds: number }, DomainError>> {
    const started = performance.now();
    const warmed = (await this.loads?.warmUp()) ?? ok(undefined);
    return warmed.map(() => ({ listings: this.documents.size, seconds: (performance.now() - started) / 1000 }));
  }

  /** Stops loading partitions (the server is closing); what is in memory still answers. */
  close(): void {
    this.loads?.close();
  }

  /**
   * Title search across every game and product type, for the site-wide search
   * box: the best `limit` AVAILABLE listings by relevance. Scores come from
   * each partition's own statistics, so the merge across partitions is a good
   * ranking, not an exact one.
   *
   * It needs every partition, so on a fresh start it waits for the warm-up
   * (starting it if need be): the site search box answers late rather than
   * answering from the partitions that happen to be loaded.
   */
  async searchAll(text: string, limit: number): Promise<Result<readonly ListingDocument[], DomainError>> {
    if (!hasSearchableWords(text) || limit <= 0) return ok([]);
    const warmed = await this.loads?.warmUp();
    if (warmed?.isErr() === true) return err(warmed.error);
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
    this.loads?.recordWrites(latest.values());
    this.write(latest.values());
  }

  async remove(ids: readonly string[]): Promise<void> {
    this.loads?.recordRemovals(ids);
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

  /** How many listings are held; with a reader, once the warm-up has loaded them all (searchable listings only). */
  async size(): Promise<number> {
    await this.loads?.warmUp();
    return this.documents.size;
  }

  /** Applies upserts, already recorded for the loads in flight. */
  private write(documents: Iterable<ListingDocument>): void {
    const docs = [...documents];
    const touched = this.markStaleWhereCheaper(docs);
    for (const doc of docs) {
      const previous = this.documents.get(doc.id);
      if (previous !== undefined) {
        this.unindex(previous);
        this.documents.delete(doc.id);
      }
      if (!this.holds(doc)) continue;
      this.documents.set(doc.id, doc);
      if (doc.state === SEARCHABLE_STATE) this.partitionFor(doc).add(doc);
    }
    this.dropEmpty(touched);
  }

  /**
   * Whether the engine keeps this document. With a reader: only a searchable
   * one, of a partition in memory; a partition not loaded yet will read the
   * row from the database, at least as new as this write.
   */
  private holds(doc: ListingDocument): boolean {
    return this.loads === undefined || (doc.state === SEARCHABLE_STATE && this.loads.isLoaded(partitionKeyOf(doc)));
  }

  /**
   * Puts a freshly read partition in place, in one synchronous step. The
   * writes that arrived during the read win over it: the load's copies of
   * those rows are dropped and the writes re-applied. Any other row the load
   * read is at least as new as what the engine holds (a listing that moved
   * here from a loaded partition before the load began), so it replaces it.
   */
  private install({ key, partition, documents, writes }: LoadedPartition): void {
    for (const id of writes.keys()) {
      const read = documents.get(id);
      if (read !== undefined) partition.delete(read);
    }
    for (const doc of documents.values()) {
      if (writes.has(doc.id)) continue;
      const previous = this.documents.get(doc.id);
      if (previous !== undefined) this.removeHeld(previous);
      this.documents.set(doc.id, doc);
    }
    if (partition.size > 0) this.partitions.set(key, partition);
    // The other writes were applied when they arrived (their partitions were loaded, or will read them).
    const replay: ListingDocument[] = [];
    for (const doc of writes.values()) if (doc !== null && partitionKeyOf(doc) === key) replay.push(doc);
    this.write(replay);
  }

  private removeHeld(doc: ListingDocument): void {
    const key = partitionKeyOf(doc);
    this.unindex(doc);
    this.documents.delete(doc.id);
    this.dropEmpty([key]);
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
      if (doc.state === SEARCHABLE_STATE && this.holds(doc)) count(partitionKeyOf(doc));
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

/** Keeps `best` sorted by score (descending) and at most `limit` long. */
function insertByScore<T extends { score: number }>(best: T[], entry: T, limit: number): void {
  let i = best.length;
  while (i > 0 && (best[i - 1]?.score ?? Infinity) < entry.score) i--;
  best.splice(i, 0, entry);
  if (best.length > limit) best.pop();
}
