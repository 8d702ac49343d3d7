import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { domainError } from '../../../domain/index.ts';
import { $session } from '../../../ui/features/accounts/session/model.ts';
import { apiRequestFx } from '../../../ui/features/shared/api/model.ts';
import { $pendingNavigation, pageResolved } from '../../../ui/features/shared/page/model.ts';
import { $cart, writeCartFx } from '../../../ui/features/shopping/cart/model.ts';
import { $replacesBrowserCart, $savedCartDropped, $savedCartLines, $savedCartStatus, loadSavedCartFx, savedCartPaid } from '../../../ui/features/shopping/saved-cart/model.ts';
import { fakeApi, productJson, routePage } from '../catalog/product/fixtures.ts';

const saved = {
  cartId: 'cart_1',
  createdAt: '2026-11-23T10:00:00.000Z',
  expiresAt: '2026-11-30T10:00:00.000Z',
  lines: [
    { productId: 'P1', quantity: 3 },
    { productId: 'GONE', quantity: 1 },
    { productId: 'P2', quantity: 900 },
  ],
};

function scope(load: (cartId: string) => Promise<typeof saved>) {
  const api = fakeApi({
    'POST /api/products/by-ids': () => ({ products: [productJson({ _id: 'P1' }), productJson({ _id: 'P2', quantity: 40, maxQuantity: null, seller: { ...productJson().seller, _id: 'S2' } })] }),
  });
  return fork({
    values: [[$session, { status: 'loggedIn', userId: 'u1', user: null }]],
    handlers: [
      [loadSavedCartFx, load],
      [apiRequestFx, api.handler],
      [writeCartFx, () => undefined],
    ],
  });
}

describe('the saved cart page model', () => {
  it('rebuilds the saved lines by the cart rules: gone listings dropped, quantities brought within stock', async () => {
    const s = scope(async () => saved);
    await allSettled(pageResolved, { scope: s, params: routePage('checkoutCart', '/checkout/cart/cart_1', { cartId: 'cart_1' }) });
    expect(s.getState($savedCartStatus)).toBe('ready');
    expect(s.getState($savedCartLines).map((l) => [l._id, l.quantity])).toEqual([
      ['P1', 3],
      ['P2', 40],
    ]);
    expect(s.getState($savedCartDropped)).toBe(1);
  });

  it('paying replaces the browser cart with the saved lines and goes on to the checkout', async () => {
    const s = scope(async () => saved);
    await allSettled($cart, { scope: s, params: [] });
    await allSettled(pageResolved, { scope: s, params: routePage('checkoutCart', '/checkout/cart/cart_1', { cartId: 'cart_1' }) });
    expect(s.getState($replacesBrowserCart)).toBe(false);
    await allSettled(savedCartPaid, { scope: s });
    expect(s.getState($cart).map((l) => l._id)).toEqual(['P1', 'P2']);
    expect(s.getState($pendingNavigation)).toEqual({ to: '/checkout', replace: false });
  });

  it("names the problem when the cart is someone else's or expired", async () => {
    for (const code of ['CART_NOT_FOUND', 'CART_EXPIRED'] as const) {
      const s = scope(() => Promise.reject(domainError(code, code)));
      await allSettled(pageResolved, { scope: s, params: routePage('checkoutCart', '/checkout/cart/x', { cartId: 'x' }) });
      expect(s.getState($savedCartStatus)).toBe(code);
    }
  });
});
