import type { Browser } from 'playwright-core';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, pageVisits } from '../../adapters/server/persistence/schema.ts';
import { type TestServer } from '../server/support/test-server.ts';
import { startStorefront, stopStorefront, screenshot, watchConsole, hydrated, holdStart, open, reopen } from './browser.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startStorefront());
}, 600_000);

afterAll(async () => {
  await stopStorefront({ server, browser });
});

describe('storefront shell in Chromium', () => {
  it('shows the dark home page with header, switchers and the cookie banner, without console errors', async () => {
    const page = await browser.newPage();
    const problems = watchConsole(page);
    await open(page, server.url + '/');
    expect(await page.title()).toContain('IGMarket');
    expect(await page.locator('[data-testid=site-header]').isVisible()).toBe(true);
    expect(await page.locator('[data-testid=language-switcher]').isVisible()).toBe(true);
    expect(await page.locator('[data-testid=currency-switcher]').isVisible()).toBe(true);
    expect(await page.locator('[data-testid=cookie-banner]').isVisible()).toBe(true);
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(background).toBe('rgb(11, 13, 18)');
    await screenshot(page, 'home');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('switches the language with the switcher and remembers it in the locale cookie', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchConsole(page);
    await open(page, server.url + '/games');
    await Promise.all([page.waitForEvent('load'), page.selectOption('[data-testid=language-switcher]', 'de')]);
    await page.waitForLoadState('networkidle');
    await hydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    expect(await page.locator('h1').textContent()).toBe('Alle Spiele');
    expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('de');
    await screenshot(page, 'language-de');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lays Arabic out right to left', async () => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'accept-language': 'ar' } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await open(page, server.url + '/support');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
    await screenshot(page, 'arabic-rtl');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('switches the currency and keeps the choice in local storage', async () => {
    const page = await browser.newPage();
    const problems = watchConsole(page);
    await open(page, server.url + '/');
    await page.selectOption('[data-testid=currency-switcher]', 'EUR');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('currency'))).toBe('EUR');
    await reopen(page);
    await expect.poll(() => page.$eval('[data-testid=currency-switcher]', (e) => (e as HTMLSelectElement).value)).toBe('EUR');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('applies a currency picked before the page had started, once it has', async () => {
    const page = await browser.newPage();
    const problems = watchConsole(page);
    const release = await holdStart(page);
    try {
      await page.goto(server.url + '/', { waitUntil: 'domcontentloaded' });
      await page.selectOption('[data-testid=currency-switcher]', 'GBP');
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);
      release();
      await hydrated(page);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('currency'))).toBe('GBP');
      expect(await page.$eval('[data-testid=currency-switcher]', (e) => (e as HTMLSelectElement).value)).toBe('GBP');
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('records consent: accept sets consent=true and hides the banner; deny sets consent=false', async () => {
    for (const [button, value] of [
      ['Accept', 'true'],
      ['Deny', 'false'],
    ] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await open(page, server.url + '/');
      await page.click(`[data-testid=cookie-banner] >> text=${button}`);
      expect(await page.locator('[data-testid=cookie-banner]').count()).toBe(0);
      expect((await context.cookies()).find((c) => c.name === 'consent')?.value).toBe(value);
      await reopen(page);
      expect(await page.locator('[data-testid=cookie-banner]').count()).toBe(0);
      await screenshot(page, `consent-${value}`);
      await context.close();
    }
  });

  it('sends a visitor of a guarded page to the login modal with a way back', async () => {
    const page = await browser.newPage();
    await open(page, server.url + '/dashboard/favorites/products');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard/favorites/products');
    await page.close();
  });

  it('shows the error page with its three buttons for an unknown page', async () => {
    const page = await browser.newPage();
    const response = await open(page, server.url + '/no/such/page/here');
    expect(response?.status()).toBe(404);
    expect(await page.locator('text=Page Not Found').count()).toBe(1);
    for (const label of ['Go back to home', 'Go back', 'Contact Support']) expect(await page.locator(`[data-testid=error-actions] >> text="${label}"`).count()).toBe(1);
    await screenshot(page, 'error-404');
    await page.close();
  });

  it('hides the cookie banner on phones on a product page, keeps it on desktops', async () => {
    const [listing] = await server.database.db.select({ id: listings.id }).from(listings).limit(1);
    for (const [width, visible] of [[390, false], [1280, true]] as const) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      const problems = watchConsole(page);
      await open(page, `${server.url}/product/${listing?.id ?? 'none'}`);
      expect(await page.locator('[data-testid=cookie-banner]').isVisible(), `width ${width}`).toBe(visible);
      await open(page, server.url + '/games');
      expect(await page.locator('[data-testid=cookie-banner]').isVisible(), `width ${width} on /games`).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('opens the side drawer on a phone and closes it when a link navigates', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await open(page, server.url + '/');
    const drawer = page.locator('[data-testid=side-drawer]');
    await page.click('button[aria-controls=side-drawer]');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await drawer.locator('a[href="/services"]').click();
    await page.waitForURL((url) => url.pathname === '/services');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await page.getAttribute('button[aria-controls=side-drawer]', 'aria-expanded')).toBe('false');
    await screenshot(page, 'drawer-closed-after-navigation');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the 3 px loading bar only while a slow page loads', async () => {
    const page = await browser.newPage();
    const problems = watchConsole(page);
    await open(page, server.url + '/');
    // Hold the page lookup long enough for the 200 ms throttle to pass.
    await page.route('**/api/page?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const bar = page.locator('[data-testid=loading-bar]');
    expect(await bar.getAttribute('data-visible')).toBe('false');
    await page.click('header a[href="/blog"]');
    await expect.poll(() => bar.getAttribute('data-visible'), { timeout: 2000 }).toBe('true');
    expect(await bar.evaluate((e) => e.getBoundingClientRect().height)).toBe(3);
    await page.waitForURL((url) => url.pathname === '/blog');
    await expect.poll(() => bar.getAttribute('data-visible'), { timeout: 3000 }).toBe('false');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('records a first-party PageVisit for the first page and each navigation, in our own database', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchConsole(page);
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(server.url) && !request.url().startsWith('data:')) outside.push(request.url());
    });
    await open(page, server.url + '/support?from=e2e-visit');
    await page.click('header a[href="/blog"]');
    await page.waitForURL((url) => url.pathname === '/blog');
    const visits = async () =>
      (await server.database.db.select().from(pageVisits).orderBy(asc(pageVisits.id))).filter((v) => v.path === '/support?from=e2e-visit' || v.referrer?.endsWith('/support') === true);
    await expect.poll(async () => (await visits()).map((v) => [v.path, v.routeName])).toEqual([
      ['/support?from=e2e-visit', 'support'],
      ['/blog', 'blog'],
    ]);
    // Before consent the long-lived visitor id stays in the browser.
    expect((await visits()).map((v) => v.visitorId)).toEqual(['anonymous', 'anonymous']);
    expect(outside).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a tooltip on the currency switcher after the hover delay, and hides it on Escape', async () => {
    const page = await browser.newPage();
    const problems = watchConsole(page);
    await open(page, server.url + '/');
    await page.hover('[data-testid=currency-switcher]');
    expect(await page.locator('[role=tooltip]').count()).toBe(0);
    await page.locator('[role=tooltip]').waitFor({ timeout: 2000 });
    expect(await page.locator('[role=tooltip]').textContent()).toBe('Currency');
    const describedBy = await page.getAttribute('[data-testid=currency-switcher]', 'aria-describedby');
    expect(await page.getAttribute('[role=tooltip]', 'id')).toBe(describedBy);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[role=tooltip]').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});
