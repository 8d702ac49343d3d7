import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/** Sellers' withdrawals (application/payouts); the money itself is in the ledger, held under `withdrawal:{id}`. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    method: text('method').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    feeMinor: integer('fee_minor').notNull(),
    netMinor: integer('net_minor').notNull(),
    details: text('details').notNull(),
    state: text('state').notNull(),
    reference: text('reference'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('withdrawals_seller_idx').on(t.sellerId, t.createdAt),
    index('withdrawals_state_idx').on(t.state, t.createdAt),
    check('withdrawals_amounts', sql`${t.amountMinor} > 0 AND ${t.feeMinor} >= 0 AND ${t.netMinor} > 0 AND ${t.feeMinor} + ${t.netMinor} = ${t.amountMinor}`),
    check('withdrawals_state', sql`${t.state} IN ('requested', 'approved', 'paid', 'failed', 'rejected', 'cancelled')`),
  ],
);

/**
 * A seller's saved payout details, one row per payout method (`payoutDetails`
 * of spec §3): the fields domain/payouts/payout-details.ts checked, in full
 * (the server alone reads them unmasked, to fill a withdrawal).
 */
export const payoutDetails = pgTable(
  'payout_details',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    method: text('method').notNull(),
    details: jsonb('details').$type<Record<string, string>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.method] })],
);
