import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer } from '../server/support/test-server.ts';
import { screenshot, startStorefront, stopStorefront, watchConsole, open } from './browser.ts';
import { signedInDemo } from './buying-kit.ts';
import { signUpAndVerify } from './sign-up-kit.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startStorefront());
}, 600_000);

afterAll(async () => {
  await stopStorefront({ server, browser });
});

/** A new visitor signs up and verifies, in a fresh context with cookies declined (no banner over the buttons). */
async function newMember(name: string): Promise<{ context: BrowserContext; page: Page; problems: string[]; account: { email: string; username: string; password: string } }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'consent', value: 'false', url: server.url }]);
  const page = await context.newPage();
  const problems = watchConsole(page);
  await open(page, server.url);
  const account = { email: `${name.toLowerCase()}@example.test`, username: name, password: 'a long and fresh passphrase 42' };
  await signUpAndVerify(page, server, account);
  return { context, page, problems, account };
}

/** Whether the login modal signs the account in (it stays open with an error when it does not). */
async function signInRefused(page: Page, account: { email: string; password: string }): Promise<boolean> {
  await open(page, `${server.url}/login`);
  const modal = page.locator('[data-testid=login-modal]');
  await modal.locator('input[name=email]').fill(account.email);
  await modal.locator('input[name=password]').fill(account.password);
  await modal.locator('button[type=submit]').click();
  await modal.locator('[role=alert]').first().waitFor({ timeout: 10_000 });
  return (await page.locator('[data-testid=user-menu]').count()) === 0;
}

describe('leaving the marketplace in Chromium', () => {
  it('a member exports their data, deletes the account with their password, is signed out, and can sign in no more', async () => {
    const { context, page, problems, account } = await newMember('LeavingLena');
    const profileUrl = `${server.url}/profile/${account.username.toLowerCase()}`;
    expect((await page.request.get(profileUrl)).status()).toBe(200);
    await open(page, `${server.url}/dashboard/account/delete`);
    const download = page.waitForEvent('download');
    await page.getByTestId('export-my-data').click();
    const exported = readFileSync(await (await download).path(), 'utf8');
    expect(JSON.parse(exported)).toBeTypeOf('object');
    expect(exported).toContain(account.email);
    await page.locator('[data-testid=export-my-data] ~ p[role=status]').waitFor();

    // The button waits for both the password and the tick.
    await expect.poll(() => page.getByTestId('delete-account-submit').isDisabled()).toBe(true);
    await page.getByTestId('delete-account-password').fill(account.password);
    await page.getByTestId('delete-account-confirm').check();
    await screenshot(page, 'account-delete');
    await page.getByTestId('delete-account-submit').click();
    await page.locator('[data-testid=login-button]').waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-testid=user-menu]').count()).toBe(0);

    expect(await signInRefused(page, account)).toBe(true);
    expect((await page.goto(profileUrl))?.status()).toBe(404);
    expect(problems.filter((p) => !/40[134]/.test(p))).toEqual([]);
    await context.close();
  });

  it('an admin removes an account from the users page: it asks once more, the member is signed out live, and search finds them no more', async () => {
    const member = await newMember('RemovedRory');
    const admin = await signedInDemo(browser, server, 'admin@demo.ig-market.test');
    await open(admin.page, `${server.url}/dashboard/staff/users`);
    await admin.page.getByTestId('staff-users-query').fill(member.account.email);
    const row = admin.page.locator(`[data-testid=staff-user-row][data-email="${member.account.email}"]`);
    await row.click();
    await admin.page.getByTestId('staff-user-detail').waitFor();
    await admin.page.getByTestId('staff-user-reason').fill('Asked by e-mail to close the account');
    await admin.page.getByTestId('staff-user-remove').click();
    expect(await admin.page.getByTestId('staff-user-remove-confirm').textContent()).toContain('RemovedRory');
    await admin.page.getByTestId('staff-user-remove-yes').click();
    await admin.page.getByTestId('staff-user-removed').waitFor({ timeout: 15_000 });
    await screenshot(admin.page, 'staff-user-removed');

    // The member's open page hears it and signs out without a reload.
    await member.page.locator('[data-testid=login-button]').waitFor({ timeout: 15_000 });
    expect(await signInRefused(member.page, member.account)).toBe(true);

    await admin.page.getByTestId('staff-users-query').fill(member.account.email);
    await admin.page.getByTestId('staff-users-query').press('Enter');
    await expect.poll(() => admin.page.locator('[data-testid=staff-user-row]').count(), { timeout: 10_000 }).toBe(0);
    expect(admin.problems).toEqual([]);
    await Promise.all([admin.context.close(), member.context.close()]);
  });
});
