/** The payments tables: payments, the provider events already applied, and cards kept for renewals. Part of the one SQL schema (see ../schema.ts). */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { createdAt } from '../shared/columns.ts';

const minor = (name: string) => bigint(name, { mode: 'number' });

/**
 * One row per payment, with its machine state (domain/payments). Amounts are
 * minor units of `currency`: what was asked, what arrived (an invoice may be
 * under- or over-paid) and what was refunded. The status only ever moves
 * along the machine's table, which the application enforces under a row lock.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** TOP_UP, ORDER_GROUP or MEMBERSHIP (ig-plus). */
    purpose: text('purpose').notNull(),
    orderGroupId: text('order_group_id'),
    /** CREDITS, CARD or CRYPTO. */
    method: text('method').notNull(),
    /** The provider's name: `credits`, `local`, `stripe`. */
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    status: text('status').notNull(),
    /** capture, invoice or credits (how money comes in). */
    collection: text('collection').notNull(),
    currency: text('currency').notNull(),
    amountMinor: minor('amount_minor').notNull(),
    receivedMinor: minor('received_minor').notNull().default(0),
    refundedMinor: minor('refunded_minor').notNull().default(0),
    failureReason: text('failure_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('payments_provider_payment_idx').on(t.provider, t.providerPaymentId),
    check('payments_amounts_check', sql`${t.amountMinor} > 0 AND ${t.receivedMinor} >= 0 AND ${t.refundedMinor} >= 0 AND ${t.refundedMinor} <= ${t.receivedMinor}`),
    check('payments_status_check', sql`${t.status} IN ('created', 'requires_action', 'pending', 'succeeded', 'failed', 'expired', 'refunded')`),
    check('payments_purpose_check', sql`(${t.purpose} IN ('TOP_UP', 'MEMBERSHIP') AND ${t.orderGroupId} IS NULL) OR (${t.purpose} = 'ORDER_GROUP' AND ${t.orderGroupId} IS NOT NULL)`),
  ],
);

/** Provider events already applied, so a duplicated webhook changes nothing. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * The card a user keeps for ig-plus renewals, one per user: the provider keeps
 * the number; we keep its customer and method ids and what its owner is shown.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    methodId: text('method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('saved_cards_user_idx').on(t.userId), check('saved_cards_expiry_check', sql`${t.expMonth} BETWEEN 1 AND 12`)],
);
