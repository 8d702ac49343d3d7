import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { maskName } from '../../../application/catalog/recent-reviews.ts';
import { $recentReviews } from '../../../ui/features/catalog/reviews/model.ts';
import { apiRequestFx, type ApiRequest } from '../../../ui/features/shared/api/model.ts';
import { pageResolved } from '../../../ui/features/shared/page/model.ts';

const REVIEW = { orderId: 'o1', stars: 5, comment: 'Fast.', at: '2026-11-20T10:00:00.000Z', buyer: 'c•••r', seller: { name: 'Ann', slug: 'ann' }, gameType: 'fortnite', productType: 'currency', title: '1,000 V-Bucks' };

function scopeWith(answer: unknown) {
  const calls: string[] = [];
  const scope = fork({ handlers: [[apiRequestFx, (request: ApiRequest) => (calls.push(request.path), Promise.resolve(answer))]] });
  return { scope, calls };
}

const resolved = (name: string) => ({ name, layout: 'default', params: {}, pathname: name === 'home' ? '/' : `/${name}`, search: '', status: 200 });

describe('the home page’s recent reviews', () => {
  it('load with the home page only', async () => {
    const { scope, calls } = scopeWith({ reviews: [REVIEW] });
    await allSettled(pageResolved, { scope, params: resolved('games') });
    expect(calls).toEqual([]);
    await allSettled(pageResolved, { scope, params: resolved('home') });
    expect(calls).toEqual(['/api/home/reviews']);
    expect(scope.getState($recentReviews)).toEqual([REVIEW]);
  });

  it('stay empty when the answer is malformed, so the section is left out', async () => {
    const { scope } = scopeWith({ reviews: [{ ...REVIEW, stars: 9 }] });
    await allSettled(pageResolved, { scope, params: resolved('home') });
    expect(scope.getState($recentReviews)).toEqual([]);
  });
});

describe('maskName', () => {
  it('keeps the first and last letter, whole characters, and never more than one letter of a short name', () => {
    expect(maskName('customer')).toBe('c•••r');
    expect(maskName('Zoë')).toBe('Z•••ë');
    expect(maskName('ab')).toBe('a•••');
    expect(maskName('😀x😀')).toBe('😀•••😀');
  });
});
