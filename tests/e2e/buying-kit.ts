import { and, eq, isNull, ne } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { games, listings, users } from '../../adapters/server/persistence/schema.ts';
import type { TestServer } from '../server/support/test-server.ts';
import { watchConsole, open } from './browser.ts';

/*
 * What the buying journeys share: offers of two sellers set to a known price,
 * a phone-sized signed-in buyer, adding to the cart, the checkout, the
 * credits page and the order group reached from the payment result.
 */

export const CUSTOMER = 'customer@demo.ig-market.test';

/** Two plain listings (no volume discount, single units) of two different sellers, other than `buyerEmail`'s, set to `priceMinor` with 50 in stock. */
export async function offersOfTwoSellers(server: TestServer, priceMinor: number, buyerEmail = CUSTOMER): Promise<[string, string]> {
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
        ne(users.emailLower, buyerEmail),
      ),
    )
    .limit(200);
  const first = candidates[0];
  const second = candidates.find((c) => c.sellerId !== first?.sellerId);
  if (first === undefined || second === undefined) throw new Error('the demo data needs listings of two sellers');
  for (const id of [first.id, second.id]) await db.update(listings).set({ priceMinor, quantity: 50, maxQuantity: null }).where(eq(listings.id, id));
  return [first.id, second.id];
}

/** A phone-sized browser context that has answered the cookie banner already (on a phone the banner would cover Pay). */
export async function phoneVisitor(browser: Browser, server: TestServer, path = '/'): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([{ name: 'consent', value: 'false', url: server.url }]);
  const page = await context.newPage();
  const problems = watchConsole(page);
  await open(page, server.url + path);
  return { context, page, problems };
}

export function demoPassword(server: TestServer, email: string): string {
  const found = server.demoAccounts.find((a) => a.email === email);
  if (found === undefined) throw new Error(`no demo account ${email}`);
  return found.password;
}

/** Signs a demo account in through the login modal of /login, on the page as it is (its viewport, language and cookies). */
export async function signInOnPage(page: Page, server: TestServer, email: string): Promise<void> {
  await open(page, `${server.url}/login`);
  const modal = page.locator('[data-testid=login-modal]');
  await modal.locator('input[name=email]').fill(email);
  await modal.locator('input[name=password]').fill(demoPassword(server, email));
  await modal.locator('button[type=submit]').click();
  await modal.waitFor({ state: 'detached' });
}

/** The demo customer signed in through the login modal, on a phone. */
export async function signedInCustomer(browser: Browser, server: TestServer): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const visitor = await phoneVisitor(browser, server, '/login');
  await signInOnPage(visitor.page, server, CUSTOMER);
  return visitor;
}

export async function addToCart(page: Page, server: TestServer, id: string): Promise<void> {
  await open(page, `${server.url}/product/${id}`);
  await page.locator('[data-testid=add-to-cart]').click();
}

/** Checkout with the cart as it is, the server's quote shown, and the given method chosen. */
export async function checkoutWith(page: Page, server: TestServer, method: 'CREDITS' | 'CARD', card?: string): Promise<void> {
  await open(page, `${server.url}/checkout`);
  await choosePayment(page, method, card);
}

/** On the checkout page already: waits for the server's quote and chooses how to pay. */
export async function choosePayment(page: Page, method: 'CREDITS' | 'CARD', card?: string): Promise<void> {
  await page.locator('[data-testid=checkout-totals][data-source=server]').waitFor();
  await page.locator(`[data-testid=checkout-method-${method}]`).check();
  if (card !== undefined) await page.locator('[data-testid=checkout-card]').fill(card);
}

/** The balance the credits page shows for USD, in minor units. */
export async function usdCredits(page: Page, server: TestServer): Promise<number> {
  await open(page, `${server.url}/dashboard/finances/credits`);
  const text = (await page.locator('[data-testid=credit-balance][data-currency=USD] [data-testid=credit-available]').textContent()) ?? '';
  return Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
}

/** From a successful payment's result page: the order group with `orders` orders. */
export async function orderGroupShown(page: Page, orders: number): Promise<void> {
  await page.locator('[data-testid=payment-result-group]').click();
  await page.waitForURL(/\/dashboard\/orders\/[^/]+$/);
  await expect.poll(() => page.locator('[data-testid=order-group-orders] [data-testid=order-row]').count(), { timeout: 15_000 }).toBe(orders);
}

/** Pays the cart with credits from the checkout page and waits for the success page with `orders` orders. */
export async function payWithCredits(page: Page, orders: number): Promise<void> {
  await page.locator('[data-testid=checkout-pay]').click();
  await page.waitForURL(/\/checkout\/payment\/success\/order\//);
  await page.locator('[data-testid=payment-result][data-result=success]').waitFor();
  await expect.poll(() => page.locator('[data-testid=payment-result-orders] [data-testid=order-row]').count(), { timeout: 15_000 }).toBe(orders);
}

/** A demo account signed in through the login modal in a fresh context (cookies declined, so no banner covers buttons). */
export async function signedInDemo(
  browser: Browser,
  server: TestServer,
  email: string,
  viewport: { width: number; height: number } = { width: 1280, height: 900 },
  timezoneId?: string,
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext(timezoneId === undefined ? { viewport } : { viewport, timezoneId });
  await context.addCookies([{ name: 'consent', value: 'false', url: server.url }]);
  const page = await context.newPage();
  const problems = watchConsole(page);
  await signInOnPage(page, server, email);
  return { context, page, problems };
}
