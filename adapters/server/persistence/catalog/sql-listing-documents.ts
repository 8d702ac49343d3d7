import { eq } from 'drizzle-orm';
import type { ListingDocument, ListingDocuments } from '../../../../application/catalog/ports/index.ts';
import type { Database } from '../shared/database.ts';
import { listings } from '../schema.ts';
import { listingDocumentsByIds } from './listing-documents.ts';

/** {@link ListingDocuments} read with their sellers from the listings table. */
export class SqlListingDocuments implements ListingDocuments {
  constructor(private readonly db: Database) {}

  byIds(ids: readonly string[]): Promise<ListingDocument[]> {
    return listingDocumentsByIds(this.db, ids);
  }

  async idsOfSeller(sellerId: string): Promise<string[]> {
    return (await this.db.select({ id: listings.id }).from(listings).where(eq(listings.sellerId, sellerId))).map((r) => r.id);
  }
}
