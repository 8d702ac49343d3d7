import type { ListingIndex } from '../catalog/ports/index.ts';
import type { ListingDocumentSource } from './ports/index.ts';

/**
 * Puts offer writes in front of buyers: after a write commits, the changed
 * listings are read back as search documents and upserted into the listing
 * index (its existing port, so the embedded engine and Meilisearch both
 * follow), and deleted ones removed. A paused or sold-out offer is upserted
 * with its state, which every search filters to AVAILABLE, so it disappears
 * from the public listing at once and reappears on resume without a reload.
 */
export class ListingIndexSync {
  constructor(
    private readonly source: ListingDocumentSource,
    private readonly index: ListingIndex,
  ) {}

  async reindex(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const documents = await this.source.documents(ids);
    const deleted = documents.filter((d) => d.state === 'DELETED').map((d) => d.id);
    const kept = documents.filter((d) => d.state !== 'DELETED');
    if (kept.length > 0) await this.index.upsert(kept);
    if (deleted.length > 0) await this.index.remove(deleted);
  }
}
