import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer } from '../server/support/test-server.ts';
import { screenshot, startStorefront, stopStorefront, watchConsole, open } from './browser.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startStorefront());
}, 600_000);

afterAll(async () => {
  await stopStorefront({ server, browser });
});

describe('the header search in Chromium', () => {
  it('suggests offers and a wiki article for a misspelt "travis scot", walks them with the arrows, and Enter shows grouped results', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await open(page, `${server.url}/games`);
    const box = page.locator('#header-search input');
    await box.fill('travis scot');
    const suggestions = page.getByTestId('search-suggestions');
    await suggestions.waitFor({ timeout: 15_000 });
    const offers = suggestions.locator('[data-kind=offers] [role=option]');
    await expect.poll(() => offers.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect((await offers.allTextContents()).every((text) => /travis scott/i.test(text))).toBe(true);
    expect(await suggestions.locator('[data-kind=articles] [role=option]').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Fortnite tier list')]));
    // The first arrow press highlights the first option, and the box names it for screen readers.
    await box.press('ArrowDown');
    const first = suggestions.locator('[role=option]').first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    await box.press('ArrowUp');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'travis scot');
    await page.getByTestId('results-offers').waitFor({ timeout: 15_000 });
    expect(await page.locator('h1').textContent()).toBe('Results for “travis scot”');
    expect(await page.getByTestId('results-articles').locator('a').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Fortnite tier list')]));
    // The offers tab shows only offers.
    await page.getByRole('tab', { name: /Offers/ }).click();
    await expect.poll(() => page.getByTestId('results-articles').count()).toBe(0);
    expect(await page.getByTestId('results-offers').count()).toBe(1);
    await screenshot(page, 'site-search-results');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the server renders the results page itself, so a shared link works without scripts', async () => {
    const html = await (await fetch(`${server.url}/search?q=renegade`)).text();
    expect(html).toContain('Results for “renegade”');
    expect(html).toContain('data-testid="results-offers"');
    expect(html).toContain('<meta name="robots" content="none">');
  });
});
