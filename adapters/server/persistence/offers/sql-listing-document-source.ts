import type { ListingDocument } from '../../../../application/catalog/ports/index.ts';
import type { ListingDocumentSource } from '../../../../application/offers/index.ts';
import { listingDocumentsByIds } from '../catalog/listing-documents.ts';
import type { Database } from '../shared/database.ts';

/** Listing documents read back from the `listings` rows after a write, with the seller joined in. */
export class SqlListingDocumentSource implements ListingDocumentSource {
  constructor(private readonly db: Database) {}

  documents(ids: readonly string[]): Promise<readonly ListingDocument[]> {
    return listingDocumentsByIds(this.db, ids);
  }
}
