import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { isOfferState } from '../../../../domain/index.ts';
import type { OfferQuery, OfferRecord, OfferStore } from '../../../../application/offers/index.ts';
import type { Database } from '../shared/database.ts';
import { listings } from '../schema.ts';

type Row = typeof listings.$inferSelect;

function toRecord(row: Row): OfferRecord {
  if (!isOfferState(row.state)) throw new Error(`listing ${row.id} has an unknown state ${row.state}`);
  return {
    id: row.id,
    sellerId: row.sellerId,
    gameType: row.gameType,
    productType: row.productType,
    tags: row.tags,
    platform: row.platform,
    title: row.title,
    description: row.description,
    priceMinor: row.priceMinor,
    quantity: row.quantity,
    minQuantity: row.minQuantity,
    incrementalQuantity: row.incrementalQuantity,
    volumeDiscount: row.volumeDiscount,
    deliveryDuration: row.deliveryDuration as OfferRecord['deliveryDuration'],
    purchaseBehavior: row.purchaseBehavior as OfferRecord['purchaseBehavior'],
    services: row.services,
    images: row.images,
    state: row.state,
    staffReason: row.staffReason,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function columnsOf(offer: OfferRecord) {
  return {
    gameType: offer.gameType,
    productType: offer.productType,
    tags: offer.tags as Record<string, string | string[]>,
    platform: offer.platform,
    title: offer.title,
    description: offer.description,
    priceMinor: offer.priceMinor,
    quantity: offer.quantity,
    minQuantity: offer.minQuantity,
    incrementalQuantity: offer.incrementalQuantity,
    volumeDiscount: offer.volumeDiscount === null ? null : { ...offer.volumeDiscount },
    deliveryDuration: offer.deliveryDuration,
    purchaseBehavior: offer.purchaseBehavior,
    services: offer.services.map((s) => ({ ...s })),
    images: [...offer.images],
    state: offer.state,
  };
}

/** `%` and `_` typed by a seller are letters, not wildcards. */
function likeWord(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Offers are the `listings` rows a seller owns; the store never reads another seller's. */
export class SqlOfferStore implements OfferStore {
  constructor(private readonly db: Database) {}

  async insert(offer: OfferRecord): Promise<void> {
    await this.db.insert(listings).values({ ...columnsOf(offer), id: offer.id, sellerId: offer.sellerId, createdAt: offer.createdAt, updatedAt: offer.updatedAt });
  }

  async findOwn(id: string, sellerId: string): Promise<OfferRecord | undefined> {
    const rows = await this.db.select().from(listings).where(and(eq(listings.id, id), eq(listings.sellerId, sellerId))).limit(1);
    const row = rows[0];
    return row === undefined ? undefined : toRecord(row);
  }

  async save(offer: OfferRecord): Promise<OfferRecord> {
    const rows = await this.db
      .update(listings)
      .set({ ...columnsOf(offer), updatedAt: new Date() })
      .where(and(eq(listings.id, offer.id), eq(listings.sellerId, offer.sellerId)))
      .returning();
    const row = rows[0];
    if (row === undefined) throw new Error(`offer ${offer.id} vanished while saved`);
    return toRecord(row);
  }

  async list(query: OfferQuery): Promise<{ readonly offers: readonly OfferRecord[]; readonly total: number }> {
    const conditions: SQL[] = [eq(listings.sellerId, query.sellerId)];
    if (query.states !== undefined) conditions.push(inArray(listings.state, [...query.states]));
    if (query.gameType !== undefined) conditions.push(eq(listings.gameType, query.gameType));
    if (query.productType !== undefined) conditions.push(eq(listings.productType, query.productType));
    for (const word of (query.text ?? '').split(/\s+/).filter((w) => w !== '').slice(0, 8)) conditions.push(ilike(listings.title, likeWord(word)));
    const where = and(...conditions);
    const [rows, totals] = await Promise.all([
      this.db.select().from(listings).where(where).orderBy(desc(listings.createdAt), desc(listings.id)).limit(query.limit).offset(query.offset),
      this.db.select({ n: count() }).from(listings).where(where),
    ]);
    return { offers: rows.map(toRecord), total: totals[0]?.n ?? 0 };
  }
}
