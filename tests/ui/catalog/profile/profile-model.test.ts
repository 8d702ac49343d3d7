import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { SessionState } from '../../../../domain/index.ts';
import { apiRequestFx, type ApiRequest } from '../../../../ui/features/shared/api/model.ts';
import { addFavoriteSellerFx } from '../../../../ui/features/shopping/favorites/model.ts';
import { $loginModal } from '../../../../ui/features/accounts/login/model.ts';
import { pageResolved } from '../../../../ui/features/shared/page/model.ts';
import { $follow, $profileView, followClicked, profileHref, profileRequestFor, type Profile } from '../../../../ui/features/catalog/profile/model.ts';
import { $favorites, $session } from '../../../../ui/features/accounts/session/model.ts';
import { routePage } from '../product/fixtures.ts';

function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    seller: { _id: 'S1', username: 'GemGoblin', slug: 'gemgoblin', communityRating: 4.7, reviewCount: 9, country: 'SE', avatar: null, isSeller: true, level: { level: 2, name: 'Rising' }, completedSales: 42, memberSince: '2023-03-01T00:00:00.000Z' },
    offers: [
      { gameType: { value: 'valorant', label: 'Valorant' }, productType: { value: 'accounts', label: 'Accounts' }, count: 30 },
      { gameType: { value: 'fortnite', label: 'Fortnite' }, productType: { value: 'items', label: 'Items' }, count: 2 },
    ],
    activeOffers: 32,
    crowns: 12,
    selected: { gameType: 'valorant', productType: 'accounts' },
    listings: {
      hits: [{ _id: 'L1', title: 'Radiant account', gameType: 'valorant', productType: 'accounts', seller: { username: 'GemGoblin' }, price: 15000, deliveryDuration: 'INSTANT', image: null }],
      estimatedTotalHits: 30,
      page: 2,
      limit: 12,
    },
    ...overrides,
  };
}

function browser(answer: Profile, session: SessionState = { status: 'anonymous' }) {
  const requests: ApiRequest[] = [];
  const followed: string[] = [];
  const scope = fork({
    values: [[$session, session]],
    handlers: [
      [apiRequestFx, (request: ApiRequest) => (requests.push(request), Promise.resolve(answer))],
      [addFavoriteSellerFx, (id: string) => (followed.push(id), { favoriteProducts: [], favoriteSellers: [id] })],
    ],
  });
  return { scope, requests, followed };
}

describe('profileRequestFor', () => {
  it('passes a well-formed scope and page on and drops anything else', () => {
    expect(profileRequestFor('gemgoblin', '?game=valorant&type=accounts&page=3')).toEqual({ slug: 'gemgoblin', game: 'valorant', type: 'accounts', page: 3 });
    expect(profileRequestFor('gemgoblin', '?game=BAD!&type=&page=0')).toEqual({ slug: 'gemgoblin' });
    expect(profileRequestFor('gemgoblin', '?page=2.5')).toEqual({ slug: 'gemgoblin' });
  });

  it('builds scope links that round-trip', () => {
    const href = profileHref('gemgoblin', { game: 'fortnite', type: 'items' }, 2);
    expect(href).toBe('/profile/gemgoblin?game=fortnite&type=items&page=2');
    expect(profileRequestFor('gemgoblin', href.slice(href.indexOf('?')))).toEqual({ slug: 'gemgoblin', game: 'fortnite', type: 'items', page: 2 });
  });
});

describe('profile model', () => {
  it('loads the profile of the URL with its scope and page, and shows its offers as cards with prices', async () => {
    const { scope, requests } = browser(profile());
    await allSettled(pageResolved, { scope, params: routePage('profile', '/profile/gemgoblin', { slug: 'gemgoblin' }, '?game=valorant&type=accounts&page=2') });
    expect(requests).toEqual([{ method: 'GET', path: '/api/profiles/gemgoblin?game=valorant&type=accounts&page=2' }]);
    const view = scope.getState($profileView);
    expect(view?.seller.username).toBe('GemGoblin');
    expect(view?.scopes.map((s) => [s.label, s.count, s.active])).toEqual([
      ['Valorant · Accounts', 30, true],
      ['Fortnite · Items', 2, false],
    ]);
    expect(view?.cards).toEqual([
      expect.objectContaining({ id: 'L1', href: '/product/L1', title: 'Radiant account', gameLabel: 'Valorant', productTypeLabel: 'Accounts', price: '$150.00' }),
    ]);
    expect(view?.pagination).toEqual({
      page: 2,
      pages: 3,
      prevHref: '/profile/gemgoblin?game=valorant&type=accounts',
      nextHref: '/profile/gemgoblin?game=valorant&type=accounts&page=3',
    });
  });

  it('says when the offers cannot be listed (search down) and has no pagination then', async () => {
    const { scope } = browser(profile({ listings: null }));
    await allSettled(pageResolved, { scope, params: routePage('profile', '/profile/gemgoblin', { slug: 'gemgoblin' }) });
    expect(scope.getState($profileView)).toMatchObject({ listingsUnavailable: true, cards: [], pagination: null });
  });

  it('offers to follow sellers only, never oneself; visitors get the login modal, users follow', async () => {
    const visitor = browser(profile());
    await allSettled(pageResolved, { scope: visitor.scope, params: routePage('profile', '/profile/gemgoblin', { slug: 'gemgoblin' }) });
    expect(visitor.scope.getState($follow)).toEqual({ shown: true, active: false, pending: false });
    await allSettled(followClicked, { scope: visitor.scope });
    expect(visitor.scope.getState($loginModal).open).toBe(true);
    expect(visitor.followed).toEqual([]);

    const user = browser(profile(), { status: 'loggedIn', userId: 'u1', user: null });
    await allSettled(pageResolved, { scope: user.scope, params: routePage('profile', '/profile/gemgoblin', { slug: 'gemgoblin' }) });
    await allSettled(followClicked, { scope: user.scope });
    expect(user.followed).toEqual(['S1']);
    expect(user.scope.getState($favorites).favoriteSellers).toEqual(['S1']);
    expect(user.scope.getState($follow).active).toBe(true);

    const buyer = browser(profile({ seller: { ...profile().seller, isSeller: false, level: null } }));
    await allSettled(pageResolved, { scope: buyer.scope, params: routePage('profile', '/profile/gemgoblin', { slug: 'gemgoblin' }) });
    expect(buyer.scope.getState($follow).shown).toBe(false);
  });
});
