import * as v from 'valibot';
import { ddpMethod, list, NoParams } from '../shared/index.ts';
import { methodId } from './fields.ts';

/*
 * The favorites methods (spec section 3, favoriteProducts and favoriteSellers).
 * Every call answers both lists as they are afterwards, so the browser never
 * guesses the server's state.
 */

/** The two lists of favorites: listing ids and seller ids. */
export const FavoriteListsSchema = v.object({ favoriteProducts: list(v.string()), favoriteSellers: list(v.string()) });
export type FavoriteLists = v.InferOutput<typeof FavoriteListsSchema>;

const ProductParams = v.tuple([v.object({ productId: methodId })]);
const SellerParams = v.tuple([v.object({ sellerId: methodId })]);

export const GetFavoritesMethod = ddpMethod('getFavorites', NoParams, FavoriteListsSchema);
export const ClearFavoriteProductsMethod = ddpMethod('clearFavoriteProducts', NoParams, FavoriteListsSchema);
export const ClearFavoriteSellersMethod = ddpMethod('clearFavoriteSellers', NoParams, FavoriteListsSchema);
export const AddFavoriteProductMethod = ddpMethod('addFavoriteProduct', ProductParams, FavoriteListsSchema);
export const RemoveFavoriteProductMethod = ddpMethod('removeFavoriteProduct', ProductParams, FavoriteListsSchema);
export const AddFavoriteSellerMethod = ddpMethod('addFavoriteSeller', SellerParams, FavoriteListsSchema);
export const RemoveFavoriteSellerMethod = ddpMethod('removeFavoriteSeller', SellerParams, FavoriteListsSchema);

/** Params of adding or removing a favorite listing. */
export type FavoriteProductParams = v.InferOutput<typeof ProductParams>[0];
/** Params of following or unfollowing a seller. */
export type FavoriteSellerParams = v.InferOutput<typeof SellerParams>[0];
