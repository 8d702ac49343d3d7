import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer } from '../server/support/test-server.ts';
import { screenshot, startStorefront, stopStorefront, open } from './browser.ts';
import { addToCart as add, checkoutWith as checkout, offersOfTwoSellers, orderGroupShown, payWithCredits, signedInCustomer as signIn, usdCredits as credits } from './buying-kit.ts';

/*
 * Buying for real in Chromium (issue 10): the signed-in demo customer, who
 * starts with $500 of credits, buys two offers from two different sellers
 * with credits and finds the order group and both orders; pays by card with
 * the provider's confirmation step; is told plainly when a card is declined
 * (and no order appears); and tops up $50 with 4242, which raises the
 * balance. Two cheap listings of two sellers get known prices first.
 */

let server: TestServer;
let browser: Browser;
/** $4.00 each, 50 in stock, from two different sellers. */
let offerA: string;
let offerB: string;

beforeAll(async () => {
  ({ server, browser } = await startStorefront());
  [offerA, offerB] = await offersOfTwoSellers(server, 400);
}, 600_000);

afterAll(async () => {
  await stopStorefront({ server, browser });
});

const signedInCustomer = () => signIn(browser, server);
const addToCart = (page: Page, id: string) => add(page, server, id);
const checkoutWith = (page: Page, method: 'CREDITS' | 'CARD', card?: string) => checkout(page, server, method, card);
const usdCredits = (page: Page) => credits(page, server);

describe('buying in Chromium', () => {
  it('buys two offers from two sellers with credits and sees the group and both orders', async () => {
    const { context, page, problems } = await signedInCustomer();
    const before = await usdCredits(page);
    expect(before).toBeGreaterThanOrEqual(50_000);
    await addToCart(page, offerA);
    await addToCart(page, offerB);
    await checkoutWith(page, 'CREDITS');
    expect(await page.locator('[data-testid=checkout-credits]').textContent()).toContain('$');
    await payWithCredits(page, 2);
    await screenshot(page, 'buying-credits-success');
    await orderGroupShown(page, 2);
    const states = await page.locator('[data-testid=order-group-orders] [data-testid=order-row]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-state')));
    expect(states).toEqual(['paid', 'paid']);
    // Each order has its own page; the buyer sees the seller and what was paid.
    await page.locator('[data-testid=order-group-orders] [data-testid=order-row] a').first().click();
    await page.locator('[data-testid=order-facts]').waitFor();
    await open(page, `${server.url}/dashboard/orders`);
    await expect.poll(() => page.locator('[data-testid=orders-list] [data-testid=order-row]').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    expect(await usdCredits(page)).toBeLessThan(before);
    // The cart was emptied once the order existed.
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cartItems'))) ?? '[]')).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("pays by card with the provider's confirmation step, and comes back to a paid order", async () => {
    const { context, page, problems } = await signedInCustomer();
    await addToCart(page, offerA);
    await checkoutWith(page, 'CARD', '4000 0000 0000 3220');
    await page.locator('[data-testid=checkout-pay]').click();
    // The local test provider's hosted page asks for the confirmation step.
    await page.waitForURL((url) => !url.pathname.startsWith('/checkout'));
    await screenshot(page, 'buying-card-confirmation');
    await page.getByRole('button', { name: /confirm|authori[sz]e|complete/i }).first().click();
    await page.waitForURL(/\/checkout\/payment\/[^/]+\/order\//);
    await page.locator('[data-testid=payment-result][data-result=success]').waitFor({ timeout: 20_000 });
    await orderGroupShown(page, 1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a declined card says so clearly and places no order', async () => {
    const { context, page, problems } = await signedInCustomer();
    await open(page, `${server.url}/dashboard/orders`);
    await page.locator('[data-testid=orders-list], [data-testid=orders-empty]').first().waitFor();
    const ordersBefore = await page.locator('[data-testid=order-row]').count();
    await addToCart(page, offerB);
    await checkoutWith(page, 'CARD', '4000 0000 0000 0002');
    await page.locator('[data-testid=checkout-pay]').click();
    const error = page.locator('[data-testid=checkout-payment-error][data-code=PAYMENT_DECLINED]');
    await error.waitFor();
    expect(await error.textContent()).toContain('Your card was declined. No order was placed');
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await screenshot(page, 'buying-card-declined');
    await open(page, `${server.url}/dashboard/orders`);
    await page.locator('[data-testid=orders-list], [data-testid=orders-empty]').first().waitFor();
    expect(await page.locator('[data-testid=order-row]').count()).toBe(ordersBefore);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('tops up $50 with 4242 and the balance rises by $50', async () => {
    const { context, page, problems } = await signedInCustomer();
    const before = await usdCredits(page);
    await page.locator('[data-testid=top-up-preset-50]').click();
    await page.locator('[data-testid=top-up-card]').fill('4242 4242 4242 4242');
    expect(await page.locator('[data-testid=top-up-submit]').textContent()).toBe('Top up $50.00');
    await page.locator('[data-testid=top-up-submit]').click();
    await page.waitForURL(/\/checkout\/payment\/success\/credits\//);
    await page.locator('[data-testid=payment-result][data-result=success]').waitFor();
    await expect.poll(() => usdCredits(page), { timeout: 15_000 }).toBe(before + 5000);
    await open(page, `${server.url}/dashboard/finances/payments`);
    await page.locator('[data-testid=payment-row][data-status=succeeded]').first().waitFor();
    await screenshot(page, 'buying-top-up');
    expect(problems).toEqual([]);
    await context.close();
  });
});
