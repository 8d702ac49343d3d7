import { err, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../../domain/index.ts';
import { requireUser, type Caller, type FavoritesStore, type SellerStats, type UserChanges } from './ports/index.ts';
import type { FavoriteSellerParams } from '../../contracts/shopping/index.ts';
import { afterFavoritesWrite, favoritesFull, MAX_FAVORITES, type FavoritesOutput } from './favorites.ts';

/** Params of following or unfollowing a seller. */
export type FavoriteSellerInput = FavoriteSellerParams;

/**
 * `addFavoriteSeller`: follows a seller. Only a user who sells (SELLER or
 * BULK_SELLER, not removed) can be followed, so the id cannot be used to
 * probe for arbitrary accounts; following yourself is refused because a
 * seller's own offers would then show up as "from sellers you follow".
 */
export class AddFavoriteSeller {
  constructor(
    private readonly favorites: FavoritesStore,
    private readonly sellers: SellerStats,
    private readonly changes: UserChanges,
  ) {}

  async execute(caller: Caller, input: FavoriteSellerInput): Promise<Result<FavoritesOutput, DomainError>> {
    const user = requireUser(caller);
    if (user.isErr()) return err(user.error);
    if (input.sellerId === user.value) {
      return err(domainError('VALIDATION_FAILED', 'You cannot add yourself to your favorite sellers', { field: 'sellerId' }));
    }
    if (!(await this.sellers.isSeller(input.sellerId))) return err(domainError('NOT_FOUND', 'Seller not found', { field: 'sellerId' }));
    const added = await this.favorites.add(user.value, 'sellers', input.sellerId, MAX_FAVORITES);
    if (added?.outcome === 'LIST_FULL') return err(favoritesFull('sellers'));
    return afterFavoritesWrite(user.value, added, this.changes);
  }
}

/** `removeFavoriteSeller`: unfollows; any id may be removed, an id not listed changes nothing. */
export class RemoveFavoriteSeller {
  constructor(
    private readonly favorites: FavoritesStore,
    private readonly changes: UserChanges,
  ) {}

  async execute(caller: Caller, input: FavoriteSellerInput): Promise<Result<FavoritesOutput, DomainError>> {
    const user = requireUser(caller);
    if (user.isErr()) return err(user.error);
    return afterFavoritesWrite(user.value, await this.favorites.remove(user.value, 'sellers', input.sellerId), this.changes);
  }
}
