import { generate } from 'otplib';
import type SimpleDDP from 'simpleddp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient } from '../server/accounts/ddp-client.ts';
import { type TestServer } from '../server/support/test-server.ts';
import { screenshot, startStorefront, stopStorefront, watchConsole, open, reopen } from './browser.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startStorefront());
}, 600_000);

afterAll(async () => {
  await stopStorefront({ server, browser });
});

/** Another device signed in to the same account over DDP, which remembers whether the server closed it. */
async function otherDevice(login: Record<string, unknown>): Promise<{ client: SimpleDDP; closed: () => boolean }> {
  const client = await connectClient(server.url);
  let closed = false;
  client.on('disconnected', () => {
    closed = true;
  });
  await client.call('login', login);
  return { client, closed: () => closed };
}

describe('the security tab in Chromium', () => {
  it('turns 2FA on, shows the recovery codes, changes the password and revokes another session', async () => {
    const holder = server.demoAccounts.find((a) => a.email === 'customer@demo.ig-market.test');
    if (holder === undefined) throw new Error('no demo customer');
    const before = await otherDevice({ user: { email: holder.email }, password: holder.password });

    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchConsole(page);
    await open(page, server.url + '/');
    await page.click('[data-testid=login-button]');
    const modal = page.locator('[data-testid=login-modal]');
    await modal.locator('input[name=email]').fill(holder.email);
    await modal.locator('input[name=password]').fill(holder.password);
    await modal.locator('button[type=submit]').click();
    await page.locator('[data-testid=user-menu]').waitFor();

    await open(page, server.url + '/dashboard/account/security');
    await page.locator('[data-testid=security-panel]').waitFor();
    expect(await page.locator('[data-testid=account-tab-security]').getAttribute('aria-current')).toBe('page');

    // Two-factor on: the key read off the page, the code computed as an authenticator app would.
    await page.click('[data-testid=two-factor-turn-on]');
    const secret = (await page.locator('[data-testid=twofa-secret]').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(await page.locator('[data-testid=twofa-uri]').getAttribute('href')).toContain(`secret=${secret}`);
    await expect.poll(() => page.locator('[data-testid=twofa-qr]').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await screenshot(page, 'account-security-2fa');
    await page.locator('[data-testid=two-factor-enable-code]').fill(await generate({ secret }));
    await page.locator('[data-testid=two-factor-enable] button[type=submit]').click();
    const codes = page.locator('[data-testid=recovery-codes] li');
    await expect.poll(() => codes.count()).toBe(10);
    const recoveryCode = (await codes.first().textContent()) ?? '';
    await expect.poll(() => page.locator('[data-testid=two-factor-state]').textContent()).toBe('Two-factor authentication is on.');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect.poll(() => codes.count()).toBe(0);

    // The password: this session stays, the other device is signed out.
    const newPassword = 'a brand new passphrase';
    await page.locator('[data-testid=old-password]').fill(holder.password);
    await page.locator('[data-testid=new-password]').fill(newPassword);
    await page.locator('[data-testid=confirm-password]').fill(newPassword);
    await page.click('[data-testid=change-password-submit]');
    await page.locator('[data-testid=password-changed]').waitFor();
    await expect.poll(() => before.closed()).toBe(true);

    // A new device signs in with the new password and a recovery code; the list shows it beside this one.
    const after = await otherDevice({ user: { email: holder.email }, password: newPassword, code: recoveryCode });
    await reopen(page);
    const sessions = page.locator('[data-testid=session]');
    await expect.poll(() => sessions.count()).toBe(2);
    expect(await page.locator('[data-testid=session][data-current=true] [data-testid=session-current]').count()).toBe(1);
    await page.locator('[data-testid=session-revoke]').click();
    await expect.poll(() => after.closed()).toBe(true);
    await expect.poll(() => sessions.count()).toBe(1);
    await screenshot(page, 'account-security');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a bulk seller creates an API key on the API tab, uses its once-shown secret, and revoking it stops it', async () => {
    const holder = server.demoAccounts.find((a) => a.email === 'bulk-seller@demo.ig-market.test');
    if (holder === undefined) throw new Error('no demo bulk seller');
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchConsole(page);
    await open(page, server.url + '/');
    await page.click('[data-testid=login-button]');
    const modal = page.locator('[data-testid=login-modal]');
    await modal.locator('input[name=email]').fill(holder.email);
    await modal.locator('input[name=password]').fill(holder.password);
    await modal.locator('button[type=submit]').click();
    await page.locator('[data-testid=user-menu]').waitFor();

    await open(page, server.url + '/dashboard/account/api');
    await page.locator('[data-testid=api-keys-panel]').waitFor();
    await page.locator('[data-testid=api-key-name]').fill('Warehouse sync');
    await page.locator('[data-testid=api-key-create]').click();
    const secret = (await page.locator('[data-testid=api-key-secret-value]').textContent()) ?? '';
    expect(secret).toMatch(/^igm_/);
    await expect.poll(() => page.locator('[data-testid=api-key]').count()).toBe(1);
    const withKey = () => fetch(`${server.url}/api/v1/offers?limit=1`, { headers: { authorization: `Bearer ${secret}` } }).then((r) => r.status);
    expect(await withKey()).toBe(200);
    await screenshot(page, 'account-api-keys');

    await page.locator('[data-testid=api-key-revoke]').click();
    await expect.poll(() => page.locator('[data-testid=api-key][data-revoked=true]').count()).toBe(1);
    expect(await withKey()).toBe(401);
    expect(problems).toEqual([]);
    await context.close();
  });
});
