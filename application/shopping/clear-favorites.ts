import { err, ok, type Result } from 'neverthrow';
import { requirePermission, type Actor, type DomainError } from '../../domain/index.ts';
import type { UnitOfWork } from '../shared/ports/index.ts';
import type { FavoriteList, FavoritesStore } from './ports/index.ts';
import type { UserChanges } from '../shared/ports/index.ts';
import { writeFavorites, type FavoritesOutput } from './favorites.ts';
import type { NoInput } from './no-input.ts';

/** Empties one list of the caller's favorites. */
class ClearFavoriteList {
  constructor(
    private readonly list: FavoriteList,
    private readonly favorites: FavoritesStore,
    private readonly changes: UserChanges,
    private readonly uow: UnitOfWork,
  ) {}

  execute(actor: Actor, _input: NoInput = {}): Promise<Result<FavoritesOutput, DomainError>> {
    const user = requirePermission(actor, 'favorites.manage');
    if (user.isErr()) return Promise.resolve(err(user.error));
    return writeFavorites(this.uow, this.changes, user.value, async () => ok(await this.favorites.clear(user.value, this.list)));
  }
}

/** `clearFavoriteProducts`: empties the liked listings, leaving followed sellers alone. */
export class ClearFavoriteProducts extends ClearFavoriteList {
  constructor(favorites: FavoritesStore, changes: UserChanges, uow: UnitOfWork) {
    super('products', favorites, changes, uow);
  }
}

/** `clearFavoriteSellers`: empties the followed sellers, leaving liked listings alone. */
export class ClearFavoriteSellers extends ClearFavoriteList {
  constructor(favorites: FavoritesStore, changes: UserChanges, uow: UnitOfWork) {
    super('sellers', favorites, changes, uow);
  }
}
