import { buildCatalogRows } from './catalog-rows.ts';
import { buildCoupons, buildExchangeRates, type CouponRow, type ExchangeRateRow } from './commerce.ts';
import { GAMES } from './games-catalog.ts';
import { buildHotSearches, type HotSearchRow } from './hot-searches.ts';
import { generateListingBatches, type ListingOptions, type ListingRow } from './listings.ts';
import { PRODUCT_TYPE_ROWS } from './product-types.ts';
import { generateUsers, type DemoAccount, type UserRow } from './users.ts';
import { buildSellerApplications, type SellerApplicationRow } from './seller-applications.ts';
import type { CatalogRows } from './catalog-rows.ts';
import type { productTypes } from '../persistence/schema.ts';

/**
 * The whole demo data set in one call, ready to insert table by table
 * (product types and games first, listings last). Everything is a function of
 * the seed and the base date: same inputs, same rows, on any machine.
 */

/** The fixed "now" of demo data when the caller passes none. */
export const DEFAULT_BASE_DATE = new Date('2025-11-01T12:00:00.000Z');
/** The seed of `npm start`'s demo, so every fresh install shows the same marketplace. */
export const DEFAULT_SEED = 42;
/** Enough listings to fill every page of every visible game, small enough to insert in seconds. */
export const DEFAULT_LISTING_COUNT = 2000;

/** What to generate. */
export interface DemoCatalogOptions {
  readonly seed?: number;
  readonly listings?: number;
  readonly baseDate?: Date;
}

/** The demo data; listings come lazily from `listingBatches` so that huge counts stream. */
export interface DemoCatalog extends CatalogRows {
  readonly seed: number;
  readonly baseDate: Date;
  readonly listingCount: number;
  readonly productTypes: (typeof productTypes.$inferInsert)[];
  readonly hotSearches: HotSearchRow[];
  readonly users: UserRow[];
  readonly demoAccounts: DemoAccount[];
  readonly coupons: CouponRow[];
  readonly sellerApplications: SellerApplicationRow[];
  readonly exchangeRates: ExchangeRateRow[];
  /** The options the listings are generated from (for callers that need `listingAt`). */
  readonly listingOptions: ListingOptions;
  /** The listings in batches of `batchSize` (default 5,000); each call starts over. */
  listingBatches(batchSize?: number): Generator<ListingRow[], void, undefined>;
}

/** Generates the demo data set; see `DemoCatalogOptions` for the defaults. */
export function generateDemoCatalog(options: DemoCatalogOptions = {}): DemoCatalog {
  const seed = options.seed ?? DEFAULT_SEED;
  const listingCount = options.listings ?? DEFAULT_LISTING_COUNT;
  const baseDate = new Date((options.baseDate ?? DEFAULT_BASE_DATE).getTime());
  const people = generateUsers({ seed, baseDate, games: GAMES });
  const affiliate = people.sellers[0];
  if (affiliate === undefined) throw new Error('demo data: no sellers');
  const listingOptions: ListingOptions = { count: listingCount, seed, baseDate, games: GAMES, sellers: people.sellers };
  return {
    seed,
    baseDate,
    listingCount,
    productTypes: PRODUCT_TYPE_ROWS.map((row) => ({ ...row })),
    ...buildCatalogRows(GAMES, seed),
    hotSearches: buildHotSearches(GAMES, seed),
    users: people.users,
    demoAccounts: people.demoAccounts,
    coupons: buildCoupons(affiliate, baseDate),
    sellerApplications: buildSellerApplications(people.users, baseDate),
    exchangeRates: buildExchangeRates(baseDate),
    listingOptions,
    listingBatches: (batchSize = 5000) => generateListingBatches(listingOptions, batchSize),
  };
}
