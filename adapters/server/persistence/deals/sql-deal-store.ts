import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { BuyRequestRecord, CustomOfferRecord, DealStore, RequestOfferRecord } from '../../../../application/deals/index.ts';
import type { CustomOfferState, RequestOfferState, RequestState } from '../../../../domain/index.ts';
import type { Database } from '../shared/database.ts';
import { buyRequests, customOffers, requestOffers } from '../schema.ts';

const offerOf = (r: typeof customOffers.$inferSelect): CustomOfferRecord => ({
  id: r.id,
  conversationId: r.conversationId,
  sellerId: r.sellerId,
  buyerId: r.buyerId,
  gameType: r.gameType,
  productType: r.productType,
  title: r.title,
  description: r.description,
  unitPriceMinor: r.unitPriceMinor,
  quantity: r.quantity,
  deliveryDuration: r.deliveryDuration,
  state: r.state as CustomOfferState,
  expiresAt: r.expiresAt,
  orderGroupId: r.orderGroupId,
  createdAt: r.createdAt,
});

const requestOf = (r: typeof buyRequests.$inferSelect): BuyRequestRecord => ({
  id: r.id,
  buyerId: r.buyerId,
  gameType: r.gameType,
  productType: r.productType,
  title: r.title,
  description: r.description,
  budgetMinor: r.budgetMinor,
  currency: r.currency,
  deadline: r.deadline,
  state: r.state as RequestState,
  acceptedOfferId: r.acceptedOfferId,
  orderId: r.orderId,
  createdAt: r.createdAt,
});

const answerOf = (r: typeof requestOffers.$inferSelect): RequestOfferRecord => ({ ...r, state: r.state as RequestOfferState });

/** Custom offers, requests and their offers in SQL; the ambient transaction (the unit of work) carries every call. */
export class SqlDealStore implements DealStore {
  constructor(private readonly db: Database) {}

  async insertCustomOffer(o: CustomOfferRecord): Promise<void> {
    await this.db.insert(customOffers).values({ ...o, answeredAt: null });
  }

  async lockCustomOffer(id: string): Promise<CustomOfferRecord | undefined> {
    const [row] = await this.db.select().from(customOffers).where(eq(customOffers.id, id)).for('update');
    return row === undefined ? undefined : offerOf(row);
  }

  async updateCustomOffer(id: string, patch: { readonly state: CustomOfferState; readonly at: Date; readonly orderGroupId?: string }): Promise<void> {
    await this.db
      .update(customOffers)
      .set({ state: patch.state, answeredAt: patch.at, ...(patch.orderGroupId === undefined ? {} : { orderGroupId: patch.orderGroupId }) })
      .where(eq(customOffers.id, id));
  }

  async customOffersOf(conversationId: string, limit: number): Promise<readonly CustomOfferRecord[]> {
    const rows = await this.db.select().from(customOffers).where(eq(customOffers.conversationId, conversationId)).orderBy(desc(customOffers.createdAt)).limit(limit);
    return rows.map(offerOf);
  }

  async insertRequest(r: BuyRequestRecord): Promise<void> {
    await this.db.insert(buyRequests).values({ ...r, updatedAt: r.createdAt });
  }

  async findRequest(id: string): Promise<BuyRequestRecord | undefined> {
    const [row] = await this.db.select().from(buyRequests).where(eq(buyRequests.id, id));
    return row === undefined ? undefined : requestOf(row);
  }

  async lockRequest(id: string): Promise<BuyRequestRecord | undefined> {
    const [row] = await this.db.select().from(buyRequests).where(eq(buyRequests.id, id)).for('update');
    return row === undefined ? undefined : requestOf(row);
  }

  async updateRequest(id: string, patch: { readonly state: RequestState; readonly at: Date; readonly acceptedOfferId?: string; readonly orderId?: string }): Promise<void> {
    await this.db
      .update(buyRequests)
      .set({
        state: patch.state,
        updatedAt: patch.at,
        ...(patch.acceptedOfferId === undefined ? {} : { acceptedOfferId: patch.acceptedOfferId }),
        ...(patch.orderId === undefined ? {} : { orderId: patch.orderId }),
      })
      .where(eq(buyRequests.id, id));
  }

  async requestsOf(buyerId: string, limit: number): Promise<readonly BuyRequestRecord[]> {
    const rows = await this.db.select().from(buyRequests).where(eq(buyRequests.buyerId, buyerId)).orderBy(desc(buyRequests.createdAt)).limit(limit);
    return rows.map(requestOf);
  }

  async openRequests(filter: { readonly gameType?: string; readonly limit: number }): Promise<readonly BuyRequestRecord[]> {
    const open = eq(buyRequests.state, 'open');
    const where = filter.gameType === undefined ? open : and(open, eq(buyRequests.gameType, filter.gameType));
    const rows = await this.db.select().from(buyRequests).where(where).orderBy(desc(buyRequests.createdAt)).limit(filter.limit);
    return rows.map(requestOf);
  }

  async upsertRequestOffer(o: RequestOfferRecord): Promise<RequestOfferRecord> {
    // A seller's new answer replaces their open one; an answer already accepted or rejected is not reopened.
    const [row] = await this.db
      .insert(requestOffers)
      .values(o)
      .onConflictDoUpdate({
        target: [requestOffers.requestId, requestOffers.sellerId],
        set: { priceMinor: o.priceMinor, deliveryDuration: o.deliveryDuration, message: o.message, createdAt: o.createdAt },
        setWhere: sql`${requestOffers.state} = 'open'`,
      })
      .returning();
    if (row !== undefined) return answerOf(row);
    const [kept] = await this.db.select().from(requestOffers).where(and(eq(requestOffers.requestId, o.requestId), eq(requestOffers.sellerId, o.sellerId)));
    if (kept === undefined) throw new Error('request offer vanished inside its transaction');
    return answerOf(kept);
  }

  async requestOffers(requestId: string): Promise<readonly RequestOfferRecord[]> {
    const rows = await this.db.select().from(requestOffers).where(eq(requestOffers.requestId, requestId)).orderBy(requestOffers.priceMinor, requestOffers.createdAt);
    return rows.map(answerOf);
  }

  async closeRequestOffers(requestId: string, acceptedId: string | null): Promise<void> {
    const open = and(eq(requestOffers.requestId, requestId), eq(requestOffers.state, 'open'));
    if (acceptedId !== null) await this.db.update(requestOffers).set({ state: 'accepted' }).where(and(open, eq(requestOffers.id, acceptedId)));
    await this.db
      .update(requestOffers)
      .set({ state: 'rejected' })
      .where(acceptedId === null ? open : and(open, ne(requestOffers.id, acceptedId)));
  }
}
