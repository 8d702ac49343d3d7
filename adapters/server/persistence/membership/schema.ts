/** The membership table: one ig-plus membership per user. Part of the one SQL schema (see ../schema.ts). */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A user's ig-plus membership and its machine state (domain/membership): paid
 * until `period_end`, tried again at `next_attempt_at` after a failed
 * renewal. The users' `ig_plus_active` flag, which pricing reads, follows it
 * in the same transaction.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** active, past_due or ended. */
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    periodEnd: at('period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    startedAt: at('started_at').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memberships_user_idx').on(t.userId),
    check('memberships_status_check', sql`${t.status} IN ('active', 'past_due', 'ended')`),
    check('memberships_attempts_check', sql`${t.failedAttempts} >= 0`),
  ],
);
