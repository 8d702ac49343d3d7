import { sql } from 'drizzle-orm';
import type { StockReservations } from '../../../../application/orders/index.ts';
import type { Database } from '../shared/database.ts';

/**
 * Stock as one conditional UPDATE per line: it takes the row lock, and
 * under READ COMMITTED a racing checkout re-reads the committed quantity
 * after the lock is released, so `quantity >= n` decides on the truth and
 * no concurrency oversells (the `listings_quantity_nonnegative` CHECK backs
 * it up). Reaching 0 turns the listing SOLD_OUT in the same statement.
 */
export class SqlStockReservations implements StockReservations {
  constructor(private readonly db: Database) {}

  async reserve(productId: string, quantity: number): Promise<boolean> {
    const result = (await this.db.execute(sql`
      UPDATE listings
         SET quantity = quantity - ${quantity},
             state = CASE WHEN quantity - ${quantity} = 0 THEN 'SOLD_OUT' ELSE state END,
             updated_at = now()
       WHERE id = ${productId} AND quantity >= ${quantity} AND state = 'AVAILABLE'
      RETURNING 1 AS reserved`)) as unknown as { rows: unknown[] };
    return result.rows.length === 1;
  }

  async release(productId: string, quantity: number): Promise<void> {
    await this.db.execute(sql`
      UPDATE listings
         SET quantity = quantity + ${quantity},
             state = CASE WHEN state = 'SOLD_OUT' THEN 'AVAILABLE' ELSE state END,
             updated_at = now()
       WHERE id = ${productId}`);
  }
}
