import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $featuredOffers } from '../../../../ui/features/catalog/featured/model.ts';
import { apiRequestFx, type ApiRequest } from '../../../../ui/features/shared/api/model.ts';
import { pageResolved } from '../../../../ui/features/shared/page/model.ts';

const OFFER = {
  _id: 'l1',
  title: 'Fortnite account',
  price: 2500,
  quantity: 1,
  purchaseBehavior: 'DEFAULT',
  deliveryDuration: 'INSTANT',
  platform: null,
  image: null,
  gameType: 'fortnite',
  productType: 'accounts',
  warrantyDays: 7,
  seller: { username: 'Ann', slug: 'ann', communityRating: 4.8, level: { level: 2, name: 'Trusted' }, online: true, medianDeliveryMinutes: 25 },
};

function scopeWith(answer: unknown) {
  const calls: string[] = [];
  const scope = fork({ handlers: [[apiRequestFx, (request: ApiRequest) => (calls.push(request.path), Promise.resolve(answer))]] });
  return { scope, calls };
}

const resolved = (name: string, status = 200) => ({ name, layout: 'default', params: {}, pathname: name === 'home' ? '/' : `/${name}`, search: '', status });

describe('the home page’s featured offers', () => {
  it('load with the home page only, checked against the offer card’s schema', async () => {
    const { scope, calls } = scopeWith({ offers: [OFFER] });
    await allSettled(pageResolved, { scope, params: resolved('games') });
    expect(calls).toEqual([]);
    await allSettled(pageResolved, { scope, params: resolved('home') });
    expect(calls).toEqual(['/api/home/featured']);
    expect(scope.getState($featuredOffers).map((o) => o._id)).toEqual(['l1']);
  });

  it('stay empty when the answer is not offers, so the row is left out rather than broken', async () => {
    const { scope } = scopeWith({ offers: [{ ...OFFER, price: 'cheap' }] });
    await allSettled(pageResolved, { scope, params: resolved('home') });
    expect(scope.getState($featuredOffers)).toEqual([]);
  });
});
