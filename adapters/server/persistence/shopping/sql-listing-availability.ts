import { eq, inArray } from 'drizzle-orm';
import type { ListingAvailability, ListingStockState } from '../../../../application/shopping/ports/index.ts';
import type { Database } from '../shared/database.ts';
import { buyerFacingState } from '../catalog/listing-documents.ts';
import { listings, users } from '../schema.ts';

/** Current stock straight from the listings table (never the search index, which may lag), by primary key in one query; a banned or removed seller's listings read as HIDDEN. */
export class SqlListingAvailability implements ListingAvailability {
  constructor(private readonly db: Database) {}

  async stockOf(ids: readonly string[]): Promise<readonly ListingStockState[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({
        id: listings.id,
        state: buyerFacingState,
        quantity: listings.quantity,
        maxQuantity: listings.maxQuantity,
        purchaseBehavior: listings.purchaseBehavior,
      })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.sellerId))
      .where(inArray(listings.id, [...new Set(ids)]));
  }
}
