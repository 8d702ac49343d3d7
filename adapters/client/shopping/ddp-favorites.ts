import type { Result } from 'neverthrow';
import type { FavoritesChannel } from '../../../application/shopping/ports/favorites-channel.ts';
import type { DomainError } from '../../../domain/index.ts';
import {
  AddFavoriteProductMethod,
  AddFavoriteSellerMethod,
  RemoveFavoriteProductMethod,
  RemoveFavoriteSellerMethod,
  type FavoriteLists,
} from '../../../contracts/shopping/index.ts';
import { callMethod, type DdpMethodCaller } from '../shared/ddp-answer.ts';

export type { DdpMethodCaller } from '../shared/ddp-answer.ts';

/** The favorites methods of adapters/server/ddp-api/shopping/shopping-methods.ts over the storefront's DDP channel. */
export class DdpFavorites implements FavoritesChannel {
  constructor(private readonly ddp: DdpMethodCaller) {}

  addProduct(productId: string): Promise<Result<FavoriteLists, DomainError>> {
    return callMethod(this.ddp, AddFavoriteProductMethod, { productId });
  }

  removeProduct(productId: string): Promise<Result<FavoriteLists, DomainError>> {
    return callMethod(this.ddp, RemoveFavoriteProductMethod, { productId });
  }

  addSeller(sellerId: string): Promise<Result<FavoriteLists, DomainError>> {
    return callMethod(this.ddp, AddFavoriteSellerMethod, { sellerId });
  }

  removeSeller(sellerId: string): Promise<Result<FavoriteLists, DomainError>> {
    return callMethod(this.ddp, RemoveFavoriteSellerMethod, { sellerId });
  }
}
