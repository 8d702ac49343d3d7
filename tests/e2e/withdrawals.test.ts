import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantDemoEarnings } from '../../composition-root/server/demo-data.ts';
import { LEDGER } from '../../composition-root/server/ledger.module.ts';
import { type TestServer } from '../server/support/test-server.ts';
import { screenshot, startStorefront, stopStorefront, open, reopen } from './browser.ts';
import { signedInDemo } from './buying-kit.ts';
import { DISBURSER, SELLER } from './seller-journey-kit.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startStorefront());
  // The demo seller's $250 of available earnings, as `npm start` grants them.
  await grantDemoEarnings(server.container.get(LEDGER.Ledger), server.demoAccounts, () => undefined);
}, 600_000);

afterAll(async () => {
  await stopStorefront({ server, browser });
});

async function signedIn(email: string, path: string) {
  const session = await signedInDemo(browser, server, email);
  await open(session.page, `${server.url}${path}`);
  return session;
}

describe('withdrawals in Chromium', () => {
  it('a seller withdraws $100 by crypto and sees 3.9 % taken before confirming; a disburser approves and pays it', async () => {
    const seller = await signedIn(SELLER, '/dashboard/finances/withdrawals');
    const { page } = seller;
    await expect.poll(() => page.getByTestId('withdraw-available').textContent(), { timeout: 15_000 }).toContain('$250.00');
    await page.getByTestId('withdraw-method').selectOption('CRYPTO');
    await page.getByTestId('withdraw-amount').fill('5');
    // Below the $10 minimum: said before anything is sent.
    await expect.poll(() => page.getByTestId('withdraw-refused').textContent()).toContain('$10.00');
    await page.getByTestId('withdraw-amount').fill('100');
    await page.getByTestId('withdraw-details').fill('TQrZ8tKfjq2hZ1nWallet');
    expect(await page.getByTestId('withdraw-fee').textContent()).toBe('$3.90');
    expect(await page.getByTestId('withdraw-net').textContent()).toBe('$96.10');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('withdraw-confirm').click();
    const row = page.getByTestId('withdrawal-row').first();
    await expect.poll(() => row.getAttribute('data-state'), { timeout: 15_000 }).toBe('requested');
    await expect.poll(() => page.getByTestId('withdraw-available').textContent()).toContain('$150.00');
    await screenshot(page, 'withdrawal-requested');

    const staff = await signedIn(DISBURSER, '/dashboard/finances/withdrawals');
    const waiting = staff.page.getByTestId('queue-row').filter({ hasText: 'TQrZ8tKfjq2hZ1nWallet' });
    await waiting.waitFor({ timeout: 15_000 });
    await waiting.getByTestId('queue-approve').click();
    await expect.poll(() => waiting.getAttribute('data-state'), { timeout: 15_000 }).toBe('approved');
    await waiting.getByTestId('queue-text').fill('0x5f1c9e2ab');
    await waiting.getByTestId('queue-paid').click();
    await expect.poll(() => waiting.count(), { timeout: 15_000 }).toBe(0);

    await reopen(page);
    await expect.poll(() => page.getByTestId('withdrawal-row').first().getAttribute('data-state'), { timeout: 15_000 }).toBe('paid');
    expect([seller.problems, staff.problems]).toEqual([[], []]);
    await Promise.all([seller.context.close(), staff.context.close()]);
  });
});
