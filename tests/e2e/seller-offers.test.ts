import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer } from '../server/support/test-server.ts';
import { screenshot, startStorefront, stopStorefront, open } from './browser.ts';
import { signedInDemo } from './buying-kit.ts';
import { fillTwoTierDiscount, listingTitles, openCreateOffer, previewTiers, searchListing, SELLER, sellableScope, uploadPicture, type SellableScope } from './seller-journey-kit.ts';

/*
 * The seller's workspace in Chromium (issue 13): the demo seller creates an
 * offer with a volume discount and a picture on /dashboard/create-offer, watching the
 * unit price at each tier and the buyer's total as they type; finds it on
 * /dashboard/offers and on the public listing (text search), then pauses
 * it there and it disappears from the listing.
 */

let server: TestServer;
let browser: Browser;
const word = `Quorblex${process.pid}`;
const title = `${word} gold pouch`;
let scope: SellableScope;

beforeAll(async () => {
  ({ server, browser } = await startStorefront());
  scope = await sellableScope(server);
}, 600_000);

afterAll(async () => {
  await stopStorefront({ server, browser });
});

describe('the seller’s offers in the browser', () => {
  it('creates an offer with a volume discount, sees it on the public listing, pauses it and it disappears', async () => {
    const { context, page, problems } = await signedInDemo(browser, server, SELLER);
    await openCreateOffer(page, server, scope);
    await page.locator('#offer-title').fill('ab');
    // The schema's own message shows under the field as the seller types.
    await expect.poll(() => page.locator('[data-testid=error-title]').textContent()).toContain('at least 3');
    await page.locator('#offer-title').fill(title);
    await expect.poll(() => page.locator('[data-testid=error-title]').count()).toBe(0);
    await page.locator('#offer-description').fill('Fast delivery.\nFace to face trade.');
    // A picture: uploaded, checked and re-encoded by the server, then shown through the image service.
    await uploadPicture(page);
    await page.locator('input[name=image]').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
    await page.locator('[data-testid=offer-images] [role=alert]').waitFor();
    expect(await page.locator('[data-testid=offer-image]').count()).toBe(1);
    await page.locator('#offer-price').fill('10.00');
    await page.locator('#offer-quantity').fill('500');
    // Two tiers of the discount: 2 % off from 10 units rising to 10 % at 50.
    await fillTwoTierDiscount(page);
    await expect.poll(() => previewTiers(page)).toEqual(['10%$10.00', '102%$9.80', '306%$9.40', '5010%$9.00']);
    expect(await page.locator('[data-testid=preview-total]').textContent()).toMatch(/^\$\d+\.\d{2}$/);
    await screenshot(page, 'seller-create-offer');
    await page.locator('[data-testid=offer-submit]').click();

    await page.waitForURL(`${server.url}/dashboard/offers`);
    const row = page.locator('[data-testid=offer-row]', { hasText: title });
    await row.waitFor();
    expect(await row.getAttribute('data-state')).toBe('active');

    const shopper = await context.newPage();
    await searchListing(shopper, server, scope, word);
    await expect.poll(() => listingTitles(shopper), { timeout: 5000 }).toContain(title);
    // The product page shows the uploaded picture, served resized by the image service.
    const offerId = await row.getAttribute('data-offer-id');
    const product = await context.newPage();
    await open(product, `${server.url}/product/${offerId ?? ''}`);
    const picture = product.locator('img[src*="files/media/"]').first();
    await picture.waitFor();
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await product.close();

    await row.locator('input[type=checkbox]').check();
    await page.locator('[data-testid=bulk-pause]').click();
    await expect.poll(() => page.locator('[data-testid=offer-row]', { hasText: title }).getAttribute('data-state')).toBe('paused');
    await screenshot(page, 'seller-offers-paused');

    await searchListing(shopper, server, scope, word);
    // The same search now finds nothing: the listing's empty state, not merely a page still loading.
    await shopper.locator('[data-testid=offers-empty]').waitFor({ timeout: 5000 });
    expect(await listingTitles(shopper)).not.toContain(title);
    // The one complaint in the console is the browser's own note of the refused (not-a-picture) upload.
    expect(problems).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    await context.close();
  });
});
