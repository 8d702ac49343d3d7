/** The tables of the order lifecycle after payment: timeline, delivery, progress, disputes, reviews, penalties, notifications, the staff's audit log. Part of the one SQL schema (see ../schema.ts). */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StaffAuditAction, StaffAuditTarget } from '../../../../domain/shared/audit/staff-audit.ts';
import { users } from '../accounts/schema.ts';
import { orders } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const orderId = () =>
  text('order_id')
    .notNull()
    .references(() => orders.id);

/** What happened to an order, oldest first: the page's timeline. `by`: buyer, seller, staff, system. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: orderId(),
    at: at('at').notNull(),
    kind: text('kind').notNull(),
    by: text('by').notNull(),
    actorId: text('actor_id'),
    note: text('note'),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/**
 * What the seller delivered (one row per order; a redelivery replaces it).
 * Credentials are stored only as AES-256-GCM ciphertext (`secret`, base64 of
 * iv ‖ tag ‖ ciphertext, key from the config); `loginHint` is the login's
 * first characters, shown before the buyer reveals the rest.
 */
export const orderDeliveries = pgTable('order_deliveries', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id),
  kind: text('kind').notNull(),
  text: text('text'),
  loginHint: text('login_hint'),
  secret: text('secret'),
  files: jsonb('files').$type<readonly { fileId: string; name: string; size: number; contentType: string }[]>(),
  note: text('note'),
  deliveredAt: at('delivered_at').notNull(),
});

/** Every reveal of delivered credentials: who, when. */
export const orderDeliveryViews = pgTable(
  'order_delivery_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: orderId(),
    userId: text('user_id').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('order_delivery_views_order_idx').on(t.orderId)],
);

/** A booster's progress posts. */
export const orderProgress = pgTable(
  'order_progress',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: orderId(),
    at: at('at').notNull(),
    percent: integer('percent'),
    rank: text('rank'),
    note: text('note'),
  },
  (t) => [index('order_progress_order_idx').on(t.orderId, t.id), check('order_progress_percent_check', sql`${t.percent} IS NULL OR (${t.percent} >= 0 AND ${t.percent} <= 100)`)],
);

/** One dispute per order (a warranty claim after a resolved dispute reopens the same row). */
export const orderDisputes = pgTable(
  'order_disputes',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id),
    reason: text('reason').notNull(),
    openedAt: at('opened_at').notNull(),
    warrantyClaim: integer('warranty_claim').notNull().default(0),
    resolvedAt: at('resolved_at'),
    /** COMPLETE, REFUND, PARTIAL_REFUND, TIMEOUT_REFUND; null while open. */
    outcome: text('outcome'),
  },
  (t) => [index('order_disputes_open_idx').on(t.resolvedAt, t.openedAt)],
);

export const orderDisputeMessages = pgTable(
  'order_dispute_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: orderId(),
    at: at('at').notNull(),
    by: text('by').notNull(),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
  },
  (t) => [index('order_dispute_messages_order_idx').on(t.orderId, t.id)],
);

/** The buyer's review of a completed order: one per order. */
export const orderReviews = pgTable(
  'order_reviews',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id),
    buyerId: text('buyer_id').notNull(),
    sellerId: text('seller_id').notNull(),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    at: at('at').notNull(),
  },
  (t) => [index('order_reviews_seller_idx').on(t.sellerId, t.at), check('order_reviews_stars_check', sql`${t.stars} BETWEEN 1 AND 5`)],
);

/** Penalties charged to sellers (also in the ledger: `penalties:seller:{id}`), for `/dashboard/penalties`. */
export const orderPenalties = pgTable(
  'order_penalties',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: orderId(),
    sellerId: text('seller_id').notNull(),
    reason: text('reason').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    at: at('at').notNull(),
  },
  (t) => [uniqueIndex('order_penalties_order_reason_idx').on(t.orderId, t.reason), index('order_penalties_seller_idx').on(t.sellerId, t.at)],
);

/** Every staff action: who, when, what (action on target) and why. Append-only. */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull(),
    staffId: text('staff_id').notNull(),
    // Typed so that a writer with an action the labels do not know fails to compile, not only the locale test.
    action: text('action').$type<StaffAuditAction>().notNull(),
    targetType: text('target_type').$type<StaffAuditTarget>().notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [index('staff_audit_log_target_idx').on(t.targetType, t.targetId), index('staff_audit_log_staff_idx').on(t.staffId, t.at)],
);

/**
 * Where the buyer wants an order's refund (`CREDITS` unless they chose `CARD`
 * on an order paid by card) and, once a refund went to the card, its
 * progress: pending (the credits held towards `psp:{provider}`, the provider
 * asked), succeeded (the hold posted) or failed (the hold voided: the money
 * stays in credits). One row per order.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id),
    destination: text('destination').notNull(),
    cardState: text('card_state'),
    amountMinor: integer('amount_minor'),
    currency: text('currency'),
    provider: text('provider'),
    providerPaymentId: text('provider_payment_id'),
    holdId: text('hold_id'),
    providerRefundId: text('provider_refund_id'),
    failure: text('failure'),
    requestedAt: at('requested_at'),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    check('order_refunds_destination', sql`${t.destination} IN ('CREDITS', 'CARD')`),
    check('order_refunds_card_state', sql`${t.cardState} IS NULL OR ${t.cardState} IN ('pending', 'succeeded', 'failed')`),
  ],
);
