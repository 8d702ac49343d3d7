import { err, ok, type Result } from 'neverthrow';
import { requirePermission, type Actor, type DomainError } from '../../domain/index.ts';
import type { FavoritesStore } from './ports/index.ts';
import { userNotFound, type FavoritesOutput } from './favorites.ts';
import type { NoInput } from './no-input.ts';

/** `getFavorites`: the logged-in user's favorite listings and sellers, loaded on the user's first load (spec section 4). */
export class GetFavorites {
  constructor(private readonly favorites: FavoritesStore) {}

  async execute(actor: Actor, _input: NoInput = {}): Promise<Result<FavoritesOutput, DomainError>> {
    const user = requirePermission(actor, 'favorites.manage');
    if (user.isErr()) return err(user.error);
    const found = await this.favorites.favoritesOf(user.value);
    return found === undefined ? err(userNotFound()) : ok(found);
  }
}
