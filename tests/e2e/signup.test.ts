import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer } from '../server/support/test-server.ts';
import { startStorefront, stopStorefront, screenshot, watchConsole, open } from './browser.ts';
import { mailedLink as mailedLinkTo } from './sign-up-kit.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startStorefront());
}, 600_000);

afterAll(async () => {
  await stopStorefront({ server, browser });
});

const EMAIL = 'new.visitor@example.com';
const USERNAME = 'new_visitor';

async function visit(path: string): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchConsole(page);
  await open(page, server.url + path);
  return { context, page, problems };
}

const mailedLink = (kind: string) => mailedLinkTo(server, EMAIL, kind);

const modal = (page: Page) => page.locator('[data-testid=login-modal]');

describe('a stranger creates an account and recovers it in Chromium', () => {
  it('signs up in the modal, then the mailed verification link signs them in and onboarding makes them a seller', async () => {
    const { context, page, problems } = await visit('/');
    await page.click('[data-testid=login-button]');
    await page.click('[data-testid=create-account]');
    await modal(page).locator('input[name=username]').fill(USERNAME);
    await modal(page).locator('input[name=email]').fill(EMAIL);
    await modal(page).locator('input[name=password]').fill('short');
    expect(await page.locator('[data-testid=password-meter]').getAttribute('data-score')).toBe('0');
    await modal(page).locator('button[type=submit]').click();
    await expect.poll(() => page.locator('[data-testid=signup-error-password]').textContent()).toBe('Use at least 12 characters.');
    await modal(page).locator('input[name=password]').fill('paper lantern under quiet snow');
    expect(await page.locator('[data-testid=password-meter]').getAttribute('data-score')).toBe('4');
    await modal(page).locator('button[type=submit]').click();
    await expect.poll(() => page.locator('[data-testid=signup-error-terms]').textContent()).toBe('Please accept the terms of use.');
    await modal(page).locator('input[name=terms]').check();
    await modal(page).locator('button[type=submit]').click();
    await page.locator('[data-testid=check-inbox]').waitFor();
    expect(await page.locator('[data-testid=check-inbox]').textContent()).toContain(EMAIL);
    // Signing up signed no one in: the link does.
    expect(await page.locator('[data-testid=login-button]').count()).toBe(1);
    await screenshot(page, 'signup-check-inbox');

    await open(page, server.url + (await mailedLink('verify')));
    await page.locator('[data-testid=auth-link][data-state=done]').waitFor();
    await page.locator('[data-testid=user-menu]').waitFor();
    expect(await page.locator('[data-testid=user-menu]').textContent()).toContain(USERNAME);
    await screenshot(page, 'signup-verified');

    // Onboarding as a seller: a new public name, the country, and the path to verification and a first offer.
    await page.locator('[data-testid=auth-link-continue]').click();
    await page.locator('[data-testid=onboarding-form]').waitFor();
    // Answer the cookie banner, which would otherwise cover the form's button.
    await page.locator('[data-testid=cookie-banner] button').first().click();
    expect(await page.locator('[data-testid=profile-username]').inputValue()).toBe(USERNAME);
    await page.locator('[data-testid=profile-username]').fill(`${USERNAME}-Shop`);
    await page.locator('[data-testid=profile-country]').selectOption('DE');
    await page.locator('[data-testid=onboarding-intent-SELL]').check();
    await page.locator('[data-testid=onboarding-submit]').click();
    await page.locator('[data-testid=onboarding-done][data-intent=SELL]').waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-testid=onboarding-first-offer]').getAttribute('href')).toBe('/dashboard/create-offer');
    await screenshot(page, 'onboarding-seller');
    await page.locator('[data-testid=onboarding-first-offer]').click();
    // A seller now: the offer form opens instead of a refusal; the Profile tab shows the new name.
    await page.locator('[data-testid=create-offer-page], main h1').first().waitFor();
    expect(page.url()).toMatch(/\/dashboard\/create-offer$/);
    await open(page, `${server.url}/dashboard/account/profile`);
    await expect.poll(() => page.locator('[data-testid=profile-username]').inputValue(), { timeout: 15_000 }).toBe(`${USERNAME}-Shop`);
    expect(await page.locator('[data-testid=user-menu]').textContent()).toContain(`${USERNAME}-Shop`);
    expect(problems).toEqual([]);
    await context.close();
  }, 300_000);

  it("recovers the password through 'Forgot password', and a used link says so", async () => {
    const { context, page, problems } = await visit('/');
    await page.click('[data-testid=login-button]');
    await page.click('[data-testid=forgot-password]');
    await modal(page).locator('input[name=email]').fill(EMAIL);
    await modal(page).locator('button[type=submit]').click();
    await page.locator('[data-testid=check-inbox]').waitFor();
    expect(await page.locator('[data-testid=check-inbox]').textContent()).toContain('If an account exists');

    const link = await mailedLink('recovery');
    await open(page, server.url + link);
    await page.locator('[data-testid=auth-link][data-state=newPassword]').waitFor();
    await page.locator('input[name=password]').fill('a brand new river stone');
    await page.locator('[data-testid=auth-link] button[type=submit]').click();
    await page.locator('[data-testid=auth-link][data-state=done]').waitFor();
    await page.locator('[data-testid=user-menu]').waitFor();
    await screenshot(page, 'signup-recovered');

    const again = await context.newPage();
    const againProblems = watchConsole(again);
    await open(again, server.url + link);
    await again.locator('[data-testid=auth-link][data-state=newPassword]').waitFor();
    await again.locator('input[name=password]').fill('yet another long phrase');
    await again.locator('[data-testid=auth-link] button[type=submit]').click();
    await again.locator('[data-testid=auth-link][data-state=failed-used]').waitFor();
    expect(await again.locator('[data-testid=auth-link] [role=alert]').textContent()).toBe('This link has already been used. Each link works once.');
    await screenshot(again, 'signup-link-used');
    expect([...problems, ...againProblems]).toEqual([]);
    await context.close();
  });
});
