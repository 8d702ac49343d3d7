import { err, ok, type Result } from 'neverthrow';
import type { DomainError } from '../../../domain/index.ts';
import type { ListingDocument, PartitionDocuments } from '../../../application/catalog/ports/index.ts';
import { ListingPartition } from './listing-partition.ts';
import { searchUnavailable } from './search-errors.ts';

/**
 * What the index was asked to do to a listing while a partition was loading:
 * its latest document, or null once removed. Only the last write per id is
 * kept: each write carries the whole row as read after its commit.
 */
export type WriteLog = Map<string, ListingDocument | null>;

/** A partition read from the database, handed to the engine in one synchronous step. */
export interface LoadedPartition {
  readonly key: string;
  readonly partition: ListingPartition;
  /** The documents the load read, by id (all of them were added to `partition`). */
  readonly documents: ReadonlyMap<string, ListingDocument>;
  /** The writes that arrived while the load was reading: newer than (or as new as) what it read. */
  readonly writes: WriteLog;
}

interface Load {
  readonly done: Promise<Result<undefined, DomainError>>;
  readonly writes: WriteLog;
  /** Started by the warm-up, not by a search waiting for it: gives way to the loads searches wait for. */
  readonly background: boolean;
}

/** NUL cannot occur in a game or product type slug, so no two pairs share a key. */
export function partitionKey(gameType: string, productType: string): string {
  return `${gameType}\u0000${productType}`;
}

export function partitionKeyOf(doc: ListingDocument): string {
  return partitionKey(doc.gameType, doc.productType);
}

/** How many listings a load indexes between two turns of the event loop. */
const ADDS_PER_TURN = 250;

/** Lets timers, I/O and other requests run between two slices of a load. */
const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Which partitions of the embedded engine are in memory, and the loads that
 * bring the others in: one load per partition at a time (concurrent searches
 * of a cold partition share it), a failed load forgotten so the next search
 * retries, and the warm-up that loads them all in the background.
 *
 * Writes and loads race; see `recordWrites` for why none is lost.
 */
export class PartitionLoads {
  private readonly loaded = new Set<string>();
  private readonly inFlight = new Map<string, Load>();
  /** Partitions written to while not loaded: the warm-up's list of partitions may predate them. */
  private readonly writtenWhileUnloaded = new Map<string, readonly [gameType: string, productType: string]>();
  /** Set by a finished warm-up: every partition is in memory, including ones no listing has yet. */
  private everything = false;
  private warming: Promise<Result<undefined, DomainError>> | undefined;
  private closed = false;

  constructor(
    private readonly reader: PartitionDocuments,
    private readonly install: (loaded: LoadedPartition) => void,
  ) {}

  isLoaded(key: string): boolean {
    return this.everything || this.loaded.has(key);
  }

  get warm(): boolean {
    return this.everything;
  }

  /**
   * Called with every write before the engine applies it. A write to a
   * partition that is neither loaded nor loading is dropped by the engine:
   * its listing was re-read after the commit, so a load that starts later
   * reads the row as new as the write or newer. A load already reading may
   * have read the row before the commit, so every load in flight logs the
   * write, and the write wins over the load's copy when the load finishes.
   * Every load logs every write, whatever its partition: a listing whose game
   * or type changed leaves a partition its old row may have been read into.
   */
  recordWrites(documents: Iterable<ListingDocument>): void {
    for (const doc of documents) {
      for (const load of this.inFlight.values()) load.writes.set(doc.id, doc);
      const key = partitionKeyOf(doc);
      if (!this.isLoaded(key) && !this.inFlight.has(key)) this.writtenWhileUnloaded.set(key, [doc.gameType, doc.productType]);
    }
  }

  recordRemovals(ids: Iterable<string>): void {
    for (const id of ids) for (const load of this.inFlight.values()) load.writes.set(id, null);
  }

  /** Loads one partition unless it is in memory; a failure is a value, and is not remembered. */
  load(gameType: string, productType: string, background = false): Promise<Result<undefined, DomainError>> {
    const key = partitionKey(gameType, productType);
    if (this.isLoaded(key)) return Promise.resolve(ok(undefined));
    const running = this.inFlight.get(key);
    if (running !== undefined) return running.done;
    const writes: WriteLog = new Map();
    // Registered in this same tick, before the first read is sent: no write can slip between the two.
    const done = this.read(gameType, productType, background).then(
      ({ partition, documents }) => {
        this.inFlight.delete(key);
        this.loaded.add(key);
        this.install({ key, partition, documents, writes });
        return ok<undefined, DomainError>(undefined);
      },
      (error: unknown) => {
        this.inFlight.delete(key);
        return err<undefined, DomainError>(searchUnavailable(error));
      },
    );
    this.inFlight.set(key, { done, writes, background });
    return done;
  }

  /**
   * Resolves once no search is waiting for a load. The warm-up waits for this between its batches: a
   * visitor's first search of a cold partition then shares the database and the CPU with nothing else
   * (at 1M listings it took 5.5 s from the spawn with the warm-up competing).
   */
  private async searchesServed(): Promise<void> {
    for (;;) {
      const waitedFor = [...this.inFlight.values()].filter((load) => !load.background);
      if (waitedFor.length === 0) return;
      await Promise.all(waitedFor.map((load) => load.done));
    }
  }

  /**
   * Loads every partition, biggest first and one at a time, so the process
   * keeps answering meanwhile. Concurrent callers share one warm-up; a failed
   * one is forgotten, so the next caller starts it again.
   */
  warmUp(): Promise<Result<undefined, DomainError>> {
    if (this.everything) return Promise.resolve(ok(undefined));
    this.warming ??= this.loadEverything().then((result) => {
      this.warming = undefined;
      return result;
    });
    return this.warming;
  }

  /** Stops loading: loads in flight fail at their next batch, the warm-up at its next partition. */
  close(): void {
    this.closed = true;
  }

  private async loadEverything(): Promise<Result<undefined, DomainError>> {
    // Cleared before the list is read: a partition written to before then is on the list.
    this.writtenWhileUnloaded.clear();
    let sizes;
    try {
      sizes = await this.reader.partitionSizes();
    } catch (error) {
      return err(searchUnavailable(error));
    }
    const pending = sizes.map((p) => [p.gameType, p.productType] as const);
    for (;;) {
      for (const [gameType, productType] of pending) {
        if (this.closed) return err(searchUnavailable(new Error('the search engine was closed')));
        await this.searchesServed();
        const loaded = await this.load(gameType, productType, true);
        if (loaded.isErr()) return loaded;
      }
      // Loads that searches started (of pairs the list did not name) finish before "everything" may be claimed.
      await Promise.all([...this.inFlight.values()].map((load) => load.done));
      pending.length = 0;
      for (const [key, pair] of this.writtenWhileUnloaded) if (!this.isLoaded(key)) pending.push(pair);
      this.writtenWhileUnloaded.clear();
      if (pending.length === 0 && this.inFlight.size === 0) break;
    }
    // Synchronous with the last check above: nothing can be written in between.
    this.everything = true;
    this.loaded.clear();
    return ok(undefined);
  }

  private async read(gameType: string, productType: string, background: boolean): Promise<{ partition: ListingPartition; documents: Map<string, ListingDocument> }> {
    const partition = new ListingPartition();
    // A bulk load: the orders are sorted once, at the first search, not kept sorted listing by listing.
    partition.markStale();
    const documents = new Map<string, ListingDocument>();
    for await (const batch of this.reader.ofPartition(gameType, productType)) {
      if (this.closed) throw new Error('the search engine was closed');
      for (let i = 0; i < batch.length; i++) {
        const doc = batch[i];
        if (doc === undefined || documents.has(doc.id)) continue;
        documents.set(doc.id, doc);
        partition.add(doc);
        // Indexing a listing's text is the costly part: a request waits for at most one slice of it.
        if (i % ADDS_PER_TURN === ADDS_PER_TURN - 1) await yieldToEventLoop();
      }
      await yieldToEventLoop();
      if (background) await this.searchesServed();
    }
    return { partition, documents };
  }
}
