import { eq } from 'drizzle-orm';
import type { CardRefund, CardRefundState, OrderRefundRecords, RefundDestination } from '../../../../application/orders/index.ts';
import { mustMoney, type CurrencyCode } from '../../../../domain/index.ts';
import type { Database } from '../shared/database.ts';
import { orderRefunds } from '../schema.ts';

type Row = typeof orderRefunds.$inferSelect;

function cardRefundOf(row: Row | undefined): CardRefund | undefined {
  if (row?.cardState == null || row.amountMinor === null || row.currency === null || row.provider === null || row.providerPaymentId === null || row.holdId === null) return undefined;
  return {
    orderId: row.orderId,
    state: row.cardState as CardRefundState,
    amount: mustMoney(row.amountMinor, row.currency as CurrencyCode),
    provider: row.provider,
    providerPaymentId: row.providerPaymentId,
    holdId: row.holdId,
    providerRefundId: row.providerRefundId,
    failure: row.failure,
  };
}

/** The `order_refunds` rows; writes join the ambient transaction. */
export class SqlOrderRefundRecords implements OrderRefundRecords {
  constructor(private readonly db: Database) {}

  async destinationOf(orderId: string): Promise<RefundDestination> {
    const [row] = await this.db.select({ destination: orderRefunds.destination }).from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).limit(1);
    return row?.destination === 'CARD' ? 'CARD' : 'CREDITS';
  }

  async setDestination(orderId: string, destination: RefundDestination): Promise<void> {
    await this.db.insert(orderRefunds).values({ orderId, destination }).onConflictDoUpdate({ target: orderRefunds.orderId, set: { destination } });
  }

  async cardRefund(orderId: string): Promise<CardRefund | undefined> {
    const [row] = await this.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).limit(1);
    return cardRefundOf(row);
  }

  async lockCardRefund(orderId: string): Promise<CardRefund | undefined> {
    const [row] = await this.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).for('update').limit(1);
    return cardRefundOf(row);
  }

  async startCardRefund(r: Omit<CardRefund, 'state' | 'providerRefundId' | 'failure'>, at: Date): Promise<void> {
    await this.db
      .update(orderRefunds)
      .set({ cardState: 'pending', amountMinor: r.amount.minor, currency: r.amount.currency, provider: r.provider, providerPaymentId: r.providerPaymentId, holdId: r.holdId, requestedAt: at })
      .where(eq(orderRefunds.orderId, r.orderId));
  }

  async resolveCardRefund(orderId: string, outcome: { state: 'succeeded'; providerRefundId: string } | { state: 'failed'; failure: string }, at: Date): Promise<void> {
    const change = outcome.state === 'succeeded' ? { providerRefundId: outcome.providerRefundId } : { failure: outcome.failure };
    await this.db.update(orderRefunds).set({ cardState: outcome.state, ...change, resolvedAt: at }).where(eq(orderRefunds.orderId, orderId));
  }
}
