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
  GetFavoritesMethod,
  GetSellerLevelMethod,
  RemoveFavoriteProductMethod,
  RemoveFavoriteSellerMethod,
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
    ['getFavorites', method(GetFavoritesMethod.params, (caller) => useCases.getFavorites.execute(caller, {}))],
    ['clearFavoriteProducts', method(ClearFavoriteProductsMethod.params, (caller) => useCases.clearFavoriteProducts.execute(caller, {}))],
    ['clearFavoriteSellers', method(ClearFavoriteSellersMethod.params, (caller) => useCases.clearFavoriteSellers.execute(caller, {}))],
    ['addFavoriteProduct', method(AddFavoriteProductMethod.params, (caller, [p]) => useCases.addFavoriteProduct.execute(caller, p))],
    ['removeFavoriteProduct', method(RemoveFavoriteProductMethod.params, (caller, [p]) => useCases.removeFavoriteProduct.execute(caller, p))],
    ['addFavoriteSeller', method(AddFavoriteSellerMethod.params, (caller, [p]) => useCases.addFavoriteSeller.execute(caller, p))],
    ['removeFavoriteSeller', method(RemoveFavoriteSellerMethod.params, (caller, [p]) => useCases.removeFavoriteSeller.execute(caller, p))],
    ['getSellerLevel', method(GetSellerLevelMethod.params, (caller, [p]) => useCases.getSellerLevel.execute(caller, { progress: p.progress }))],
    [
      'setUserCountry',
      method(
        SetUserCountryMethod.params,
        (caller, [p]) => useCases.setUserCountry.execute(caller, p),
      ),
    ],
    [
      // The spec's spelling: clients call it this way.
      'checkCartAvailablity',
      method(
        CheckCartAvailabilityMethod.params,
        (caller, [p]) => useCases.checkCartAvailability.execute(caller, p),
      ),
    ],
    [
      'couponByCode',
      method(CouponByCodeMethod.params, (caller, [p]) =>
        useCases.couponByCode.execute(caller, p),
      ),
    ],
    [
      'searchTerm',
      method(
        SearchTermMethod.params,
        (caller, [p], ctx) => useCases.recordSearchTerm.execute(caller, p, { clientAddress: ctx.clientAddress }),
      ),
    ],
    ['setUserBanned', method(SetUserBannedMethod.params, (caller, [p]) => useCases.setUserBanned.execute(caller, p))],
    ['checkoutQuote', method(CheckoutQuoteMethod.params, (caller, [p]) => useCases.quoteCheckout.execute(caller, p))],
  ]);
}

