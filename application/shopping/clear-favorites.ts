import { err, type Result } from 'neverthrow';
import { requirePermission, type Actor, type DomainError } from '../../domain/index.ts';
import type { FavoriteList, FavoritesStore, UserChanges } from './ports/index.ts';
import { afterFavoritesWrite, type FavoritesOutput } from './favorites.ts';
import type { NoInput } from './no-input.ts';

async function clearList(
  favorites: FavoritesStore,
  changes: UserChanges,
  actor: Actor,
  list: FavoriteList,
): Promise<Result<FavoritesOutput, DomainError>> {
  const user = requirePermission(actor, 'favorites.manage');
  if (user.isErr()) return err(user.error);
  return afterFavoritesWrite(user.value, await favorites.clear(user.value, list), changes);
}

/** `clearFavoriteProducts`: empties the liked listings, leaving followed sellers alone. */
export class ClearFavoriteProducts {
  constructor(
    private readonly favorites: FavoritesStore,
    private readonly changes: UserChanges,
  ) {}

  execute(actor: Actor, _input: NoInput = {}): Promise<Result<FavoritesOutput, DomainError>> {
    return clearList(this.favorites, this.changes, actor, 'products');
  }
}

/** `clearFavoriteSellers`: empties the followed sellers, leaving liked listings alone. */
export class ClearFavoriteSellers {
  constructor(
    private readonly favorites: FavoritesStore,
    private readonly changes: UserChanges,
  ) {}

  execute(actor: Actor, _input: NoInput = {}): Promise<Result<FavoritesOutput, DomainError>> {
    return clearList(this.favorites, this.changes, actor, 'sellers');
  }
}
