import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { syntheticHistory, type PriceDay } from '../../../../domain/index.ts';
import type { PriceHistoryStore } from '../../../../application/tools/price-history-ports.ts';
import type { Database } from '../shared/database.ts';
import { priceSnapshots } from './schema.ts';

/** The price history in `price_snapshots`, computed from `listings` (on sale) and `orders` (paid that day). */
export class SqlPriceHistory implements PriceHistoryStore {
  constructor(private readonly db: Database) {}

  async recordDay(day: string): Promise<number> {
    const result = (await this.db.execute(sql`
      INSERT INTO price_snapshots (day, game_type, product_type, median_minor, lowest_minor, offer_count, sales, synthetic)
      SELECT ${day}::date, l.game_type, l.product_type,
        round(percentile_cont(0.5) WITHIN GROUP (ORDER BY l.price_minor))::int,
        min(l.price_minor)::int,
        count(*)::int,
        coalesce((SELECT sum(o.quantity) FROM orders o
          WHERE o.game_type = l.game_type AND o.product_type = l.product_type
            AND o.paid_at >= ${day}::date AND o.paid_at < ${day}::date + 1), 0)::int,
        false
      FROM listings l WHERE l.state = 'AVAILABLE'
      GROUP BY l.game_type, l.product_type
      ON CONFLICT (game_type, product_type, day) DO UPDATE SET
        median_minor = excluded.median_minor, lowest_minor = excluded.lowest_minor,
        offer_count = excluded.offer_count, sales = excluded.sales, synthetic = false
      RETURNING game_type`)) as unknown as { rows: unknown[] };
    return result.rows.length;
  }

  async backfillSynthetic(endDay: string, days: number): Promise<number> {
    const any = await this.db.select({ day: priceSnapshots.day }).from(priceSnapshots).limit(1);
    if (any.length > 0) return 0;
    const today = (await this.db.execute(sql`
      SELECT game_type, product_type, round(percentile_cont(0.5) WITHIN GROUP (ORDER BY price_minor))::int AS median, count(*)::int AS offers
      FROM listings WHERE state = 'AVAILABLE' GROUP BY game_type, product_type`)) as unknown as { rows: { game_type: string; product_type: string; median: number; offers: number }[] };
    const rows = today.rows.flatMap((r) => syntheticHistory({ gameType: r.game_type, productType: r.product_type, medianMinor: r.median, offerCount: r.offers, endDay, days }));
    for (let i = 0; i < rows.length; i += 1000) await this.db.insert(priceSnapshots).values(rows.slice(i, i + 1000)).onConflictDoNothing();
    return rows.length;
  }

  async series(gameType: string, fromDay: string): Promise<readonly PriceDay[]> {
    return this.db
      .select()
      .from(priceSnapshots)
      .where(and(eq(priceSnapshots.gameType, gameType), gte(priceSnapshots.day, fromDay)))
      .orderBy(asc(priceSnapshots.productType), asc(priceSnapshots.day));
  }

  async latest(): Promise<readonly PriceDay[]> {
    return this.db
      .selectDistinctOn([priceSnapshots.gameType, priceSnapshots.productType])
      .from(priceSnapshots)
      .orderBy(asc(priceSnapshots.gameType), asc(priceSnapshots.productType), sql`${priceSnapshots.day} DESC`);
  }
}
