import { SELLER_STANDING_CHANGES, type ChangeFeed } from '../shared/ports/index.ts';
import type { ListingDocuments, ListingIndex } from './ports/index.ts';

/** The change-feed collection whose ids are listings whose stock or state changed (see `announceStock`). */
export const LISTING_CHANGES = 'listings';

/**
 * Keeps the search index in step with listing writes — a seller's offer
 * edits, staff moderation, stock taken by an order, given back by an expiry
 * or a cancellation — in this process and in the others. Writers only
 * announce the id through their outbox; this rereads the row after the commit,
 * so the index never shows a stock level that was rolled back. Every process
 * follows the feed, so each embedded index (one per process) and a shared
 * Meilisearch index alike catch up. Ids arriving close together are read in
 * one query: a checkout of many lines costs one round trip, not one per line.
 */
export class SyncListingIndex {
  private pending = new Set<string>();
  private running: Promise<void> | undefined;
  private readonly appliedListeners = new Set<() => void>();

  constructor(
    private readonly documents: ListingDocuments,
    private readonly index: ListingIndex,
    private readonly reportError: (error: unknown) => void,
  ) {}

  /** Follows the feed until the returned function is called. */
  follow(changes: ChangeFeed): () => void {
    return changes.subscribe((change) => {
      if (change.collection === LISTING_CHANGES) return this.changed([change.id]);
      if (change.collection === SELLER_STANDING_CHANGES) return this.sellerChanged(change.id);
      return undefined;
    });
  }

  /**
   * Calls `listener` each time a batch of changes has reached the index: what reuses pages built from
   * search results (the anonymous page cache) drops them then, not at the change itself, which the
   * index has not applied yet. Returns the unsubscribe.
   */
  onApplied(listener: () => void): () => void {
    this.appliedListeners.add(listener);
    return () => this.appliedListeners.delete(listener);
  }

  /** Rereads every listing of a seller whose standing changed (a ban hides them all, an unban shows them again). */
  async sellerChanged(sellerId: string): Promise<void> {
    try {
      const ids = await this.documents.idsOfSeller(sellerId);
      if (ids.length > 0) await this.changed(ids);
    } catch (error) {
      this.reportError(error);
    }
  }

  /** Rereads the listings and writes them into the index; resolves once they are in. */
  async changed(ids: readonly string[]): Promise<void> {
    for (const id of ids) this.pending.add(id);
    // One batch at a time: ids that arrive meanwhile wait for the next batch.
    while (this.running !== undefined) await this.running;
    if (this.pending.size === 0) return;
    const batch = [...this.pending];
    this.pending = new Set();
    this.running = this.apply(batch).finally(() => {
      this.running = undefined;
    });
    await this.running;
  }

  private async apply(ids: readonly string[]): Promise<void> {
    try {
      const documents = await this.documents.byIds(ids);
      // A deleted offer keeps its row; the index drops it like a row that is gone.
      const kept = documents.filter((d) => d.state !== 'DELETED');
      const found = new Set(kept.map((d) => d.id));
      if (kept.length > 0) await this.index.upsert(kept);
      const gone = ids.filter((id) => !found.has(id));
      if (gone.length > 0) await this.index.remove(gone);
    } catch (error) {
      // The listing page reads stock fresh; a missed index write only skews search until the next write.
      this.reportError(error);
    } finally {
      for (const listener of this.appliedListeners) listener();
    }
  }
}
