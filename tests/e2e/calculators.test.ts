import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALCULATORS, cheapestMarketMix, formatMoney, mustMoney, USD, type ListedOffer } from '../../domain/index.ts';
import { type TestServer } from '../server/support/test-server.ts';
import { startStorefront, stopStorefront, screenshot, watchConsole, hydrated, holdStart, open } from './browser.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startStorefront());
}, 600_000);

afterAll(async () => {
  await stopStorefront({ server, browser });
});

async function visit(path: string): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await open(page, server.url + path);
  return { context, page, problems };
}

/** Our live fortnite V-Bucks offers, asked of the API the way the page asks (cheapest first). */
async function liveVbucksOffers(): Promise<ListedOffer[]> {
  const response = await fetch(`${server.url}/api/products/search/fortnite/currency?disableIsr=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ listingQuery: { sortBy: 'price', sortDirection: 1 } }),
  });
  const answer = (await response.json()) as { hits: { _id: string; title: string; price: number; quantity: number; tags: Record<string, string | string[]> }[] };
  return answer.hits.map((h) => ({ id: h._id, title: h.title, priceMinor: h.price, quantity: h.quantity, tags: h.tags }));
}

const row = (page: Page, key: string) => page.locator(`[data-testid=calculator-results] [data-row="${key}"] dd`);

describe('calculators in Chromium', () => {
  it('the fortnite calculator finds the cheapest packs for 13,500 V-Bucks and shows what our marketplace charges for them', async () => {
    const { context, page, problems } = await visit('/calculator/fortnite');
    try {
      expect(await page.title()).toContain('Fortnite V-Bucks calculator');
      await expect(page.locator('h1').textContent()).resolves.toBe('Fortnite V-Bucks calculator');
      const target = page.getByLabel('V-Bucks you need', { exact: true });
      await target.fill('13500');
      await target.press('Enter');
      // One 13,500 pack at $89.99 beats 2×5,000 + 2,800 + 1,000 ($105.96).
      await expect.poll(() => row(page, 'cheapestPacks').textContent()).toBe('1 × 13,500 V-Bucks ($89.99 each)');
      expect(await row(page, 'coverPrice').textContent()).toBe('$89.99');
      expect(await row(page, 'leftover').textContent()).toBe('0 V-Bucks');

      const mix = cheapestMarketMix(await liveVbucksOffers(), 13_500);
      if (mix === null) throw new Error('the seeded catalog lists no V-Bucks to cover 13,500');
      const market = page.locator('[data-testid=calculator-market]');
      await expect.poll(() => market.textContent()).toContain(`On our marketplace, 13,500 V-Bucks cost ${formatMoney(mustMoney(mix.combination.priceMinor, USD))}.`);
      expect(await market.locator('a').getAttribute('href')).toBe('/fortnite-currency');

      // The plus button follows the number-select rules: one step up from 13,500.
      await page.getByRole('button', { name: 'Increase V-Bucks you need' }).click();
      await expect.poll(() => target.inputValue()).toBe('13501');
      expect(problems).toEqual([]);
    } catch (error) {
      await screenshot(page, 'calculator-fortnite');
      throw error;
    } finally {
      await context.close();
    }
  });

  it('keeps a search typed into /calculators before the page had started, and filters by it once it has', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    const release = await holdStart(page);
    try {
      await page.goto(server.url + '/calculators', { waitUntil: 'domcontentloaded' });
      await page.getByTestId('calculators-search').fill('genshin');
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);
      release();
      await hydrated(page);
      await expect.poll(() => page.locator('[data-testid=calculator-group]').count()).toBe(1);
      expect(await page.getByTestId('calculators-search').inputValue()).toBe('genshin');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('/calculators lists the calculators by game and its search finds one, which opens with its own title', async () => {
    const { context, page, problems } = await visit('/calculators');
    try {
      const groups = page.locator('[data-testid=calculator-group]');
      expect(await page.locator('[data-testid=calculator-group] a').count()).toBe(32);
      await page.getByTestId('calculators-search').fill('genshin');
      await expect.poll(() => groups.count()).toBe(1);
      const link = page.getByRole('link', { name: 'Genshin Impact wishes and pity calculator' });
      await link.click();
      await page.waitForURL(`${server.url}/calculator/genshin-impact`);
      await expect.poll(() => page.locator('h1').textContent()).toBe('Genshin Impact wishes and pity calculator');
      // 8,000 primogems / 160 + 10 fates = 60 wishes.
      await expect.poll(() => row(page, 'wishes').textContent()).toBe('60');
      await page.getByTestId('calculators-search').count().then((n) => expect(n).toBe(0));
      expect(problems).toEqual([]);
    } catch (error) {
      await screenshot(page, 'calculators-index');
      throw error;
    } finally {
      await context.close();
    }
  });

  it('every one of the 32 calculator pages is rendered by the server with its title, inputs and results', async () => {
    for (const entry of CALCULATORS) {
      const response = await fetch(`${server.url}/calculator/${entry.slug}`);
      const html = await response.text();
      expect([entry.slug, response.status]).toEqual([entry.slug, 200]);
      expect(html).toContain(`<h1>${`${entry.name} calculator`.replace(/&/g, '&amp;')}</h1>`);
      expect(html).toContain('data-testid="calculator-results"');
      expect(html).toMatch(/<dd>[^<]+<\/dd>/);
    }
  });
});
