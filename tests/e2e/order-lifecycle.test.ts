import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, listings, users } from '../../adapters/server/persistence/schema.ts';
import { type TestServer } from '../server/support/test-server.ts';
import { screenshot, startStorefront, stopStorefront, open } from './browser.ts';
import { signedInDemo } from './buying-kit.ts';
import { advanceClock, buy, openOrder, sellerStartsAndDelivers, stateOf, usdBalance, type Session } from './order-kit.ts';

/*
 * The order's life after payment in Chromium (issue 12), on phones
 * (390×844): the demo customer buys from the demo seller with credits; the
 * seller starts and delivers an account's credentials; the buyer reveals
 * them and confirms; the seller's earnings go pending, then available once
 * the server's clock (the test-only hook) passes the settlement time. A late
 * order is cancelled by the buyer with one click and refunded at once; a
 * dispute is resolved by staff with a partial refund; a boost's progress
 * changes on the buyer's open page as the booster posts it. The order page's
 * chat opens the order's own conversation, its events told there.
 */

let server: TestServer;
let browser: Browser;
const CUSTOMER = 'customer@demo.ig-market.test';
const SELLER = 'seller@demo.ig-market.test';
const STAFF = 'dispute@demo.ig-market.test';
const ADMIN = 'admin@demo.ig-market.test';
const HOUR = 3600_000;
/** One offer of the demo seller per journey, $4.00 each. */
const offers: Record<'items' | 'late' | 'dispute' | 'boost' | 'card', string> = { items: '', late: '', dispute: '', boost: '', card: '' };

function account(email: string): { password: string; userId: string } {
  const found = server.demoAccounts.find((a) => a.email === email);
  if (found === undefined) throw new Error(`no demo account ${email}`);
  return found;
}

/** Makes listings of other sellers the demo seller's, with a known price, stock and delivery promise. */
async function claimOffers(): Promise<void> {
  const db = server.database.db;
  const sellerId = account(SELLER).userId;
  const pick = (productType: string) =>
    db
      .select({ id: listings.id })
      .from(listings)
      .innerJoin(games, eq(games.value, listings.gameType))
      .innerJoin(users, eq(users.id, listings.sellerId))
      .where(and(eq(listings.state, 'AVAILABLE'), eq(listings.productType, productType), eq(games.hidden, false), eq(games.limited, false), eq(users.banned, false), isNull(listings.volumeDiscount), ne(users.id, account(CUSTOMER).userId)))
      .limit(4);
  const items = await pick('items');
  const boosts = await pick('boosting');
  const [a, b, c, e] = items;
  const [d] = boosts;
  if (a === undefined || b === undefined || c === undefined || d === undefined || e === undefined) throw new Error('the demo data needs items and boosting listings');
  const plan: [keyof typeof offers, string, string][] = [
    ['items', a.id, '24H'],
    ['late', b.id, 'INSTANT'],
    ['dispute', c.id, '24H'],
    ['boost', d.id, '3D'],
    ['card', e.id, '24H'],
  ];
  for (const [name, id, deliveryDuration] of plan) {
    offers[name] = id;
    await db
      .update(listings)
      .set({ sellerId, priceMinor: 400, quantity: 50, maxQuantity: null, minQuantity: 1, purchaseBehavior: 'DEFAULT', deliveryDuration })
      .where(eq(listings.id, id));
  }
}

beforeAll(async () => {
  ({ server, browser } = await startStorefront());
  await claimOffers();
}, 600_000);

afterAll(async () => {
  await stopStorefront({ server, browser });
});

function signedIn(email: string): Promise<Session> {
  return signedInDemo(browser, server, email, { width: 390, height: 844 });
}

describe('after payment, in Chromium', () => {
  it('seller delivers credentials, the buyer reveals them and confirms, and the earnings go pending then available', async () => {
    const buyer = await signedIn(CUSTOMER);
    const seller = await signedIn(SELLER);
    const before = await usdBalance(server, seller.page);
    const orderId = await buy(server, buyer, offers.items);
    await openOrder(server, buyer, orderId);
    expect(await stateOf(buyer.page)).toBe('paid');
    await buyer.page.locator('[data-testid=order-chat]').waitFor();

    await sellerStartsAndDelivers(server, seller, orderId, { login: 'hero42', password: 'pa55-word' });
    // The seller never sees the credentials, only that they were delivered.
    expect(await seller.page.locator('[data-testid=delivered-credentials], [data-testid=reveal-credentials]').count()).toBe(0);

    // The buyer's open page changed by itself; the credentials come only on request.
    await expect.poll(() => stateOf(buyer.page), { timeout: 15_000 }).toBe('delivered');
    await buyer.page.locator('[data-testid=order-deadline][data-deadline=autoCompleteAt]').waitFor();
    await buyer.page.locator('[data-testid=reveal-credentials]').click();
    expect(await buyer.page.locator('[data-testid=credentials-login]').textContent()).toBe('hero42');
    expect(await buyer.page.locator('[data-testid=credentials-password]').textContent()).toBe('pa55-word');
    await screenshot(buyer.page, 'order-lifecycle-credentials');
    await buyer.page.locator('[data-testid=step-confirm]').click();
    await expect.poll(() => stateOf(buyer.page), { timeout: 15_000 }).toBe('completed');
    await buyer.page.locator('[data-testid=rate-star-5]').check();
    await buyer.page.locator('[data-testid=rate-comment]').fill('Fast and friendly');
    await buyer.page.locator('[data-testid=rate-submit]').click();
    await buyer.page.locator('[data-testid=order-review][data-stars="5"]').waitFor({ timeout: 15_000 });

    // The order page's chat is the order's own thread: the buyer writes there, beside the order's events.
    await buyer.page.getByTestId('order-chat-open').click();
    await buyer.page.waitForURL((url) => url.pathname === '/dashboard/inbox' && url.searchParams.has('c'));
    await buyer.page.getByTestId('composer').fill('Thanks, all received!');
    await buyer.page.getByTestId('composer').press('Enter');
    const thread = buyer.page.locator('[data-testid=thread] [data-testid=message]');
    await expect.poll(() => thread.allTextContents(), { timeout: 15_000 }).toEqual([
      expect.stringContaining('Paid'),
      expect.stringContaining('Seller started the delivery'),
      expect.stringContaining('Delivered'),
      expect.stringContaining('Buyer confirmed receipt'),
      expect.stringContaining('Thanks, all received!'),
    ]);
    expect(await thread.evaluateAll((items) => items.map((m) => m.getAttribute('data-kind')))).toEqual(['system', 'system', 'system', 'system', 'text']);

    const completed = await usdBalance(server, seller.page);
    expect(completed.pending).toBeGreaterThan(before.pending);
    expect(completed.available).toBe(before.available);
    await advanceClock(server, 8 * 24 * HOUR);
    await expect.poll(async () => (await usdBalance(server, seller.page)).available, { timeout: 20_000 }).toBe(before.available + (completed.pending - before.pending));
    expect([buyer.problems, seller.problems]).toEqual([[], []]);
    await buyer.context.close();
    await seller.context.close();
  });

  it('a late order is cancelled by the buyer with one click and refunded at once; the seller sees the penalty', async () => {
    const buyer = await signedIn(CUSTOMER);
    const credits = await usdBalance(server, buyer.page);
    const orderId = await buy(server, buyer, offers.late);
    const paid = await usdBalance(server, buyer.page);
    expect(paid.available).toBeLessThan(credits.available);
    await advanceClock(server, HOUR);
    await openOrder(server, buyer, orderId);
    await expect.poll(() => stateOf(buyer.page), { timeout: 15_000 }).toBe('late');
    const cancel = buyer.page.locator('[data-testid=step-cancel]');
    expect(await cancel.textContent()).toBe('Cancel the late order and get a refund');
    // Paid with credits: nothing to choose, the refund goes back to credits.
    expect(await buyer.page.locator('[data-testid=refund-choice]').count()).toBe(0);
    await cancel.click();
    await expect.poll(() => stateOf(buyer.page), { timeout: 15_000 }).toMatch(/cancelled|refunded/);
    await buyer.page.locator('[data-testid=order-refunded]').waitFor();
    expect((await usdBalance(server, buyer.page)).available).toBe(credits.available);

    const seller = await signedIn(SELLER);
    await open(seller.page, `${server.url}/dashboard/penalties`);
    await seller.page.locator(`[data-testid=penalty-row][data-order-id="${orderId}"]`).waitFor({ timeout: 15_000 });
    expect(await seller.page.locator(`[data-testid=penalty-row][data-order-id="${orderId}"] [data-testid=penalty-amount]`).textContent()).toBe('−$0.40');
    expect([buyer.problems, seller.problems]).toEqual([[], []]);
    await buyer.context.close();
    await seller.context.close();
  });

  it('a card-paid order cancelled with the refund sent back to the card: credits untouched, the card refund and the payment shown', async () => {
    const buyer = await signedIn(CUSTOMER);
    const credits = await usdBalance(server, buyer.page);
    const orderId = await buy(server, buyer, offers.card, '4242 4242 4242 4242');
    await openOrder(server, buyer, orderId);
    expect(await stateOf(buyer.page)).toBe('paid');
    // Only a card-paid order offers the choice; credits stay the default.
    expect(await buyer.page.locator('[data-testid=refund-to-CREDITS]').isChecked()).toBe(true);
    await buyer.page.locator('[data-testid=refund-to-CARD]').check();
    await buyer.page.locator('[data-testid=step-cancel]').click();
    await expect.poll(() => stateOf(buyer.page), { timeout: 15_000 }).toBe('cancelled');
    await buyer.page.getByText('Your refund is on its way to your card').waitFor();
    // The provider is asked by a timer, after the cancellation committed.
    await advanceClock(server, 1000);
    const refund = buyer.page.locator('[data-testid=order-card-refund]');
    await expect.poll(() => refund.textContent(), { timeout: 15_000 }).toContain('Refunded to your card');
    // All of what was paid, fee included, went back to the card.
    expect(await refund.textContent()).toContain(await buyer.page.locator('[data-testid=order-refunded]').textContent());
    await buyer.page.locator('[data-testid=order-event][data-kind=card_refunded]').waitFor({ timeout: 15_000 });
    await screenshot(buyer.page, 'order-lifecycle-card-refund');
    expect(await usdBalance(server, buyer.page)).toEqual(credits);
    await open(buyer.page, `${server.url}/dashboard/finances/payments`);
    await buyer.page.locator('[data-testid=payment-row][data-status=refunded]').first().waitFor({ timeout: 15_000 });
    expect(buyer.problems).toEqual([]);
    await buyer.context.close();
  });

  it('a dispute is resolved by staff from the queue with a partial refund', async () => {
    const buyer = await signedIn(CUSTOMER);
    const seller = await signedIn(SELLER);
    const orderId = await buy(server, buyer, offers.dispute);
    await sellerStartsAndDelivers(server, seller, orderId, { text: 'Traded in game to your character' });
    await openOrder(server, buyer, orderId);
    expect(await buyer.page.locator('[data-testid=delivered-text]').textContent()).toBe('Traded in game to your character');
    const credits = await usdBalance(server, buyer.page);
    await openOrder(server, buyer, orderId);
    await buyer.page.locator('[data-testid=open-dispute] summary').click();
    await buyer.page.locator('[data-testid=dispute-reason]').selectOption('not_as_described');
    await buyer.page.locator('[data-testid=dispute-message]').fill('Only half of the items arrived');
    await buyer.page.locator('[data-testid=dispute-submit]').click();
    await expect.poll(() => stateOf(buyer.page), { timeout: 15_000 }).toBe('disputed');
    await buyer.page.locator('[data-testid=dispute-message][data-by=buyer]').waitFor();

    const staff = await signedIn(STAFF);
    // While the dispute is open, staff join the order's own chat and write there; the buyer reads it in the same thread.
    await openOrder(server, staff, orderId);
    await staff.page.getByTestId('order-chat-open').click();
    await staff.page.waitForURL((url) => url.pathname === '/dashboard/inbox' && url.searchParams.has('c'));
    await staff.page.getByTestId('composer').fill('Please send a screenshot of the trade window');
    await staff.page.getByTestId('composer').press('Enter');
    await buyer.page.getByTestId('order-chat-open').click();
    await buyer.page.waitForURL((url) => url.pathname === '/dashboard/inbox' && url.searchParams.has('c'));
    const thread = buyer.page.locator('[data-testid=thread] [data-testid=message]');
    await expect.poll(() => thread.allTextContents(), { timeout: 15_000 }).toContainEqual(expect.stringContaining('Please send a screenshot of the trade window'));
    expect(await thread.allTextContents()).toContainEqual(expect.stringContaining('Delivered'));

    await open(staff.page, `${server.url}/dashboard/orders`);
    await staff.page.locator('[data-testid=order-side-disputes]').click();
    const row = staff.page.locator(`[data-testid=dispute-queue-row][data-order-id="${orderId}"]`);
    await row.waitFor({ timeout: 15_000 });
    await row.locator('[data-testid=resolve-PARTIAL_REFUND]').check();
    await row.locator('[data-testid=resolve-amount]').fill('1.50');
    await row.locator('[data-testid=resolve-note]').fill('Half of the items were delivered');
    await screenshot(staff.page, 'order-lifecycle-dispute-queue');
    await row.locator('[data-testid=resolve-submit]').click();
    await row.waitFor({ state: 'detached', timeout: 15_000 });

    await openOrder(server, buyer, orderId);
    await expect.poll(() => stateOf(buyer.page), { timeout: 15_000 }).toBe('partially_refunded');
    expect(await buyer.page.locator('[data-testid=order-refunded]').textContent()).toBe('$1.50');
    // Once the dispute is settled, staff have no way into the order's chat.
    await openOrder(server, staff, orderId);
    expect(await staff.page.locator('[data-testid=order-chat]').count()).toBe(0);
    await buyer.page.locator('[data-testid=dispute-outcome][data-outcome=PARTIAL_REFUND]').waitFor();
    expect((await usdBalance(server, buyer.page)).available).toBe(credits.available + 150);
    expect([buyer.problems, seller.problems, staff.problems]).toEqual([[], [], []]);
    for (const s of [buyer, seller, staff]) await s.context.close();
  }, 300_000);

  it('an admin finds the order in the staff order tools, refunds part of it with a reason and reads the audit entry; the buyer sees the refund', async () => {
    const buyer = await signedIn(CUSTOMER);
    const seller = await signedIn(SELLER);
    const orderId = await buy(server, buyer, offers.dispute);
    await sellerStartsAndDelivers(server, seller, orderId, { text: 'Traded in game to your character' });

    const admin = await signedIn(ADMIN);
    await open(admin.page, `${server.url}/dashboard/control-center`);
    await admin.page.locator('[data-testid=staff-order-tools-link]').click();
    await admin.page.waitForURL(/\/dashboard\/staff\/orders$/);
    await admin.page.locator('[data-testid=staff-lookup-text]').fill(orderId);
    await admin.page.locator('[data-testid=staff-lookup-submit]').click();
    const panel = admin.page.locator(`[data-testid=staff-order-panel][data-order-id="${orderId}"]`);
    await panel.waitFor({ timeout: 15_000 });
    await panel.locator('[data-testid=staff-refund-partial]').check();
    await panel.locator('[data-testid=staff-refund-amount]').fill('1.00');
    await panel.locator('[data-testid=staff-refund-reason]').fill('One of the items was missing');
    await panel.locator('[data-testid=staff-refund-submit]').click();
    await admin.page.locator(`[data-testid=staff-order-panel][data-order-id="${orderId}"][data-state=partially_refunded]`).waitFor({ timeout: 15_000 });
    const entry = admin.page.locator('[data-testid=staff-audit-entry][data-action=refundOrder]');
    await entry.waitFor({ timeout: 15_000 });
    expect(await entry.textContent()).toContain('One of the items was missing');
    // Staff read what was done in words, at an en-US time said to be UTC, not as the code the log keeps.
    expect(await entry.textContent()).toMatch(/Refunded order.*UTC/s);
    await screenshot(admin.page, 'order-lifecycle-staff-tools');

    await openOrder(server, buyer, orderId);
    expect(await stateOf(buyer.page)).toBe('partially_refunded');
    expect(await buyer.page.locator('[data-testid=order-refunded]').textContent()).toBe('$1.00');
    expect([buyer.problems, seller.problems, admin.problems]).toEqual([[], [], []]);
    for (const s of [buyer, seller, admin]) await s.context.close();
  });

  it("the buyer watches a boost's progress change live as the booster posts it", async () => {
    const buyer = await signedIn(CUSTOMER);
    const seller = await signedIn(SELLER);
    const orderId = await buy(server, buyer, offers.boost);
    await openOrder(server, seller, orderId);
    await seller.page.locator('[data-testid=step-start]').click();
    await expect.poll(() => stateOf(seller.page), { timeout: 15_000 }).toBe('in_delivery');
    await openOrder(server, buyer, orderId);
    const shown = buyer.page.locator('[data-testid=order-progress]');
    for (const [percent, rank] of [
      ['40', 'Gold II'],
      ['75', 'Platinum IV'],
    ] as const) {
      await seller.page.locator('[data-testid=progress-percent]').fill(percent);
      await seller.page.locator('[data-testid=progress-rank]').fill(rank);
      await seller.page.locator('[data-testid=progress-submit]').click();
      // No reload: the buyer's page follows the `order` publication.
      await expect.poll(() => shown.getAttribute('data-percent'), { timeout: 15_000 }).toBe(percent);
      expect(await buyer.page.locator('[data-testid=progress-percent-shown]').textContent()).toContain(rank);
    }
    await screenshot(buyer.page, 'order-lifecycle-boost');
    expect([buyer.problems, seller.problems]).toEqual([[], []]);
    await buyer.context.close();
    await seller.context.close();
  });
});
