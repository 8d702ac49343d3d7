import type { Browser } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { memberships } from '../../adapters/server/persistence/schema.ts';
import { connectClient } from '../server/accounts/ddp-client.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER } from '../../composition-root/server/ledger.module.ts';
import { ledgerAccounts, mustMoney, USD } from '../../domain/index.ts';
import { type TestServer } from '../server/support/test-server.ts';
import { screenshot, startStorefront, stopStorefront, open, reopen } from './browser.ts';
import { addToCart, CUSTOMER, offersOfTwoSellers, signedInDemo } from './buying-kit.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startStorefront());
}, 600_000);

afterAll(async () => {
  await stopStorefront({ server, browser });
});

describe('ig-plus in Chromium', () => {
  it('a buyer joins ig-plus with credits and the next checkout takes the membership discount off the fee; cancelling keeps it to the period end; a card kept for renewals shows and goes', async () => {
    const [offer] = await offersOfTwoSellers(server, 5_000);
    const buyer = server.demoAccounts.find((a) => a.email === CUSTOMER);
    if (buyer === undefined) throw new Error('no demo customer');
    await server.container.get(LEDGER.Ledger).post({
      idempotencyKey: `ig-plus-e2e-${Date.now()}`,
      kind: 'grant',
      entries: [
        { account: ledgerAccounts.promotions, amount: mustMoney(-2_000, USD) },
        { account: ledgerAccounts.buyerCredits(buyer.userId), amount: mustMoney(2_000, USD) },
      ],
    });
    const { page, context, problems } = await signedInDemo(browser, server, CUSTOMER);
    await addToCart(page, server, offer);
    await open(page, `${server.url}/checkout`);
    await page.locator('[data-testid=checkout-totals][data-source=server]').waitFor();
    expect(await page.getByTestId('checkout-membership').count()).toBe(0);

    await open(page, `${server.url}/ig-plus`);
    await expect.poll(() => page.getByTestId('ig-plus-price').textContent(), { timeout: 15_000 }).toContain('$4.99');
    // What it would save on the cart held, before joining.
    expect(await page.getByTestId('ig-plus-cart-saving').textContent()).toMatch(/\$\d+\.\d\d/);
    await screenshot(page, 'ig-plus');
    await page.getByTestId('ig-plus-join').click();
    await page.waitForURL(/\/ig-plus\/success/);
    await page.locator('[data-testid=ig-plus-success][data-member=yes]').waitFor({ timeout: 15_000 });

    await open(page, `${server.url}/checkout`);
    await page.locator('[data-testid=checkout-totals][data-source=server]').waitFor();
    await expect.poll(() => page.getByTestId('checkout-membership').textContent(), { timeout: 15_000 }).toMatch(/\$\d+\.\d\d/);

    await open(page, `${server.url}/ig-plus`);
    await page.locator('[data-testid=ig-plus-membership][data-status=active]').waitFor({ timeout: 15_000 });
    await page.getByTestId('ig-plus-cancel').click();
    await page.getByTestId('ig-plus-resume').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('ig-plus-join-form').count()).toBe(0);

    // A card kept for renewals shows as brand and last four digits, and goes again with Remove.
    await page.locator('[data-testid=ig-plus-renewal-card][data-saved=no]').waitFor();
    await page.getByTestId('ig-plus-card-input').fill('4242 4242 4242 4242');
    await page.getByTestId('ig-plus-card-save').click();
    await page.locator('[data-testid=ig-plus-renewal-card][data-saved=yes]').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('ig-plus-card-saved').textContent()).toContain('VISA ending 4242');
    expect(await page.getByTestId('ig-plus-card-input').inputValue()).toBe('');
    await screenshot(page, 'ig-plus-renewal-card');
    await page.getByTestId('ig-plus-card-remove').click();
    await page.locator('[data-testid=ig-plus-renewal-card][data-saved=no]').waitFor({ timeout: 15_000 });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a member whose renewal failed is told when it is tried again, and that the kept card pays what the credits lack', async () => {
    const member = server.demoAccounts.find((a) => a.email.startsWith('plus@'));
    if (member === undefined) throw new Error('no demo member');
    const nextAttemptAt = new Date(Date.now() + 24 * 3_600_000);
    await server.database.db.update(memberships).set({ status: 'past_due', failedAttempts: 1, nextAttemptAt }).where(eq(memberships.userId, member.userId));
    const { page, context, problems } = await signedInDemo(browser, server, member.email);
    await open(page, `${server.url}/ig-plus`);
    await page.locator('[data-testid=ig-plus-membership][data-status=past_due]').waitFor({ timeout: 15_000 });
    const retry = page.getByTestId('ig-plus-retry');
    await expect.poll(() => retry.textContent()).toContain('top up your credits');
    expect(await retry.textContent()).not.toContain('card');

    const client = await connectClient(server.url);
    await client.call('login', { user: { email: member.email }, password: member.password });
    await client.call('saveCard', { card: '4242424242424242', idempotencyKey: `ig-plus-retry-${Date.now()}` });
    client.disconnect();
    await reopen(page);
    await expect.poll(() => retry.textContent()).toContain('card ending in 4242');
    expect(problems).toEqual([]);
    await context.close();
  });
});
