import { and, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, listings } from '../../adapters/server/persistence/schema.ts';
import { formatMoney, mustMoney, quoteCart, USD } from '../../domain/index.ts';
import { call, type TestServer } from '../server/support/test-server.ts';
import { startStorefront, stopStorefront, screenshot, watchConsole, holdStart, open } from './browser.ts';

/*
 * The product page, favorites and recently viewed in Chromium: a product is
 * picked from the search API's answer (the first hit that can be bought three
 * at a time), its quantity set with the stepper, liked after logging in
 * through the header, and found again on the favorites and recently viewed
 * pages.
 */

interface Hit {
  _id: string;
  title: string;
  price: number;
  quantity: number;
  maxQuantity: number | null;
  minQuantity: number;
  incrementalQuantity: boolean;
  volumeDiscount: { start: number; end: number; min: number; max: number } | null;
  productType: string;
}

let server: TestServer;
let browser: Browser;
let hit: Hit;

beforeAll(async () => {
  ({ server, browser } = await startStorefront());
  // Scopes of visible games with offers, most offers first; the first search hit there that allows three units in steps of one.
  const { db } = server.database;
  const rows = await db
    .select({ game: listings.gameType, type: listings.productType })
    .from(listings)
    .innerJoin(games, eq(games.value, listings.gameType))
    .where(and(eq(listings.state, 'AVAILABLE'), eq(games.hidden, false)));
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(`${r.game}/${r.type}`, (counts.get(`${r.game}/${r.type}`) ?? 0) + 1);
  for (const [scope] of [...counts.entries()].sort((a, b) => b[1] - a[1])) {
    const { body } = await call(server, `/api/products/search/${scope}`, { body: {} });
    const found = (body as { hits: Hit[] }).hits.find(
      (h) => h.minQuantity === 1 && !h.incrementalQuantity && h.quantity >= 3 && (h.maxQuantity === null || h.maxQuantity >= 3),
    );
    if (found !== undefined) {
      hit = found;
      break;
    }
  }
  if (hit === undefined) throw new Error('no search hit can be bought three at a time');
}, 600_000);

afterAll(async () => {
  await stopStorefront({ server, browser });
});

function account(email: string): { email: string; password: string } {
  const found = server.demoAccounts.find((a) => a.email === email);
  if (found === undefined) throw new Error(`no demo account ${email}`);
  return found;
}

/** A fresh visitor who already declined cookies (so the banner does not cover the page), on a page, console watched. */
async function visit(path: string): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'consent', value: 'false', url: server.url }]);
  const page = await context.newPage();
  const problems = watchConsole(page);
  await open(page, server.url + path);
  return { context, page, problems };
}

/** What the domain says `quantity` units of the hit cost, in USD (the visitor's default currency). */
function expectedTotal(quantity: number): string {
  const quote = quoteCart({
    lines: [{ unitPrice: mustMoney(hit.price, USD), quantity, productType: { value: hit.productType }, ...(hit.volumeDiscount === null ? {} : { volumeDiscount: hit.volumeDiscount }) }],
    currency: USD,
    rate: 1,
    igPlusActive: false,
  })._unsafeUnwrap();
  return formatMoney(quote.lines[0]?.lineTotal ?? mustMoney(0, USD));
}

describe('product page, favorites and recently viewed in Chromium', () => {
  it('sets 3 units with the stepper, likes the product after logging in, and finds it in favorites and recently viewed', async () => {
    const { context, page, problems } = await visit(`/product/${hit._id}`);
    expect(await page.locator('[data-testid=product-title]').textContent()).toBe(hit.title);
    expect(await page.locator('[data-testid=product-total]').textContent()).toBe(expectedTotal(1));

    const input = page.locator('[data-testid=quantity-input]');
    await page.locator('[data-testid=quantity-increase]').click();
    await expect.poll(() => input.inputValue()).toBe('2');
    await page.locator('[data-testid=quantity-increase]').click();
    await expect.poll(() => input.inputValue()).toBe('3');
    await expect.poll(() => page.locator('[data-testid=product-total]').textContent()).toBe(expectedTotal(3));
    expect(await page.locator('[data-testid=quantity-decrease]').isEnabled()).toBe(true);
    await screenshot(page, 'product-quantity-3');

    // A visitor's heart opens the login modal; log in from the header and like it.
    const heart = page.locator('[data-testid=favorite-toggle]');
    await heart.click();
    await page.locator('[data-testid=login-modal]').waitFor();
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await page.click('[data-testid=login-modal] button[aria-label="Close"]');
    await page.locator('[data-testid=login-modal]').waitFor({ state: 'detached' });
    await page.click('[data-testid=login-button]');
    const customer = account('customer@demo.ig-market.test');
    const modal = page.locator('[data-testid=login-modal]');
    await modal.locator('input[name=email]').fill(customer.email);
    await modal.locator('input[name=password]').fill(customer.password);
    await modal.locator('button[type=submit]').click();
    await page.locator('[data-testid=user-menu]').waitFor();
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    expect(await heart.getAttribute('aria-label')).toBe('Remove from favorites');
    await screenshot(page, 'product-favorited');

    // The favorites list (a full load: the session resumes from the cookie and loads the lists).
    await open(page, `${server.url}/dashboard/favorites/products`);
    const card = page.locator(`[data-testid=product-card][data-product-id="${hit._id}"]`);
    await card.waitFor();
    expect(await card.textContent()).toContain(hit.title);
    await screenshot(page, 'favorites-products');

    await page.click('nav >> text=Recently viewed');
    await page.waitForURL((url) => url.pathname === '/dashboard/favorites/recently-viewed');
    const recent = page.locator(`[data-testid=product-card][data-product-id="${hit._id}"]`);
    await recent.waitFor();
    expect(await recent.textContent()).toContain(hit.title);
    await screenshot(page, 'favorites-recently-viewed');

    // Removing the favorite from the list takes it away.
    await page.click('nav >> text=Products');
    await page.waitForURL((url) => url.pathname === '/dashboard/favorites/products');
    await card.locator('[data-testid=favorite-remove]').click();
    await card.waitFor({ state: 'detached' });
    await page.locator('[data-testid=list-empty]').waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });

  it('puts the product in the cart once when Add to cart was tapped before the page had started', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: 'consent', value: 'false', url: server.url }]);
    const page = await context.newPage();
    const problems = watchConsole(page);
    const release = await holdStart(page);
    await page.goto(`${server.url}/product/${hit._id}`, { waitUntil: 'domcontentloaded' });
    await page.locator('[data-testid=add-to-cart]').click();
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    release();
    await expect.poll(() => page.locator('[data-testid=cart-count]').textContent()).toBe('1');
    await page.locator('[data-testid=cart-button]').click();
    await expect.poll(() => page.locator('[data-testid=cart-line-quantity]').textContent()).toBe('1');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('remembers recently viewed products for visitors, most recent first', async () => {
    const { context, page, problems } = await visit(`/product/${hit._id}`);
    // A view is recorded once the page has hydrated, which can come after the network is idle on a busy machine.
    const recorded = (id: string | undefined) => page.waitForFunction((wanted) => (localStorage.getItem('recentlyViewed') ?? '').includes(String(wanted)), id, { timeout: 15_000 });
    await recorded(hit._id);
    const { db } = server.database;
    const [other] = await db.select({ id: listings.id, title: listings.title }).from(listings).where(eq(listings.state, 'AVAILABLE')).limit(1);
    // A second product, viewed after the first.
    await open(page, `${server.url}/product/${other?.id}`);
    await recorded(other?.id);
    await open(page, `${server.url}/dashboard/favorites/recently-viewed`);
    const cards = page.locator('[data-testid=product-card]');
    await cards.first().waitFor();
    expect(await cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-product-id')))).toEqual([other?.id, hit._id].filter((id, i, all) => all.indexOf(id) === i));
    await page.click('[data-testid=recently-viewed-clear]');
    await page.locator('[data-testid=list-empty]').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows an out-of-stock listing with the buy button disabled and says so', async () => {
    const { db } = server.database;
    const [soldOut] = await db.select({ id: listings.id }).from(listings).where(eq(listings.state, 'SOLD_OUT')).limit(1);
    const { context, page, problems } = await visit(`/product/${soldOut?.id}`);
    const button = page.locator('[data-testid=add-to-cart]');
    expect(await button.isDisabled()).toBe(true);
    expect(await button.textContent()).toBe('Out of stock');
    await screenshot(page, 'product-out-of-stock');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("goes from the product to the seller's profile and follows the seller after logging in", async () => {
    const { context, page, problems } = await visit(`/product/${hit._id}`);
    await page.click('[data-testid=seller-link]');
    await page.waitForURL((url) => url.pathname.startsWith('/profile/'));
    await page.locator('[data-testid=profile-name]').waitFor();
    await page.locator('[data-testid=product-card]').first().waitFor();
    await page.click('[data-testid=login-button]');
    const plus = account('plus@demo.ig-market.test');
    const modal = page.locator('[data-testid=login-modal]');
    await modal.locator('input[name=email]').fill(plus.email);
    await modal.locator('input[name=password]').fill(plus.password);
    await modal.locator('button[type=submit]').click();
    await page.locator('[data-testid=user-menu]').waitFor();
    const follow = page.locator('[data-testid=follow-toggle]');
    await follow.click();
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'profile-followed');
    await open(page, `${server.url}/dashboard/favorites/sellers`);
    await page.locator('[data-testid=favorite-seller]').first().waitFor();
    expect(await page.locator('[data-testid=favorite-seller]').count()).toBe(1);
    await screenshot(page, 'favorites-sellers');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers an unknown product with the 404 page', async () => {
    const { context, page, problems } = await visit('/product/NoSuchListing123');
    const error = page.locator('[data-testid=error-page]');
    expect(await error.locator('h1').textContent()).toBe('Page Not Found');
    expect(await error.textContent()).toContain('404');
    // The 404 document itself is an expected failure, not a console error of the page.
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });
});
