import { and, count, eq, sql } from 'drizzle-orm';
import type { SellerStats } from '../../../../application/shopping/ports/index.ts';
import type { Database } from '../shared/database.ts';
import { orderDisputes, orders, users } from '../schema.ts';

/** Seller facts: completed sales from the users row (the counter the order lifecycle keeps), disputes from the orders, and whether the user sells. */
export class SqlSellerStats implements SellerStats {
  constructor(private readonly db: Database) {}

  async completedSalesOf(userId: string): Promise<number | undefined> {
    const [row] = await this.db.select({ sales: users.completedSales }).from(users).where(eq(users.id, userId)).limit(1);
    return row?.sales;
  }

  async disputesOf(userId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(orderDisputes).innerJoin(orders, eq(orders.id, orderDisputes.orderId)).where(eq(orders.sellerId, userId));
    return row?.n ?? 0;
  }

  async isSeller(userId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.removed, false), sql`${users.roles} && ARRAY['SELLER', 'BULK_SELLER']::text[]`))
      .limit(1);
    return rows.length > 0;
  }
}
