import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer } from '../server/support/test-server.ts';
import { screenshot, startStorefront, stopStorefront, watchConsole, open } from './browser.ts';
import { signedInDemo } from './buying-kit.ts';

/**
 * Issue 16, item 3 in Chromium: the demo blogger writes a post with an
 * uploaded image, a Markdown table and a script typed into it, previews it
 * (rendered by the server: the table is a table), publishes it; an anonymous
 * visitor then reads /post/{slug} with its title, table and image, and the
 * typed script neither runs nor reaches the page as a script element.
 */
const BLOGGER = 'blogger@demo.ig-market.test';
const SLUG = 'how-to-compare-gold-sellers';
const TITLE = 'How to compare gold sellers';
const BODY = [
  'Prices differ less than delivery times.',
  '',
  '| Seller | Delivery |',
  '|---|---|',
  '| Alpha | 5 min |',
  '| Beta | 2 h |',
  '',
  '<script>alert(1)</script>',
  '',
  '[click me](javascript:alert(2))',
].join('\n');

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startStorefront());
}, 600_000);

afterAll(async () => {
  await stopStorefront({ server, browser });
});

describe('staff authoring in Chromium', () => {
  it('a blogger writes a post with an image and a table, previews and publishes it, and a visitor reads it with the script inert', async () => {
    const blogger = await signedInDemo(browser, server, BLOGGER);
    // The control center's content queue leads to the list, the list to a new entry.
    await open(blogger.page, `${server.url}/dashboard/control-center`);
    await blogger.page.locator('[data-testid=staff-queue][data-queue=content] a').click();
    await blogger.page.waitForURL('**/dashboard/staff/content');
    await blogger.page.getByTestId('content-new').click();
    await blogger.page.waitForURL('**/dashboard/staff/content/edit');
    const editor = blogger.page.getByTestId('content-editor');
    await editor.waitFor();

    await blogger.page.getByTestId('content-title').fill(TITLE);
    expect(await blogger.page.getByTestId('content-slug').inputValue()).toBe(SLUG);
    await blogger.page.getByTestId('content-body').fill(BODY);
    const picture = await sharp({ create: { width: 2400, height: 1350, channels: 3, background: { r: 220, g: 170, b: 30 } } }).png().toBuffer();
    await blogger.page.getByTestId('content-image-file').setInputFiles({ name: 'gold-chest.png', mimeType: 'image/png', buffer: picture });
    await expect.poll(() => blogger.page.getByTestId('content-body').inputValue(), { timeout: 15_000 }).toMatch(/!\[gold-chest\]\(\/media\/image\/width=1200,format=webp\/media\/[^)]+\)\n$/);

    await blogger.page.getByTestId('content-preview').click();
    const preview = blogger.page.getByTestId('content-preview-body');
    await preview.locator('table').waitFor({ timeout: 15_000 });
    expect(await preview.locator('td').allTextContents()).toEqual(['Alpha', '5 min', 'Beta', '2 h']);
    expect(await preview.locator('img').count()).toBe(1);
    expect(await preview.locator('script').count()).toBe(0);
    expect(await preview.textContent()).toContain('<script>alert(1)</script>');
    await screenshot(blogger.page, 'content-authoring-preview');

    await blogger.page.getByTestId('content-publish').click();
    await blogger.page.locator('[data-testid=content-state][data-state=live]').waitFor({ timeout: 15_000 });
    await blogger.page.waitForURL(/\/dashboard\/staff\/content\/edit\/ce_[0-9a-f]+$/);
    expect(await blogger.page.getByTestId('content-revision').count()).toBe(1);

    // An anonymous visitor, in a browser context of their own.
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await visitor.newPage();
    const problems = watchConsole(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await open(page, `${server.url}/post/${SLUG}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(TITLE);
    const article = page.getByTestId('article-body');
    expect(await article.locator('th').allTextContents()).toEqual(['Seller', 'Delivery']);
    expect(await article.locator('td').allTextContents()).toEqual(['Alpha', '5 min', 'Beta', '2 h']);
    const image = article.locator('img');
    await image.scrollIntoViewIfNeeded();
    // The 2,400-pixel upload comes back resized to the ladder step above the column's 1,200 pixels.
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth), { timeout: 15_000 }).toBe(1280);
    expect(await article.locator('script').count()).toBe(0);
    expect(await article.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(await article.textContent()).toContain('<script>alert(1)</script>');
    // Clicking what looks like the link does nothing either.
    await article.getByText('[click me](javascript:alert(2))').click();
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    expect(problems).toEqual([]);
    expect(blogger.problems).toEqual([]);
    await screenshot(page, 'content-authoring-post');
    await visitor.close();
    await blogger.context.close();
  });
});
