/** The seller applications table. Part of the one SQL schema (see ../schema.ts). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Applications to staff for a seller review (domain/sellerapplications),
 * kept after they are decided: a user's latest is their current one. The
 * partial unique index holds "one open application per user" even against
 * two submissions racing past the use case's check.
 */
export const sellerApplications = pgTable(
  'seller_applications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull(),
    games: text('games').array().notNull(),
    productTypes: text('product_types').array().notNull(),
    yearsOfExperience: integer('years_of_experience').notNull(),
    monthlyVolume: text('monthly_volume').notNull(),
    links: text('links').array().notNull(),
    contact: text('contact').notNull(),
    wantsBulkTools: boolean('wants_bulk_tools').notNull(),
    motivation: text('motivation').notNull(),
    acceptedTerms: boolean('accepted_terms').notNull(),
    reason: text('reason'),
    submittedAt: at('submitted_at').notNull(),
    decidedAt: at('decided_at'),
    decidedBy: text('decided_by'),
  },
  (t) => [
    index('seller_applications_user_idx').on(t.userId, t.submittedAt),
    index('seller_applications_status_idx').on(t.status, t.submittedAt),
    uniqueIndex('seller_applications_one_open_idx').on(t.userId).where(sql`${t.status} = 'SUBMITTED'`),
    check('seller_applications_status_check', sql`${t.status} IN ('SUBMITTED', 'APPROVED', 'REJECTED', 'WITHDRAWN')`),
  ],
);
