/** First-party analytics: page visits. Part of the one SQL schema (see ../schema.ts). */
import { bigserial, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/**
 * First-party analytics: one row per PageVisit the storefront reports. The
 * time is the server's and the user comes from the request's session; text
 * columns are bounded so a hostile client cannot fill the disk with one row.
 */
export const pageVisits = pgTable(
  'page_visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Path with query, fragment dropped and secrets under /auth/ redacted. */
    path: varchar('path', { length: 2048 }).notNull(),
    routeName: varchar('route_name', { length: 100 }).notNull(),
    language: varchar('language', { length: 16 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    visitorId: varchar('visitor_id', { length: 128 }).notNull(),
    /** Origin and path of the referring page; null when none. */
    referrer: varchar('referrer', { length: 2048 }),
    /** Null for visitors; kept as null when the user is deleted, so the visit still counts. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('page_visits_recorded_at_idx').on(t.recordedAt)],
);
