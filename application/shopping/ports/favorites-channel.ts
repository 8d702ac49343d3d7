import type { Result } from 'neverthrow';
import type { DomainError } from '../../../domain/index.ts';
import type { FavoriteLists } from '../../../contracts/shopping/index.ts';

/**
 * The storefront's favorites calls (spec section 3, favoriteProducts and
 * favoriteSellers): like or unlike a listing, follow or unfollow a seller.
 * Every call answers both lists as they are afterwards, so the browser never
 * guesses the server's state.
 */
export interface FavoritesChannel {
  addProduct(productId: string): Promise<Result<FavoriteLists, DomainError>>;
  removeProduct(productId: string): Promise<Result<FavoriteLists, DomainError>>;
  addSeller(sellerId: string): Promise<Result<FavoriteLists, DomainError>>;
  removeSeller(sellerId: string): Promise<Result<FavoriteLists, DomainError>>;
}

/** The two lists of favorites, as the favorites methods answer them (contracts/shopping). */
export type { FavoriteLists } from '../../../contracts/shopping/index.ts';
