import { boolean, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

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
