import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { OrderLifecycleRecords, StoredDelivery, TimelineEntry } from '../../../../application/orders/index.ts';
import type { BoostProgress, DisputeMessage, DisputeQueueEntry, DisputeReason, OrderEventKind, PenaltyView } from '../../../../contracts/orders/index.ts';
import { mustMoney, type CurrencyCode, type OrderState } from '../../../../domain/index.ts';
import type { Database } from '../shared/database.ts';
import { orderDeliveries, orderDeliveryViews, orderDisputeMessages, orderDisputes, orderEvents, orderPenalties, orderProgress, orderReviews, orders, users } from '../schema.ts';

/** The order lifecycle's records in their tables (lifecycle-schema.ts); writes join the ambient transaction. */
export class SqlOrderLifecycleRecords implements OrderLifecycleRecords {
  constructor(private readonly db: Database) {}

  async appendEvent(orderId: string, e: Parameters<OrderLifecycleRecords['appendEvent']>[1]): Promise<void> {
    await this.db.insert(orderEvents).values({ orderId, at: e.at, kind: e.kind, by: e.by, actorId: e.actorId, note: e.note });
  }

  async timeline(orderId: string): Promise<readonly TimelineEntry[]> {
    const rows = await this.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
    return rows.map((r) => ({ id: String(r.id), at: r.at, kind: r.kind as OrderEventKind, by: r.by as TimelineEntry['by'], note: r.note }));
  }

  async saveDelivery(orderId: string, d: StoredDelivery): Promise<void> {
    const row = {
      kind: d.kind,
      text: d.kind === 'text' ? d.text : null,
      loginHint: d.kind === 'credentials' ? d.loginHint : null,
      secret: d.kind === 'credentials' ? d.secret : null,
      files: d.kind === 'files' ? d.files : null,
      note: d.kind === 'files' ? d.note : null,
      deliveredAt: d.deliveredAt,
    };
    await this.db.insert(orderDeliveries).values({ orderId, ...row }).onConflictDoUpdate({ target: orderDeliveries.orderId, set: row });
  }

  async delivery(orderId: string): Promise<StoredDelivery | undefined> {
    const [r] = await this.db.select().from(orderDeliveries).where(eq(orderDeliveries.orderId, orderId));
    if (r === undefined) return undefined;
    if (r.kind === 'credentials') return { kind: 'credentials', loginHint: r.loginHint ?? '', secret: r.secret ?? '', deliveredAt: r.deliveredAt };
    if (r.kind === 'files') return { kind: 'files', files: r.files ?? [], note: r.note, deliveredAt: r.deliveredAt };
    return { kind: 'text', text: r.text ?? '', deliveredAt: r.deliveredAt };
  }

  async logDeliveryView(orderId: string, userId: string, at: Date): Promise<void> {
    await this.db.insert(orderDeliveryViews).values({ orderId, userId, at });
  }

  async deliveryViews(orderId: string): Promise<number> {
    const [r] = await this.db.select({ n: count() }).from(orderDeliveryViews).where(eq(orderDeliveryViews.orderId, orderId));
    return r?.n ?? 0;
  }

  async addProgress(orderId: string, p: { at: Date; percent: number | null; rank: string | null; note: string | null }): Promise<string> {
    const [r] = await this.db.insert(orderProgress).values({ orderId, ...p }).returning({ id: orderProgress.id });
    return String(r?.id ?? '');
  }

  async progress(orderId: string): Promise<readonly BoostProgress[]> {
    const rows = await this.db.select().from(orderProgress).where(eq(orderProgress.orderId, orderId)).orderBy(asc(orderProgress.id));
    return rows.map((r) => ({ id: String(r.id), at: r.at.toISOString(), percent: r.percent, rank: r.rank, note: r.note }));
  }

  async openDispute(orderId: string, d: { reason: DisputeReason; at: Date; warrantyClaim: boolean }): Promise<void> {
    const row = { reason: d.reason, openedAt: d.at, warrantyClaim: d.warrantyClaim ? 1 : 0, resolvedAt: null, outcome: null };
    await this.db.insert(orderDisputes).values({ orderId, ...row }).onConflictDoUpdate({ target: orderDisputes.orderId, set: row });
  }

  async closeDispute(orderId: string, outcome: string, at: Date): Promise<void> {
    await this.db.update(orderDisputes).set({ outcome, resolvedAt: at }).where(and(eq(orderDisputes.orderId, orderId), isNull(orderDisputes.resolvedAt)));
  }

  async addDisputeMessage(orderId: string, m: { at: Date; by: 'buyer' | 'seller' | 'staff'; authorId: string; body: string }): Promise<void> {
    await this.db.insert(orderDisputeMessages).values({ orderId, ...m });
  }

  async dispute(orderId: string): ReturnType<OrderLifecycleRecords['dispute']> {
    const [d] = await this.db.select().from(orderDisputes).where(eq(orderDisputes.orderId, orderId));
    if (d === undefined) return undefined;
    const rows = await this.db
      .select({ m: orderDisputeMessages, name: users.username })
      .from(orderDisputeMessages)
      .innerJoin(users, eq(users.id, orderDisputeMessages.authorId))
      .where(eq(orderDisputeMessages.orderId, orderId))
      .orderBy(asc(orderDisputeMessages.id));
    const messages: DisputeMessage[] = rows.map(({ m, name }) => ({ id: String(m.id), at: m.at.toISOString(), by: m.by as DisputeMessage['by'], authorName: name, body: m.body }));
    return {
      reason: d.reason as DisputeReason,
      openedAt: d.openedAt.toISOString(),
      resolvedAt: d.resolvedAt?.toISOString() ?? null,
      outcome: d.outcome as never,
      warrantyClaim: d.warrantyClaim === 1,
      messages,
    };
  }

  async openDisputes(limit: number): Promise<readonly DisputeQueueEntry[]> {
    const buyer = sql<string>`(select username from users b where b.id = ${orders.buyerId})`;
    const rows = await this.db
      .select({ o: orders, d: orderDisputes, seller: users.username, buyer, messages: sql<number>`(select count(*)::int from order_dispute_messages m where m.order_id = ${orders.id})` })
      .from(orderDisputes)
      .innerJoin(orders, eq(orders.id, orderDisputes.orderId))
      .innerJoin(users, eq(users.id, orders.sellerId))
      .where(and(isNull(orderDisputes.resolvedAt), eq(orders.state, 'disputed')))
      .orderBy(sql`${orders.disputeAnswerDueAt} asc nulls last`, asc(orderDisputes.openedAt))
      .limit(limit);
    return rows.map(({ o, d, seller, buyer: buyerName, messages }) => ({
      orderId: o.id,
      title: o.title,
      productType: o.productType,
      state: o.state as OrderState,
      buyerName,
      sellerName: seller,
      total: mustMoney(o.totalMinor, o.currency as CurrencyCode),
      reason: d.reason as DisputeReason,
      openedAt: d.openedAt.toISOString(),
      answerDueAt: o.disputeAnswerDueAt?.toISOString() ?? null,
      sellerAnswered: o.disputeAnsweredAt !== null,
      messages: Number(messages),
    }));
  }

  async disputeCount(userId: string): Promise<number> {
    const [r] = await this.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.state, 'disputed'), or(eq(orders.buyerId, userId), eq(orders.sellerId, userId))));
    return r?.n ?? 0;
  }

  async openDisputeCount(): Promise<number> {
    const [r] = await this.db.select({ n: count() }).from(orders).where(eq(orders.state, 'disputed'));
    return r?.n ?? 0;
  }

  async addReview(orderId: string, r: { buyerId: string; sellerId: string; stars: number; comment: string | null; at: Date }): Promise<boolean> {
    const rows = await this.db.insert(orderReviews).values({ orderId, ...r }).onConflictDoNothing().returning({ orderId: orderReviews.orderId });
    return rows.length > 0;
  }

  async review(orderId: string): ReturnType<OrderLifecycleRecords['review']> {
    const [r] = await this.db.select().from(orderReviews).where(eq(orderReviews.orderId, orderId));
    return r === undefined ? undefined : { stars: r.stars, comment: r.comment, at: r.at.toISOString() };
  }

  async refreshSellerRating(sellerId: string): Promise<number | null> {
    const [r] = await this.db.select({ mean: sql<string | null>`avg(${orderReviews.stars})`, n: count() }).from(orderReviews).where(eq(orderReviews.sellerId, sellerId));
    const mean = r === undefined || r.n === 0 || r.mean === null ? null : Math.round(Number(r.mean) * 100) / 100;
    await this.db.update(users).set({ productRating: mean ?? 0 }).where(eq(users.id, sellerId));
    return mean;
  }

  async addPenalty(p: { orderId: string; sellerId: string; reason: 'late_cancelled'; amountMinor: number; currency: string; at: Date }): Promise<void> {
    await this.db.insert(orderPenalties).values(p).onConflictDoNothing();
  }

  async penaltiesOf(sellerId: string, limit: number): Promise<readonly PenaltyView[]> {
    const rows = await this.db
      .select({ p: orderPenalties, title: orders.title })
      .from(orderPenalties)
      .innerJoin(orders, eq(orders.id, orderPenalties.orderId))
      .where(eq(orderPenalties.sellerId, sellerId))
      .orderBy(desc(orderPenalties.at))
      .limit(limit);
    return rows.map(({ p, title }) => ({ id: String(p.id), orderId: p.orderId, title, reason: 'late_cancelled', amount: mustMoney(p.amountMinor, p.currency as CurrencyCode), at: p.at.toISOString() }));
  }

  async completedSalesOf(sellerId: string): Promise<number> {
    const [r] = await this.db.select({ n: users.completedSales }).from(users).where(eq(users.id, sellerId));
    return r?.n ?? 0;
  }

  async disputesOf(sellerId: string): Promise<number> {
    const [r] = await this.db.select({ n: count() }).from(orderDisputes).innerJoin(orders, eq(orders.id, orderDisputes.orderId)).where(eq(orders.sellerId, sellerId));
    return r?.n ?? 0;
  }

  async countCompletedSale(sellerId: string): Promise<void> {
    await this.db
      .update(users)
      .set({ completedSales: sql`${users.completedSales} + 1` })
      .where(eq(users.id, sellerId));
  }

  async namesOf(userIds: readonly string[]): Promise<ReadonlyMap<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db.select({ id: users.id, name: users.username }).from(users).where(inArray(users.id, [...userIds]));
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}
