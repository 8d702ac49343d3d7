import type { ListingDocument, ListingPartitionSize, PartitionDocuments } from '../../../application/catalog/ports/index.ts';
import type { ListingSearchEngine } from './listing-search.conformance-queries.ts';

/**
 * An in-memory "database" of listings behind the {@link PartitionDocuments}
 * port, as the SQL adapter reads it: keyset batches in id order, each batch
 * read from the rows as they are when it is asked for. `beforeBatch` lets a
 * test hold a load between two batches and write meanwhile.
 */
export class FakePartitionDocuments implements PartitionDocuments {
  readonly rows = new Map<string, ListingDocument>();
  /** How many partition reads were started. */
  reads = 0;
  /** The next this-many reads fail before reading anything. */
  failures = 0;
  beforeBatch: ((gameType: string, productType: string, batch: number) => Promise<void>) | undefined;

  constructor(private readonly batchSize = 2) {}

  async *ofPartition(gameType: string, productType: string): AsyncGenerator<ListingDocument[]> {
    this.reads += 1;
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('database unavailable');
    }
    let after = '';
    for (let n = 0; ; n += 1) {
      await this.beforeBatch?.(gameType, productType, n);
      const batch = [...this.rows.values()]
        .filter((doc) => doc.gameType === gameType && doc.productType === productType && doc.state === 'AVAILABLE' && doc.id > after)
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .slice(0, this.batchSize);
      if (batch.length === 0) return;
      yield batch;
      after = batch[batch.length - 1]?.id ?? after;
    }
  }

  async partitionSizes(): Promise<ListingPartitionSize[]> {
    const sizes = new Map<string, ListingPartitionSize>();
    for (const doc of this.rows.values()) {
      if (doc.state !== 'AVAILABLE') continue;
      const key = `${doc.gameType}/${doc.productType}`;
      const size = sizes.get(key) ?? { gameType: doc.gameType, productType: doc.productType, listings: 0 };
      sizes.set(key, { ...size, listings: size.listings + 1 });
    }
    return [...sizes.values()].sort((a, b) => b.listings - a.listings);
  }

  /** Commits rows, as a seller's edit or a stock change would. */
  commit(documents: readonly ListingDocument[]): void {
    for (const doc of documents) this.rows.set(doc.id, doc);
  }
}

/**
 * An engine the way the server runs it: writes commit to the database first,
 * then reach the index (as SyncListingIndex rereads rows after the commit).
 */
export function writingThrough(database: FakePartitionDocuments, engine: ListingSearchEngine): ListingSearchEngine {
  return {
    search: (query) => engine.search(query),
    size: () => engine.size(),
    upsert: async (documents) => {
      database.commit(documents);
      await engine.upsert(documents);
    },
    remove: async (ids) => {
      for (const id of ids) database.rows.delete(id);
      await engine.remove(ids);
    },
  };
}

/** A gate a test opens when it is ready: `wait` resolves once `open` is called. */
export function gate(): { wait: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}
