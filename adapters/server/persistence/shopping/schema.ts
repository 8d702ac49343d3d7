/** The shopping tables: coupons, their redemptions and the search terms buyers typed. Part of the one SQL schema (see ../schema.ts). */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../shared/columns.ts';
import { users } from '../accounts/schema.ts';
import type { SavedCartLine } from '../../../../contracts/shopping/index.ts';

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
  /** The first instant the coupon works (inclusive); null: from the start. */
  validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }),
  /** The instant it stops working (exclusive); null: never expires. */
  validUntil: timestamp('valid_until', { withTimezone: true, mode: 'date' }),
  /** Redemptions allowed in total; null: unlimited. */
  maxRedemptions: integer('max_redemptions'),
  /** Redemptions allowed to one buyer; null: unlimited. */
  maxPerUser: integer('max_per_user'),
  /**
   * Redemptions counted against max_redemptions, raised and lowered in the
   * transaction that writes or deletes a coupon_redemptions row: the row a
   * redemption locks and updates, so concurrent redemptions of one code queue
   * (or fail to serialize) instead of both taking the same last use; the CHECK
   * refuses going past the limit.
   */
  redeemedCount: integer('redeemed_count').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [
  check('coupons_redeemed_within_limit', sql`${t.redeemedCount} >= 0 AND (${t.maxRedemptions} IS NULL OR ${t.redeemedCount} <= ${t.maxRedemptions})`),
  check('coupons_limits_valid', sql`(${t.maxRedemptions} IS NULL OR ${t.maxRedemptions} >= 0) AND (${t.maxPerUser} IS NULL OR ${t.maxPerUser} >= 1)`),
  check('coupons_dates_ordered', sql`${t.validFrom} IS NULL OR ${t.validUntil} IS NULL OR ${t.validFrom} < ${t.validUntil}`),
]);

/** One use of a coupon by a buyer for an order group; released (deleted) when the group expires unpaid. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    code: text('code').notNull().references(() => coupons.code),
    userId: text('user_id').notNull().references(() => users.id),
    /** The order group (orders context) that used it; no foreign key, so the contexts stay apart. */
    orderGroupId: text('order_group_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderGroupId, t.code] }), index('coupon_redemptions_code_user_idx').on(t.code, t.userId)],
);

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

/** Carts kept on the server (`saveCart`), paid on the web at /checkout/cart/{id}; listings and quantities only, never prices. */
export const savedCarts = pgTable(
  'saved_carts',
  {
    /** Random and unguessable: the id is the link that opens the cart. */
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull().references(() => users.id),
    lines: jsonb('lines').$type<SavedCartLine[]>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('saved_carts_expires_idx').on(t.expiresAt)],
);
