import { and, count, eq, gte, isNotNull, or, sql } from 'drizzle-orm';
import type { InsightOrder, SellerInsightsReads } from '../../../../application/insights/index.ts';
import type { ConversationMessage, SellerRecord } from '../../../../domain/index.ts';
import type { Database } from '../shared/database.ts';
import { conversations, messages, orderDisputes, orders, users } from '../schema.ts';

/**
 * The control center's facts, read from the orders and messaging tables. The
 * figures themselves are computed in domain/insights; these queries only
 * narrow to the seller and the window (orders by their seller index).
 */
export class SqlSellerInsights implements SellerInsightsReads {
  constructor(private readonly db: Database) {}

  async paidOrdersSince(sellerId: string, since: Date): Promise<readonly InsightOrder[]> {
    const rows = await this.db
      .select({
        paidAt: orders.paidAt,
        state: orders.state,
        currency: orders.currency,
        lineTotalMinor: orders.lineTotalMinor,
        refundedMinor: orders.refundedMinor,
        feeMinor: orders.feeMinor,
        penaltyMinor: orders.penaltyMinor,
        productId: orders.productId,
        title: orders.title,
        deliveredAt: orders.deliveredAt,
        lateAt: orders.lateAt,
        cancelledAt: orders.cancelledAt,
        disputed: sql<boolean>`${orderDisputes.orderId} IS NOT NULL`,
      })
      .from(orders)
      .leftJoin(orderDisputes, eq(orderDisputes.orderId, orders.id))
      .where(and(eq(orders.sellerId, sellerId), isNotNull(orders.paidAt), gte(orders.paidAt, since)));
    return rows.flatMap((r) => (r.paidAt === null ? [] : [{ ...r, paidAt: r.paidAt, cancelled: r.state === 'cancelled', disputed: Boolean(r.disputed) }]));
  }

  async conversationMessagesSince(sellerId: string, since: Date): Promise<readonly ConversationMessage[]> {
    const rows = await this.db
      .select({ conversationId: messages.conversationId, senderId: messages.senderId, at: messages.createdAt })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(and(or(eq(conversations.userA, sellerId), eq(conversations.userB, sellerId)), gte(messages.createdAt, since)))
      .orderBy(messages.conversationId, messages.seq)
      // A cap so a seller with a flood of chats cannot make one call read them all; the median of 20,000 is representative.
      .limit(20_000);
    return rows.map((r) => ({ conversationId: r.conversationId, fromSeller: r.senderId === sellerId, at: r.at }));
  }

  async sellerBySlug(slug: string): Promise<({ readonly id: string } & SellerRecord) | undefined> {
    const [row] = await this.db
      .select({ id: users.id, completedSales: users.completedSales })
      .from(users)
      .where(and(eq(users.slug, slug), eq(users.removed, false), sql`${users.roles} && ARRAY['SELLER', 'BULK_SELLER']::text[]`))
      .limit(1);
    if (row === undefined) return undefined;
    const [disputes] = await this.db.select({ n: count() }).from(orderDisputes).innerJoin(orders, eq(orders.id, orderDisputes.orderId)).where(and(eq(orders.sellerId, row.id)));
    return { id: row.id, completedSales: row.completedSales, disputes: disputes?.n ?? 0 };
  }
}
