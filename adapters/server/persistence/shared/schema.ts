/**
 * The one SQL schema (Drizzle, PostgreSQL dialect) shared by PGlite and a
 * PostgreSQL server. Migrations under `migrations/` are generated from it
 * (`npm run db:generate`) and applied at start. Money columns are integer
 * minor units (`*_minor`, USD unless named otherwise); percents are numeric.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { PgTable } from 'drizzle-orm/pg-core';

/** Any table of this schema, for helpers that write to several. */
export type AnyTable = PgTable;

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    slug: text('slug').notNull(),
    /** [{ address, verified }], first is primary. */
    emails: jsonb('emails').$type<{ address: string; verified: boolean }[]>().notNull(),
    /** The primary address, lower-cased, for login and uniqueness. */
    emailLower: text('email_lower').notNull(),
    passwordHash: text('password_hash'),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    banned: boolean('banned').notNull().default(false),
    removed: boolean('removed').notNull().default(false),
    limited: boolean('limited').notNull().default(false),
    avatar: text('avatar'),
    coverPhoto: text('cover_photo'),
    phoneNumber: text('phone_number'),
    country: text('country'),
    /** Shown as communityRating (0–5). */
    productRating: numeric('product_rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    verificationState: text('verification_state').notNull().default('NOT_STARTED'),
    verificationDocuments: jsonb('verification_documents').$type<{ id: string; kind: string; url: string }[]>().notNull().default([]),
    whiteListed: boolean('white_listed').notNull().default(false),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    twoFactorSecret: text('two_factor_secret'),
    paymentDetails: jsonb('payment_details').$type<Record<string, string>>().notNull().default({}),
    payoutDetails: jsonb('payout_details').$type<Record<string, string>>().notNull().default({}),
    notificationSettings: jsonb('notification_settings').$type<Record<string, boolean>>().notNull().default({}),
    offerSettings: jsonb('offer_settings').$type<{ games: string[] }>().notNull().default({ games: [] }),
    blockedUserIds: text('blocked_user_ids').array().notNull().default(sql`'{}'::text[]`),
    mutedUserIds: text('muted_user_ids').array().notNull().default(sql`'{}'::text[]`),
    apiKey: text('api_key'),
    igPlusActive: boolean('ig_plus_active').notNull().default(false),
    crowns: integer('crowns').notNull().default(0),
    billingDetails: jsonb('billing_details').$type<Record<string, string>>().notNull().default({}),
    favoriteProducts: text('favorite_products').array().notNull().default(sql`'{}'::text[]`),
    favoriteSellers: text('favorite_sellers').array().notNull().default(sql`'{}'::text[]`),
    completedSales: integer('completed_sales').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(t.emailLower), uniqueIndex('users_slug_idx').on(t.slug), uniqueIndex('users_username_idx').on(t.username)],
);

/** Login tokens, stored only as SHA-256 hashes. */
export const resumeTokens = pgTable(
  'resume_tokens',
  {
    hashedToken: text('hashed_token').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('resume_tokens_user_idx').on(t.userId)],
);

export const productTypes = pgTable('product_types', {
  value: text('value').primaryKey(),
  label: text('label').notNull(),
  /** GRID, LIST, TOPUP_GRID, BOOST_GRID or SINGLE_PRODUCT. */
  listMode: text('list_mode').notNull(),
  serviceFee: numeric('service_fee', { precision: 5, scale: 2, mode: 'number' }),
  netFeeMinor: integer('net_fee_minor'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const games = pgTable('games', {
  value: text('value').primaryKey(),
  label: text('label').notNull(),
  hidden: boolean('hidden').notNull().default(false),
  limited: boolean('limited').notNull().default(false),
  gridProductTypes: text('grid_product_types').array().notNull().default(sql`'{}'::text[]`),
  /** Per language, then per product type: page copy and settings. */
  configurations: jsonb('configurations').$type<Record<string, Record<string, unknown>>>().notNull().default({}),
  image: text('image'),
  popularity: integer('popularity').notNull().default(0),
});

/** Which product types a game sells. */
export const gameProductTypes = pgTable(
  'game_product_types',
  {
    gameType: text('game_type').notNull().references(() => games.value, { onDelete: 'cascade' }),
    productType: text('product_type').notNull().references(() => productTypes.value, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.gameType, t.productType] })],
);

/** A filter of a game's listings of one product type (e.g. 'server', 'rarity'), with its options. */
export const smartTagFilters = pgTable(
  'smart_tag_filters',
  {
    id: text('id').primaryKey(),
    gameType: text('game_type').notNull().references(() => games.value, { onDelete: 'cascade' }),
    productType: text('product_type').notNull().references(() => productTypes.value, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    label: text('label').notNull(),
    multiSelect: boolean('multi_select').notNull().default(false),
    /** The default selection: a value, several for multi-select, or null for "any". */
    defaultValue: jsonb('default_value').$type<string | string[] | null>(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('smart_tag_filters_scope_idx').on(t.gameType, t.productType)],
);

/** The values a smart-tag filter offers (e.g. server 'EU West'). */
export const smartTags = pgTable(
  'smart_tags',
  {
    id: text('id').primaryKey(),
    filterId: text('filter_id').notNull().references(() => smartTagFilters.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    label: text('label').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('smart_tags_filter_idx').on(t.filterId)],
);

export interface HotSearchContent {
  label: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
}

export const hotSearches = pgTable(
  'hot_searches',
  {
    id: text('id').primaryKey(),
    gameType: text('game_type').notNull().references(() => games.value, { onDelete: 'cascade' }),
    productType: text('product_type').notNull().references(() => productTypes.value, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** filter value → tag value(s) applied when chosen. */
    smartTags: jsonb('smart_tags').$type<Record<string, string | string[]>>().notNull().default({}),
    platformFilter: text('platform_filter'),
    searchFilter: text('search_filter'),
    /** language code → copy. */
    content: jsonb('content').$type<Record<string, HotSearchContent>>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('hot_searches_url_idx').on(t.gameType, t.productType, t.url)],
);

export const platformTypes = pgTable(
  'platform_types',
  {
    id: text('id').primaryKey(),
    gameType: text('game_type').notNull().references(() => games.value, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    label: text('label').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('platform_types_game_idx').on(t.gameType)],
);

/** Toggle filters on a listing field: when on, `field` must equal `value` (e.g. deliveryDuration = INSTANT, 'Instant delivery'). */
export const customFilters = pgTable(
  'custom_filters',
  {
    id: text('id').primaryKey(),
    gameType: text('game_type').notNull().references(() => games.value, { onDelete: 'cascade' }),
    productType: text('product_type').notNull().references(() => productTypes.value, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    value: text('value').notNull(),
    label: text('label').notNull(),
  },
  (t) => [index('custom_filters_scope_idx').on(t.gameType, t.productType)],
);

export interface VolumeDiscountColumn {
  start: number;
  end: number;
  min: number;
  max: number;
}

export const listings = pgTable(
  'listings',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id').notNull().references(() => users.id),
    gameType: text('game_type').notNull().references(() => games.value),
    productType: text('product_type').notNull().references(() => productTypes.value),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    /** Unit price in USD cents. */
    priceMinor: integer('price_minor').notNull(),
    quantity: integer('quantity').notNull(),
    maxQuantity: integer('max_quantity'),
    minQuantity: integer('min_quantity').notNull().default(1),
    incrementalQuantity: boolean('incremental_quantity').notNull().default(false),
    purchaseBehavior: text('purchase_behavior').notNull().default('DEFAULT'),
    /** e.g. 'INSTANT', '1H', '24H'. */
    deliveryDuration: text('delivery_duration').notNull(),
    volumeDiscount: jsonb('volume_discount').$type<VolumeDiscountColumn | null>(),
    /** AVAILABLE, SOLD_OUT, HIDDEN, REMOVED. */
    state: text('state').notNull().default('AVAILABLE'),
    /** filter value → tag value(s). */
    tags: jsonb('tags').$type<Record<string, string | string[]>>().notNull().default({}),
    platform: text('platform'),
    /** Seller-side ranking signal for RECOMMENDED sort (higher first). */
    recommendedScore: doublePrecision('recommended_score').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('listings_scope_idx').on(t.gameType, t.productType, t.state), index('listings_seller_idx').on(t.sellerId)],
);

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

export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').primaryKey(),
  /** Units of `currency` per USD. */
  rate: doublePrecision('rate').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
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

/** One-time links sent by mail (verify e-mail, reset password, log in), stored only as hashes. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    hashedToken: text('hashed_token').primaryKey(),
    /** VERIFY_EMAIL, RESET_PASSWORD or LOGIN_LINK. */
    kind: text('kind').notNull(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The address a verification link confirms. */
    email: text('email'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId)],
);

/** Failed logins, kept for the per-account and per-address limits (shared by every server process). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The lower-cased e-mail tried (also for unknown accounts, so probing is limited too). */
    accountKey: text('account_key').notNull(),
    clientAddress: text('client_address').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('login_failures_account_idx').on(t.accountKey, t.at), index('login_failures_address_idx').on(t.clientAddress, t.at)],
);

/** Mail waiting to be (or already) delivered; the default mailer only writes here and logs links. */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** VERIFY_EMAIL, RESET_PASSWORD, LOGIN_LINK... */
  template: text('template').notNull(),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
});

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

/**
 * Domain events written in the transaction of the change they describe, then
 * published to the change feed after commit. A dispatcher claims pending rows
 * for a lease (`claimed_until`), publishes them and stamps `dispatched_at`; a
 * claim whose process died runs out and the row is published again.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What happened, e.g. 'UserChanged'. */
    type: text('type').notNull(),
    /** The changed record's collection and id: the change live subscriptions hear. */
    collection: text('collection').notNull(),
    subjectId: text('subject_id').notNull(),
    createdAt: createdAt(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('outbox_pending_idx').on(t.id).where(sql`${t.dispatchedAt} IS NULL`), index('outbox_dispatched_at_idx').on(t.dispatchedAt)],
);
