import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportTickets } from '../../adapters/server/persistence/schema.ts';
import { type TestServer } from '../server/support/test-server.ts';
import { screenshot, startStorefront, stopStorefront, watchConsole, open, holdStart, hydrated } from './browser.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startStorefront());
}, 600_000);

afterAll(async () => {
  await stopStorefront({ server, browser });
});

async function visit(path: string, cookies: { name: string; value: string }[] = []): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const origin = new URL(server.url);
  if (cookies.length > 0) await context.addCookies(cookies.map((c) => ({ ...c, domain: origin.hostname, path: '/' })));
  const page = await context.newPage();
  const problems = watchConsole(page);
  await open(page, server.url + path);
  return { context, page, problems };
}

describe('content and trust pages in Chromium', () => {
  it('a visitor reads a post from /blog, with its contents, author, date and related posts', async () => {
    const { context, page, problems } = await visit('/blog');
    const cards = page.locator('[data-testid=blog-posts] [data-testid=entry-card]');
    expect(await cards.count()).toBe(9);
    await page.getByRole('link', { name: 'How to buy in-game items safely' }).click();
    await page.waitForURL('**/post/how-to-buy-safely');
    await expect.poll(() => page.locator('h1').textContent()).toBe('How to buy in-game items safely');
    expect(await page.locator('[data-testid=post-author]').textContent()).toContain('IGMarket Editorial');
    expect(await page.locator('[data-testid=article-body] table').count()).toBe(1);
    await page.locator('[data-testid=toc] a', { hasText: 'Never share your password' }).click();
    expect(new URL(page.url()).hash).toBe('#never-share-your-password');
    expect(await page.getByRole('heading', { name: 'Related posts' }).count()).toBe(1);
    // The server rendered the same article: a crawler without scripts sees it, with its canonical URL.
    const html = await (await fetch(`${server.url}/post/how-to-buy-safely`)).text();
    expect(html).toContain('<h2 id="pay-only-at-checkout">');
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/post\/how-to-buy-safely">/);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(problems).toEqual([]);
    await screenshot(page, 'content-post');
    await context.close();
  });

  it('a post is laid out as it stays before its code has loaded: nothing moves when it starts', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    const release = await holdStart(page);
    await page.goto(`${server.url}/post/becoming-a-seller`, { waitUntil: 'domcontentloaded' });
    const layout = () => page.evaluate(() => ['[data-testid=post-author]', '[data-testid=article-body]'].map((s) => document.querySelector(s)?.getBoundingClientRect().top));
    const before = await layout();
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    release();
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await layout()).toEqual(before);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a visitor opens a game from /wiki, a category, then an article with breadcrumbs and a link into the listings', async () => {
    const { context, page, problems } = await visit('/wiki');
    const firstGame = page.locator('[data-testid=wiki-games] > li').first();
    const gameLabel = (await firstGame.locator('h2').textContent()) ?? '';
    await firstGame.getByRole('link', { name: 'Beginners' }).click();
    await page.waitForURL(/\/[a-z0-9-]+\/beginners$/);
    await page.locator('[data-testid=wiki-articles] a').first().click();
    await page.waitForURL(/\/[a-z0-9-]+\/beginners\/[a-z0-9-]+-beginners-guide$/);
    // The URL changes before the article arrives, and the category's heading also names the game:
    // wait for the article's table of contents so the heading read below is the article's own.
    await page.locator('[data-testid=toc]').waitFor();
    await expect.poll(() => page.locator('h1').textContent()).toContain(gameLabel);
    const title = (await page.locator('h1').textContent()) ?? '';
    await expect.poll(async () => (await page.locator('nav[aria-label=breadcrumb] li').allTextContents()).slice(1)).toEqual(['Wiki', gameLabel, 'Beginners', title]);
    expect(await page.locator('[data-testid=toc] a').count()).toBeGreaterThan(2);
    const gameType = new URL(page.url()).pathname.split('/')[1] ?? '';
    expect(await page.locator('[data-testid=game-offers]').getAttribute('href')).toBe(`/${gameType}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a German visitor sees a post without German text in English with a visible notice, and German where it exists', async () => {
    const { context, page } = await visit('/post/site-credits-explained', [{ name: 'locale', value: 'de' }]);
    expect(await page.locator('h1').textContent()).toBe('Guthaben erklärt: Erstattungen in Sekunden');
    expect(await page.locator('[data-testid=fallback-notice]').count()).toBe(0);
    await open(page, `${server.url}/post/becoming-a-seller`);
    expect(await page.locator('h1').textContent()).toBe('Becoming a seller: from application to first payout');
    expect(await page.locator('[data-testid=fallback-notice]').textContent()).toContain('englische Fassung');
    await open(page, `${server.url}/legal/privacy-policy`);
    expect(await page.locator('[data-testid=english-notice]').count()).toBe(1);
    expect(await page.locator('[data-testid=cookie-table] code').allTextContents()).toEqual(expect.arrayContaining(['consent', 'affiliate', '_fbc', 'session', 'locale']));
    await context.close();
  });

  it('the support form names a bad field, then opens a ticket staff can see', async () => {
    const { context, page, problems } = await visit('/support');
    await page.locator('input[name=faq]').fill('refund credits');
    await expect.poll(() => page.locator('details').count()).toBeLessThan(6);
    expect(await page.locator('details').count()).toBeGreaterThan(0);
    const form = page.locator('[data-testid=support-form]');
    await form.locator('select[name=topic]').selectOption('payments');
    await form.locator('input[name=email]').fill('not-an-address');
    await form.locator('input[name=subject]').fill('Top-up not credited');
    await form.locator('textarea[name=message]').fill('I topped up 20 USD an hour ago and my credits did not change.');
    await form.getByRole('button', { name: 'Send' }).click();
    expect(await form.getByRole('alert').textContent()).toContain('Email address');
    await form.locator('input[name=email]').fill('buyer-e2e@example.test');
    await form.getByRole('button', { name: 'Send' }).click();
    const sent = page.locator('[data-testid=ticket-sent]');
    await sent.waitFor();
    const ticketId = /tk_[a-z2-9]{10}/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
    const [row] = await server.database.db.select().from(supportTickets).where(eq(supportTickets.id, ticketId));
    expect(row).toMatchObject({ topic: 'payments', email: 'buyer-e2e@example.test', subject: 'Top-up not credited' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the footer leads to the guarantee with the real payment window, and the sitemap lists the posts', async () => {
    const { context, page } = await visit('/');
    await page.locator('[data-testid=site-footer]').getByRole('link', { name: 'IGMarket Guarantee' }).click();
    await page.waitForURL('**/guarantee');
    expect(await page.locator('[data-testid=guarantee-summary]').textContent()).toContain('15 minutes');
    const posts = await (await fetch(`${server.url}/sitemaps/posts-1.xml`)).text();
    expect(posts).toContain(`${server.url}/post/how-to-buy-safely</loc>`);
    // Every URL of it answers 200, and a post that does not exist is a real 404.
    for (const loc of [...posts.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '')) expect((await fetch(loc)).status, loc).toBe(200);
    expect((await fetch(`${server.url}/post/no-such-post`)).status).toBe(404);
    await context.close();
  });
});
