import { and, eq, sql } from 'drizzle-orm';
import type { SellerStats } from '../../../../application/shopping/ports/index.ts';
import type { Database } from '../shared/database.ts';
import { users } from '../schema.ts';

/** Seller facts from the users row: completed sales and whether the user sells. */
export class SqlSellerStats implements SellerStats {
  constructor(private readonly db: Database) {}

  async completedSalesOf(userId: string): Promise<number | undefined> {
    const [row] = await this.db.select({ sales: users.completedSales }).from(users).where(eq(users.id, userId)).limit(1);
    return row?.sales;
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
