/**
 * Shopping use cases behind the realtime methods: favorites, seller level,
 * country, cart availability, coupons, search terms and bans. Each takes its
 * ports in the constructor and has `execute(actor, input)`; who may call it
 * is decided from the actor by the permission table (domain/accounts/permissions.ts).
 */
export { MAX_FAVORITES, type FavoritesOutput } from './favorites.ts';
export type { NoInput } from './no-input.ts';
export { GetFavorites } from './get-favorites.ts';
export { AddFavoriteProduct, RemoveFavoriteProduct, type FavoriteProductInput } from './favorite-product.ts';
export { AddFavoriteSeller, RemoveFavoriteSeller, type FavoriteSellerInput } from './favorite-seller.ts';
export { ClearFavoriteProducts, ClearFavoriteSellers } from './clear-favorites.ts';
export { GetSellerLevel, SELLER_ROLES, type GetSellerLevelInput, type SellerLevelOutput } from './get-seller-level.ts';
export { SetUserCountry, type SetUserCountryInput, type SetUserCountryOutput } from './set-user-country.ts';
export {
  CheckCartAvailability,
  MAX_CART_CHECK_PRODUCTS,
  lineIssue,
  purchasableQuantity,
  type CartLineIssue,
  type CartLineRequest,
  type CheckCartAvailabilityInput,
  type CheckCartAvailabilityOutput,
} from './check-cart-availability.ts';
export {
  AFFILIATE_CODE_INVALID_MESSAGE,
  COUPON_INVALID_MESSAGE,
  CouponByCode,
  type CouponByCodeInput,
  type CouponOutput,
} from './coupon-by-code.ts';
export {
  MAX_SEARCH_TERM_LENGTH,
  RecordSearchTerm,
  SEARCH_REPEAT_WINDOW_MS,
  type RecordSearchTermInput,
  type SearchOrigin,
  type RecordSearchTermOutput,
} from './record-search-term.ts';
export { SetUserBanned, type SetUserBannedInput, type SetUserBannedOutput } from './set-user-banned.ts';
