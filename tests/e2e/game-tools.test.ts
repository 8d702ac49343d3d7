import type { Browser, BrowserContext, Page } from 'playwright-core';
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

async function visit(path: string): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await open(page, server.url + path);
  return { context, page, problems };
}

describe('the Valorant crosshair builder', () => {
  it('renders a pasted code and exports it back identical, and its share link opens the same crosshair', async () => {
    const code = '0;P;c;5;h;0;m;1;0l;4;0o;2;0a;1;0f;0;1b;0;S;c;4;o;1';
    const { context, page, problems } = await visit('/crosshair-builder/valorant');
    // the factory crosshair: eight bars and their outlines
    await expect.poll(() => page.locator('[data-testid=crosshair-preview] [data-part=bar]').count()).toBe(8);
    await page.fill('[data-testid=crosshair-import]', code);
    await page.press('[data-testid=crosshair-import]', 'Enter');
    await expect.poll(() => page.textContent('[data-testid=crosshair-code]')).toBe(code);
    // inner lines only (outer off), no outlines, cyan
    const bars = page.locator('[data-testid=crosshair-preview] [data-part=bar]');
    expect(await bars.count()).toBe(4);
    expect(await page.locator('[data-testid=crosshair-preview] [data-part=outline]').count()).toBe(0);
    expect(await bars.first().getAttribute('fill')).toBe('#00ffff');
    // editing a setting changes the code live
    await page.check('#xh-primary-main-centerDot');
    await expect.poll(() => page.textContent('[data-testid=crosshair-code]')).toBe('0;P;c;5;h;0;d;1;m;1;0l;4;0o;2;0a;1;0f;0;1b;0;S;c;4;o;1');
    const share = await page.getAttribute('[data-testid=crosshair-share]', 'href');
    expect(share).toContain('code=');
    await open(page, server.url + String(share));
    expect(await page.textContent('[data-testid=crosshair-code]')).toBe('0;P;c;5;h;0;d;1;m;1;0l;4;0o;2;0a;1;0f;0;1b;0;S;c;4;o;1');
    // a broken code is refused with a reason and the crosshair stays
    await page.fill('[data-testid=crosshair-import]', '0;P;c;12');
    await page.press('[data-testid=crosshair-import]', 'Enter');
    expect(await page.textContent('[role=alert]')).toContain('"c"');
    await screenshot(page, 'crosshair-builder');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the Pokémon GO pokedex', () => {
  it('filters by type: every species shown is of the chosen type, and a species opens its CP by level', async () => {
    const { context, page, problems } = await visit('/pokemon-go/pokedex');
    expect(await page.locator('[data-testid=pokedex-entry]').count()).toBeGreaterThan(10);
    expect(await page.locator('[data-testid=pokedex-entry] td').nth(1).textContent()).toBe('Bulbasaur');
    await page.selectOption('[data-testid=pokedex-type]', 'Fire');
    await page.click('form button[type=submit]');
    await page.waitForURL(/type=Fire/);
    await expect.poll(async () => page.locator('[data-testid=pokedex-entry] td').nth(1).textContent()).toBe('Charmander');
    const types = await page.locator('[data-testid=pokedex-entry-types]').allTextContents();
    expect(types.length).toBeGreaterThan(10);
    for (const t of types) expect(t).toContain('Fire');
    await page.locator('[data-testid=pokedex-entry] button').first().click();
    const rows = page.locator('[data-testid=cp-table] tbody tr');
    expect(await rows.count()).toBe(51);
    await screenshot(page, 'pokedex-fire');
    // another game has no pokedex
    const other = await context.newPage();
    const response = await other.goto(server.url + '/fortnite/pokedex');
    expect(response?.status()).toBe(404);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the stat trackers', () => {
  it('shows a demo player with rank, a drawn progress chart and match history, labelled as demo data; errors are said plainly', async () => {
    const { context, page, problems } = await visit('/tracker/valorant');
    await page.fill('[data-testid=player-search]', 'DemoPlayer#EUW');
    await page.press('[data-testid=player-search]', 'Enter');
    await page.waitForURL(/player=DemoPlayer%23EUW/);
    await expect.poll(() => page.textContent('[data-testid=player-rank]')).toMatch(/^(Iron|Bronze|Silver|Gold|Platinum|Diamond|Ascendant|Immortal) [1-3]$/);
    expect(await page.isVisible('[data-testid=demo-label]')).toBe(true);
    await expect.poll(() => page.getAttribute('[data-testid=progress-chart]', 'data-drawn')).toBe('true');
    expect(await page.locator('[data-testid=progress-chart] canvas').count()).toBe(1);
    expect(await page.locator('[data-testid=match-history] tbody tr').count()).toBe(20);
    await screenshot(page, 'tracker-valorant');
    // the same profile server-rendered from the link
    const rank = await page.textContent('[data-testid=player-rank]');
    const direct = await context.newPage();
    await open(direct, `${server.url}/tracker/valorant?player=${encodeURIComponent('DemoPlayer#EUW')}`);
    expect(await direct.textContent('[data-testid=player-rank]')).toBe(rank);
    await open(direct, `${server.url}/tracker/fortnite?player=unknown-person`);
    expect(await direct.getAttribute('[data-testid=player-error]', 'data-code')).toBe('PLAYER_NOT_FOUND');
    await open(direct, `${server.url}/mmr-checker/league-of-legends?player=${encodeURIComponent('DemoPlayer#EUW')}`);
    // Rendered on the server and kept by hydration; if it is not there, the failure shows what the page says instead.
    expect(await direct.locator('[data-testid=mmr-value]').count(), `${await direct.locator('main').innerText()}\n${problems.join('\n')}`).toBe(1);
    expect(Number((await direct.textContent('[data-testid=mmr-value]'))?.replace(/,/g, ''))).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the price charts', () => {
  it('lists games on /charts, and a game chart draws its history, switching to 7 days', async () => {
    const { context, page, problems } = await visit('/charts');
    const link = page.locator('[data-testid=charts-overview] a').first();
    const href = String(await link.getAttribute('href'));
    await link.click();
    await page.waitForURL(`**${href}`);
    await expect.poll(() => page.locator('[data-testid=price-chart][data-drawn=true]').count()).toBeGreaterThan(0);
    await page.click('[data-testid=range-7]');
    await page.waitForURL(/days=7/);
    await expect.poll(() => page.locator('[data-testid=price-chart][data-drawn=true]').count()).toBeGreaterThan(0);
    await screenshot(page, 'game-charts');
    expect(problems).toEqual([]);
    await context.close();
  });
});
