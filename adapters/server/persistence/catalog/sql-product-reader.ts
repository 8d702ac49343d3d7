import { and, arrayOverlaps, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PageWindow, ProductReader, ProductRecord, SellerOfferScope, SellerRecord } from '../../../../application/catalog/ports/product-reader.ts';
import type { Database } from '../shared/database.ts';
import { listings, orderDisputes, orderReviews, orders, users } from '../schema.ts';

/*
 * Drizzle writes a column of a one-table select without its table ("id"), so
 * inside a correlated subquery "id" would bind to the subquery's own table
 * (orders.id) instead of the outer user: every column there is named in full.
 */
const col = (table: string, column: string) => sql`${sql.identifier(table)}.${sql.identifier(column)}`;
const sellerId = col('users', 'id');
const orderId = col('orders', 'id');
const orderSeller = col('orders', 'seller_id');

const sellerColumns = {
  id: users.id,
  username: users.username,
  slug: users.slug,
  rating: users.productRating,
  // Counted live: a review is written once per order, and a product page reads one seller.
  reviewCount: sql<number>`(select count(*)::int from ${orderReviews} where ${col('order_reviews', 'seller_id')} = ${sellerId})`.mapWith(Number),
  country: users.country,
  avatar: users.avatar,
  roles: users.roles,
  completedSales: users.completedSales,
  // Counted as the order lifecycle counts them (every dispute ever opened on the seller's orders).
  disputes: sql<number>`(select count(*)::int from ${orderDisputes} inner join ${orders} on ${orderId} = ${col('order_disputes', 'order_id')} where ${orderSeller} = ${sellerId})`.mapWith(Number),
  memberSince: users.createdAt,
  crowns: users.crowns,
  // Minutes from payment to delivery, the median over every delivered order of the seller.
  medianDeliveryMinutes: sql<number | null>`(select round((percentile_cont(0.5) within group (order by extract(epoch from ${col('orders', 'delivered_at')} - ${col('orders', 'paid_at')})) / 60)::numeric) from ${orders} where ${orderSeller} = ${sellerId} and ${col('orders', 'delivered_at')} is not null and ${col('orders', 'paid_at')} is not null)`.mapWith((v) => (v === null ? null : Number(v))),
  removed: users.removed,
  banned: users.banned,
};

/** The listing states a product page shows (application/catalog/product-detail.ts SHOWN_STATES). */
const SHOWN_STATES = ['AVAILABLE', 'SOLD_OUT'];

/** A user anyone may see: the rule of isPublicUser, plus an erased account (it is marked removed too). */
const publicUser = and(eq(users.removed, false), eq(users.banned, false), isNull(users.deletedAt));

/** Listings and sellers by primary key (or slug), straight from the tables: a product page shows current stock. */
export class SqlProductReader implements ProductReader {
  constructor(private readonly db: Database) {}

  async productsByIds(ids: readonly string[]): Promise<readonly ProductRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ listing: listings, seller: sellerColumns })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.sellerId))
      .where(inArray(listings.id, [...new Set(ids)]));
    return rows.map(({ listing: l, seller }) => ({
      id: l.id,
      gameType: l.gameType,
      productType: l.productType,
      title: l.title,
      description: l.description,
      priceMinor: l.priceMinor,
      quantity: l.quantity,
      maxQuantity: l.maxQuantity,
      minQuantity: l.minQuantity,
      incrementalQuantity: l.incrementalQuantity,
      purchaseBehavior: l.purchaseBehavior,
      deliveryDuration: l.deliveryDuration,
      volumeDiscount: l.volumeDiscount,
      state: l.state,
      tags: l.tags,
      platform: l.platform,
      images: l.images,
      seller,
    }));
  }

  async sellerBySlug(slug: string): Promise<SellerRecord | undefined> {
    const [row] = await this.db.select(sellerColumns).from(users).where(eq(users.slug, slug)).limit(1);
    return row;
  }

  async sellersByIds(ids: readonly string[]): Promise<readonly SellerRecord[]> {
    if (ids.length === 0) return [];
    return this.db.select(sellerColumns).from(users).where(inArray(users.id, [...new Set(ids)]));
  }

  async offerScopesOf(sellerId: string): Promise<readonly SellerOfferScope[]> {
    return this.db
      .select({ gameType: listings.gameType, productType: listings.productType, count: count() })
      .from(listings)
      .where(and(eq(listings.sellerId, sellerId), eq(listings.state, 'AVAILABLE')))
      .groupBy(listings.gameType, listings.productType);
  }

  async countPublicProducts(gameTypes: readonly string[]): Promise<number> {
    if (gameTypes.length === 0) return 0;
    const [row] = await this.db.select({ n: count() }).from(listings).innerJoin(users, eq(users.id, listings.sellerId)).where(this.publicListing(gameTypes));
    return row?.n ?? 0;
  }

  async publicProducts(gameTypes: readonly string[], page: PageWindow): Promise<readonly { readonly id: string; readonly updatedAt: Date }[]> {
    if (gameTypes.length === 0 || page.limit <= 0) return [];
    return this.db
      .select({ id: listings.id, updatedAt: listings.updatedAt })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.sellerId))
      .where(this.publicListing(gameTypes))
      .orderBy(asc(listings.id))
      .offset(page.offset)
      .limit(page.limit);
  }

  async countPublicSellers(roles: readonly string[]): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(users).where(and(publicUser, arrayOverlaps(users.roles, [...roles])));
    return row?.n ?? 0;
  }

  async publicSellerSlugs(roles: readonly string[], page: PageWindow): Promise<readonly string[]> {
    if (page.limit <= 0) return [];
    const rows = await this.db
      .select({ slug: users.slug })
      .from(users)
      .where(and(publicUser, arrayOverlaps(users.roles, [...roles])))
      .orderBy(asc(users.slug))
      .offset(page.offset)
      .limit(page.limit);
    return rows.map((r) => r.slug);
  }

  private publicListing(gameTypes: readonly string[]) {
    return and(inArray(listings.state, SHOWN_STATES), inArray(listings.gameType, [...gameTypes]), publicUser);
  }
}
