import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALCULATOR_GAMES, matchRoute, pathFor } from '../../../domain/navigation/index.ts';
import { PRODUCT_TYPES } from './fixtures.ts';

describe('pathFor', () => {
  it.each([
    [pathFor('home'), '/'],
    [pathFor('blog'), '/blog'],
    [pathFor('blogPage', { page: '2' }), '/blog/2'],
    [pathFor('servicesProductType', { productType: 'top-up' }), '/services/top-up'],
    [pathFor('checkoutPayment', { type: 'card' }), '/checkout/payment/card'],
    [pathFor('checkoutPayment', { result: 'success', type: 'card', productId: 'abc' }), '/checkout/payment/success/card/abc'],
    [pathFor('dashboardAccount'), '/dashboard/account'],
    [pathFor('dashboardAccount', { tab: 'Verification' }), '/dashboard/account/Verification'],
    [pathFor('dashboardAccount', { tab: undefined }), '/dashboard/account'],
    [pathFor('dashboardFinancesWithdrawals'), '/dashboard/finances/withdrawals'],
    [pathFor('calculator', { game: 'lol' }), '/calculator/lol'],
    [pathFor('post', { slug: 'a b/c' }), '/post/a%20b%2Fc'],
    [pathFor('listing', { gameType: 'genshin-impact', productType: 'accounts', hotSearch: 'europe' }), '/genshin-impact-accounts/europe'],
    [pathFor('gameArticle', { gameType: 'fortnite', category: 'items', article: 'x' }), '/fortnite/items/x'],
    [pathFor('slug', { slug: 'a/b/c/d' }), '/a/b/c/d'],
  ])('builds %s', (built, expected) => {
    expect(built).toBe(expected);
  });

  it('refuses params that would read back as another route or other params', () => {
    expect(() => pathFor('calculator', { game: 'unknown' })).toThrow(/cannot be expressed/);
    expect(() => pathFor('game', { gameType: 'blog' })).toThrow(/cannot be expressed/);
    expect(() => pathFor('blogPage', { page: 'two' })).toThrow(/cannot be expressed/);
    // Without a result, react-router would read 'card' as the result and 'abc' as the type.
    expect(() => pathFor('checkoutPayment', { type: 'card', productId: 'abc' })).toThrow(/cannot be expressed/);
    expect(() => pathFor('slug', { slug: 'blog' })).toThrow(/cannot be expressed/);
    expect(() => pathFor('listing', { gameType: '', productType: 'accounts' })).toThrow(/gameType/);
  });

  it('checks names and params at compile time', () => {
    // @ts-expect-error -- no such route
    expect(() => pathFor('nope')).toThrow();
    // @ts-expect-error -- a product page needs its id
    expect(() => pathFor('product', {})).toThrow(/missing param 'id'/);
    // @ts-expect-error -- the type is required
    expect(() => pathFor('checkoutPayment', { result: 'success' })).toThrow(/missing param 'type'/);
  });

  const anyValue = fc.string({ minLength: 1, unit: 'grapheme' });

  it('round-trips any param value of a detail page, encoded characters included', () => {
    fc.assert(
      fc.property(fc.constantFrom('post', 'product', 'playboost', 'profile', 'authLogin', 'dashboardOrder', 'checkoutCart'), anyValue, (name, value) => {
        const key = { post: 'slug', product: 'id', playboost: 'id', profile: 'slug', authLogin: 'token', dashboardOrder: 'id', checkoutCart: 'cartId' }[name];
        const match = matchRoute(pathFor(name, { [key]: value } as never), PRODUCT_TYPES);
        expect(match.route.name).toBe(name);
        expect(match.params).toEqual({ [key]: value });
      }),
    );
  });

  it('round-trips every optional-param combination of checkout payment it accepts', () => {
    fc.assert(
      fc.property(fc.option(anyValue, { nil: undefined }), anyValue, fc.option(anyValue, { nil: undefined }), (result, type, productId) => {
        const params = { result, type, productId };
        if (result === undefined && productId !== undefined) {
          expect(() => pathFor('checkoutPayment', params)).toThrow();
          return;
        }
        const match = matchRoute(pathFor('checkoutPayment', params), []);
        expect(match.route.name).toBe('checkoutPayment');
        expect(match.params).toEqual(Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)));
      }),
    );
  });

  it('round-trips listings through the domain listing path', () => {
    const slug = fc.stringMatching(/^[a-z0-9]{1,8}(?:-[a-z0-9]{1,8}){0,2}$/);
    fc.assert(
      fc.property(slug, fc.constantFrom('items', 'currency', 'boosting'), fc.option(anyValue, { nil: undefined }), (gameType, productType, hotSearch) => {
        const match = matchRoute(pathFor('listing', { gameType, productType, hotSearch }), PRODUCT_TYPES);
        expect(match.route.name).toBe('listing');
        expect(match.params).toEqual(hotSearch === undefined ? { gameType, productType } : { gameType, productType, hotSearch });
      }),
    );
  });

  it('builds every calculator page', () => {
    for (const game of CALCULATOR_GAMES) expect(pathFor('calculator', { game })).toBe(`/calculator/${game}`);
  });
});
