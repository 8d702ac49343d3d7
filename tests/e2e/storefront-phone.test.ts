import { and, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathFor } from '../../domain/index.ts';
import { listings, users } from '../../adapters/server/persistence/schema.ts';
import type { TestServer } from '../server/support/test-server.ts';
import { screenshot, startStorefront, stopStorefront, watchConsole, open } from './browser.ts';
import { signedInDemo } from './buying-kit.ts';

/**
 * Issue 18 on a phone (390×844): LIST cards whose parts never sit on top of
 * each other (English and Arabic), pictures that really load, a one-row
 * header, and a visible confirmation after 'Add to cart' that leaves the buy
 * bar uncovered; and on a desktop, a LIST page dense enough for 8 offers.
 */
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startStorefront());
}, 600_000);

afterAll(async () => {
  await stopStorefront({ server, browser });
});

const PHONE = { width: 390, height: 844 };
const ACCOUNTS = pathFor('listing', { gameType: 'league-of-legends', productType: 'accounts' });

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const overlap = (a: Box, b: Box): number =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('element not laid out');
  return box;
}

async function phone(language: 'en' | 'ar'): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: PHONE, extraHTTPHeaders: { 'accept-language': language } });
  const page = await context.newPage();
  return { context, page, problems: watchConsole(page) };
}

/** Waits until every <img> inside `scope` has finished and decoded real pixels; returns their natural widths. */
async function loadedWidths(scope: Locator): Promise<number[]> {
  const images = scope.locator('img');
  await expect.poll(async () => images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete)), { timeout: 15_000 }).toBe(true);
  return images.evaluateAll((all) => all.map((img) => (img as HTMLImageElement).naturalWidth));
}

describe('the storefront on a phone', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`lays out LIST cards without overlapping parts, pictures loaded (${language})`, async () => {
      const { context, page, problems } = await phone(language);
      await open(page, server.url + ACCOUNTS);
      const cards = page.locator('[data-testid=offer-card]');
      expect(await cards.count()).toBeGreaterThan(2);
      for (let index = 0; index < 3; index += 1) {
        const card = cards.nth(index);
        const cardBox = await boxOf(card);
        const parts = await Promise.all(['[data-testid=offer-picture]', 'h2', 'p:nth-of-type(1)', 'p:nth-of-type(2)', '[data-testid=offer-price]'].map((s) => boxOf(card.locator(s))));
        for (const [i, a] of parts.entries()) {
          expect(a.x, `part ${i} inside card ${index}`).toBeGreaterThanOrEqual(cardBox.x - 1);
          expect(a.x + a.width, `part ${i} inside card ${index}`).toBeLessThanOrEqual(cardBox.x + cardBox.width + 1);
          for (const [j, b] of parts.entries()) if (j > i) expect(overlap(a, b), `card ${index}: parts ${i} and ${j} overlap`).toBeLessThan(1);
        }
      }
      const widths = await loadedWidths(cards.first());
      expect(widths.length).toBe(1);
      expect(widths[0]).toBeGreaterThan(0);
      await screenshot(page, `phone-list-${language}`);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('keeps the header to one row and shows game pictures on the home page', async () => {
    const { context, page, problems } = await phone('en');
    await open(page, server.url + '/');
    expect((await boxOf(page.locator('[data-testid=site-header]'))).height).toBeLessThanOrEqual(64);
    await page.click('[data-testid=search-toggle]');
    expect(await page.locator('form[role=search] input').isVisible()).toBe(true);
    const games = page.locator('[data-testid=home-popular-games]');
    const widths = await loadedWidths(games.locator('[data-testid=game-card]').first());
    expect(widths.every((w) => w > 0)).toBe(true);
    expect(await page.locator('[data-testid=home-protection]').isVisible()).toBe(true);
    await screenshot(page, 'phone-home');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('confirms add to cart under the header without covering the buy bar', async () => {
    const [listing] = await server.database.db.select({ id: listings.id }).from(listings).limit(1);
    const { context, page, problems } = await phone('en');
    await open(page, `${server.url}/product/${listing?.id ?? 'none'}`);
    expect(await loadedWidths(page.locator('[data-testid=product-gallery]'))).not.toContain(0);
    const bar = page.locator('[data-testid=sticky-buy]');
    expect(await bar.isVisible()).toBe(true);
    await page.click('[data-testid=sticky-add-to-cart]');
    const notice = page.locator('[data-testid=added-to-cart]');
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toContain('Added to cart');
    expect(await page.locator('[data-testid=added-to-cart-region]').getAttribute('role')).toBe('status');
    const noticeBox = await boxOf(notice);
    expect(overlap(noticeBox, await boxOf(bar))).toBe(0);
    expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(PHONE.height);
    expect(await page.locator('[data-testid=cart-count]').textContent()).toBe('1');
    await screenshot(page, 'phone-added-to-cart');
    await page.click('[data-testid=added-view-cart]');
    await expect.poll(() => notice.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the LIST page on a desktop', () => {
  it('fits at least 8 offers on a 1440×900 screen, each with its seller level and the accounts warranty', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await open(page, server.url + ACCOUNTS);
    const first = await boxOf(page.locator('[data-testid=offer-card]').first());
    const rowHeight = first.height + 12;
    // From the first card down, a screen's height holds this many rows (printed for the note).
    console.info(`LIST rows per 1440×900 screen: ${Math.floor(900 / rowHeight)} (card ${first.height}px + 12px gap)`);
    expect(Math.floor(900 / rowHeight)).toBeGreaterThanOrEqual(8);
    const row = page.locator('[data-testid=offer-card]').first();
    expect(await row.locator('[data-testid=offer-seller-level]').textContent()).toMatch(/^Level [1-5] · (Newcomer|Rising|Established|Pro|Elite)$/);
    expect(await row.locator('[data-testid=offer-warranty]').textContent()).toBe('7-day warranty');
    expect(await row.locator('[data-testid=offer-warranty]').isVisible()).toBe(true);
    await screenshot(page, 'desktop-list');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('marks a seller who is signed in as online on their offers, and nobody else', async () => {
    const [offer] = await server.database.db
      .select({ gameType: listings.gameType, productType: listings.productType, sellerName: users.username })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.sellerId))
      .where(and(eq(users.emailLower, 'seller@demo.ig-market.test'), eq(listings.state, 'AVAILABLE')))
      .limit(1);
    if (offer === undefined) throw new Error('the demo seller needs an offer');
    const seller = await signedInDemo(browser, server, 'seller@demo.ig-market.test');
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await open(page, server.url + pathFor('listing', { gameType: offer.gameType, productType: offer.productType }));
    const cards = page.locator('[data-testid=offer-card]');
    const theirs = cards.filter({ hasText: offer.sellerName });
    expect(await theirs.count()).toBeGreaterThan(0);
    expect(await theirs.first().locator('[data-testid=offer-seller-online]').getAttribute('aria-label')).toBe('Online now');
    expect(await page.locator('[data-testid=offer-seller-online]').count()).toBe(await theirs.count());
    expect(problems).toEqual([]);
    await Promise.all([context.close(), seller.context.close()]);
  });
});
