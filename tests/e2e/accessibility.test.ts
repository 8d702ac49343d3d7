import { AxeBuilder } from '@axe-core/playwright';
import { and, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathFor } from '../../domain/index.ts';
import { listings } from '../../adapters/server/persistence/schema.ts';
import type { TestServer } from '../server/support/test-server.ts';
import { startStorefront, stopStorefront, watchConsole, open } from './browser.ts';
import { CUSTOMER, offersOfTwoSellers, signInOnPage } from './buying-kit.ts';

/**
 * Issue 18: axe-core (WCAG 2.1 A and AA) on the pages a buyer passes through
 * — home, a LIST and a GRID listing, a product, the cart drawer open,
 * checkout and login — at desktop and phone sizes, in English and in Arabic
 * (right to left). No page may have a serious or critical violation.
 *
 * The one accepted exception is axe's `meta-viewport` rule: the spec's
 * viewport meta disables zoom (`user-scalable=no`, so the storefront behaves
 * like the mobile web view it is embedded in), which axe reports as a
 * critical violation of WCAG 1.4.4. It is excluded by its rule id only —
 * every other rule runs.
 *
 * Besides the WCAG tags, the landmark and role rules axe files under
 * "best practice" run too, because the issue found exactly those problems
 * (two banner/contentinfo landmarks with the cart drawer open, roles not
 * allowed on their elements); they count in the same table.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const LANDMARK_RULES = ['landmark-no-duplicate-banner', 'landmark-no-duplicate-contentinfo', 'landmark-no-duplicate-main', 'landmark-unique', 'aria-allowed-role'];
const ACCEPTED_EXCEPTION = 'meta-viewport';
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const LANGUAGES = ['en', 'ar'] as const;
type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

let server: TestServer;
let browser: Browser;
let product: string;
const table: Record<string, Record<Impact, number>> = {};

beforeAll(async () => {
  ({ server, browser } = await startStorefront());
  [product] = await offersOfTwoSellers(server, 1_000);
}, 600_000);

afterAll(async () => {
  // The figures for the note: violations per page and impact (the failing test names the serious ones).
  console.table(table);
  await stopStorefront({ server, browser });
});

/** Runs axe on the page as it is; records the counts and returns the serious or critical violations, one line each. */
async function audit(page: Page, name: string): Promise<string[]> {
  const wcag = await new AxeBuilder({ page }).withTags(TAGS).disableRules([ACCEPTED_EXCEPTION]).analyze();
  const landmarks = await new AxeBuilder({ page }).withRules(LANDMARK_RULES).analyze();
  const violations = [...wcag.violations, ...landmarks.violations];
  const counts: Record<Impact, number> = { minor: 0, moderate: 0, serious: 0, critical: 0 };
  for (const violation of violations) if (violation.impact) counts[violation.impact] += violation.nodes.length;
  table[name] = counts;
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function visitor(viewport: { width: number; height: number }, language: string): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport, extraHTTPHeaders: { 'accept-language': language } });
  const page = await context.newPage();
  return { context, page, problems: watchConsole(page) };
}

async function gridListing(): Promise<string> {
  const [row] = await server.database.db
    .select({ gameType: listings.gameType })
    .from(listings)
    .where(and(eq(listings.productType, 'items'), eq(listings.state, 'AVAILABLE')))
    .limit(1);
  if (row === undefined) throw new Error('the demo data needs an items (GRID) listing');
  return pathFor('listing', { gameType: row.gameType, productType: 'items' });
}

describe('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const language of LANGUAGES) {
      it(`has no serious or critical violations while browsing (${size}, ${language})`, async () => {
        const { context, page, problems } = await visitor(viewport, language);
        const pages: [string, string, string][] = [
          // No consent answered yet: the cookie banner (and its policy link) is audited with the home page.
          ['home', '/', '[data-testid=cookie-banner]'],
          ['list', pathFor('listing', { gameType: 'league-of-legends', productType: 'accounts' }), '[data-testid=offer-card]'],
          ['grid', await gridListing(), '[data-testid=offer-card]'],
          ['product', `/product/${product}`, '[data-testid=add-to-cart]'],
          ['login', '/login', '[data-testid=login-modal]'],
        ];
        const found: string[] = [];
        for (const [name, path, ready] of pages) {
          await open(page, server.url + path);
          await page.locator(ready).first().waitFor();
          found.push(...(await audit(page, `${name} ${size} ${language}`)).map((v) => `${name}: ${v}`));
        }
        expect(found).toEqual([]);
        expect(problems).toEqual([]);
        await context.close();
      }, 420_000);

      it(`has no serious or critical violations while buying (${size}, ${language})`, async () => {
        const { context, page, problems } = await visitor(viewport, language);
        await signInOnPage(page, server, CUSTOMER);
        await open(page, `${server.url}/product/${product}`);
        await page.locator('[data-testid=add-to-cart]').click();
        await expect.poll(() => page.locator('[data-testid=cart-count]').textContent()).not.toBe('0');
        await page.locator('[data-testid=cart-button]').click();
        await page.locator('[data-testid=cart-drawer][aria-hidden=false] [data-testid=cart-line]').first().waitFor();
        const found = (await audit(page, `cart drawer ${size} ${language}`)).map((v) => `cart drawer: ${v}`);
        await open(page, `${server.url}/checkout`);
        await page.locator('[data-testid=checkout-totals][data-source=server]').waitFor();
        found.push(...(await audit(page, `checkout ${size} ${language}`)).map((v) => `checkout: ${v}`));
        expect(found).toEqual([]);
        expect(problems).toEqual([]);
        await context.close();
      }, 420_000);
    }
  }
});
