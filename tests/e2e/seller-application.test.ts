import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer } from '../server/support/test-server.ts';
import { screenshot, startStorefront, stopStorefront, watchConsole, open } from './browser.ts';
import { signedInDemo } from './buying-kit.ts';

/**
 * Issue 16 in Chromium: a visitor on /application is asked to log in; the
 * demo customer fills in the application (a bad link is pointed out first)
 * and sends it; an admin finds it in the staff queue, beside the seeded one,
 * and approves it; the customer's page, untouched, turns approved by itself.
 */
const CUSTOMER = 'customer@demo.ig-market.test';
const ADMIN = 'admin@demo.ig-market.test';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startStorefront());
}, 600_000);

afterAll(async () => {
  await stopStorefront({ server, browser });
});

describe('applying to sell in Chromium', () => {
  it('asks a visitor to log in before applying', async () => {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'consent', value: 'false', url: server.url }]);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await open(page, `${server.url}/application`);
    await page.getByTestId('application-login').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('application-form').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a customer applies, an admin approves, and the customer sees it live', async () => {
    const customer = await signedInDemo(browser, server, CUSTOMER);
    const { page } = customer;
    await open(page, `${server.url}/application`);
    await page.getByTestId('application-game-fortnite').check({ timeout: 15_000 });
    await page.getByTestId('application-type-accounts').check();
    await page.getByTestId('application-years').fill('3');
    await page.getByTestId('application-volume').selectOption('FROM_1K_TO_10K');
    await page.getByTestId('application-link').first().fill('my shop');
    await page.getByTestId('application-contact').fill('customer#2026');
    await page.getByTestId('application-bulk').check();
    await page.getByTestId('application-motivation').fill('I have sold Fortnite accounts on two other marketplaces for three years.');
    await page.getByTestId('application-terms').check();
    await page.getByTestId('application-submit').click();
    await page.getByTestId('application-error-links.0').waitFor({ timeout: 5_000 });
    await page.getByTestId('application-link').first().fill('https://www.ebay.com/usr/democustomer');
    expect(await page.getByTestId('application-error-links.0').count()).toBe(0);
    await screenshot(page, 'seller-application-form');
    await page.getByTestId('application-submit').click();
    await page.locator('[data-testid=application-status][data-status=SUBMITTED]').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('application-form').count()).toBe(0);

    const admin = await signedInDemo(browser, server, ADMIN);
    await open(admin.page, `${server.url}/dashboard/control-center`);
    await admin.page.getByTestId('staff-applications-link').click({ timeout: 15_000 });
    await admin.page.waitForURL(/\/dashboard\/staff\/applications$/);
    const item = admin.page.locator('[data-testid=application-item][data-username=DemoCustomer]');
    await item.waitFor({ timeout: 15_000 });
    expect(await admin.page.locator('[data-testid=application-item][data-username=DemoApplicant]').count()).toBe(1);
    await screenshot(admin.page, 'seller-application-review');
    await item.getByTestId('application-approve').click();
    await item.waitFor({ state: 'detached', timeout: 15_000 });

    // The customer's page, untouched since sending, turns approved when their roles change.
    await page.locator('[data-testid=application-status][data-status=APPROVED]').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('application-status').innerText()).toContain('bulk seller');

    expect(customer.problems).toEqual([]);
    expect(admin.problems).toEqual([]);
    await admin.context.close();
    await customer.context.close();
  });
});
