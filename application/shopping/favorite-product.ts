import { err, ok, type Result } from 'neverthrow';
import { domainError, requirePermission, type Actor, type DomainError } from '../../domain/index.ts';
import type { UnitOfWork } from '../shared/ports/index.ts';
import type { FavoritesStore, ListingAvailability } from './ports/index.ts';
import type { UserChanges } from '../shared/ports/index.ts';
import { favoritesFull, MAX_FAVORITES, writeFavorites, type FavoritesOutput } from './favorites.ts';
import type { FavoriteProductParams } from '../../contracts/shopping/index.ts';

/** Params of adding or removing a favorite listing. */
export type FavoriteProductInput = FavoriteProductParams;

/**
 * `addFavoriteProduct`: likes a listing. Only a listing a buyer could buy now
 * (state AVAILABLE) may be added, so the list never fills with ids of
 * withdrawn offers; adding one already listed changes nothing and succeeds.
 * Reading: the availability check comes first, so re-adding a listing that
 * has since sold out is refused even though it is still in the list.
 */
export class AddFavoriteProduct {
  constructor(
    private readonly favorites: FavoritesStore,
    private readonly listings: ListingAvailability,
    private readonly changes: UserChanges,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(actor: Actor, input: FavoriteProductInput): Promise<Result<FavoritesOutput, DomainError>> {
    const user = requirePermission(actor, 'favorites.manage');
    if (user.isErr()) return err(user.error);
    const stock = await this.listings.stockOf([input.productId]);
    const listing = stock.find((l) => l.id === input.productId);
    if (listing === undefined || listing.state !== 'AVAILABLE') {
      return err(domainError('PRODUCT_NOT_FOUND', 'Product not found', { field: 'productId' }));
    }
    return writeFavorites(this.uow, this.changes, user.value, async () => {
      const added = await this.favorites.add(user.value, 'products', input.productId, MAX_FAVORITES);
      return added?.outcome === 'LIST_FULL' ? err(favoritesFull('products')) : ok(added);
    });
  }
}

/**
 * `removeFavoriteProduct`: unlikes a listing. Any id may be removed, whatever
 * the listing's state now (that is how stale ids leave the list); removing
 * one not listed changes nothing and succeeds.
 */
export class RemoveFavoriteProduct {
  constructor(
    private readonly favorites: FavoritesStore,
    private readonly changes: UserChanges,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(actor: Actor, input: FavoriteProductInput): Promise<Result<FavoritesOutput, DomainError>> {
    const user = requirePermission(actor, 'favorites.manage');
    if (user.isErr()) return err(user.error);
    return writeFavorites(this.uow, this.changes, user.value, async () => ok(await this.favorites.remove(user.value, 'products', input.productId)));
  }
}
