import { and, desc, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER } from '../../composition-root/server/ledger.module.ts';
import { listings, orders } from '../../adapters/server/persistence/schema.ts';
import { ledgerAccounts, mustMoney, USD } from '../../domain/index.ts';
import { connectClient } from '../server/accounts/ddp-client.ts';
import { type TestServer } from '../server/support/test-server.ts';
import { screenshot, startStorefront, stopStorefront, watchConsole, open } from './browser.ts';
import { addToCart, CUSTOMER, demoPassword, offersOfTwoSellers, payWithCredits, signedInDemo, signInOnPage } from './buying-kit.ts';

/*
 * The affiliate programme end to end: an affiliate joins on /affiliate and
 * reads their link; a visitor arrives through it, signs in as the demo
 * customer and buys (the cookie's code applies itself at checkout); the
 * seller delivers, the buyer confirms, and the affiliate's dashboard shows
 * the commission.
 */

const AFFILIATE = 'moderator@demo.ig-market.test';
const SELLER = 'seller@demo.ig-market.test';

let server: TestServer;
let browser: Browser;

const account = (email: string) => {
  const found = server.demoAccounts.find((a) => a.email === email);
  if (found === undefined) throw new Error(email);
  return found;
};

async function ddpAs(email: string) {
  const client = await connectClient(server.url);
  await client.call('login', { user: { email }, password: demoPassword(server, email) });
  return client;
}

beforeAll(async () => {
  ({ server, browser } = await startStorefront());
}, 600_000);

afterAll(async () => {
  await stopStorefront({ server, browser });
});

describe('the affiliate programme in Chromium', () => {
  it('an affiliate joins and shares their link; a buyer who came through it buys, and on completion the dashboard shows the commission', async () => {
    const affiliate = await signedInDemo(browser, server, AFFILIATE);
    await open(affiliate.page, `${server.url}/affiliate`);
    expect(await affiliate.page.getByTestId('affiliate-terms').textContent()).toContain('20');
    await affiliate.page.getByTestId('affiliate-join').click();
    const link = affiliate.page.getByTestId('affiliate-link');
    await link.waitFor({ timeout: 15_000 });
    const code = ((await affiliate.page.getByTestId('affiliate-code').textContent()) ?? '').trim();
    expect(code).toMatch(/^[A-Z0-9_-]+$/);
    expect(await link.textContent()).toContain(`/?affiliate=${code}`);
    await screenshot(affiliate.page, 'affiliate-joined');

    // The offer is the demo seller's, so the journey can deliver it.
    const [offer] = await offersOfTwoSellers(server, 5_000);
    await server.database.db.update(listings).set({ sellerId: account(SELLER).userId }).where(eq(listings.id, offer));
    const buyerId = account(CUSTOMER).userId;
    await server.container.get(LEDGER.Ledger).post({
      idempotencyKey: `affiliates-e2e-${Date.now()}`,
      kind: 'grant',
      entries: [
        { account: ledgerAccounts.promotions, amount: mustMoney(-10_000, USD) },
        { account: ledgerAccounts.buyerCredits(buyerId), amount: mustMoney(10_000, USD) },
      ],
    });

    // A visitor opens the shared link: the cookie is set for 7 days.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'consent', value: 'false', url: server.url }]);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await open(page, `${server.url}/?affiliate=${code}`);
    const cookie = (await context.cookies(server.url)).find((c) => c.name === 'affiliate');
    expect(cookie?.value).toBe(code);
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    await signInOnPage(page, server, CUSTOMER);
    await addToCart(page, server, offer);
    await open(page, `${server.url}/checkout`);
    await page.locator('[data-testid=checkout-totals][data-source=server]').waitFor();
    await page.locator('[data-testid=checkout-method-CREDITS]').check();
    await payWithCredits(page, 1);

    const [order] = await server.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.buyerId, buyerId), eq(orders.productId, offer)))
      .orderBy(desc(orders.placedAt))
      .limit(1);
    if (order === undefined) throw new Error('no order placed');
    const seller = await ddpAs(SELLER);
    const buyer = await ddpAs(CUSTOMER);
    await seller.call('deliverOrder', { orderId: order.id, delivery: { kind: 'text', text: 'sent in game' } });
    await buyer.call('confirmOrder', { orderId: order.id, idempotencyKey: `affiliates-e2e-confirm-${Date.now()}` });
    seller.disconnect();
    buyer.disconnect();

    await open(affiliate.page, `${server.url}/affiliate`);
    await affiliate.page.getByTestId('affiliate-earnings').waitFor({ timeout: 15_000 });
    expect(await affiliate.page.getByTestId('affiliate-pending').textContent()).toMatch(/\$0\.[1-9]\d|\$[1-9]/);
    expect(await affiliate.page.getByTestId('affiliate-clicks').textContent()).toBe('1');
    expect(await affiliate.page.getByTestId('affiliate-orders').textContent()).toBe('1');
    await screenshot(affiliate.page, 'affiliate-dashboard');
    expect(problems).toEqual([]);
    expect(affiliate.problems).toEqual([]);
    await context.close();
    await affiliate.context.close();
  });
});
