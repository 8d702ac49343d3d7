import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { AvailabilityRequest } from '../../../../application/shopping/ports/cart-channel.ts';
import {
  $addedNotice,
  addedNoticeClosed,
  cartOpened,
  checkAvailabilityFx,
  detectWebViewFx,
  postToHostAppFx,
  productAddedToCart,
  readCartFx,
  trackAddToCartFx,
  waitAddedNoticeFx,
  writeCartFx,
} from '../../../../ui/features/shopping/cart/model.ts';
import { product } from './fixtures.ts';

/** A browser scope whose notice timer is held by the test: `expire(seq)` makes the timer of addition `seq` come due. */
function browser() {
  const timers: ((seq: number) => void)[] = [];
  const scope = fork({
    handlers: [
      [readCartFx, () => null],
      [writeCartFx, () => undefined],
      [checkAvailabilityFx, (_request: AvailabilityRequest) => ({ errors: [] })],
      [postToHostAppFx, () => undefined],
      [detectWebViewFx, () => false],
      [trackAddToCartFx, () => undefined],
      [waitAddedNoticeFx, (seq: number) => new Promise<number>((resolve) => timers.push(() => resolve(seq)))],
    ],
  });
  return { scope, expire: (index: number) => timers[index]?.(index + 1) };
}

/** Lets the scope's synchronous fakes run; `allSettled` would wait for the held notice timer as well. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the add-to-cart confirmation', () => {
  it('shows what was added and how many, and closes when the cart opens', async () => {
    const { scope } = browser();
    void allSettled(productAddedToCart, { scope, params: { product: product('a', { itemName: 'Gold 100k' }), quantity: 2 } });
    await tick();
    expect(scope.getState($addedNotice)).toMatchObject({ productId: 'a', itemName: 'Gold 100k', quantity: 2 });
    void allSettled(cartOpened, { scope });
    await tick();
    expect(scope.getState($addedNotice)).toBeNull();
  });

  it("closes on its own, but an earlier addition's timer does not close a later one", async () => {
    const { scope, expire } = browser();
    void allSettled(productAddedToCart, { scope, params: { product: product('a'), quantity: 1 } });
    await Promise.resolve();
    void allSettled(productAddedToCart, { scope, params: { product: product('b'), quantity: 1 } });
    await tick();
    expire(0);
    await tick();
    expect(scope.getState($addedNotice)?.productId).toBe('b');
    expire(1);
    await allSettled(scope);
    expect(scope.getState($addedNotice)).toBeNull();
  });

  it('is not shown for what the cart refused (out of stock), and the close button closes it', async () => {
    const { scope } = browser();
    void allSettled(productAddedToCart, { scope, params: { product: product('a', { quantity: 0 }), quantity: 1 } });
    await tick();
    expect(scope.getState($addedNotice)).toBeNull();
    void allSettled(productAddedToCart, { scope, params: { product: product('b'), quantity: 1 } });
    await tick();
    expect(scope.getState($addedNotice)?.productId).toBe('b');
    void allSettled(addedNoticeClosed, { scope });
    await tick();
    expect(scope.getState($addedNotice)).toBeNull();
  });
});
