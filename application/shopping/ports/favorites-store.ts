import type { UserWrite } from './user-write.ts';

/** Which favorites list of a user: liked listings or followed sellers. */
export type FavoriteList = 'products' | 'sellers';

/** A user's favorites, in the order they were added (spec section 3, client session state). */
export interface Favorites {
  readonly favoriteProducts: readonly string[];
  readonly favoriteSellers: readonly string[];
}

/** Why an add did not append: the id was already there, or the list is at its limit. */
export type FavoriteAddOutcome = 'ADDED' | 'ALREADY_THERE' | 'LIST_FULL';

/** A write's effect and the favorites right after it, so the caller needs no second read. */
export interface FavoritesWrite {
  readonly write: Exclude<UserWrite, 'USER_NOT_FOUND'>;
  readonly favorites: Favorites;
}

/**
 * The favorites lists on the user record. Every write is one atomic statement
 * on the row, so two tabs adding at once both land and a list never holds an
 * id twice or grows past its limit; `undefined` means no such user.
 */
export interface FavoritesStore {
  favoritesOf(userId: string): Promise<Favorites | undefined>;
  /** Appends `id` unless it is already listed or the list holds `limit` ids. */
  add(userId: string, list: FavoriteList, id: string, limit: number): Promise<(FavoritesWrite & { readonly outcome: FavoriteAddOutcome }) | undefined>;
  remove(userId: string, list: FavoriteList, id: string): Promise<FavoritesWrite | undefined>;
  clear(userId: string, list: FavoriteList): Promise<FavoritesWrite | undefined>;
}
