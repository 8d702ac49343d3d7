/** The shopping tables: coupons and the search terms buyers typed. Part of the one SQL schema (see ../schema.ts). */
import { bigserial, boolean, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../shared/columns.ts';
import { users } from '../accounts/schema.ts';

export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  /** FLAT or PERCENT. */
  discountType: text('discount_type').notNull(),
  /** FLAT: USD cents. */
  amountMinor: integer('amount_minor'),
  /** PERCENT: 0–100. */
  percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }),
  affiliateOwnerId: text('affiliate_owner_id').references(() => users.id),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const searchTerms = pgTable(
  'search_terms',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    term: text('term').notNull(),
    gameType: text('game_type').notNull(),
    productType: text('product_type'),
    resultCount: integer('result_count').notNull(),
    userId: text('user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('search_terms_scope_idx').on(t.gameType, t.productType)],
);
