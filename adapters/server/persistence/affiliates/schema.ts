/** The affiliate programme's tables (issue 15, part 6). Part of the one SQL schema (see ../schema.ts). */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A user who joined the programme and their personal code (also a row of `coupons`, owned by them). */
export const affiliateProfiles = pgTable(
  'affiliate_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id),
    code: text('code').notNull(),
    joinedAt: at('joined_at').notNull(),
  },
  (t) => [uniqueIndex('affiliate_profiles_code_idx').on(sql`upper(${t.code})`)],
);

/** One visit that arrived with `?affiliate=CODE`: only the code and the time, nothing about the visitor. */
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    clickedAt: at('clicked_at').notNull(),
  },
  (t) => [index('affiliate_clicks_code_idx').on(sql`upper(${t.code})`)],
);

/** The affiliate an order group was attributed to at checkout (the code entered, else the cookie's). */
export const affiliateAttributions = pgTable(
  'affiliate_attributions',
  {
    orderGroupId: text('order_group_id').primaryKey(),
    affiliateId: text('affiliate_id')
      .notNull()
      .references(() => users.id),
    code: text('code').notNull(),
    /** 'code' (entered at checkout) or 'cookie' (the last link clicked). */
    source: text('source').notNull(),
    attributedAt: at('attributed_at').notNull(),
  },
  (t) => [index('affiliate_attributions_affiliate_idx').on(t.affiliateId), check('affiliate_attributions_source_check', sql`${t.source} IN ('code', 'cookie')`)],
);

/** A user who signed up while carrying an affiliate's cookie. */
export const affiliateSignUps = pgTable(
  'affiliate_sign_ups',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id),
    affiliateId: text('affiliate_id')
      .notNull()
      .references(() => users.id),
    signedUpAt: at('signed_up_at').notNull(),
  },
  (t) => [index('affiliate_sign_ups_affiliate_idx').on(t.affiliateId)],
);

/** The commission of one order: paid when it completed, reversed if it was refunded afterwards. */
export const affiliateCommissions = pgTable(
  'affiliate_commissions',
  {
    orderId: text('order_id').primaryKey(),
    affiliateId: text('affiliate_id')
      .notNull()
      .references(() => users.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** paid or reversed. */
    state: text('state').notNull(),
    paidAt: at('paid_at').notNull(),
    reversedAt: at('reversed_at'),
  },
  (t) => [
    index('affiliate_commissions_affiliate_idx').on(t.affiliateId),
    check('affiliate_commissions_state_check', sql`${t.state} IN ('paid', 'reversed')`),
    check('affiliate_commissions_amount_check', sql`${t.amountMinor} >= 0`),
  ],
);
