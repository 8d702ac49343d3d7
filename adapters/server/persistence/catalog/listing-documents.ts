import { and, asc, desc, eq, gt, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { ListingDocument, ListingPartitionSize } from '../../../../application/catalog/ports/index.ts';
import type { Database } from '../shared/database.ts';
import { listings, users } from '../schema.ts';

const columns = {
  listing: listings,
  sellerName: users.username,
  sellerSlug: users.slug,
  sellerRating: users.productRating,
  sellerOut: sql<boolean>`(${users.banned} or ${users.removed})`.mapWith(Boolean),
};

type Row = { listing: typeof listings.$inferSelect; sellerName: string; sellerSlug: string; sellerRating: number; sellerOut: boolean };

/**
 * The state a buyer sees: a listing of a banned or removed seller is HIDDEN
 * whatever its own state, which is kept so an unban brings it back as it was.
 * Every buyer-facing read (search, cart check, checkout) uses this.
 */
export const buyerFacingState: SQL<string> = sql<string>`case when ${users.banned} or ${users.removed} then 'HIDDEN' else ${listings.state} end`;

/** A listing row and its seller as the search engine holds them. */
export function toListingDocument(l: typeof listings.$inferSelect, seller: { username: string; slug: string; productRating: number; banned?: boolean; removed?: boolean }): ListingDocument {
  return toDocument({ listing: l, sellerName: seller.username, sellerSlug: seller.slug, sellerRating: seller.productRating, sellerOut: seller.banned === true || seller.removed === true });
}

function toDocument({ listing: l, sellerName, sellerSlug, sellerRating, sellerOut }: Row): ListingDocument {
  return {
    id: l.id,
    gameType: l.gameType,
    productType: l.productType,
    title: l.title,
    description: l.description,
    sellerId: l.sellerId,
    sellerName,
    sellerSlug,
    sellerRating,
    priceMinor: l.priceMinor,
    quantity: l.quantity,
    maxQuantity: l.maxQuantity,
    minQuantity: l.minQuantity,
    incrementalQuantity: l.incrementalQuantity,
    purchaseBehavior: l.purchaseBehavior,
    deliveryDuration: l.deliveryDuration,
    image: l.images[0] ?? null,
    state: sellerOut ? 'HIDDEN' : l.state,
    tags: l.tags,
    platform: l.platform,
    volumeDiscount: l.volumeDiscount,
    recommendedScore: l.recommendedScore,
    createdAt: l.createdAt.getTime(),
  };
}

/**
 * Reads the listings `where` selects as search documents, in id order and in
 * batches (keyset pagination: each batch is an index range scan from the last
 * id, never an offset or a sort of everything), so that a large catalog loads
 * without holding all rows at once. Each batch is a fresh statement: it sees
 * every write committed before it starts.
 */
async function* readDocumentsInIdOrder(db: Database, where: SQL | undefined, batchSize: number): AsyncGenerator<ListingDocument[]> {
  let after = '';
  for (;;) {
    const rows = await db
      .select(columns)
      .from(listings)
      .innerJoin(users, eq(users.id, listings.sellerId))
      .where(and(where, gt(listings.id, after)))
      .orderBy(asc(listings.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map(toDocument);
    after = rows[rows.length - 1]?.listing.id ?? after;
    if (rows.length < batchSize) return;
  }
}

/** Every listing, whatever its state, as the search engine holds them. */
export function readListingDocuments(db: Database, batchSize = 5000): AsyncGenerator<ListingDocument[]> {
  return readDocumentsInIdOrder(db, undefined, batchSize);
}

/** A buyer can find the listing: AVAILABLE, and its seller neither banned nor removed. */
const searchable: SQL | undefined = and(eq(listings.state, 'AVAILABLE'), not(users.banned), not(users.removed));

/** The searchable listings of one (game, product type), read along `listings_partition_idx`. */
export function readPartitionDocuments(db: Database, gameType: string, productType: string, batchSize = 500): AsyncGenerator<ListingDocument[]> {
  return readDocumentsInIdOrder(db, and(eq(listings.gameType, gameType), eq(listings.productType, productType), searchable), batchSize);
}

/** Every (game, product type) with searchable listings, biggest first. */
export async function readPartitionSizes(db: Database): Promise<ListingPartitionSize[]> {
  const listingsCount = sql<number>`count(*)::int`;
  return db
    .select({ gameType: listings.gameType, productType: listings.productType, listings: listingsCount })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(searchable)
    .groupBy(listings.gameType, listings.productType)
    .orderBy(desc(listingsCount));
}

/** The search documents of some listings, after they were written. */
export async function listingDocumentsByIds(db: Database, ids: readonly string[]): Promise<ListingDocument[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(columns)
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(and(inArray(listings.id, [...ids])));
  return rows.map(toDocument);
}
