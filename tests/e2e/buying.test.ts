import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, listings, users } from '../../adapters/server/persistence/schema.ts';
import { type TestServer } from '../server/support/test-server.ts';
import { screenshot, startStorefront, stopStorefront, watchConsole } from './browser.ts';

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
const CUSTOMER = 'customer@demo.ig-market.test';

beforeAll(async () => {
  ({ server, browser } = await startStorefront());
  const db = server.database.db;
  const candidates = await db
    .select({ id: listings.id, sellerId: listings.sellerId })
    .from(listings)
    .innerJoin(games, eq(games.value, listings.gameType))
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(
      and(
        eq(listings.state, 'AVAILABLE'),
        eq(listings.purchaseBehavior, 'DEFAULT'),
        isNull(listings.volumeDiscount),
        eq(listings.minQuantity, 1),
        eq(games.hidden, false),
        eq(games.limited, false),
        eq(users.banned, false),
        eq(users.removed, false),
        ne(users.emailLower, CUSTOMER),
      ),
    )
    .limit(200);
  const first = candidates[0];
  const second = candidates.find((c) => c.sellerId !== first?.sellerId);
  if (first === undefined || second === undefined) throw new Error('the demo data needs listings of two sellers');
  [offerA, offerB] = [first.id, second.id];
  for (const id of [offerA, offerB]) await db.update(listings).set({ priceMinor: 400, quantity: 50, maxQuantity: null }).where(eq(listings.id, id));
}, 600_000);

afterAll(async () => {
  await stopStorefront({ server, browser });
});

function password(email: string): string {
  const found = server.demoAccounts.find((a) => a.email === email);
  if (found === undefined) throw new Error(`no demo account ${email}`);
  return found.password;
}

async function signedInCustomer(): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  // A returning buyer has answered the cookie banner already (on a phone it would cover the Pay button: see the note of issue 10).
  await context.addCookies([{ name: 'consent', value: 'false', url: server.url }]);
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
  const modal = page.locator('[data-testid=login-modal]');
  await modal.waitFor();
  await modal.locator('input[name=email]').fill(CUSTOMER);
  await modal.locator('input[name=password]').fill(password(CUSTOMER));
  await modal.locator('button[type=submit]').click();
  await modal.waitFor({ state: 'detached' });
  return { context, page, problems };
}

async function addToCart(page: Page, id: string): Promise<void> {
  await page.goto(`${server.url}/product/${id}`, { waitUntil: 'networkidle' });
  await page.locator('[data-testid=add-to-cart]').click();
}

/** Checkout with the cart as it is, the server's quote shown, and the given method chosen. */
async function checkoutWith(page: Page, method: 'CREDITS' | 'CARD', card?: string): Promise<void> {
  await page.goto(`${server.url}/checkout`, { waitUntil: 'networkidle' });
  await page.locator('[data-testid=checkout-totals][data-source=server]').waitFor();
  await page.locator(`[data-testid=checkout-method-${method}]`).check();
  if (card !== undefined) await page.locator('[data-testid=checkout-card]').fill(card);
}

/** The balance the credits page shows for USD, in minor units. */
async function usdCredits(page: Page): Promise<number> {
  await page.goto(`${server.url}/dashboard/finances/credits`, { waitUntil: 'networkidle' });
  const text = (await page.locator('[data-testid=credit-balance][data-currency=USD] [data-testid=credit-available]').textContent()) ?? '';
  return Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
}

async function orderGroupShown(page: Page, orders: number): Promise<void> {
  await page.locator('[data-testid=payment-result-group]').click();
  await page.waitForURL(/\/dashboard\/orders\/[^/]+$/);
  await expect.poll(() => page.locator('[data-testid=order-group-orders] [data-testid=order-row]').count(), { timeout: 15_000 }).toBe(orders);
}

describe('buying in Chromium', () => {
  it('buys two offers from two sellers with credits and sees the group and both orders', async () => {
    const { context, page, problems } = await signedInCustomer();
    const before = await usdCredits(page);
    expect(before).toBeGreaterThanOrEqual(50_000);
    await addToCart(page, offerA);
    await addToCart(page, offerB);
    await checkoutWith(page, 'CREDITS');
    expect(await page.locator('[data-testid=checkout-credits]').textContent()).toContain('$');
    await page.locator('[data-testid=checkout-pay]').click();
    await page.waitForURL(/\/checkout\/payment\/success\/order\//);
    await page.locator('[data-testid=payment-result][data-result=success]').waitFor();
    await expect.poll(() => page.locator('[data-testid=payment-result-orders] [data-testid=order-row]').count(), { timeout: 15_000 }).toBe(2);
    await screenshot(page, 'buying-credits-success');
    await orderGroupShown(page, 2);
    const states = await page.locator('[data-testid=order-group-orders] [data-testid=order-row]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-state')));
    expect(states).toEqual(['paid', 'paid']);
    // Each order has its own page; the buyer sees the seller and what was paid.
    await page.locator('[data-testid=order-group-orders] [data-testid=order-row] a').first().click();
    await page.locator('[data-testid=order-facts]').waitFor();
    await page.goto(`${server.url}/dashboard/orders`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('[data-testid=orders-list] [data-testid=order-row]').count()).toBeGreaterThanOrEqual(2);
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
    await page.goto(`${server.url}/dashboard/orders`, { waitUntil: 'networkidle' });
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
    await page.goto(`${server.url}/dashboard/orders`, { waitUntil: 'networkidle' });
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
    await page.goto(`${server.url}/dashboard/finances/payments`, { waitUntil: 'networkidle' });
    await page.locator('[data-testid=payment-row][data-status=succeeded]').first().waitFor();
    await screenshot(page, 'buying-top-up');
    expect(problems).toEqual([]);
    await context.close();
  });
});
