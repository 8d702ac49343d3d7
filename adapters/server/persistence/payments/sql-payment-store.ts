import { randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { NewPayment, PaymentChange, PaymentMethodName, PaymentStore, StoredPayment, WebhookEventLog } from '../../../../application/payments/ports/index.ts';
import { mustMoney, PAYMENT_STATES, type CurrencyCode, type PaymentCollection, type PaymentState, type PaymentStatus } from '../../../../domain/index.ts';
import type { Database } from '../shared/database.ts';
import { payments, paymentWebhookEvents } from '../schema.ts';

type Row = typeof payments.$inferSelect;

function statusOf(value: string): PaymentStatus {
  if ((PAYMENT_STATES as readonly string[]).includes(value)) return value as PaymentStatus;
  throw new Error(`payments row has an unknown status ${value}`);
}

function purposeOf(purpose: string, orderGroupId: string | null): StoredPayment['purpose'] {
  if (purpose === 'ORDER_GROUP' && orderGroupId !== null) return { kind: 'ORDER_GROUP', orderGroupId };
  return purpose === 'MEMBERSHIP' ? { kind: 'MEMBERSHIP' } : { kind: 'TOP_UP' };
}

function paymentOf(row: Row): StoredPayment {
  const state: PaymentState = {
    status: statusOf(row.status),
    collection: row.collection as PaymentCollection,
    amount: mustMoney(row.amountMinor, row.currency as CurrencyCode),
    receivedMinor: row.receivedMinor,
    refundedMinor: row.refundedMinor,
    failureReason: row.failureReason,
  };
  return {
    id: row.id,
    userId: row.userId,
    purpose: purposeOf(row.purpose, row.orderGroupId),
    method: row.method as PaymentMethodName,
    provider: row.provider,
    providerPaymentId: row.providerPaymentId,
    state,
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Payments in the `payments` table; every call joins the ambient unit of work. */
export class SqlPaymentStore implements PaymentStore {
  constructor(private readonly db: Database) {}

  async insert(payment: NewPayment): Promise<string> {
    // 96 random bits: unguessable, as a payment id appears in URLs of the provider's pages.
    const id = `pay_${randomBytes(12).toString('hex')}`;
    await this.db.insert(payments).values({
      id,
      userId: payment.userId,
      purpose: payment.purpose.kind,
      orderGroupId: payment.purpose.kind === 'ORDER_GROUP' ? payment.purpose.orderGroupId : null,
      method: payment.method,
      provider: payment.provider,
      status: payment.state.status,
      collection: payment.state.collection,
      currency: payment.amount.currency,
      amountMinor: payment.amount.minor,
      receivedMinor: payment.state.receivedMinor,
      refundedMinor: payment.state.refundedMinor,
      failureReason: payment.state.failureReason,
    });
    return id;
  }

  async find(id: string): Promise<StoredPayment | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.id, id)).limit(1);
    return row === undefined ? undefined : paymentOf(row);
  }

  async lock(id: string): Promise<StoredPayment | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.id, id)).for('update').limit(1);
    return row === undefined ? undefined : paymentOf(row);
  }

  async update(id: string, change: PaymentChange): Promise<void> {
    const { state } = change;
    await this.db
      .update(payments)
      .set({
        status: state.status,
        receivedMinor: state.receivedMinor,
        refundedMinor: state.refundedMinor,
        failureReason: state.failureReason,
        updatedAt: sql`now()`,
        ...(change.providerPaymentId === undefined ? {} : { providerPaymentId: change.providerPaymentId }),
        ...(change.expiresAt === undefined ? {} : { expiresAt: change.expiresAt }),
      })
      .where(eq(payments.id, id));
  }

  async listForUser(userId: string, limit: number): Promise<readonly StoredPayment[]> {
    const rows = await this.db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt), desc(payments.id)).limit(limit);
    return rows.map(paymentOf);
  }

  async listForOrderGroup(orderGroupId: string): Promise<readonly StoredPayment[]> {
    const rows = await this.db.select().from(payments).where(eq(payments.orderGroupId, orderGroupId)).orderBy(desc(payments.createdAt), desc(payments.id));
    return rows.map(paymentOf);
  }
}

/** Applied provider events in `payment_webhook_events`; the primary key makes a duplicate a no-op. */
export class SqlWebhookEventLog implements WebhookEventLog {
  constructor(private readonly db: Database) {}

  async record(provider: string, eventId: string, type: string): Promise<boolean> {
    const inserted = await this.db.insert(paymentWebhookEvents).values({ provider, eventId, type }).onConflictDoNothing().returning({ eventId: paymentWebhookEvents.eventId });
    return inserted.length === 1;
  }
}
