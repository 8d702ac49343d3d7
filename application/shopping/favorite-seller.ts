import { err, ok, type Result } from 'neverthrow';
import { domainError, requirePermission, type Actor, type DomainError } from '../../domain/index.ts';
import type { UnitOfWork } from '../shared/ports/index.ts';
import type { FavoritesStore, SellerStats } from './ports/index.ts';
import type { UserChanges } from '../shared/ports/index.ts';
import { favoritesFull, MAX_FAVORITES, writeFavorites, type FavoritesOutput } from './favorites.ts';
import type { FavoriteSellerParams } from '../../contracts/shopping/index.ts';

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
    private readonly uow: UnitOfWork,
  ) {}

  async execute(actor: Actor, input: FavoriteSellerInput): Promise<Result<FavoritesOutput, DomainError>> {
    const user = requirePermission(actor, 'favorites.manage');
    if (user.isErr()) return err(user.error);
    if (input.sellerId === user.value) {
      return err(domainError('VALIDATION_FAILED', 'You cannot add yourself to your favorite sellers', { field: 'sellerId' }));
    }
    if (!(await this.sellers.isSeller(input.sellerId))) return err(domainError('NOT_FOUND', 'Seller not found', { field: 'sellerId' }));
    return writeFavorites(this.uow, this.changes, user.value, async () => {
      const added = await this.favorites.add(user.value, 'sellers', input.sellerId, MAX_FAVORITES);
      return added?.outcome === 'LIST_FULL' ? err(favoritesFull('sellers')) : ok(added);
    });
  }
}

/** `removeFavoriteSeller`: unfollows; any id may be removed, an id not listed changes nothing. */
export class RemoveFavoriteSeller {
  constructor(
    private readonly favorites: FavoritesStore,
    private readonly changes: UserChanges,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(actor: Actor, input: FavoriteSellerInput): Promise<Result<FavoritesOutput, DomainError>> {
    const user = requirePermission(actor, 'favorites.manage');
    if (user.isErr()) return err(user.error);
    return writeFavorites(this.uow, this.changes, user.value, async () => ok(await this.favorites.remove(user.value, 'sellers', input.sellerId)));
  }
}
