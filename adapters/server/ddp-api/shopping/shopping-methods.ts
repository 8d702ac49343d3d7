import type * as v from 'valibot';
import type { Result } from 'neverthrow';
import type { AccountStore } from '../../../../application/accounts/ports/index.ts';
import type { Caller } from '../../../../application/shopping/ports/index.ts';
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
import type { DomainError } from '../../../../domain/index.ts';
import type { MethodContext, MethodHandler } from '../../ddp/index.ts';
import { defineMethod } from '../shared/define-method.ts';
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
 * call it from the connection's session — never from anything in the params.
 */
export function shoppingMethods(useCases: ShoppingUseCases, accounts: AccountStore): Map<string, MethodHandler> {
  /** The caller as the session knows it; roles are read fresh, so a role change applies to the next call. */
  const callerOf = async (ctx: MethodContext): Promise<Caller> => {
    const account = ctx.userId === null ? undefined : await accounts.findById(ctx.userId);
    const usable = account !== undefined && !account.banned && !account.removed;
    return { userId: usable ? account.id : null, roles: usable ? account.roles : [], clientAddress: ctx.clientAddress };
  };
  const method = <S extends v.GenericSchema<unknown, readonly unknown[]>>(
    schema: S,
    run: (caller: Caller, params: v.InferOutput<S>) => Promise<Result<unknown, DomainError>>,
  ): MethodHandler => defineMethod(schema, async (ctx, params) => run(await callerOf(ctx), params));

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
        (caller, [p]) => useCases.recordSearchTerm.execute(caller, p),
      ),
    ],
    ['setUserBanned', method(SetUserBannedMethod.params, (caller, [p]) => useCases.setUserBanned.execute(caller, p))],
    ['checkoutQuote', method(CheckoutQuoteMethod.params, (caller, [p]) => useCases.quoteCheckout.execute(caller, p))],
  ]);
}

