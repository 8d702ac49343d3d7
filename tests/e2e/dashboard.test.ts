import type { Browser } from 'playwright-core';
import { and, eq, gt, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../adapters/server/persistence/schema.ts';
import { LEDGER } from '../../composition-root/server/ledger.module.ts';
import { ledgerAccounts, mustMoney, USD } from '../../domain/index.ts';
import { type TestServer } from '../server/support/test-server.ts';
import { screenshot, startStorefront, stopStorefront, open } from './browser.ts';
import { CUSTOMER, signedInDemo } from './buying-kit.ts';
import { buy } from './order-kit.ts';

let server: TestServer;
let browser: Browser;
const SELLER = 'seller@demo.ig-market.test';

beforeAll(async () => {
  ({ server, browser } = await startStorefront());
}, 600_000);

afterAll(async () => {
  await stopStorefront({ server, browser });
});

/** One of the demo seller's offers (not an account: those sell once), at $5.00 a unit. */
async function sellersOffer(): Promise<string> {
  const seller = server.demoAccounts.find((a) => a.email === SELLER);
  if (seller === undefined) throw new Error('no demo seller');
  const [offer] = await server.database.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.sellerId, seller.userId), eq(listings.state, 'AVAILABLE'), gt(listings.quantity, 1), ne(listings.productType, 'accounts')))
    .limit(1);
  if (offer === undefined) throw new Error('the demo seller has no offer');
  await server.database.db.update(listings).set({ priceMinor: 500 }).where(eq(listings.id, offer.id));
  return offer.id;
}

describe('the dashboard in Chromium', () => {
  it('shows the buyer their latest order and credits, the seller the sale waiting on them, each only the sections they can use', async () => {
    const buyer = server.demoAccounts.find((a) => a.email === CUSTOMER);
    if (buyer === undefined) throw new Error('no demo customer');
    await server.container.get(LEDGER.Ledger).post({
      idempotencyKey: `dashboard-e2e-${Date.now()}`,
      kind: 'grant',
      entries: [
        { account: ledgerAccounts.promotions, amount: mustMoney(-5_000, USD) },
        { account: ledgerAccounts.buyerCredits(buyer.userId), amount: mustMoney(5_000, USD) },
      ],
    });
    const customer = await signedInDemo(browser, server, CUSTOMER);
    const orderId = await buy(server, customer, await sellersOffer());

    await open(customer.page, `${server.url}/dashboard`);
    await customer.page.getByTestId('dashboard-page').waitFor();
    const firstRow = customer.page.locator('[data-testid=dashboard-page] [data-testid=order-row]').first();
    await expect.poll(() => firstRow.getAttribute('data-order-id'), { timeout: 15_000 }).toBe(orderId);
    // A paid order waits on the seller, not on the buyer.
    await customer.page.getByTestId('dashboard-todo-none').waitFor();
    await expect.poll(() => customer.page.getByTestId('dashboard-credits').textContent()).toMatch(/^\$\d[\d,]*\.\d\d/);
    const buyerGroups = await customer.page.locator('[data-testid=dashboard-sections] section').evaluateAll((els) => els.map((el) => el.getAttribute('data-group')));
    expect(buyerGroups).toEqual(['buying', 'account']);
    await screenshot(customer.page, 'dashboard-buyer');

    const seller = await signedInDemo(browser, server, SELLER);
    await open(seller.page, `${server.url}/dashboard`);
    const toDeliver = seller.page.locator('[data-testid=dashboard-todo] [data-todo=toDeliver]');
    await expect.poll(() => toDeliver.textContent(), { timeout: 15_000 }).toMatch(/^\d+ sales? to deliver$/);
    const sellerGroups = await seller.page.locator('[data-testid=dashboard-sections] section').evaluateAll((els) => els.map((el) => el.getAttribute('data-group')));
    expect(sellerGroups).toEqual(['buying', 'selling', 'account']);
    await toDeliver.locator('a').click();
    await seller.page.waitForURL(/\/dashboard\/orders$/);

    expect(customer.problems).toEqual([]);
    expect(seller.problems).toEqual([]);
    await customer.context.close();
    await seller.context.close();
  });

  it('on a phone the side menu holds the signed-in user’s dashboard sections', async () => {
    const { page, context, problems } = await signedInDemo(browser, server, CUSTOMER, { width: 390, height: 844 });
    const drawer = page.getByTestId('drawer-dashboard');
    expect(await drawer.count()).toBe(1);
    await page.getByRole('button', { name: /menu/i }).first().click();
    await drawer.getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL(/\/dashboard\/orders$/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
