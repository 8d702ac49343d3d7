import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer } from '../server/support/test-server.ts';
import { screenshot, startStorefront, stopStorefront, open } from './browser.ts';
import { signedInDemo } from './buying-kit.ts';

/**
 * Issue 15, part 3 in Chromium: the VERIFICATION_REQUIRED demo seller is sent
 * to the Verification tab, uploads an ID photo and a selfie (previewed through
 * the authorised document route) and submits; an admin approves in another
 * browser; the seller's page turns approved without a reload and the
 * restriction is gone: they can browse.
 */
const SELLER = 'verify@demo.ig-market.test';
const ADMIN = 'admin@demo.ig-market.test';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startStorefront());
}, 600_000);

afterAll(async () => {
  await stopStorefront({ server, browser });
});

const photo = (format: 'png' | 'jpeg', r: number) => sharp({ create: { width: 120, height: 80, channels: 3, background: { r, g: 120, b: 60 } } })[format]().toBuffer();

/** Whether an <img> found by `selector` has loaded real pixels. */
const loaded = (page: Page, selector: string) => page.locator(selector).first().evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0);

describe('seller verification in Chromium', () => {
  it('a restricted seller submits documents, an admin approves, and the restriction lifts live', async () => {
    const seller = await signedInDemo(browser, server, SELLER);
    await open(seller.page, `${server.url}/dashboard/orders`);
    await seller.page.waitForURL(/\/dashboard\/account\/Verification$/, { timeout: 15_000 });
    const panel = seller.page.getByTestId('verification-panel');
    await panel.locator('[data-testid=verification-status][data-status=NOT_STARTED]').waitFor({ timeout: 15_000 });
    expect(await seller.page.getByTestId('verification-restricted').count()).toBe(1);

    await seller.page.getByTestId('verification-file-ID_FRONT').setInputFiles({ name: 'id-front.png', mimeType: 'image/png', buffer: await photo('png', 200) });
    await seller.page.getByTestId('verification-preview-ID_FRONT').waitFor({ timeout: 15_000 });
    await seller.page.getByTestId('verification-file-SELFIE').setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg', 30) });
    await seller.page.getByTestId('verification-preview-SELFIE').waitFor({ timeout: 15_000 });
    await expect.poll(() => loaded(seller.page, '[data-testid=verification-preview-SELFIE]'), { timeout: 10_000 }).toBe(true);
    await screenshot(seller.page, 'verification-upload');
    await seller.page.getByTestId('verification-submit').click();
    await panel.locator('[data-testid=verification-status][data-status=SUBMITTED]').waitFor({ timeout: 15_000 });
    // Still restricted until staff decide.
    expect(await seller.page.getByTestId('verification-restricted').count()).toBe(1);

    const admin = await signedInDemo(browser, server, ADMIN);
    await open(admin.page, `${server.url}/dashboard/staff/verifications`);
    const item = admin.page.locator('[data-testid=verification-queue-item][data-username=DemoUnverifiedSeller]');
    await item.waitFor({ timeout: 15_000 });
    await expect.poll(() => loaded(admin.page, '[data-testid=verification-queue-item][data-username=DemoUnverifiedSeller] [data-testid=review-preview-ID_FRONT]'), { timeout: 10_000 }).toBe(true);
    await screenshot(admin.page, 'verification-review');
    await item.getByTestId('verification-approve').click();
    await item.waitFor({ state: 'detached', timeout: 15_000 });

    // The seller's page, untouched since submitting, turns approved by itself.
    await panel.locator('[data-testid=verification-status][data-status=APPROVED]').waitFor({ timeout: 15_000 });
    expect(await seller.page.getByTestId('verification-restricted').count()).toBe(0);
    await seller.page.getByTestId('verification-continue').click();
    await seller.page.waitForURL(`${server.url}/`, { timeout: 15_000 });
    await open(seller.page, `${server.url}/dashboard/orders`);
    await seller.page.waitForTimeout(1_000);
    expect(new URL(seller.page.url()).pathname).toBe('/dashboard/orders');

    expect(seller.problems).toEqual([]);
    expect(admin.problems).toEqual([]);
    await admin.context.close();
    await seller.context.close();
  });
});
