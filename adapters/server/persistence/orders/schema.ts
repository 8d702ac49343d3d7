/** The orders tables: one group per checkout, one order per line. Amounts are minor units of the group's `currency`. Part of the one SQL schema (see ../schema.ts). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { listings } from '../catalog/schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const orderGroups = pgTable(
  'order_groups',
  {
    id: text('id').primaryKey(),
    buyerId: text('buyer_id').notNull().references(() => users.id),
    currency: text('currency').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    feeMinor: integer('fee_minor').notNull(),
    membershipDiscountMinor: integer('membership_discount_minor').notNull(),
    couponDiscountMinor: integer('coupon_discount_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    couponCode: text('coupon_code'),
    /** pending_payment, paid, payment_expired. */
    state: text('state').notNull(),
    placedAt: at('placed_at').notNull(),
    paymentDueAt: at('payment_due_at').notNull(),
    paidAt: at('paid_at'),
  },
  (t) => [
    index('order_groups_buyer_idx').on(t.buyerId, t.placedAt),
    check('order_groups_amounts_check', sql`${t.subtotalMinor} >= 0 AND ${t.feeMinor} >= 0 AND ${t.membershipDiscountMinor} >= 0 AND ${t.couponDiscountMinor} >= 0 AND ${t.totalMinor} >= 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id').notNull().references(() => orderGroups.id),
    /** The line's place in its group, so a group reads back in the cart's order. */
    position: integer('position').notNull(),
    buyerId: text('buyer_id').notNull().references(() => users.id),
    sellerId: text('seller_id').notNull().references(() => users.id),
    /** Null for a deal agreed in chat or on a request: no listing sold it. */
    productId: text('product_id').references(() => listings.id),
    title: text('title').notNull(),
    gameType: text('game_type').notNull(),
    productType: text('product_type').notNull(),
    deliveryDuration: text('delivery_duration').notNull(),
    quantity: integer('quantity').notNull(),
    currency: text('currency').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    lineTotalMinor: integer('line_total_minor').notNull(),
    feeMinor: integer('fee_minor').notNull(),
    membershipDiscountMinor: integer('membership_discount_minor').notNull(),
    couponDiscountMinor: integer('coupon_discount_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    /** The domain's ORDER_STATES (domain/orders/order.ts). */
    state: text('state').notNull(),
    placedAt: at('placed_at').notNull(),
    paymentDueAt: at('payment_due_at').notNull(),
    paidAt: at('paid_at'),
    cancelledAt: at('cancelled_at'),
    // The lifecycle after payment (domain OrderLifecycle): deadlines as data, the timers only wake the order up.
    deliveryDueAt: at('delivery_due_at'),
    lateAt: at('late_at'),
    buyerReminderAt: at('buyer_reminder_at'),
    autoCompleteAt: at('auto_complete_at'),
    cancelAnswerDueAt: at('cancel_answer_due_at'),
    disputeAnswerDueAt: at('dispute_answer_due_at'),
    warrantyEndsAt: at('warranty_ends_at'),
    settleAt: at('settle_at'),
    startedAt: at('started_at'),
    deliveredAt: at('delivered_at'),
    completedAt: at('completed_at'),
    settledAt: at('settled_at'),
    buyerRemindedAt: at('buyer_reminded_at'),
    cancelRequestedFrom: text('cancel_requested_from'),
    disputedFrom: text('disputed_from'),
    disputeAnsweredAt: at('dispute_answered_at'),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    penaltyMinor: integer('penalty_minor').notNull().default(0),
  },
  (t) => [
    index('orders_group_idx').on(t.groupId, t.position),
    index('orders_buyer_idx').on(t.buyerId, t.placedAt),
    index('orders_seller_idx').on(t.sellerId, t.placedAt),
    index('orders_state_idx').on(t.state),
    check('orders_quantity_check', sql`${t.quantity} > 0`),
    check(
      'orders_amounts_check',
      sql`${t.unitPriceMinor} >= 0 AND ${t.lineTotalMinor} >= 0 AND ${t.feeMinor} >= 0 AND ${t.membershipDiscountMinor} >= 0 AND ${t.couponDiscountMinor} >= 0 AND ${t.totalMinor} >= 0`,
    ),
    check('orders_total_check', sql`${t.totalMinor} = ${t.lineTotalMinor} + ${t.feeMinor} - ${t.membershipDiscountMinor} - ${t.couponDiscountMinor}`),
  ],
);
