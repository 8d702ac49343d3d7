import { inArray } from 'drizzle-orm';
import type { ListingAvailability, ListingStockState } from '../../../../application/shopping/ports/index.ts';
import type { Database } from '../shared/database.ts';
import { listings } from '../schema.ts';

/** Current stock straight from the listings table (never the search index, which may lag), by primary key in one query. */
export class SqlListingAvailability implements ListingAvailability {
  constructor(private readonly db: Database) {}

  async stockOf(ids: readonly string[]): Promise<readonly ListingStockState[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({
        id: listings.id,
        state: listings.state,
        quantity: listings.quantity,
        maxQuantity: listings.maxQuantity,
        purchaseBehavior: listings.purchaseBehavior,
      })
      .from(listings)
      .where(inArray(listings.id, [...new Set(ids)]));
  }
}
