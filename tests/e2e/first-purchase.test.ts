import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient } from '../server/accounts/ddp-client.ts';
import { type TestServer } from '../server/support/test-server.ts';
import { screenshot, startStorefront, stopStorefront, open } from './browser.ts';
import { addToCart, choosePayment, CUSTOMER, demoPassword, offersOfTwoSellers, orderGroupShown, payWithCredits, phoneVisitor, signedInCustomer, usdCredits } from './buying-kit.ts';
import { signUpAndVerify } from './sign-up-kit.ts';

/*
 * The whole first journey of issue 10 in one browser: a stranger signs up,
 * opens the verification link from the outbox, tops up $50 with 4242 and
 * buys two offers from two sellers with those credits. Then a cart saved by
 * the mobile app (`saveCart` over DDP, as the app calls it) is opened at
 * /checkout/cart/{cartId} and paid on the web.
 */

let server: TestServer;
let browser: Browser;
/** $12.00 each: two of them plus the fee fit in a $50 top-up. */
let offerA: string;
let offerB: string;

beforeAll(async () => {
  ({ server, browser } = await startStorefront());
  [offerA, offerB] = await offersOfTwoSellers(server, 1200, 'first.buyer@example.com');
}, 600_000);

afterAll(async () => {
  await stopStorefront({ server, browser });
});

describe('a first purchase in Chromium', () => {
  it('a stranger signs up, verifies, tops up $50 with 4242 and buys two offers from two sellers with the credits', async () => {
    const { context, page, problems } = await phoneVisitor(browser, server);
    await signUpAndVerify(page, server, { email: 'first.buyer@example.com', username: 'first_buyer', password: 'seven green lanterns at dusk' });
    expect(await usdCredits(page, server)).toBe(0);

    await page.locator('[data-testid=top-up-preset-50]').click();
    await page.locator('[data-testid=top-up-card]').fill('4242 4242 4242 4242');
    await page.locator('[data-testid=top-up-submit]').click();
    await page.waitForURL(/\/checkout\/payment\/success\/credits\//);
    await expect.poll(() => usdCredits(page, server), { timeout: 15_000 }).toBe(5000);

    await addToCart(page, server, offerA);
    await addToCart(page, server, offerB);
    await open(page, `${server.url}/checkout`);
    await choosePayment(page, 'CREDITS');
    const total = Math.round(Number(((await page.locator('[data-testid=checkout-total]').textContent()) ?? '').replace(/[^0-9.]/g, '')) * 100);
    expect(total).toBeGreaterThan(2400);
    expect(total).toBeLessThan(5000);
    await payWithCredits(page, 2);
    await screenshot(page, 'first-purchase-success');
    await orderGroupShown(page, 2);
    expect(await usdCredits(page, server)).toBe(5000 - total);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('pays on the web a cart the mobile app saved, at /checkout/cart/{cartId}', async () => {
    const app = await connectClient(server.url);
    await app.call('login', { user: { email: CUSTOMER }, password: demoPassword(server, CUSTOMER) });
    const { cartId } = (await app.call('saveCart', { lines: [{ productId: offerA, quantity: 2 }, { productId: offerB, quantity: 1 }] })) as { cartId: string };
    app.disconnect();

    const { context, page, problems } = await signedInCustomer(browser, server);
    await open(page, `${server.url}/checkout/cart/${cartId}`);
    await page.locator('[data-testid=saved-cart-page][data-status=ready]').waitFor();
    const lines = page.locator('[data-testid=saved-cart-line]');
    expect(await lines.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-product-id')))).toEqual([offerA, offerB]);
    await screenshot(page, 'saved-cart');
    await page.locator('[data-testid=saved-cart-pay]').click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await choosePayment(page, 'CREDITS');
    await payWithCredits(page, 2);

    // Someone else's cart id reads exactly like an unknown one.
    await open(page, `${server.url}/checkout/cart/cart_not-a-saved-cart`);
    await page.locator('[data-testid=saved-cart-page][data-status=CART_NOT_FOUND]').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
