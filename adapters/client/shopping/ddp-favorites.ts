import { err, ok, type Result } from 'neverthrow';
import * as v from 'valibot';
import type { FavoriteLists } from '../../../application/shopping/ports/index.ts';
import type { FavoritesChannel } from '../../../application/shopping/ports/index.ts';
import { domainError, type DomainError } from '../../../domain/index.ts';

/** Anything that can call a DDP method (the storefront's `DdpAccountConnection`). */
export interface DdpMethodCaller {
  call(method: string, ...params: unknown[]): Promise<Result<unknown, DomainError>>;
}

const FavoritesAnswer = v.object({
  favoriteProducts: v.array(v.string()),
  favoriteSellers: v.array(v.string()),
});

function listsOf(method: string, answer: unknown): Result<FavoriteLists, DomainError> {
  const parsed = v.safeParse(FavoritesAnswer, answer);
  if (!parsed.success) return err(domainError('INTERNAL', `Unexpected answer from ${method}`));
  return ok({ favoriteProducts: parsed.output.favoriteProducts, favoriteSellers: parsed.output.favoriteSellers });
}

/** The favorites methods of adapters/server/ddp-api/shopping-methods.ts over the storefront's DDP channel. */
export class DdpFavorites implements FavoritesChannel {
  constructor(private readonly ddp: DdpMethodCaller) {}

  addProduct(productId: string): Promise<Result<FavoriteLists, DomainError>> {
    return this.lists('addFavoriteProduct', { productId });
  }

  removeProduct(productId: string): Promise<Result<FavoriteLists, DomainError>> {
    return this.lists('removeFavoriteProduct', { productId });
  }

  addSeller(sellerId: string): Promise<Result<FavoriteLists, DomainError>> {
    return this.lists('addFavoriteSeller', { sellerId });
  }

  removeSeller(sellerId: string): Promise<Result<FavoriteLists, DomainError>> {
    return this.lists('removeFavoriteSeller', { sellerId });
  }

  private async lists(method: string, params: Readonly<Record<string, string>>): Promise<Result<FavoriteLists, DomainError>> {
    const answer = await this.ddp.call(method, params);
    return answer.andThen((value) => listsOf(method, value));
  }
}
