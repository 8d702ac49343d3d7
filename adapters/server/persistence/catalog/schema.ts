/** The catalog tables: games, product types, smart tags, hot searches, platforms, custom filters and listings. Part of the one SQL schema (see ../schema.ts). */
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../shared/columns.ts';
import { users } from '../accounts/schema.ts';

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

/** A boost's service option as the seller wrote it. */
export interface ServiceOptionColumn {
  label: string;
  maxQuantity: number;
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
    /** AVAILABLE, SOLD_OUT, HIDDEN (paused), UNDER_REVIEW, REMOVED (by staff), DELETED (by the seller); see domain/offers. */
    state: text('state').notNull().default('AVAILABLE'),
    /** Why staff removed the listing, as its seller sees it (null unless REMOVED). */
    staffReason: text('staff_reason'),
    /** The state before reports or staff took it off sale, restored when staff let it back (null otherwise). */
    stateBeforeReview: text('state_before_review'),
    /** filter value → tag value(s). */
    tags: jsonb('tags').$type<Record<string, string | string[]>>().notNull().default({}),
    platform: text('platform'),
    /** A boost's service options (empty for everything else). */
    services: jsonb('services').$type<ServiceOptionColumn[]>().notNull().default([]),
    /** Seller-side ranking signal for RECOMMENDED sort (higher first). */
    recommendedScore: doublePrecision('recommended_score').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // (game, type, state, id): a search partition's AVAILABLE listings read in id order, batch by batch (keyset pagination);
  // its (game, type, state) prefix serves every lookup the former listings_scope_idx served.
  (t) => [index('listings_partition_idx').on(t.gameType, t.productType, t.state, t.id), index('listings_seller_idx').on(t.sellerId)],
);
