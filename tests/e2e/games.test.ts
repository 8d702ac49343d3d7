import { asc } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameProductTypes, games, hotSearches } from '../../adapters/server/persistence/schema.ts';
import { listingPath } from '../../domain/index.ts';
import { type TestServer } from '../server/support/test-server.ts';
import { startStorefront, stopStorefront, screenshot, watchConsole, open, reopen } from './browser.ts';

let server: TestServer;
let browser: Browser;
/** The seeded catalog, read from the database, so the journeys follow real data. */
let visible: { value: string; label: string; popularity: number }[];
let sells: Map<string, string[]>;
let hot: { gameType: string; productType: string; url: string }[];

beforeAll(async () => {
  ({ server, browser } = await startStorefront());
  const { db } = server.database;
  visible = (await db.select().from(games)).filter((g) => !g.hidden).map(({ value, label, popularity }) => ({ value, label, popularity }));
  sells = new Map();
  for (const row of await db.select().from(gameProductTypes).orderBy(asc(gameProductTypes.sortOrder))) sells.set(row.gameType, [...(sells.get(row.gameType) ?? []), row.productType]);
  hot = (await db.select().from(hotSearches).orderBy(asc(hotSearches.sortOrder))).map(({ gameType, productType, url }) => ({ gameType, productType, url }));
}, 600_000);

afterAll(async () => {
  await stopStorefront({ server, browser });
});

/** A fresh visitor (own cookies and storage) on a page, with its console watched. */
async function visit(path: string, viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await open(page, server.url + path);
  return { context, page, problems };
}

const cards = (page: Page) => page.locator('[data-testid=game-card]');
const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};
const mostPopular = () => first([...visible].sort((a, b) => b.popularity - a.popularity), 'visible game');
/** The first element; a test fixture without one is broken, so it throws. */
function first<T>(items: readonly T[], what: string): T {
  const [item] = items;
  if (item === undefined) throw new Error(`no ${what} in the seeded catalog`);
  return item;
}


describe('browsing games and services in Chromium', () => {
  it('narrows the games list while typing, keeps the query in the URL, and a shared link restores it', async () => {
    const { context, page, problems } = await visit('/games');
    expect(await cards(page).count()).toBe(visible.length);
    // Every card has a picture: the game's artwork from our own image service (the first at once, the rest as they scroll in).
    expect(await page.locator('[data-testid=game-card] [data-testid=game-avatar]').count()).toBe(visible.length);
    const firstPicture = page.locator('[data-testid=game-card] img').first();
    await expect.poll(() => firstPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);

    const target = mostPopular();
    const typed = target.label.slice(0, 4).toLowerCase();
    const matching = visible.filter((g) => g.label.toLowerCase().includes(typed) || g.value.includes(typed));
    await page.locator('[data-testid=games-search]').pressSequentially(typed, { delay: 40 });
    await expect.poll(() => cards(page).count()).toBe(matching.length);
    expect(matching.length).toBeLessThan(visible.length);
    expect(await page.locator(`[data-testid=game-card][data-game="${target.value}"]`).isVisible()).toBe(true);
    await expect.poll(() => pathOf(page)).toBe(`/games?q=${encodeURIComponent(typed)}`);
    // Writing the URL did not disturb the box or the list.
    expect(await page.locator('[data-testid=games-search]').inputValue()).toBe(typed);
    await screenshot(page, 'games-search');

    await reopen(page);
    expect(await page.locator('[data-testid=games-search]').inputValue()).toBe(typed);
    expect(await cards(page).count()).toBe(matching.length);

    await page.locator('[data-testid=games-search]').fill('zzzz-no-such-game');
    await expect.poll(() => cards(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Show all games' }).click();
    await expect.poll(() => cards(page).count()).toBe(visible.length);
    await expect.poll(() => pathOf(page)).toBe('/games');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('goes from a game card to its landing page, then to a listing by product type and by hot search', async () => {
    const { context, page, problems } = await visit('/games');
    const game = mostPopular();
    await page.locator('[data-testid=games-search]').fill(game.label);
    await page.locator(`[data-testid=game-card][data-game="${game.value}"] a`).first().click();
    await expect.poll(() => pathOf(page)).toBe(`/${game.value}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(`${game.label} marketplace`);
    const types = sells.get(game.value) ?? [];
    const typeCards = page.locator('[data-testid=game-product-types] [data-testid=service-card]');
    await expect.poll(() => typeCards.count()).toBe(types.length);
    const chips = page.locator('[data-testid=hot-search]');
    const gameHot = hot.filter((h) => h.gameType === game.value);
    expect(await chips.count()).toBe(gameHot.length);
    expect(await page.locator('nav[aria-label=breadcrumb] a[href="/games"]').count()).toBe(1);
    await screenshot(page, 'game-landing');

    const firstType = first(types, 'product type');
    await page.locator(`[data-testid=game-product-types] [data-service="${firstType}"] a`).click();
    await expect.poll(() => pathOf(page)).toBe(listingPath(game.value, firstType));

    await page.goBack({ waitUntil: 'networkidle' });
    await expect.poll(() => pathOf(page)).toBe(`/${game.value}`);
    // Back on the landing page, its chips are drawn again once its data is in (slow on a loaded machine).
    await expect.poll(() => chips.count(), { timeout: 20_000 }).toBe(gameHot.length);
    const chip = first(gameHot, 'hot search');
    await page.locator(`[data-testid=hot-search][href="${listingPath(game.value, chip.productType, chip.url)}"]`).click();
    await expect.poll(() => pathOf(page)).toBe(listingPath(game.value, chip.productType, chip.url));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('goes from the services page to the games selling one service and on to a listing', async () => {
    const { context, page, problems } = await visit('/services');
    const sold = [...new Set(visible.flatMap((g) => sells.get(g.value) ?? []))];
    expect(await page.locator('[data-testid=service-card]').count()).toBe(sold.length);
    await screenshot(page, 'services');
    const type = first(sold, 'service');
    await page.locator(`[data-testid=service-card][data-service="${type}"] a`).click();
    await expect.poll(() => pathOf(page)).toBe(`/services/${type}`);
    const selling = visible.filter((g) => sells.get(g.value)?.includes(type));
    await expect.poll(() => cards(page).count()).toBe(selling.length);
    await screenshot(page, 'service-games');
    const game = first(selling, 'game selling the service');
    await page.locator(`[data-testid=game-card][data-game="${game.value}"] a`).click();
    await expect.poll(() => pathOf(page)).toBe(listingPath(game.value, type));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reaches a game, a service and featured offers from the home page in one click', async () => {
    const { context, page, problems } = await visit('/');
    expect(await page.locator('.hero h1').isVisible()).toBe(true);
    const popular = page.locator('[data-testid=home-popular-games] [data-testid=game-card]');
    expect(await popular.count()).toBe(Math.min(12, visible.length));
    expect(await page.locator('[data-testid=home-services] [data-testid=service-card]').count()).toBeGreaterThan(0);
    // Featured offers, server-rendered with the listing pages' cards; each opens its product.
    const featured = page.locator('[data-testid=home-featured-offers] [data-testid=offer-card]');
    expect(await featured.count()).toBe(8);
    expect(await featured.first().locator('[data-testid=offer-price]').textContent()).toMatch(/\$\d/);
    await screenshot(page, 'home-sections');
    const productHref = await featured.first().locator('a').getAttribute('href');
    expect(productHref).toMatch(/^\/product\//);
    const game = mostPopular();
    await page.locator(`[data-testid=home-popular-games] [data-game="${game.value}"] a`).click();
    await expect.poll(() => pathOf(page)).toBe(`/${game.value}`);
    await expect.poll(() => page.locator('[data-testid=hot-search]').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lays the games page out for a phone, in Arabic, right to left', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'accept-language': 'ar' } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await open(page, server.url + '/games');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await cards(page).count()).toBe(visible.length);
    // Nothing sticks out sideways on a narrow screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'games-phone-ar');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the error page for an unknown service', async () => {
    const { context, page, problems } = await visit('/services');
    // A full load answers 404 (the browser logs that status), so this one arrives by client navigation, once the router is live.
    await page.locator('html[data-hydrated=true]').waitFor({ state: 'attached' });
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/services/no-such-service';
      a.textContent = 'x';
      document.body.append(a);
      a.click();
    });
    await expect.poll(() => page.locator('text=Page Not Found').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
