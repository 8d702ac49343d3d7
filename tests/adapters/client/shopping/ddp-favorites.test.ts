import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { DdpFavorites } from '../../../../adapters/client/shopping/ddp-favorites.ts';
import { domainError } from '../../../../domain/index.ts';

describe('DdpFavorites', () => {
  it('calls the four favorites methods with their params and answers both lists', async () => {
    const calls: unknown[][] = [];
    const lists = { favoriteProducts: ['P1'], favoriteSellers: ['S1'] };
    const favorites = new DdpFavorites({ call: (method, ...params) => (calls.push([method, ...params]), Promise.resolve(ok(lists))) });
    expect((await favorites.addProduct('P1'))._unsafeUnwrap()).toEqual(lists);
    await favorites.removeProduct('P1');
    await favorites.addSeller('S1');
    await favorites.removeSeller('S1');
    expect(calls).toEqual([
      ['addFavoriteProduct', { productId: 'P1' }],
      ['removeFavoriteProduct', { productId: 'P1' }],
      ['addFavoriteSeller', { sellerId: 'S1' }],
      ['removeFavoriteSeller', { sellerId: 'S1' }],
    ]);
  });

  it("passes the server's refusal on and refuses an answer it does not understand", async () => {
    const refused = new DdpFavorites({ call: () => Promise.resolve(err(domainError('PRODUCT_NOT_FOUND', 'Product not found'))) });
    expect((await refused.addProduct('P1'))._unsafeUnwrapErr().code).toBe('PRODUCT_NOT_FOUND');
    const odd = new DdpFavorites({ call: () => Promise.resolve(ok({ favoriteProducts: 'P1' })) });
    expect((await odd.addProduct('P1'))._unsafeUnwrapErr().code).toBe('INTERNAL');
  });
});
