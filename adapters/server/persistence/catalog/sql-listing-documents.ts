import { eq } from 'drizzle-orm';
import type { ListingDocument, ListingDocuments, ListingPartitionSize, PartitionDocuments } from '../../../../application/catalog/ports/index.ts';
import type { Database } from '../shared/database.ts';
import { listings } from '../schema.ts';
import { listingDocumentsByIds, readPartitionDocuments, readPartitionSizes } from './listing-documents.ts';

/** {@link ListingDocuments} and {@link PartitionDocuments} read with their sellers from the listings table. */
export class SqlListingDocuments implements ListingDocuments, PartitionDocuments {
  constructor(private readonly db: Database) {}

  byIds(ids: readonly string[]): Promise<ListingDocument[]> {
    return listingDocumentsByIds(this.db, ids);
  }

  async idsOfSeller(sellerId: string): Promise<string[]> {
    return (await this.db.select({ id: listings.id }).from(listings).where(eq(listings.sellerId, sellerId))).map((r) => r.id);
  }

  ofPartition(gameType: string, productType: string): AsyncIterable<readonly ListingDocument[]> {
    return readPartitionDocuments(this.db, gameType, productType);
  }

  partitionSizes(): Promise<ListingPartitionSize[]> {
    return readPartitionSizes(this.db);
  }
}
