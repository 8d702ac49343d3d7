/** SQL adapters of the shopping ports, one per port, over the Drizzle `Database`. */
export { SqlFavoritesStore } from './sql-favorites-store.ts';
export { SqlListingAvailability } from './sql-listing-availability.ts';
export { SqlCouponLookup } from './sql-coupon-lookup.ts';
export { SqlSearchTermLog } from './sql-search-term-log.ts';
export { SqlSellerStats } from './sql-seller-stats.ts';
export { SqlUserSettings } from './sql-user-settings.ts';
export { SqlUserAdministration } from './sql-user-administration.ts';
export { SqlCouponRedemptions } from './sql-coupon-redemptions.ts';
export { SqlSavedCarts } from './sql-saved-carts.ts';
