import { boolean, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The daily price history of each game's product type: one row per day
 * recorded by the daily snapshot (or back-filled by the seed, `synthetic`),
 * in USD cents like listing prices.
 */
export const priceSnapshots = pgTable(
  'price_snapshots',
  {
    day: date('day', { mode: 'string' }).notNull(),
    gameType: text('game_type').notNull(),
    productType: text('product_type').notNull(),
    medianMinor: integer('median_minor').notNull(),
    lowestMinor: integer('lowest_minor').notNull(),
    offerCount: integer('offer_count').notNull(),
    sales: integer('sales').notNull(),
    synthetic: boolean('synthetic').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.gameType, t.productType, t.day] }), index('price_snapshots_day_idx').on(t.day)],
);
