import * as v from 'valibot';
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

const id = v.pipe(v.string(), v.nonEmpty('is required'), v.maxLength(64));
const shortText = (max: number) => v.pipe(v.string(), v.maxLength(max));
const quantity = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000));
/** `checkoutQuote`'s params: listings and quantities only — a line's price, if a client sends one, is dropped unread. */
const checkoutQuoteParams = v.tuple([
  v.object({
    lines: v.pipe(v.array(v.object({ productId: id, quantity, selectedServiceId: v.optional(id) })), v.maxLength(100)),
    currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD')),
    couponCode: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
    affiliate: v.optional(v.boolean(), false),
  }),
]);

/**
 * The realtime methods of spec section 7 beyond sign-in. Every call is
 * checked by its schema first, then by the use case, which decides who may
 * call it from the call's actor (the connection's user as their account
 * stands now) — never from anything in the params.
 */
export function shoppingMethods(useCases: ShoppingUseCases, actors: ActorDirectory): Map<string, MethodHandler> {
  const method = actorMethod(actors);
  const none = v.union([v.tuple([]), v.tuple([v.optional(v.object({}))])]);

  return new Map<string, MethodHandler>([
    ['getFavorites', method(none, (caller) => useCases.getFavorites.execute(caller, {}))],
    ['clearFavoriteProducts', method(none, (caller) => useCases.clearFavoriteProducts.execute(caller, {}))],
    ['clearFavoriteSellers', method(none, (caller) => useCases.clearFavoriteSellers.execute(caller, {}))],
    ['addFavoriteProduct', method(v.tuple([v.object({ productId: id })]), (caller, [p]) => useCases.addFavoriteProduct.execute(caller, p))],
    ['removeFavoriteProduct', method(v.tuple([v.object({ productId: id })]), (caller, [p]) => useCases.removeFavoriteProduct.execute(caller, p))],
    ['addFavoriteSeller', method(v.tuple([v.object({ sellerId: id })]), (caller, [p]) => useCases.addFavoriteSeller.execute(caller, p))],
    ['removeFavoriteSeller', method(v.tuple([v.object({ sellerId: id })]), (caller, [p]) => useCases.removeFavoriteSeller.execute(caller, p))],
    ['getSellerLevel', method(v.tuple([v.optional(v.object({ progress: v.optional(v.boolean(), false) }), {})]), (caller, [p]) => useCases.getSellerLevel.execute(caller, { progress: p.progress }))],
    [
      'setUserCountry',
      method(
        v.tuple([v.object({ geo: v.object({ country: shortText(8), region: v.optional(v.nullable(shortText(100))), city: v.optional(v.nullable(shortText(100))) }) })]),
        (caller, [p]) => useCases.setUserCountry.execute(caller, p),
      ),
    ],
    [
      // The spec's spelling: clients call it this way.
      'checkCartAvailablity',
      method(
        v.tuple([v.object({ products: v.pipe(v.array(v.object({ _id: id, quantity })), v.maxLength(100)), visitorId: v.optional(shortText(128), '') })]),
        (caller, [p]) => useCases.checkCartAvailability.execute(caller, p),
      ),
    ],
    [
      'couponByCode',
      method(v.tuple([v.object({ code: v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(64)), affiliate: v.optional(v.boolean(), false) })]), (caller, [p]) =>
        useCases.couponByCode.execute(caller, p),
      ),
    ],
    [
      'searchTerm',
      method(
        v.tuple([v.object({ term: shortText(1000), gameType: shortText(64), productType: v.optional(v.nullable(shortText(64))), resultCount: v.pipe(v.number(), v.integer(), v.minValue(0)) })]),
        (caller, [p], ctx) => useCases.recordSearchTerm.execute(caller, p, { clientAddress: ctx.clientAddress }),
      ),
    ],
    ['setUserBanned', method(v.tuple([v.object({ userId: id, banned: v.boolean() })]), (caller, [p]) => useCases.setUserBanned.execute(caller, p))],
    ['checkoutQuote', method(checkoutQuoteParams, (caller, [p]) => useCases.quoteCheckout.execute(caller, p))],
  ]);
}

