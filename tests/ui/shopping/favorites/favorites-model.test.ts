import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { FavoriteLists } from '../../../../application/shopping/ports/index.ts';
import { domainError, type SessionState } from '../../../../domain/index.ts';
import { apiRequestFx, type ApiRequest } from '../../../../ui/features/shared/api/model.ts';
import {
  $favoriteProducts,
  $favoriteSellers,
  addFavoriteSellerFx,
  favoriteProductToggled,
  favoriteSellerToggled,
  favoritesReloadRequested,
  removeFavoriteProductFx,
  removeFavoriteSellerFx,
} from '../../../../ui/features/shopping/favorites/model.ts';
import { $loginModal } from '../../../../ui/features/accounts/login/model.ts';
import { pageResolved } from '../../../../ui/features/shared/page/model.ts';
import { $favorites, $session, loadFavoritesFx, sessionEventHappened } from '../../../../ui/features/accounts/session/model.ts';
import { productJson, routePage } from '../../catalog/product/fixtures.ts';

const LOGGED_IN: SessionState = { status: 'loggedIn', userId: 'u1', user: null };
const PRODUCTS_PAGE = routePage('dashboardFavoritesProducts', '/dashboard/favorites/products');
const SELLERS_PAGE = routePage('dashboardFavoritesSellers', '/dashboard/favorites/sellers');

function seller(id: string) {
  return { _id: id, username: `Seller ${id}`, slug: `seller-${id.toLowerCase()}`, communityRating: 4.5, reviewCount: 0, country: null, avatar: null, isSeller: true, level: null, completedSales: 3, memberSince: '2024-01-01T00:00:00.000Z' };
}

function browser(lists: FavoriteLists, options: { failFirst?: boolean } = {}) {
  let server = lists;
  let failures = options.failFirst === true ? 1 : 0;
  const requests: ApiRequest[] = [];
  const scope = fork({
    values: [[$session, LOGGED_IN]],
    handlers: [
      [loadFavoritesFx, () => server],
      [
        apiRequestFx,
        (request: ApiRequest) => {
          requests.push(request);
          if (failures > 0) {
            failures -= 1;
            return Promise.reject(domainError('UNAVAILABLE', 'down'));
          }
          const ids = (request.body as { ids: string[] }).ids;
          if (request.path === '/api/profiles/by-ids') return Promise.resolve({ sellers: ids.filter((x) => x !== 'Sgone').map(seller) });
          return Promise.resolve({ products: ids.filter((x) => x !== 'Pgone').map((x) => productJson({ _id: x, title: `Item ${x}` })) });
        },
      ],
      [removeFavoriteProductFx, (id: string) => (server = { ...server, favoriteProducts: server.favoriteProducts.filter((x) => x !== id) })],
      [removeFavoriteSellerFx, (id: string) => (server = { ...server, favoriteSellers: server.favoriteSellers.filter((x) => x !== id) })],
      [addFavoriteSellerFx, (id: string) => (server = { ...server, favoriteSellers: [...server.favoriteSellers, id] })],
    ],
  });
  return { scope, requests };
}

describe('favorites pages model', () => {
  it('waits for the lists (loaded after login), then shows the products newest first, marking those no longer on sale', async () => {
    const { scope, requests } = browser({ favoriteProducts: ['P1', 'Pgone', 'P3'], favoriteSellers: [] });
    await allSettled(pageResolved, { scope, params: PRODUCTS_PAGE });
    expect(scope.getState($favoriteProducts).status).toBe('loading');
    expect(requests).toEqual([]);
    await allSettled(loadFavoritesFx, { scope });
    expect(requests).toEqual([{ method: 'POST', path: '/api/products/by-ids', body: { ids: ['P3', 'Pgone', 'P1'] } }]);
    const list = scope.getState($favoriteProducts);
    expect(list.status).toBe('ready');
    expect(list.entries.map((e) => [e.id, e.item?.title ?? null])).toEqual([
      ['P3', 'Item P3'],
      ['Pgone', null],
      ['P1', 'Item P1'],
    ]);
  });

  it('removes a product from the list with the server’s answer', async () => {
    const { scope } = browser({ favoriteProducts: ['P1', 'P2'], favoriteSellers: [] });
    await allSettled(loadFavoritesFx, { scope });
    await allSettled(pageResolved, { scope, params: PRODUCTS_PAGE });
    await allSettled(favoriteProductToggled, { scope, params: 'P2' });
    expect(scope.getState($favorites).favoriteProducts).toEqual(['P1']);
    expect(scope.getState($favoriteProducts).entries.map((e) => e.id)).toEqual(['P1']);
  });

  it('asks in chunks of at most 100 ids', async () => {
    const many = Array.from({ length: 230 }, (_, i) => `P${i}`);
    const { scope, requests } = browser({ favoriteProducts: many, favoriteSellers: [] });
    await allSettled(loadFavoritesFx, { scope });
    await allSettled(pageResolved, { scope, params: PRODUCTS_PAGE });
    expect(requests.map((r) => (r.body as { ids: string[] }).ids.length)).toEqual([100, 100, 30]);
    expect(scope.getState($favoriteProducts).entries).toHaveLength(230);
  });

  it('shows a failure and loads again on retry', async () => {
    const { scope } = browser({ favoriteProducts: ['P1'], favoriteSellers: [] }, { failFirst: true });
    await allSettled(loadFavoritesFx, { scope });
    await allSettled(pageResolved, { scope, params: PRODUCTS_PAGE });
    expect(scope.getState($favoriteProducts).status).toBe('failed');
    await allSettled(favoritesReloadRequested, { scope });
    expect(scope.getState($favoriteProducts).entries.map((e) => e.id)).toEqual(['P1']);
  });

  it('lists followed sellers and unfollows them', async () => {
    const { scope, requests } = browser({ favoriteProducts: [], favoriteSellers: ['S1', 'Sgone', 'S2'] });
    await allSettled(loadFavoritesFx, { scope });
    await allSettled(pageResolved, { scope, params: SELLERS_PAGE });
    expect(requests).toEqual([{ method: 'POST', path: '/api/profiles/by-ids', body: { ids: ['S2', 'Sgone', 'S1'] } }]);
    expect(scope.getState($favoriteSellers).entries.map((e) => [e.id, e.item?.username ?? null])).toEqual([
      ['S2', 'Seller S2'],
      ['Sgone', null],
      ['S1', 'Seller S1'],
    ]);
    await allSettled(favoriteSellerToggled, { scope, params: 'Sgone' });
    expect(scope.getState($favoriteSellers).entries.map((e) => e.id)).toEqual(['S2', 'S1']);
  });

  it('forgets the lists on logout and sends visitors who press follow to the login modal', async () => {
    const { scope } = browser({ favoriteProducts: ['P1'], favoriteSellers: [] });
    await allSettled(loadFavoritesFx, { scope });
    await allSettled(sessionEventHappened, { scope, params: { type: 'LOGGED_OUT' } });
    expect(scope.getState($favoriteProducts).status).toBe('loading');
    await allSettled(favoriteSellerToggled, { scope, params: 'S1' });
    expect(scope.getState($loginModal).open).toBe(true);
  });
});
