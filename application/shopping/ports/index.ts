/** The ports of the shopping use cases (favorites, cart check, coupons, search terms, seller level, bans). */
export type { UserWrite } from './user-write.ts';
export type { FavoriteAddOutcome, FavoriteList, Favorites, FavoritesStore, FavoritesWrite } from './favorites-store.ts';
export type { ListingAvailability, ListingStockState } from './listing-availability.ts';
export type { CouponLookup, CouponRecord } from './coupon-lookup.ts';
export type { SearchTermEntry, SearchTermLog } from './search-term-log.ts';
export type { SellerStats } from './seller-stats.ts';
export type { UserSettings } from './user-settings.ts';
export type { AdministeredUser, BanAudit, UserAdministration } from './user-administration.ts';
export type { FavoriteLists, FavoritesChannel } from './favorites-channel.ts';
export type { CouponRedemptions } from './coupon-redemptions.ts';
export type { OrderLineFact, OrderLineFacts } from './order-line-facts.ts';
export type { SavedCartRecord, SavedCarts } from './saved-carts.ts';
