import { eq, inArray } from 'drizzle-orm';
import type { BuyerMembership, ListingPrices, QuotableListing } from '../../../../application/shopping/ports/checkout-facts.ts';
import type { OrderLineFact, OrderLineFacts } from '../../../../application/shopping/ports/order-line-facts.ts';
import { buyerFacingState } from '../catalog/listing-documents.ts';
import type { Database } from '../shared/database.ts';
import { listings, productTypes, users } from '../schema.ts';

/**
 * Stored prices, stock, volume-discount tiers and product-type fees straight
 * from the tables (never the search index, which may lag), by primary key in
 * one joined query. A banned or removed seller's listings read as HIDDEN, so
 * the quote and the order refuse them.
 */
export class SqlListingPrices implements ListingPrices {
  constructor(private readonly db: Database) {}

  async quotableListings(ids: readonly string[]): Promise<readonly QuotableListing[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({
        id: listings.id,
        state: buyerFacingState,
        quantity: listings.quantity,
        maxQuantity: listings.maxQuantity,
        purchaseBehavior: listings.purchaseBehavior,
        priceMinor: listings.priceMinor,
        volumeDiscount: listings.volumeDiscount,
        typeValue: productTypes.value,
        typeLabel: productTypes.label,
        serviceFee: productTypes.serviceFee,
        netFeeMinor: productTypes.netFeeMinor,
      })
      .from(listings)
      .innerJoin(productTypes, eq(productTypes.value, listings.productType))
      .innerJoin(users, eq(users.id, listings.sellerId))
      .where(inArray(listings.id, [...new Set(ids)]));
    return rows.map(({ typeValue, typeLabel, serviceFee, netFeeMinor, ...listing }) => ({
      ...listing,
      productType: { value: typeValue, label: typeLabel, serviceFee, netFeeMinor },
    }));
  }
}

/** The ig-plus flag from the user's own row. */
export class SqlBuyerMembership implements BuyerMembership {
  constructor(private readonly db: Database) {}

  async igPlusActiveOf(userId: string): Promise<boolean | undefined> {
    const [row] = await this.db.select({ igPlusActive: users.igPlusActive }).from(users).where(eq(users.id, userId)).limit(1);
    return row?.igPlusActive;
  }
}

/** The seller, title, game, type and delivery time an order copies from its listing. */
export class SqlOrderLineFacts implements OrderLineFacts {
  constructor(private readonly db: Database) {}

  async orderLineFacts(ids: readonly string[]): Promise<readonly OrderLineFact[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({
        id: listings.id,
        sellerId: listings.sellerId,
        title: listings.title,
        gameType: listings.gameType,
        productType: listings.productType,
        deliveryDuration: listings.deliveryDuration,
      })
      .from(listings)
      .where(inArray(listings.id, [...new Set(ids)]));
  }
}
