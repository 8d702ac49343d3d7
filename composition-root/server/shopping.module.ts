import { ContainerModule, type ServiceIdentifier } from 'inversify';
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
} from '../../application/shopping/index.ts';
import { QuoteCheckout } from '../../application/shopping/quote-checkout.ts';
import { GetCart, SaveCart } from '../../application/shopping/saved-carts.ts';
import { sellerStandingVia, userChangesVia } from '../../application/shared/ports/index.ts';
import type { ShoppingUseCases } from '../../adapters/server/ddp-api/shopping/shopping-methods.ts';
import type { CouponRedemptions } from '../../application/shopping/ports/index.ts';
import {
  SqlCouponLookup,
  SqlCouponRedemptions,
  SqlSavedCarts,
  SqlFavoritesStore,
  SqlListingAvailability,
  SqlSearchTermLog,
  SqlSellerStats,
  SqlUserAdministration,
  SqlUserSettings,
} from '../../adapters/server/persistence/shopping/index.ts';
import { SqlBuyerMembership, SqlListingPrices } from '../../adapters/server/persistence/shopping/sql-checkout-facts.ts';
import { SHARED } from './shared.module.ts';

export const SHOPPING = {
  UseCases: Symbol.for('shopping.UseCases') as ServiceIdentifier<ShoppingUseCases>,
  /** Coupon uses and their limits; placing an order redeems inside its unit of work, expiry releases. */
  CouponRedemptions: Symbol.for('shopping.CouponRedemptions') as ServiceIdentifier<CouponRedemptions>,
} as const;

/**
 * Favorites, the cart check, coupons, search terms, seller level, bans and the
 * checkout quote. A user write and its announcement commit together (unit of
 * work + outbox) and reach live subscriptions after commit; the quote converts with the one rates source `/api/rates` shows.
 */
export const shoppingModule = new ContainerModule(({ bind }) => {
  bind(SHOPPING.CouponRedemptions).toDynamicValue((ctx) => new SqlCouponRedemptions(ctx.get(SHARED.Database)));
  bind(SHOPPING.UseCases).toDynamicValue((ctx) => {
    const db = ctx.get(SHARED.Database);
    const changes = userChangesVia(ctx.get(SHARED.Outbox));
    const uow = ctx.get(SHARED.UnitOfWork);
    const favorites = new SqlFavoritesStore(db);
    const listings = new SqlListingAvailability(db);
    const sellers = new SqlSellerStats(db);
    const couponByCode = new CouponByCode(new SqlCouponLookup(db), ctx.get(SHARED.Clock));
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
      recordSearchTerm: new RecordSearchTerm(new SqlSearchTermLog(db), ctx.get(SHARED.Clock)),
      setUserBanned: new SetUserBanned(new SqlUserAdministration(db), changes, uow, ctx.get(SHARED.Clock), sellerStandingVia(ctx.get(SHARED.Outbox))),
      quoteCheckout: new QuoteCheckout(new SqlListingPrices(db), new SqlBuyerMembership(db), ctx.get(SHARED.RatesSource), couponByCode),
      saveCart: new SaveCart(new SqlSavedCarts(db), ctx.get(SHARED.Clock)),
      getCart: new GetCart(new SqlSavedCarts(db), ctx.get(SHARED.Clock)),
    };
  });
});
