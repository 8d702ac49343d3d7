import { eq } from 'drizzle-orm';
import type { OrderChatDirectory } from '../../../../application/messaging/ports/index.ts';
import type { Database } from '../shared/database.ts';
import { orders } from '../schema.ts';

/** An order's two sides and whether its dispute is open, read from the orders table (messaging knows an order only by id). */
export class SqlOrderChatDirectory implements OrderChatDirectory {
  constructor(private readonly db: Database) {}

  async partiesOf(orderId: string): Promise<{ readonly buyerId: string; readonly sellerId: string; readonly disputeOpen: boolean } | undefined> {
    const [row] = await this.db.select({ buyerId: orders.buyerId, sellerId: orders.sellerId, state: orders.state }).from(orders).where(eq(orders.id, orderId));
    return row === undefined ? undefined : { buyerId: row.buyerId, sellerId: row.sellerId, disputeOpen: row.state === 'disputed' };
  }
}
