import { allSettled, createStore, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import type { AvailabilityRequest, HostAppMessage } from '../../../../application/shopping/ports/cart-channel.ts';
import { domainError, mustMoney, USD, type AvailabilityResponse, type Cart, type CurrencyCode } from '../../../../domain/index.ts';
import { appHydrated } from '../../../../ui/features/shared/app/model.ts';
import {
  $cart,
  $cartLoaded,
  $cartOpen,
  $cartView,
  $isWebView,
  cartChecked,
  cartCheckRequested,
  cartCleared,
  cartOpened,
  checkAvailabilityFx,
  clearCartCloseDelayFx,
  detectWebViewFx,
  lineOpened,
  lineRemoved,
  lineSteppedDown,
  lineSteppedUp,
  postToHostAppFx,
  productAddedToCart,
  readCartFx,
  trackAddToCartFx,
  writeCartFx,
  type AddToCartTracked,
} from '../../../../ui/features/shopping/cart/model.ts';
import { $rates, currencyChosen } from '../../../../ui/features/shared/currency/model.ts';
import { $pendingNavigation } from '../../../../ui/features/shared/page/model.ts';
import { readSessionHintFx } from '../../../../ui/features/accounts/session/model.ts';
import { $toasts, toastRemoveDelayFx, toastTimerFx, type ToastTimer } from '../../../../ui/features/shared/toasts/model.ts';
import { line, product } from './fixtures.ts';

interface Options {
  readonly stored?: Cart;
  readonly webView?: boolean;
  readonly check?: (request: AvailabilityRequest) => AvailabilityResponse | Promise<AvailabilityResponse>;
  readonly closeDelay?: () => Promise<void>;
}

/** A browser scope with recording fakes for local storage, the DDP check, the host app and the timers. */
function browser(options: Options = {}) {
  const writes: Cart[] = [];
  const checks: AvailabilityRequest[] = [];
  const messages: HostAppMessage[] = [];
  const tracked: AddToCartTracked[] = [];
  let reads = 0;
  const scope: Scope = fork({
    handlers: [
      [readCartFx, () => ((reads += 1), options.stored === undefined ? null : JSON.stringify(options.stored))],
      [writeCartFx, (text: string) => void writes.push(JSON.parse(text) as Cart)],
      [checkAvailabilityFx, (request: AvailabilityRequest) => (checks.push(request), options.check?.(request) ?? { errors: [] })],
      [postToHostAppFx, (message: HostAppMessage) => void messages.push(message)],
      [detectWebViewFx, () => options.webView ?? false],
      [trackAddToCartFx, (event: AddToCartTracked) => void tracked.push(event)],
      [clearCartCloseDelayFx, options.closeDelay ?? (() => Promise.resolve())],
      [readSessionHintFx, () => false],
      // Toasts stay open (their timers never come due) so a test can read them.
      [toastTimerFx, (timer: ToastTimer) => ({ ...timer, token: -1 })],
      [toastRemoveDelayFx, (id: string) => id],
    ],
  });
  return { scope, writes, checks, messages, tracked, reads: () => reads };
}

const ids = (cart: Cart) => cart.map((l) => [l._id, l.quantity]);

/** Every cart `cartChecked` answered with, in order. */
const $checkedCarts = createStore<Cart[]>([]).on(cartChecked, (list, cart) => [...list, cart]);

describe('cart model: local storage', () => {
  it('reads `cartItems` only after hydration, then checks the stored lines with the server', async () => {
    const { scope, checks, reads } = browser({ stored: [line('a', { quantity: 2 })] });
    expect(reads()).toBe(0);
    expect(scope.getState($cart)).toEqual([]);
    expect(scope.getState($cartLoaded)).toBe(false);
    await allSettled(appHydrated, { scope });
    expect(reads()).toBe(1);
    expect(scope.getState($cartLoaded)).toBe(true);
    expect(ids(scope.getState($cart))).toEqual([['a', 2]]);
    expect(checks).toEqual([{ products: [{ _id: 'a', quantity: 2 }], visitorId: '' }]);
  });

  it('an empty browser is an empty, loaded cart and asks the server nothing', async () => {
    const { scope, checks } = browser();
    await allSettled(appHydrated, { scope });
    expect(scope.getState($cartLoaded)).toBe(true);
    expect(checks).toEqual([]);
  });
});

describe('cart model: adding', () => {
  it('adds a line, stores the cart, checks it and reports the add-to-cart', async () => {
    const { scope, writes, checks, tracked } = browser();
    await allSettled(appHydrated, { scope });
    await allSettled(productAddedToCart, { scope, params: { product: product('p1'), quantity: 2 } });
    expect(ids(scope.getState($cart))).toEqual([['p1', 2]]);
    expect(writes.map(ids)).toEqual([[['p1', 2]]]);
    expect(checks).toEqual([{ products: [{ _id: 'p1', quantity: 2 }], visitorId: '' }]);
    expect(tracked).toEqual([{ productId: 'p1', itemName: 'Item p1', quantity: 2, price: { minor: 1000, currency: 'USD' }, gameType: 'fortnite', productType: 'items' }]);
  });

  it('adding the same product again grows its line, capped at the stock', async () => {
    const { scope } = browser();
    await allSettled(productAddedToCart, { scope, params: { product: product('p1', { quantity: 5 }), quantity: 3 } });
    await allSettled(productAddedToCart, { scope, params: { product: product('p1', { quantity: 5 }), quantity: 3 } });
    expect(ids(scope.getState($cart))).toEqual([['p1', 5]]);
  });

  it('refuses an out-of-stock product with the red toast and changes nothing', async () => {
    const { scope, writes, checks, tracked } = browser();
    await allSettled(productAddedToCart, { scope, params: { product: product('gone', { quantity: 0 }), quantity: 1 } });
    expect(scope.getState($cart)).toEqual([]);
    expect(writes).toEqual([]);
    expect(checks).toEqual([]);
    expect(tracked).toEqual([]);
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ title: 'This product is currently out of stock.', color: 'red', open: true })]);
  });
});

describe('cart model: the server check', () => {
  it('removes lines the server does not have, clamps the rest, toasts each removal and stores the result', async () => {
    const stored = [line('a', { quantity: 5 }), line('b'), line('c', { itemName: 'Rare skin' }), line('d')];
    const { scope, writes } = browser({
      stored,
      check: () => ({
        errors: [
          { _id: 'a', maxQuantity: 2 },
          { _id: 'b', error: 'PRODUCT_NOT_FOUND' },
          { _id: 'c', error: 'PRODUCT_NOT_AVAILABLE' },
        ],
      }),
    });
    await allSettled(appHydrated, { scope });
    expect(ids(scope.getState($cart))).toEqual([
      ['a', 2],
      ['d', 1],
    ]);
    expect(writes.map(ids)).toEqual([
      [
        ['a', 2],
        ['d', 1],
      ],
    ]);
    const titles = scope.getState($toasts).map((t) => t.title);
    expect(titles).toHaveLength(2);
    expect(titles).toContain('Rare skin is no longer available and was removed from your cart.');
    expect(titles).toContain('Item b is no longer available and was removed from your cart.');
  });

  it('answers a check request with the cart after the check, or as it is when the server cannot be asked', async () => {
    let down = false;
    const { scope } = browser({
      stored: [line('a'), line('b')],
      check: () => {
        if (down) throw domainError('UNAVAILABLE', 'offline');
        return { errors: [{ _id: 'b', error: 'PRODUCT_NOT_FOUND' }] };
      },
    });
    await allSettled(appHydrated, { scope });
    expect(scope.getState($checkedCarts).map(ids)).toEqual([[['a', 1]]]);
    down = true;
    await allSettled(cartCheckRequested, { scope });
    expect(ids(scope.getState($cart))).toEqual([['a', 1]]);
    expect(scope.getState($checkedCarts).map(ids)).toEqual([[['a', 1]], [['a', 1]]]);
  });
});

describe('cart model: changing lines', () => {
  it('steps within the line limits, removes a line, and every change is stored and checked', async () => {
    const { scope, writes, checks } = browser({ stored: [line('a', { quantity: 1, maxQuantity: 2 }), line('b', { quantity: 2 })] });
    await allSettled(appHydrated, { scope });
    await allSettled(lineSteppedUp, { scope, params: 'a' });
    await allSettled(lineSteppedUp, { scope, params: 'a' }); // at its maximum: nothing happens
    await allSettled(lineSteppedDown, { scope, params: 'b' });
    await allSettled(lineSteppedDown, { scope, params: 'b' }); // at its minimum: nothing happens
    await allSettled(lineRemoved, { scope, params: 'a' });
    expect(ids(scope.getState($cart))).toEqual([['b', 1]]);
    expect(writes.map(ids)).toEqual([
      [
        ['a', 2],
        ['b', 2],
      ],
      [
        ['a', 2],
        ['b', 1],
      ],
      [['b', 1]],
    ]);
    // The load, then one check per change.
    expect(checks.map((c) => c.products)).toEqual([
      [
        { _id: 'a', quantity: 1 },
        { _id: 'b', quantity: 2 },
      ],
      [
        { _id: 'a', quantity: 2 },
        { _id: 'b', quantity: 2 },
      ],
      [
        { _id: 'a', quantity: 2 },
        { _id: 'b', quantity: 1 },
      ],
      [{ _id: 'b', quantity: 1 }],
    ]);
  });

  it('clears at once and closes the drawer only when the delay has passed', async () => {
    let elapse: () => void = () => undefined;
    const { scope, writes } = browser({
      stored: [line('a'), line('b'), line('c')],
      closeDelay: () => new Promise<void>((resolve) => (elapse = resolve)),
    });
    await allSettled(appHydrated, { scope });
    await allSettled(cartOpened, { scope });
    const clearing = allSettled(cartCleared, { scope });
    await Promise.resolve();
    expect(scope.getState($cart)).toEqual([]);
    expect(writes.at(-1)).toEqual([]);
    expect(scope.getState($cartOpen)).toBe(true);
    elapse();
    await clearing;
    expect(scope.getState($cartOpen)).toBe(false);
  });
});

describe('cart model: the drawer', () => {
  it('prices lines through the domain in the display currency: line price, each, subtotal, and Clear Cart above two lines', async () => {
    const { scope } = browser({
      stored: [line('a', { quantity: 2 }), line('b', { price: mustMoney(500, USD) })],
    });
    await allSettled($rates, { scope, params: [{ currency: 'EUR' as CurrencyCode, rate: 0.92 }] });
    await allSettled(currencyChosen, { scope, params: 'EUR' });
    await allSettled(appHydrated, { scope });
    const view = scope.getState($cartView);
    expect(view.lines.map((l) => [l.lineTotal, l.unitPrice, l.showsEach])).toEqual([
      ['€18.40', '€9.20', true],
      ['€4.60', '€4.60', false],
    ]);
    expect(view.subtotal).toBe('€23.00');
    expect(view.count).toBe(2);
    expect(view.showsClear).toBe(false);
    await allSettled(productAddedToCart, { scope, params: { product: product('c'), quantity: 1 } });
    expect(scope.getState($cartView).showsClear).toBe(true);
  });

  it('shows the stepper only for lines that may hold more than one unit', async () => {
    const { scope } = browser({ stored: [line('one', { maxQuantity: 1 }), line('many', { maxQuantity: 3 })] });
    await allSettled(appHydrated, { scope });
    expect(scope.getState($cartView).lines.map((l) => l.showsStepper)).toEqual([false, true]);
  });

  it('a line opens its product page and closes the drawer', async () => {
    const { scope } = browser({ stored: [line('a')] });
    await allSettled(appHydrated, { scope });
    await allSettled(cartOpened, { scope });
    await allSettled(lineOpened, { scope, params: 'a' });
    expect(scope.getState($pendingNavigation)).toEqual({ to: '/product/a', replace: false });
    expect(scope.getState($cartOpen)).toBe(false);
  });
});

describe('cart model: the mobile web view', () => {
  it('posts cart-remove and cart-quantity-change to the host app, and lines do not navigate', async () => {
    const { scope, messages } = browser({ webView: true, stored: [line('a', { quantity: 1, maxQuantity: 3 }), line('b'), line('c')] });
    await allSettled(appHydrated, { scope });
    expect(scope.getState($isWebView)).toBe(true);
    await allSettled(lineSteppedUp, { scope, params: 'a' });
    await allSettled(lineRemoved, { scope, params: 'b' });
    await allSettled(cartOpened, { scope });
    await allSettled(lineOpened, { scope, params: 'a' });
    expect(scope.getState($pendingNavigation)).toBeNull();
    expect(scope.getState($cartOpen)).toBe(true);
    await allSettled(cartCleared, { scope });
    expect(messages).toEqual([
      { type: 'cart-quantity-change', productId: 'a', quantity: 2 },
      { type: 'cart-remove', productId: 'b' },
      { type: 'cart-remove', productId: 'a' },
      { type: 'cart-remove', productId: 'c' },
    ]);
  });

  it('posts nothing outside the web view', async () => {
    const { scope, messages } = browser({ stored: [line('a', { maxQuantity: 3 })] });
    await allSettled(appHydrated, { scope });
    await allSettled(lineSteppedUp, { scope, params: 'a' });
    await allSettled(lineRemoved, { scope, params: 'a' });
    expect(messages).toEqual([]);
  });
});
