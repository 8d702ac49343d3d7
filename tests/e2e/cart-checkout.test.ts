import { and, eq, isNull } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, listings, users } from '../../adapters/server/persistence/schema.ts';
import { type TestServer } from '../server/support/test-server.ts';
import { startStorefront, stopStorefront, screenshot, watchConsole, open, reopen } from './browser.ts';

/*
 * The cart and checkout in Chromium. The cart is filled from the product
 * page's 'Add to cart' (the product page exists), never by writing local
 * storage — except in the tampering test, which edits the stored prices on
 * purpose. Three listings of a product type without its own fees, no volume
 * discount and a visible game get known prices first, so every number below
 * can be worked out by hand from the pricing rules.
 */

let server: TestServer;
let browser: Browser;
/** $10.00, 10 in stock. */
let tenDollars: string;
/** $1,000.00, 5 in stock. */
let thousandDollars: string;
/** $5.00, 10 in stock. */
let fiveDollars: string;

beforeAll(async () => {
  ({ server, browser } = await startStorefront());
  const db = server.database.db;
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .innerJoin(games, eq(games.value, listings.gameType))
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(
      and(
        eq(listings.state, 'AVAILABLE'),
        eq(listings.productType, 'currency'),
        eq(listings.purchaseBehavior, 'DEFAULT'),
        isNull(listings.volumeDiscount),
        eq(listings.minQuantity, 1),
        eq(listings.incrementalQuantity, false),
        eq(games.hidden, false),
        eq(games.limited, false),
        eq(users.banned, false),
        eq(users.removed, false),
      ),
    )
    .limit(3);
  [tenDollars, thousandDollars, fiveDollars] = rows.map((r) => r.id) as [string, string, string];
  const set = (id: string, priceMinor: number, quantity: number) => db.update(listings).set({ priceMinor, quantity, maxQuantity: null }).where(eq(listings.id, id));
  await set(tenDollars, 1000, 10);
  await set(thousandDollars, 100_000, 5);
  await set(fiveDollars, 500, 10);
}, 600_000);

afterAll(async () => {
  await stopStorefront({ server, browser });
});

function account(email: string): { email: string; password: string } {
  const found = server.demoAccounts.find((a) => a.email === email);
  if (found === undefined) throw new Error(`no demo account ${email}`);
  return found;
}

async function visitor(options: Parameters<Browser['newContext']>[0] = {}): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems = watchConsole(page);
  return { context, page, problems };
}

/** Opens the product page and presses 'Add to cart'; the header's badge shows the new line count. */
async function addFromProductPage(page: Page, id: string, linesAfter: number): Promise<void> {
  await open(page, `${server.url}/product/${id}`);
  await page.locator('[data-testid=add-to-cart]').click();
  await expect.poll(() => page.locator('[data-testid=cart-count]').textContent()).toBe(String(linesAfter));
}

async function openCart(page: Page): Promise<void> {
  await page.locator('[data-testid=cart-button]').click();
  await page.locator('[data-testid=cart-drawer][aria-hidden=false]').waitFor();
}

async function signIn(page: Page, email: string): Promise<void> {
  const modal = page.locator('[data-testid=login-modal]');
  await modal.waitFor();
  await modal.locator('input[name=email]').fill(email);
  await modal.locator('input[name=password]').fill(account(email).password);
  await modal.locator('button[type=submit]').click();
  await modal.waitFor({ state: 'detached' });
}

const text = (page: Page, testId: string) => page.locator(`[data-testid=${testId}]`).first().textContent();

/** Waits until the summary shows the server's answer, settled. */
async function serverQuoteShown(page: Page): Promise<void> {
  await page.locator('[data-testid=checkout-totals][data-source=server]').waitFor();
  await page.locator('[data-testid=checkout-updating]').waitFor({ state: 'detached' });
}

describe('cart and checkout in Chromium', () => {
  it('fills the cart, edits it in the drawer, signs in at checkout and caps a percent coupon at the service fee', async () => {
    const { context, page, problems } = await visitor();
    await addFromProductPage(page, tenDollars, 1);
    await addFromProductPage(page, thousandDollars, 2);
    await addFromProductPage(page, fiveDollars, 3);

    await openCart(page);
    expect(await page.getAttribute('[data-testid=cart-drawer]', 'role')).toBe('dialog');
    expect(await text(page, 'cart-drawer-count')).toBe('3 products');
    // $10.00 + $1,000.00 + $5.00
    expect(await text(page, 'cart-subtotal')).toBe('$1,015.00');
    expect(await page.locator('[data-testid=cart-clear]').isVisible()).toBe(true);
    await screenshot(page, 'cart-drawer');

    const ten = page.locator(`[data-testid=cart-line][data-product-id="${tenDollars}"]`);
    await ten.locator('[data-testid=cart-line-increase]').click();
    await expect.poll(() => ten.locator('[data-testid=cart-line-quantity]').textContent()).toBe('2');
    expect(await ten.locator('[data-testid=cart-line-total]').textContent()).toBe('$20.00');
    expect(await ten.locator('[data-testid=cart-line-each]').textContent()).toBe('$10.00 each');
    expect(await text(page, 'cart-subtotal')).toBe('$1,025.00');

    await page.locator(`[data-testid=cart-line][data-product-id="${fiveDollars}"] [data-testid=cart-line-remove]`).click();
    await expect.poll(() => text(page, 'cart-drawer-count')).toBe('2 products');
    expect(await text(page, 'cart-subtotal')).toBe('$1,020.00');
    // 'Clear Cart' shows only above two lines.
    expect(await page.locator('[data-testid=cart-clear]').count()).toBe(0);
    expect(await text(page, 'cart-count')).toBe('2');

    // Escape closes the drawer and gives focus back to the header button.
    await page.keyboard.press('Escape');
    await page.locator('[data-testid=cart-drawer][aria-hidden=true]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('cart-button');

    await openCart(page);
    await page.locator('[data-testid=cart-checkout]').click();
    // A visitor stays on /checkout: the URL gains the redirect and the login modal opens in place.
    await page.waitForURL((url) => url.pathname === '/checkout' && url.searchParams.get('redirect') === '/checkout');
    await signIn(page, 'customer@demo.ig-market.test');
    await serverQuoteShown(page);
    // $1,020.00; fee 9.5 % × 1,020 + $1 = $97.90 → total $1,117.90 rounds up to $1,118.89 (past every price point), so the fee is $98.89.
    expect(await text(page, 'checkout-subtotal')).toBe('$1,020.00');
    expect(await text(page, 'checkout-fee')).toBe('$98.89');
    expect(await text(page, 'checkout-total')).toBe('$1,118.89');
    expect(await page.locator('[data-testid=checkout-membership]').count()).toBe(0);

    await page.locator('[data-testid=coupon-input]').fill('welcome10');
    await page.locator('[data-testid=coupon-apply]').click();
    await page.locator('[data-testid=coupon-state][data-state=true]').waitFor();
    await serverQuoteShown(page);
    // 10 % × $1,118.89 = $111.89, more than the fee: capped at the fee, $98.89.
    expect(await text(page, 'checkout-coupon-discount')).toBe('−$98.89');
    expect(await text(page, 'checkout-total')).toBe('$1,020.00');
    expect(await text(page, 'coupon-state')).toBe('WELCOME10 applied');
    await screenshot(page, 'checkout-coupon-capped');

    // The demo customer's $500 of credits do not cover $1,020.00: the page says so, links to top-up and does not let Pay go.
    await page.locator('[data-testid=checkout-credits-short]').waitFor();
    expect(await page.locator('[data-testid=checkout-credits-short] a').getAttribute('href')).toBe('/dashboard/finances/credits');
    expect(await page.locator('[data-testid=checkout-pay]').isDisabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await screenshot(page, 'checkout-credits-short');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows an unknown coupon's refusal as a toast with the server's message", async () => {
    const { context, page, problems } = await visitor();
    await addFromProductPage(page, fiveDollars, 1);
    await page.locator('[data-testid=login-button]').click();
    await signIn(page, 'customer@demo.ig-market.test');
    await open(page, `${server.url}/checkout`);
    await serverQuoteShown(page);
    await page.locator('[data-testid=coupon-input]').fill('NOT-A-COUPON');
    await page.locator('[data-testid=coupon-apply]').click();
    await page.locator('[data-testid=coupon-state][data-state=false]').waitFor();
    await expect.poll(() => page.locator('[data-state=open][data-color=red]').allTextContents()).toEqual([expect.stringContaining('Coupon code is invalid')]);
    expect(await page.locator('[data-testid=checkout-coupon-discount]').count()).toBe(0);
    await screenshot(page, 'checkout-coupon-invalid');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('gives the ig-plus member the membership discount', async () => {
    const { context, page, problems } = await visitor();
    await addFromProductPage(page, tenDollars, 1);
    await openCart(page);
    await page.locator('[data-testid=cart-checkout]').click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await signIn(page, 'plus@demo.ig-market.test');
    await serverQuoteShown(page);
    // $10.00; fee 9.5 % × 10 + 1 = 1.95 → total $12.89, fee $2.89;
    // ig-plus: min(30 % × 2.89 + 1 = 1.867, $20, 20 % × 10 = 2.00, fee 2.89) → $1.87.
    expect(await text(page, 'checkout-fee')).toBe('$2.89');
    expect(await text(page, 'checkout-membership')).toBe('−$1.87');
    expect(await text(page, 'checkout-total')).toBe('$11.02');
    await screenshot(page, 'checkout-ig-plus');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("ignores prices tampered with in local storage: checkout shows the server's", async () => {
    const { context, page, problems } = await visitor();
    await addFromProductPage(page, tenDollars, 1);
    await page.evaluate(() => {
      const cart = JSON.parse(localStorage.getItem('cartItems') ?? '[]') as { price: { minor: number }; productType: Record<string, unknown> }[];
      for (const line of cart) {
        line.price.minor = 1;
        line.productType['serviceFee'] = 0;
      }
      localStorage.setItem('cartItems', JSON.stringify(cart));
    });
    await reopen(page);
    await openCart(page);
    // The drawer is an estimate from what the browser holds.
    expect(await text(page, 'cart-subtotal')).toBe('$0.01');
    await page.keyboard.press('Escape');
    await page.locator('[data-testid=login-button]').click();
    await signIn(page, 'customer@demo.ig-market.test');
    await open(page, `${server.url}/checkout`);
    await serverQuoteShown(page);
    expect(await text(page, 'checkout-subtotal')).toBe('$10.00');
    expect(await text(page, 'checkout-fee')).toBe('$2.89');
    expect(await text(page, 'checkout-total')).toBe('$12.89');
    expect(await page.locator('[data-testid=checkout-line-total]').first().textContent()).toBe('$10.00');
    await screenshot(page, 'checkout-tampered-prices');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses checkout when nothing is left after the check', async () => {
    const { context, page, problems } = await visitor();
    await addFromProductPage(page, fiveDollars, 1);
    await server.database.db.update(listings).set({ state: 'SOLD_OUT', quantity: 0 }).where(eq(listings.id, fiveDollars));
    try {
      await page.locator('[data-testid=login-button]').click();
      await signIn(page, 'customer@demo.ig-market.test');
      await open(page, `${server.url}/checkout`);
      await page.locator('[data-testid=checkout-empty]').waitFor();
      expect(await page.locator('[data-testid=checkout-empty] a').getAttribute('href')).toBe('/games');
      await expect.poll(() => page.locator('[data-state=open][data-color=red]').allTextContents()).toEqual([expect.stringContaining('is no longer available')]);
      await screenshot(page, 'checkout-empty');
      expect(problems).toEqual([]);
    } finally {
      await server.database.db.update(listings).set({ state: 'AVAILABLE', quantity: 10 }).where(eq(listings.id, fiveDollars));
      await context.close();
    }
  });

  it('on a phone the drawer fills the screen; in the mobile web view lines do not navigate and removals go to the host app', async () => {
    const { context, page, problems } = await visitor({ viewport: { width: 390, height: 800 } });
    await page.addInitScript(() => {
      const posted: string[] = [];
      Object.assign(window, { __posted: posted, ReactNativeWebView: { postMessage: (message: string) => posted.push(message) } });
    });
    await addFromProductPage(page, tenDollars, 1);
    await open(page, `${server.url}/?webview=1`);
    await openCart(page);
    // Fullscreen once it has slid up from the bottom.
    await expect.poll(async () => {
      const box = await page.locator('[data-testid=cart-drawer]').boundingBox();
      return box === null ? null : [box.x, box.y, box.width, box.height].map(Math.round);
    }).toEqual([0, 0, 390, 800]);
    expect(await page.locator('[data-testid=cart-line] a').count()).toBe(0);
    await screenshot(page, 'cart-drawer-phone-webview');
    await page.locator('[data-testid=cart-line-increase]').click();
    await page.locator('[data-testid=cart-line-remove]').click();
    await page.locator('[data-testid=cart-empty]').waitFor();
    expect(await page.evaluate(() => (window as unknown as { __posted: string[] }).__posted.map((m) => JSON.parse(m) as unknown))).toEqual([
      { type: 'cart-quantity-change', productId: tenDollars, quantity: 2 },
      { type: 'cart-remove', productId: tenDollars },
    ]);
    // 'Browse Products' closes the drawer and goes to the games.
    await page.locator('[data-testid=cart-empty] a').click();
    await page.waitForURL((url) => url.pathname === '/games');
    await page.locator('[data-testid=cart-drawer][aria-hidden=true]').waitFor({ state: 'attached' });
    expect(problems).toEqual([]);
    await context.close();
  });
});
