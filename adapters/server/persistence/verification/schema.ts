/** The verification (KYC) tables: one review case per user, and the private identity documents. Part of the one SQL schema (see ../schema.ts). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A user's verification case and its machine state (domain/verification).
 * The user's `verification_state` and `verification_documents` follow it in
 * the same transaction; `round` counts submissions so a resubmission's
 * documents are told apart from the rejected ones.
 */
export const verificationCases = pgTable(
  'verification_cases',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id),
    status: text('status').notNull(),
    required: boolean('required').notNull().default(false),
    reason: text('reason'),
    round: integer('round').notNull().default(0),
    submittedAt: at('submitted_at'),
    decidedAt: at('decided_at'),
    decidedBy: text('decided_by'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('verification_cases_status_idx').on(t.status, t.submittedAt),
    check('verification_cases_status_check', sql`${t.status} IN ('NOT_STARTED', 'SUBMITTED', 'APPROVED', 'REJECTED')`),
  ],
);

/**
 * Identity documents: the re-encoded image lives in the private document
 * store under `id` (random, never content-addressed, never under the public
 * image route). A row is an upload until a submission gives it a kind and a round.
 */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind'),
    round: integer('round'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('verification_documents_user_idx').on(t.userId, t.round)],
);
