import {
  AddFavoriteProduct,
  AddFavoriteSeller,
  CheckCartAvailability,
  ClearFavoriteProducts,
  ClearFavoriteSellers,
  CouponByCode,
  GetFavorites,
  GetSellerLevel,
  RecordSearchTerm,
  RemoveFavoriteProduct,
  RemoveFavoriteSeller,
  SetUserBanned,
  SetUserCountry,
} from '../application/marketplace/shopping/index.ts';
import type { ChangeFeed } from '../application/ports/accounts/index.ts';
import type { Clock } from '../application/ports/index.ts';
import { userChangesVia } from '../application/ports/shopping/index.ts';
import type { ShoppingUseCases } from '../adapters/server/ddp-api/shopping-methods.ts';
import type { Database } from '../adapters/server/persistence/database.ts';
import {
  SqlCouponLookup,
  SqlFavoritesStore,
  SqlListingAvailability,
  SqlSearchTermLog,
  SqlSellerStats,
  SqlUserAdministration,
  SqlUserSettings,
} from '../adapters/server/persistence/shopping/index.ts';

/** The shopping use cases over their SQL adapters; user writes reach live subscriptions through the change feed. */
export function wireShopping(db: Database, clock: Clock, feed: ChangeFeed): ShoppingUseCases {
  const changes = userChangesVia(feed);
  const favorites = new SqlFavoritesStore(db);
  const listings = new SqlListingAvailability(db);
  const sellers = new SqlSellerStats(db);
  return {
    getFavorites: new GetFavorites(favorites),
    addFavoriteProduct: new AddFavoriteProduct(favorites, listings, changes),
    removeFavoriteProduct: new RemoveFavoriteProduct(favorites, changes),
    addFavoriteSeller: new AddFavoriteSeller(favorites, sellers, changes),
    removeFavoriteSeller: new RemoveFavoriteSeller(favorites, changes),
    clearFavoriteProducts: new ClearFavoriteProducts(favorites, changes),
    clearFavoriteSellers: new ClearFavoriteSellers(favorites, changes),
    getSellerLevel: new GetSellerLevel(sellers),
    setUserCountry: new SetUserCountry(new SqlUserSettings(db), changes),
    checkCartAvailability: new CheckCartAvailability(listings),
    couponByCode: new CouponByCode(new SqlCouponLookup(db)),
    recordSearchTerm: new RecordSearchTerm(new SqlSearchTermLog(db), clock),
    setUserBanned: new SetUserBanned(new SqlUserAdministration(db), changes),
  };
}
