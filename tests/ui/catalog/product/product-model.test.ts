import { allSettled, createWatch, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import type { FavoriteLists } from '../../../../application/shopping/ports/index.ts';
import { domainError, formatMoney, mustMoney, quoteCart, USD, type CartProduct, type CurrencyCode, type SessionState, type ToastInput } from '../../../../domain/index.ts';
import { apiRequestFx } from '../../../../ui/features/shared/api/model.ts';
import { appHydrated } from '../../../../ui/features/shared/app/model.ts';
import { checkAvailabilityFx, productAddedToCart } from '../../../../ui/features/shopping/cart/model.ts';
import { $chosenCurrency, $rates } from '../../../../ui/features/shared/currency/model.ts';
import { addFavoriteProductFx, removeFavoriteProductFx, translateFavoriteToastFx } from '../../../../ui/features/shopping/favorites/model.ts';
import { $loginModal } from '../../../../ui/features/accounts/login/model.ts';
import { pageResolved } from '../../../../ui/features/shared/page/model.ts';
import {
  $favorite,
  $line,
  $outOfStock,
  $price,
  $product,
  $productError,
  $quantityControl,
  $volumeDiscountRows,
  addToCartClicked,
  favoriteClicked,
  fetchProductFx,
  quantityCommitted,
  quantityDecreased,
  quantityIncreased,
  quantityTyped,
} from '../../../../ui/features/catalog/product/model.ts';
import { readRecentlyViewedFx, writeRecentlyViewedFx } from '../../../../ui/features/catalog/recently-viewed/model.ts';
import { $favorites, $session, readSessionHintFx } from '../../../../ui/features/accounts/session/model.ts';
import { toastRemoveDelayFx, toastShown, toastTimerFx, type ToastTimer } from '../../../../ui/features/shared/toasts/model.ts';
import { fakeApi, productJson, productPage } from './fixtures.ts';
import type { ProductDetail } from '../../../../contracts/catalog/index.ts';

const LOGGED_IN: SessionState = { status: 'loggedIn', userId: 'u1', user: null };

function browser(product: ProductDetail, options: { session?: SessionState; favorites?: FavoriteLists; currency?: { code: string; rate: number }; stored?: string[] } = {}) {
  const api = fakeApi({ [`/api/products/${product._id}`]: () => product });
  const calls: { effect: string; params: unknown }[] = [];
  let favorites: FavoriteLists = options.favorites ?? { favoriteProducts: [], favoriteSellers: [] };
  const scope = fork({
    values: [
      [$session, options.session ?? { status: 'anonymous' }],
      [$favorites, favorites],
      [$rates, options.currency === undefined ? [] : [{ currency: options.currency.code as CurrencyCode, rate: options.currency.rate }]],
      [$chosenCurrency, options.currency === undefined ? null : (options.currency.code as CurrencyCode)],
    ],
    handlers: [
      [apiRequestFx, api.handler],
      [readSessionHintFx, () => false],
      [checkAvailabilityFx, () => ({ errors: [] })],
      [readRecentlyViewedFx, () => options.stored ?? []],
      [writeRecentlyViewedFx, (ids: readonly string[]) => void calls.push({ effect: 'writeRecentlyViewed', params: ids })],
      [
        addFavoriteProductFx,
        (id: string) => {
          calls.push({ effect: 'addFavoriteProduct', params: id });
          favorites = { ...favorites, favoriteProducts: [...favorites.favoriteProducts, id] };
          return favorites;
        },
      ],
      [
        removeFavoriteProductFx,
        (id: string) => {
          calls.push({ effect: 'removeFavoriteProduct', params: id });
          favorites = { ...favorites, favoriteProducts: favorites.favoriteProducts.filter((x) => x !== id) };
          return favorites;
        },
      ],
    ],
  });
  return { scope, api, calls };
}

async function open(scope: Scope, id: string, name = 'product') {
  await allSettled(pageResolved, { scope, params: productPage(id, name) });
}

function added(scope: Scope) {
  const seen: { product: CartProduct; quantity: number }[] = [];
  createWatch({ unit: productAddedToCart, scope, fn: (payload) => void seen.push(payload) });
  return seen;
}

describe('product page model', () => {
  it('loads the listing of /product/{id} and /playboost/{id} through the API and starts at its minimum quantity', async () => {
    const product = productJson({ minQuantity: 5, incrementalQuantity: true, maxQuantity: 50 });
    const { scope, api } = browser(product);
    await open(scope, 'P1');
    expect(api.requests).toEqual([{ method: 'GET', path: '/api/products/P1' }]);
    expect(scope.getState($product)?.title).toBe('1,000 Gold');
    expect(scope.getState($quantityControl)).toMatchObject({ shown: true, value: '5', quantity: 5, min: 5, max: 50, step: 5, minusDisabled: true, plusDisabled: false });

    await open(scope, 'P1', 'playboost');
    expect(api.requests).toHaveLength(2);
  });

  it('does not load anything for other pages or for a 404', async () => {
    const { scope, api } = browser(productJson());
    await allSettled(pageResolved, { scope, params: { ...productPage('P1'), status: 404 } });
    await allSettled(pageResolved, { scope, params: { ...productPage('P1'), name: 'post' } });
    expect(api.requests).toEqual([]);
  });

  it('says why when the listing cannot be loaded, and loads it on retry', async () => {
    let answer: unknown = { not: 'a product' };
    const scope = fork({ handlers: [[apiRequestFx, () => Promise.resolve(answer)]] });
    await open(scope, 'P1');
    expect(scope.getState($product)).toBeNull();
    expect(scope.getState($productError)).toBe('INTERNAL');
    answer = productJson();
    await allSettled(fetchProductFx, { scope, params: 'P1' });
    expect(scope.getState($productError)).toBeNull();
    expect(scope.getState($product)?._id).toBe('P1');
  });

  it('steps by the minimum quantity for incremental listings, never below the minimum or above the maximum', async () => {
    const { scope } = browser(productJson({ minQuantity: 10, incrementalQuantity: true, maxQuantity: 30, quantity: 1000 }));
    await open(scope, 'P1');
    await allSettled(quantityIncreased, { scope });
    expect(scope.getState($quantityControl)?.quantity).toBe(20);
    await allSettled(quantityIncreased, { scope });
    expect(scope.getState($quantityControl)).toMatchObject({ quantity: 30, plusDisabled: true });
    await allSettled(quantityIncreased, { scope });
    expect(scope.getState($quantityControl)?.quantity).toBe(30);
    await allSettled(quantityDecreased, { scope });
    await allSettled(quantityDecreased, { scope });
    await allSettled(quantityDecreased, { scope });
    expect(scope.getState($quantityControl)).toMatchObject({ quantity: 10, minusDisabled: true });
  });

  it('caps the quantity at the stock when it is below the maximum per order', async () => {
    const { scope } = browser(productJson({ quantity: 3, maxQuantity: 100 }));
    await open(scope, 'P1');
    for (let i = 0; i < 5; i++) await allSettled(quantityIncreased, { scope });
    expect(scope.getState($quantityControl)).toMatchObject({ quantity: 3, max: 3, plusDisabled: true });
  });

  it('applies the number-select rules to typed quantities: non-numbers revert, others round to the step and clamp', async () => {
    const { scope } = browser(productJson({ minQuantity: 5, incrementalQuantity: true, maxQuantity: 50 }));
    await open(scope, 'P1');
    await allSettled(quantityTyped, { scope, params: '23' });
    expect(scope.getState($quantityControl)?.value).toBe('23');
    await allSettled(quantityCommitted, { scope });
    expect(scope.getState($quantityControl)).toMatchObject({ quantity: 25, value: '25' });
    await allSettled(quantityTyped, { scope, params: 'lots' });
    await allSettled(quantityCommitted, { scope });
    expect(scope.getState($quantityControl)?.quantity).toBe(25);
    await allSettled(quantityTyped, { scope, params: '9999' });
    await allSettled(quantityCommitted, { scope });
    expect(scope.getState($quantityControl)?.quantity).toBe(50);
    await allSettled(quantityTyped, { scope, params: '1' });
    await allSettled(quantityCommitted, { scope });
    expect(scope.getState($quantityControl)?.quantity).toBe(5);
  });

  it('hides the control when only one unit can be bought', async () => {
    const { scope } = browser(productJson({ quantity: 1, maxQuantity: null }));
    await open(scope, 'P1');
    expect(scope.getState($quantityControl)?.shown).toBe(false);
  });

  it('prices the chosen quantity with the volume discount in the display currency, as quoteCart does', async () => {
    const tier = { start: 5, end: 50, min: 2, max: 10 };
    const { scope } = browser(productJson({ price: 1234, volumeDiscount: tier }), { currency: { code: 'EUR', rate: 0.92 } });
    await open(scope, 'P1');
    // One unit: 12.34 USD × 0.92 = 11.3528 → €11.35.
    expect(scope.getState($price)).toEqual({ quantity: 1, unitPrice: '€11.35', total: '€11.35', discountPercent: 0 });
    for (let i = 0; i < 9; i++) await allSettled(quantityIncreased, { scope });
    const expected = quoteCart({
      lines: [{ unitPrice: mustMoney(1234, USD), quantity: 10, volumeDiscount: tier, productType: { value: 'currency' } }],
      currency: 'EUR' as CurrencyCode,
      rate: 0.92,
      igPlusActive: false,
    })._unsafeUnwrap().lines[0];
    expect(scope.getState($price)).toEqual({
      quantity: 10,
      unitPrice: formatMoney(expected?.unitPrice ?? mustMoney(0, USD)),
      total: formatMoney(expected?.lineTotal ?? mustMoney(0, USD)),
      discountPercent: expected?.volumeDiscountPercent,
    });
    expect(scope.getState($price)?.discountPercent).toBeGreaterThan(2);
  });

  it('shows the unit price at each step of the volume discount, falling as the quantity grows', async () => {
    const tier = { start: 5, end: 50, min: 2, max: 10 };
    const { scope } = browser(productJson({ price: 1000, volumeDiscount: tier, maxQuantity: 100 }));
    await open(scope, 'P1');
    const rows = scope.getState($volumeDiscountRows);
    expect(rows.map((r) => r.quantity)).toEqual([1, 5, 20, 35, 50]);
    expect(rows[0]).toMatchObject({ unitPrice: '$10.00', discountPercent: 0 });
    expect(rows[1]).toMatchObject({ unitPrice: '$9.80', discountPercent: 2 });
    expect(rows[4]).toMatchObject({ unitPrice: '$9.00', discountPercent: 10 });
    const cents = rows.map((r) => Number(r.unitPrice.replace(/[^0-9]/g, '')));
    expect(cents).toEqual([...cents].sort((a, b) => b - a));
  });

  it("adds the chosen quantity to the cart as the domain's cart product", async () => {
    const { scope } = browser(productJson({ price: 250, productType: { value: 'currency', label: 'Currency', listMode: 'GRID', serviceFee: 7.5, netFee: 50 } }));
    const seen = added(scope);
    await open(scope, 'P1');
    await allSettled(quantityIncreased, { scope });
    await allSettled(quantityIncreased, { scope });
    await allSettled(addToCartClicked, { scope });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.quantity).toBe(3);
    expect(seen[0]?.product).toMatchObject({
      _id: 'P1',
      itemName: '1,000 Gold',
      price: mustMoney(250, USD),
      quantity: 500,
      maxQuantity: 100,
      seller: { _id: 'S1', username: 'GoldRushGary', slug: 'goldrushgary' },
      productType: { value: 'currency', label: 'Currency', serviceFee: 7.5, netFee: mustMoney(50, USD) },
      gameType: { value: 'wow', label: 'World of Warcraft' },
    });
  });

  it('disables buying a listing that is out of stock, but not a ONE_TIME one without stock', async () => {
    const soldOut = browser(productJson({ quantity: 0, state: 'SOLD_OUT' }));
    const seen = added(soldOut.scope);
    await open(soldOut.scope, 'P1');
    expect(soldOut.scope.getState($outOfStock)).toBe(true);
    expect(soldOut.scope.getState($quantityControl)).toMatchObject({ disabled: true, plusDisabled: true, minusDisabled: true });
    await allSettled(addToCartClicked, { scope: soldOut.scope });
    expect(seen).toEqual([]);

    const oneTime = browser(productJson({ quantity: 0, maxQuantity: null, purchaseBehavior: 'ONE_TIME' }));
    await open(oneTime.scope, 'P1');
    expect(oneTime.scope.getState($outOfStock)).toBe(false);
    expect(oneTime.scope.getState($line)?.maxQuantity).toBe(1);
  });

  it('opens the login modal when a visitor presses the heart', async () => {
    const { scope, calls } = browser(productJson());
    await open(scope, 'P1');
    await allSettled(favoriteClicked, { scope });
    expect(scope.getState($loginModal).open).toBe(true);
    expect(calls).toEqual([]);
  });

  it('adds and removes the favorite for a signed-in user, taking the lists from the server', async () => {
    const { scope, calls } = browser(productJson(), { session: LOGGED_IN });
    await open(scope, 'P1');
    expect(scope.getState($favorite)).toEqual({ active: false, pending: false });
    await allSettled(favoriteClicked, { scope });
    expect(calls).toContainEqual({ effect: 'addFavoriteProduct', params: 'P1' });
    expect(scope.getState($favorites).favoriteProducts).toEqual(['P1']);
    expect(scope.getState($favorite).active).toBe(true);
    await allSettled(favoriteClicked, { scope });
    expect(calls).toContainEqual({ effect: 'removeFavoriteProduct', params: 'P1' });
    expect(scope.getState($favorite).active).toBe(false);
  });

  it('says so in a red toast when the server refuses the favorite', async () => {
    const { scope } = browser(productJson(), { session: LOGGED_IN });
    await open(scope, 'P1');
    const refusing = fork({
      values: [
        [$session, LOGGED_IN],
        [$product, scope.getState($product)],
      ],
      handlers: [
        [addFavoriteProductFx, () => Promise.reject(domainError('PRODUCT_NOT_FOUND', 'Product not found'))],
        [translateFavoriteToastFx, (toast: { id: string; key: string; fallback: string }) => ({ id: toast.id, title: `${toast.key}|${toast.fallback}`, color: 'red' })],
        // Timers run out at once: this test is about what is shown, not for how long.
        [toastTimerFx, (timer: ToastTimer) => timer],
        [toastRemoveDelayFx, (id: string) => id],
      ],
    });
    const shown: ToastInput[] = [];
    createWatch({ unit: toastShown, scope: refusing, fn: (toast) => void shown.push(toast) });
    await allSettled(favoriteClicked, { scope: refusing });
    expect(shown).toEqual([{ id: 'favorite-failed', title: expect.stringMatching(/^favorites\.errors\.productGone\|.*no longer available/), color: 'red' }]);
    expect(refusing.getState($favorite)).toEqual({ active: false, pending: false });
  });

  it('records the view in the recently viewed list once the browser has hydrated', async () => {
    const { scope, calls } = browser(productJson(), { stored: ['P9', 'P1', 'P8'] });
    await open(scope, 'P1');
    // Server side (not hydrated): nothing is recorded.
    expect(calls).toEqual([]);
    await allSettled(appHydrated, { scope });
    expect(calls).toContainEqual({ effect: 'writeRecentlyViewed', params: ['P1', 'P9', 'P8'] });
  });
});
