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
} from '../application/shopping/index.ts';
import type { ChangeFeed } from '../application/shared/ports/index.ts';
import type { Clock, RatesSource } from '../application/shared/ports/index.ts';
import { QuoteCheckout } from '../application/shopping/quote-checkout.ts';
import { userChangesVia } from '../application/shopping/ports/index.ts';
import type { ShoppingUseCases } from '../adapters/server/ddp-api/shopping/shopping-methods.ts';
import type { Database } from '../adapters/server/persistence/shared/database.ts';
import {
  SqlCouponLookup,
  SqlFavoritesStore,
  SqlListingAvailability,
  SqlSearchTermLog,
  SqlSellerStats,
  SqlUserAdministration,
  SqlUserSettings,
} from '../adapters/server/persistence/shopping/index.ts';
import { SqlBuyerMembership, SqlListingPrices } from '../adapters/server/persistence/shopping/sql-checkout-facts.ts';
import { SqlRatesSource } from '../adapters/server/persistence/shared/sql-rates-source.ts';
import { createTransactionalOutbox } from '../adapters/server/persistence/shared/transactional-outbox.ts';

/**
 * The shopping use cases over their SQL adapters; user writes reach live
 * subscriptions through the change feed. `rates` is the server's rates source
 * (the rates table unless configuration overrides it), so a checkout quote
 * converts at the same rates `/api/rates` shows.
 */
export function wireShopping(db: Database, clock: Clock, feed: ChangeFeed, rates: RatesSource = new SqlRatesSource(db)): ShoppingUseCases {
  // Until the composition root owns one started dispatcher, this one (never started) publishes each commit's events right after it.
  const { unitOfWork: uow, outbox } = createTransactionalOutbox(db, feed);
  const changes = userChangesVia(outbox);
  const favorites = new SqlFavoritesStore(db);
  const listings = new SqlListingAvailability(db);
  const sellers = new SqlSellerStats(db);
  const couponByCode = new CouponByCode(new SqlCouponLookup(db));
  return {
    getFavorites: new GetFavorites(favorites),
    addFavoriteProduct: new AddFavoriteProduct(favorites, listings, changes, uow),
    removeFavoriteProduct: new RemoveFavoriteProduct(favorites, changes, uow),
    addFavoriteSeller: new AddFavoriteSeller(favorites, sellers, changes, uow),
    removeFavoriteSeller: new RemoveFavoriteSeller(favorites, changes, uow),
    clearFavoriteProducts: new ClearFavoriteProducts(favorites, changes, uow),
    clearFavoriteSellers: new ClearFavoriteSellers(favorites, changes, uow),
    getSellerLevel: new GetSellerLevel(sellers),
    setUserCountry: new SetUserCountry(new SqlUserSettings(db), changes, uow),
    checkCartAvailability: new CheckCartAvailability(listings),
    couponByCode,
    recordSearchTerm: new RecordSearchTerm(new SqlSearchTermLog(db), clock),
    setUserBanned: new SetUserBanned(new SqlUserAdministration(db), changes, uow),
    quoteCheckout: new QuoteCheckout(new SqlListingPrices(db), new SqlBuyerMembership(db), rates, couponByCode),
  };
}
