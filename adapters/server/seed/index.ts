/**
 * Deterministic demo data for the marketplace: games, product types, filters,
 * hot searches in 13 languages, users with demo logins, listings (streamed in
 * batches), coupons and exchange rates. Rows are `$inferInsert` rows of
 * `../persistence/schema.ts`; passwords come in clear in `demoAccounts` and
 * the caller hashes them into `passwordHash`.
 */
export { generateDemoCatalog, DEFAULT_BASE_DATE, DEFAULT_LISTING_COUNT, DEFAULT_SEED, type DemoCatalog, type DemoCatalogOptions } from './demo-catalog.ts';
export { generateListings, generateListingBatches, listingAt, planListings, type ListingOptions, type ListingRow, type ListingSeller } from './listings.ts';
export { GAMES, VISIBLE_GAMES, CALCULATOR_GAMES, TRACKER_GAMES } from './games-catalog.ts';
export { PRODUCT_TYPE_ROWS, PLATFORM_LABELS } from './product-types.ts';
export { filtersFor, type FilterSpec } from './filters.ts';
export { LANGUAGES, type Language } from './translations.ts';
export { DEMO_EMAIL_DOMAIN, type DemoAccount, type UserRow } from './users.ts';
export { DEMO_RATES } from './commerce.ts';
export { Prng } from './prng.ts';
export { ID_LENGTH, meteorId } from './ids.ts';
export type { GameSeed, ProductTypeValue, PlatformValue } from './catalog-types.ts';
