import { and, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, listings } from '../../adapters/server/persistence/schema.ts';
import { grantDemoCredits } from '../../composition-root/server/demo-data.ts';
import { LEDGER } from '../../composition-root/server/ledger.module.ts';
import { type TestServer } from '../server/support/test-server.ts';
import { screenshot, startStorefront, stopStorefront, open, reopen } from './browser.ts';
import { signedInDemo } from './buying-kit.ts';

let server: TestServer;
let browser: Browser;
const CUSTOMER = 'customer@demo.ig-market.test';
const SELLER = 'seller@demo.ig-market.test';

beforeAll(async () => {
  ({ server, browser } = await startStorefront());
  await grantDemoCredits(server.container.get(LEDGER.Ledger), server.demoAccounts, () => undefined);
}, 600_000);

afterAll(async () => {
  await stopStorefront({ server, browser });
});

const signedIn = (email: string) => signedInDemo(browser, server, email);

/** One of the demo seller's listings on a visible game: where the buyer starts talking to them, and a game and type the seller sells. */
async function sellersListing(): Promise<{ id: string; gameType: string; productType: string }> {
  const sellerId = server.demoAccounts.find((a) => a.email === SELLER)?.userId ?? '';
  const [row] = await server.database.db
    .select({ id: listings.id, gameType: listings.gameType, productType: listings.productType })
    .from(listings)
    .innerJoin(games, eq(games.value, listings.gameType))
    .where(and(eq(listings.sellerId, sellerId), eq(listings.state, 'AVAILABLE'), eq(games.hidden, false), eq(games.limited, false)))
    .limit(1);
  if (row === undefined) throw new Error('the demo seller has no listing');
  return row;
}

describe('deals in Chromium: custom offers and requests', () => {
  it('a user turns a kind of notification off on the account page, and it stays off', async () => {
    const seller = await signedIn(SELLER);
    await open(seller.page, `${server.url}/dashboard/account/notifications`);
    const box = seller.page.getByTestId('setting-payout.email');
    await box.waitFor({ timeout: 15_000 });
    expect(await box.isChecked()).toBe(true);
    await box.uncheck();
    await expect.poll(() => box.isEnabled()).toBe(true);
    await reopen(seller.page);
    await expect.poll(() => seller.page.getByTestId('setting-payout.email').isChecked(), { timeout: 15_000 }).toBe(false);
    expect(await seller.page.getByTestId('setting-payout.inApp').isChecked()).toBe(true);
    expect(seller.problems).toEqual([]);
    await seller.context.close();
  });

  it('the seller sends a custom offer in the chat; the buyer sees it live, accepts it and pays with credits', async () => {
    const listing = await sellersListing();
    const seller = await signedIn(SELLER);
    const buyer = await signedIn(CUSTOMER);
    await open(buyer.page, `${server.url}/product/${listing.id}`);
    await buyer.page.getByTestId('message-seller').click();
    await buyer.page.waitForURL((url) => url.pathname === '/dashboard/inbox' && url.searchParams.has('c'));
    await buyer.page.getByTestId('composer').fill('Could you do a custom bundle for me?');
    await buyer.page.getByTestId('composer').press('Enter');

    await open(seller.page, `${server.url}/dashboard/inbox`);
    await seller.page.getByTestId('conversation').first().click();
    await seller.page.getByTestId('open-send-offer').click();
    const dialog = seller.page.getByTestId('send-offer-dialog');
    await dialog.getByTestId('offer-game').selectOption(listing.gameType);
    await dialog.getByTestId('offer-product-type').selectOption(listing.productType);
    await dialog.getByTestId('offer-title').fill('Custom bundle, as agreed');
    await dialog.getByTestId('offer-price').fill('12.50');
    await dialog.getByTestId('offer-quantity').fill('2');
    await dialog.getByTestId('offer-send').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => seller.page.getByTestId('custom-offer').first().getAttribute('data-state'), { timeout: 15_000 }).toBe('open');

    // The buyer, still in the conversation, sees the offer arrive with the server's total.
    const card = buyer.page.getByTestId('custom-offer').first();
    await card.waitFor({ timeout: 15_000 });
    const total = (await card.getByTestId('custom-offer-total').textContent()) ?? '';
    expect(total).toMatch(/\$2[5-9]\.\d\d|\$3\d\.\d\d/);
    await card.getByTestId('offer-accept').click();
    await buyer.page.waitForURL((url) => url.pathname.startsWith('/dashboard/orders/'), { timeout: 15_000 });
    await expect.poll(() => buyer.page.getByTestId('order-group-total').textContent(), { timeout: 15_000 }).toContain(total);
    expect(await buyer.page.getByTestId('order-group-orders').textContent()).toContain('Custom bundle, as agreed');
    // The seller's card follows: accepted; and the bell tells them, leading back to the conversation.
    await expect.poll(() => seller.page.getByTestId('custom-offer').first().getAttribute('data-state'), { timeout: 15_000 }).toBe('accepted');
    // Two pieces of news: the order is paid, and the offer was accepted.
    await expect.poll(() => seller.page.getByTestId('notification-badge').textContent().catch(() => null), { timeout: 15_000 }).toBe('2');
    await seller.page.getByTestId('notification-bell').click();
    const news = seller.page.getByTestId('notification');
    await expect.poll(() => news.count(), { timeout: 15_000 }).toBe(2);
    expect(await news.allTextContents()).toEqual([expect.stringContaining('was accepted'), expect.stringContaining(': paid')]);
    await news.first().click();
    await expect.poll(() => seller.page.getByTestId('notification-badge').textContent(), { timeout: 15_000 }).toBe('1');
    expect(new URL(seller.page.url()).pathname).toBe('/dashboard/inbox');
    await seller.page.getByTestId('notification-bell').click();
    await seller.page.getByTestId('notifications-mark-all').click();
    await expect.poll(() => seller.page.getByTestId('notification-badge').count(), { timeout: 15_000 }).toBe(0);
    await screenshot(buyer.page, 'deals-custom-offer-paid');
    expect([buyer.problems, seller.problems]).toEqual([[], []]);
    await Promise.all([buyer.context.close(), seller.context.close()]);
  });

  it('a request with a locked budget gets a seller’s offer, is accepted and becomes a paid order', async () => {
    const listing = await sellersListing();
    const buyer = await signedIn(CUSTOMER);
    const seller = await signedIn(SELLER);
    await open(buyer.page, `${server.url}/dashboard/requests`);
    const form = buyer.page.getByTestId('request-form');
    await expect.poll(() => form.getByTestId('request-game').locator('option').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    await form.getByTestId('request-game').selectOption(listing.gameType);
    await form.getByTestId('request-product-type').selectOption(listing.productType);
    await form.getByTestId('request-title').fill('Looking for a rare bundle');
    await form.getByTestId('request-description').fill('Anything with at least ten rare items, delivered today.');
    await form.getByTestId('request-budget').fill('80');
    await form.getByTestId('request-submit').click();
    await buyer.page.waitForURL((url) => /^\/dashboard\/requests\/rq_/.test(url.pathname), { timeout: 15_000 });
    await expect.poll(() => buyer.page.getByTestId('request-budget-shown').textContent(), { timeout: 15_000 }).toContain('$80.00');

    // The seller finds it on the board and answers it.
    await open(seller.page, `${server.url}/dashboard/requests`);
    const row = seller.page.getByTestId('request-board').getByRole('link', { name: 'Looking for a rare bundle' }).first();
    await row.waitFor({ timeout: 15_000 });
    await row.click();
    const answer = seller.page.getByTestId('request-answer-form');
    await answer.waitFor({ timeout: 15_000 });
    await answer.getByTestId('answer-price').fill('60');
    await answer.getByTestId('answer-message').fill('I have twelve rare items ready.');
    await answer.getByTestId('answer-submit').click();
    await expect.poll(() => seller.page.getByTestId('request-offer').count(), { timeout: 15_000 }).toBe(1);

    // The buyer's page shows the offer live and accepting it places the order.
    const accept = buyer.page.getByTestId('request-offer-accept');
    await accept.waitFor({ timeout: 15_000 });
    await accept.click();
    await buyer.page.waitForURL((url) => url.pathname.startsWith('/dashboard/order/'), { timeout: 15_000 });
    await expect.poll(() => buyer.page.getByTestId('order-detail').getAttribute('data-state'), { timeout: 15_000 }).toBe('paid');
    await screenshot(buyer.page, 'deals-request-order');
    // From the order, the buyer writes to its seller in their one conversation.
    await buyer.page.getByTestId('order-chat-open').click();
    await buyer.page.waitForURL((url) => url.pathname === '/dashboard/inbox' && url.searchParams.has('c'), { timeout: 15_000 });
    await buyer.page.getByTestId('composer').waitFor({ timeout: 15_000 });
    expect([buyer.problems, seller.problems]).toEqual([[], []]);
    await Promise.all([buyer.context.close(), seller.context.close()]);
  });
});
