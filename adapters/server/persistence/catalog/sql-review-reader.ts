import { aliasedTable, and, desc, eq, isNotNull, isNull, ne, notInArray, type SQL } from 'drizzle-orm';
import type { PublicReviewRecord, ReviewReader } from '../../../../application/catalog/ports/review-reader.ts';
import type { Database } from '../shared/database.ts';
import { orderReviews, orders, users } from '../schema.ts';

const buyers = aliasedTable(users, 'buyers');

/** Reviews joined to their order, seller and buyer; a seller who is banned, removed or erased is never shown. */
export class SqlReviewReader implements ReviewReader {
  constructor(private readonly db: Database) {}

  async recentWithComments(limit: number, excludeGames: readonly string[]): Promise<readonly PublicReviewRecord[]> {
    const where: SQL[] = [isNotNull(orderReviews.comment), ne(orderReviews.comment, ''), eq(users.removed, false), eq(users.banned, false), isNull(users.deletedAt)];
    if (excludeGames.length > 0) where.push(notInArray(orders.gameType, [...excludeGames]));
    const rows = await this.db
      .select({
        orderId: orderReviews.orderId,
        stars: orderReviews.stars,
        comment: orderReviews.comment,
        at: orderReviews.at,
        buyerName: buyers.username,
        sellerName: users.username,
        sellerSlug: users.slug,
        gameType: orders.gameType,
        productType: orders.productType,
        title: orders.title,
      })
      .from(orderReviews)
      .innerJoin(orders, eq(orders.id, orderReviews.orderId))
      .innerJoin(users, eq(users.id, orderReviews.sellerId))
      .innerJoin(buyers, eq(buyers.id, orderReviews.buyerId))
      .where(and(...where))
      .orderBy(desc(orderReviews.at), desc(orderReviews.orderId))
      .limit(limit);
    return rows.map((r) => ({ ...r, comment: r.comment ?? '' }));
  }
}
