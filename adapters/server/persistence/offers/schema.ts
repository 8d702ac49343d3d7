import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { listings } from '../catalog/schema.ts';

/**
 * A seller's offer settings per game (`offerSettings.games` of spec §3):
 * whether they sell it, the delivery time new offers start with, and away
 * mode — with the ids of the offers away mode paused, so coming back
 * resumes those and leaves the ones the seller had paused themselves.
 */
export const offerGameSettings = pgTable(
  'offer_game_settings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    gameType: text('game_type').notNull(),
    sells: boolean('sells').notNull().default(true),
    defaultDelivery: text('default_delivery'),
    away: boolean('away').notNull().default(false),
    awayPausedIds: jsonb('away_paused_ids').$type<string[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameType] })],
);

/**
 * A buyer's report of an offer to staff. At most one open report per user
 * per offer (a partial unique index); staff close every open report of the
 * offer with their decision, after which the user may report it again.
 */
export const offerReports = pgTable(
  'offer_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.id),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id),
    /** One of domain/offers OFFER_REPORT_REASONS. */
    reason: text('reason').notNull(),
    details: text('details'),
    /** open or closed. */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    closedBy: text('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    /** The staff decision that closed it: REMOVE, RESTORE or DISMISS. */
    decision: text('decision'),
  },
  (t) => [
    uniqueIndex('offer_reports_open_once_idx').on(t.listingId, t.reporterId).where(sql`${t.status} = 'open'`),
    index('offer_reports_status_idx').on(t.status, t.listingId),
  ],
);
