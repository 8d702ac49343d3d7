import { and, desc, eq, isNotNull, max } from 'drizzle-orm';
import type { Acquaintance, TradePartners } from '../../../../application/messaging/index.ts';
import type { Database } from '../shared/database.ts';
import { orders } from '../schema.ts';

/** The other side of the user's paid orders (bought or sold), most recent first: an unpaid checkout is no trade. */
export class SqlTradePartners implements TradePartners {
  constructor(private readonly db: Database) {}

  async tradedWith(userId: string, limit: number): Promise<readonly Acquaintance[]> {
    // One grouped query per side (each on its own index), merged here.
    const side = async (mine: typeof orders.buyerId | typeof orders.sellerId, theirs: typeof orders.buyerId | typeof orders.sellerId) => {
      const last = max(orders.paidAt);
      return this.db
        .select({ userId: theirs, at: last })
        .from(orders)
        .where(and(eq(mine, userId), isNotNull(orders.paidAt)))
        .groupBy(theirs)
        .orderBy(desc(last))
        .limit(limit);
    };
    const latest = new Map<string, Date>();
    for (const row of [...(await side(orders.buyerId, orders.sellerId)), ...(await side(orders.sellerId, orders.buyerId))]) {
      const before = latest.get(row.userId);
      if (row.at !== null && (before === undefined || row.at > before)) latest.set(row.userId, row.at);
    }
    return [...latest].map(([id, at]) => ({ userId: id, at })).sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, limit);
  }
}
