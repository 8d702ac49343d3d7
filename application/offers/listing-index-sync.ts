import { LISTING_CHANGES } from '../catalog/index.ts';
import type { Outbox } from '../shared/ports/index.ts';

/**
 * Puts offer writes in front of buyers: inside the writer's unit of work the
 * changed listing ids go into the outbox, committed with the write; after the
 * commit the outbox publishes them on the change feed and every server
 * process's `SyncListingIndex` rereads them into its own index (one embedded
 * index per process, or the shared Meilisearch index). Through the outbox, a
 * process that dies between its commit and the announcement leaves the
 * announcement to another (announced directly, the other workers would serve
 * a stale search until restarted), and a rolled-back write is never
 * announced. The unit of work resolves once this process's listeners are
 * done, so the seller's next look at the public listing, answered here,
 * already shows the change. A paused or sold-out offer is kept with its
 * state, which every search filters to AVAILABLE; a deleted one is removed.
 */
export class ListingIndexSync {
  constructor(private readonly outbox: Outbox) {}

  /** Inside a unit of work (outside one the outbox throws: a bug). */
  announce(ids: readonly string[]): Promise<void> {
    return this.outbox.addAll([...new Set(ids)].map((id) => ({ type: 'ListingChanged', collection: LISTING_CHANGES, id })));
  }
}
