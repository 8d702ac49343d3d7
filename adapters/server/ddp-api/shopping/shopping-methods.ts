import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import type {
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
} from '../../../../application/shopping/index.ts';
import type { QuoteCheckout } from '../../../../application/shopping/quote-checkout.ts';
import type { GetCart, SaveCart } from '../../../../application/shopping/saved-carts.ts';
import type { MethodHandler } from '../../ddp/index.ts';
import { actorMethod } from '../shared/actor-method.ts';
import {
  AddFavoriteProductMethod,
  AddFavoriteSellerMethod,
  CheckCartAvailabilityMethod,
  CheckoutQuoteMethod,
  ClearFavoriteProductsMethod,
  ClearFavoriteSellersMethod,
  CouponByCodeMethod,
  GetCartMethod,
  GetFavoritesMethod,
  GetSellerLevelMethod,
  RemoveFavoriteProductMethod,
  RemoveFavoriteSellerMethod,
  SaveCartMethod,
  SearchTermMethod,
  SetUserBannedMethod,
  SetUserCountryMethod,
} from '../../../../contracts/shopping/index.ts';

export interface ShoppingUseCases {
  readonly getFavorites: GetFavorites;
  readonly addFavoriteProduct: AddFavoriteProduct;
  readonly removeFavoriteProduct: RemoveFavoriteProduct;
  readonly addFavoriteSeller: AddFavoriteSeller;
  readonly removeFavoriteSeller: RemoveFavoriteSeller;
  readonly clearFavoriteProducts: ClearFavoriteProducts;
  readonly clearFavoriteSellers: ClearFavoriteSellers;
  readonly getSellerLevel: GetSellerLevel;
  readonly setUserCountry: SetUserCountry;
  readonly checkCartAvailability: CheckCartAvailability;
  readonly couponByCode: CouponByCode;
  readonly recordSearchTerm: RecordSearchTerm;
  readonly setUserBanned: SetUserBanned;
  readonly quoteCheckout: QuoteCheckout;
  readonly saveCart: SaveCart;
  readonly getCart: GetCart;
}

/**
 * The realtime methods of spec section 7 beyond sign-in. Every call is
 * checked by its schema first, then by the use case, which decides who may
 * call it from the call's actor (the connection's user as their account
 * stands now) — never from anything in the params.
 */
export function shoppingMethods(useCases: ShoppingUseCases, actors: ActorDirectory): Map<string, MethodHandler> {
  const method = actorMethod(actors);

  return new Map<string, MethodHandler>([
    ['getFavorites', method(GetFavoritesMethod.params, (actor) => useCases.getFavorites.execute(actor, {}))],
    ['clearFavoriteProducts', method(ClearFavoriteProductsMethod.params, (actor) => useCases.clearFavoriteProducts.execute(actor, {}))],
    ['clearFavoriteSellers', method(ClearFavoriteSellersMethod.params, (actor) => useCases.clearFavoriteSellers.execute(actor, {}))],
    ['addFavoriteProduct', method(AddFavoriteProductMethod.params, (actor, [p]) => useCases.addFavoriteProduct.execute(actor, p))],
    ['removeFavoriteProduct', method(RemoveFavoriteProductMethod.params, (actor, [p]) => useCases.removeFavoriteProduct.execute(actor, p))],
    ['addFavoriteSeller', method(AddFavoriteSellerMethod.params, (actor, [p]) => useCases.addFavoriteSeller.execute(actor, p))],
    ['removeFavoriteSeller', method(RemoveFavoriteSellerMethod.params, (actor, [p]) => useCases.removeFavoriteSeller.execute(actor, p))],
    ['getSellerLevel', method(GetSellerLevelMethod.params, (actor, [p]) => useCases.getSellerLevel.execute(actor, { progress: p.progress }))],
    [
      'setUserCountry',
      method(
        SetUserCountryMethod.params,
        (actor, [p]) => useCases.setUserCountry.execute(actor, p),
      ),
    ],
    [
      // The spec's spelling: clients call it this way.
      'checkCartAvailablity',
      method(
        CheckCartAvailabilityMethod.params,
        (actor, [p]) => useCases.checkCartAvailability.execute(actor, p),
      ),
    ],
    [
      'couponByCode',
      method(CouponByCodeMethod.params, (actor, [p]) =>
        useCases.couponByCode.execute(actor, p),
      ),
    ],
    [
      'searchTerm',
      method(
        SearchTermMethod.params,
        (actor, [p], ctx) => useCases.recordSearchTerm.execute(actor, p, { clientAddress: ctx.clientAddress }),
      ),
    ],
    ['setUserBanned', method(SetUserBannedMethod.params, (actor, [p]) => useCases.setUserBanned.execute(actor, p))],
    ['checkoutQuote', method(CheckoutQuoteMethod.params, (actor, [p]) => useCases.quoteCheckout.execute(actor, p))],
    ['saveCart', method(SaveCartMethod.params, (actor, [p]) => useCases.saveCart.execute(actor, p))],
    ['getCart', method(GetCartMethod.params, (actor, [p]) => useCases.getCart.execute(actor, p))],
  ]);
}

