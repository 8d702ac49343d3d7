import { and, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, listings, users } from '../../adapters/server/persistence/schema.ts';
import { formatDate } from '../../domain/index.ts';
import { type TestServer } from '../server/support/test-server.ts';
import { screenshot, startStorefront, stopStorefront, open, reopen } from './browser.ts';
import { signedInDemo } from './buying-kit.ts';
import { ACCOUNTS } from '../../composition-root/server/accounts.module.ts';
import { MESSAGING } from '../../composition-root/server/messaging.module.ts';

let server: TestServer;
let browser: Browser;
const CUSTOMER = 'customer@demo.ig-market.test';

beforeAll(async () => {
  ({ server, browser } = await startStorefront());
}, 600_000);

afterAll(async () => {
  await stopStorefront({ server, browser });
});

const signedIn = (email: string, timezoneId?: string) => signedInDemo(browser, server, email, undefined, timezoneId);

describe('messaging in Chromium', () => {
  it('a buyer asks the seller from a product page; the seller sees the badge, answers, and the buyer reads it without reloading', async () => {
    const [offer] = await server.database.db
      .select({ id: listings.id, sellerId: listings.sellerId })
      .from(listings)
      .innerJoin(games, eq(games.value, listings.gameType))
      .innerJoin(users, eq(users.id, listings.sellerId))
      .where(and(eq(listings.state, 'AVAILABLE'), eq(games.hidden, false), eq(games.limited, false), eq(users.banned, false)))
      .limit(1);
    if (offer === undefined) throw new Error('no listing in the demo data');
    const sellerEmail = server.demoAccounts.find((a) => a.userId === offer.sellerId)?.email;
    if (sellerEmail === undefined) throw new Error('the listing’s seller is no demo account');

    // Far apart on the clock, so each must read a message's time in their own zone.
    const seller = await signedIn(sellerEmail, 'America/New_York');
    const buyer = await signedIn(CUSTOMER, 'Asia/Tokyo');
    await open(buyer.page, `${server.url}/product/${offer.id}`);
    await buyer.page.getByTestId('message-seller').click();
    await buyer.page.waitForURL((url) => url.pathname === '/dashboard/inbox' && url.searchParams.has('c'));
    await buyer.page.getByTestId('composer').waitFor({ timeout: 15_000 });
    await buyer.page.getByTestId('composer').fill('Hi! Is this still available?');
    await buyer.page.getByTestId('composer').press('Enter');
    await expect.poll(() => buyer.page.getByTestId('message').allTextContents(), { timeout: 15_000 }).toEqual([expect.stringContaining('Hi! Is this still available?')]);

    // The seller, on another page all along, sees the unread badge arrive live.
    await expect.poll(() => seller.page.getByTestId('inbox-badge').textContent().catch(() => null), { timeout: 15_000 }).toBe('1');
    await seller.page.getByTestId('inbox-link').click();
    const conversation = seller.page.getByTestId('conversation').first();
    await conversation.waitFor({ timeout: 15_000 });
    expect(await conversation.getAttribute('data-unread')).toBe('1');
    await conversation.click();
    await expect.poll(() => seller.page.getByTestId('message').allTextContents(), { timeout: 15_000 }).toEqual([expect.stringContaining('Hi! Is this still available?')]);
    // Reading it clears the badge.
    await expect.poll(() => seller.page.getByTestId('inbox-badge').count(), { timeout: 15_000 }).toBe(0);
    // The same message, sent at one instant, reads in each side's own zone, in the spec's en-US form.
    const sentAt = (await seller.page.getByTestId('message').first().locator('time').getAttribute('datetime')) ?? '';
    expect(await seller.page.getByTestId('message').first().locator('time').textContent()).toBe(formatDate(sentAt, { withTime: true, timeZone: 'America/New_York' }));
    expect(await buyer.page.getByTestId('message').first().locator('time').textContent()).toBe(formatDate(sentAt, { withTime: true, timeZone: 'Asia/Tokyo' }));
    await seller.page.getByTestId('composer').fill('Yes, I can deliver within the hour.');
    await seller.page.getByTestId('send').click();

    await expect.poll(() => buyer.page.getByTestId('message').count(), { timeout: 15_000 }).toBe(2);
    expect(await buyer.page.getByTestId('message').last().getAttribute('data-mine')).toBe('false');
    expect(await buyer.page.getByTestId('message').last().textContent()).toContain('Yes, I can deliver within the hour.');
    // The buyer was reading the open conversation, so nothing stays unread after a reload.
    await reopen(buyer.page);
    await expect.poll(() => buyer.page.getByTestId('message').count(), { timeout: 15_000 }).toBe(2);
    await expect.poll(() => buyer.page.getByTestId('inbox-badge').count()).toBe(0);
    await screenshot(buyer.page, 'messaging-inbox');
    expect([buyer.problems, seller.problems]).toEqual([[], []]);
    await Promise.all([buyer.context.close(), seller.context.close()]);
  });

  it('with cookies accepted, the buyer asks from the chat widget over the product page and reads the answer there without reloading', async () => {
    const seller = 'seller@demo.ig-market.test';
    const id = (email: string) => server.demoAccounts.find((a) => a.email === email)?.userId ?? '';
    const [offer] = await server.database.db.select({ id: listings.id }).from(listings).where(and(eq(listings.sellerId, id(seller)), eq(listings.state, 'AVAILABLE'))).limit(1);
    if (offer === undefined) throw new Error('the demo seller has no listing');
    const buyer = await signedIn(CUSTOMER);
    await buyer.context.addCookies([{ name: 'consent', value: 'true', url: server.url }]);
    await open(buyer.page, `${server.url}/product/${offer.id}`);
    await buyer.page.getByTestId('chat-widget').waitFor();
    await buyer.page.getByTestId('message-seller').click();
    const window = buyer.page.getByTestId('chat-window');
    await window.getByTestId('composer').waitFor({ timeout: 15_000 });
    expect(new URL(buyer.page.url()).pathname).toBe(`/product/${offer.id}`);
    await window.getByTestId('composer').fill('Can you deliver today?');
    await window.getByTestId('composer').press('Enter');
    await expect.poll(() => window.getByTestId('message').last().textContent(), { timeout: 15_000 }).toContain('Can you deliver today?');

    // The seller answers; it arrives in the open window, and the contact list names the seller.
    const conversationId = (await window.getAttribute('data-conversation')) ?? '';
    const actors = server.container.get(ACCOUNTS.ActorDirectory);
    await server.container.get(MESSAGING.Messaging).send(await actors.actorOf(id(seller)), { conversationId, body: 'Yes, within the hour.', clientId: 'e2e-widget-answer' });
    await expect.poll(() => window.getByTestId('message').last().textContent(), { timeout: 15_000 }).toContain('Yes, within the hour.');
    expect(await window.getByTestId('message').last().getAttribute('data-mine')).toBe('false');
    await expect.poll(() => window.getByTestId('chat-contact').allTextContents(), { timeout: 15_000 }).toContainEqual(expect.stringContaining('Yes, within the hour.'));
    await screenshot(buyer.page, 'messaging-chat-window');
    // Escape closes the window and gives the focus back; the page never changed.
    await buyer.page.keyboard.press('Escape');
    await expect.poll(() => window.count()).toBe(0);
    expect(new URL(buyer.page.url()).pathname).toBe(`/product/${offer.id}`);
    await buyer.context.close();
  });

  it('shows typing and “Seen”, sends an image, reports a message, and a block closes the conversation until it is lifted', async () => {
    const seller = await signedIn('seller@demo.ig-market.test');
    const buyer = await signedIn(CUSTOMER);
    const id = (email: string) => server.demoAccounts.find((a) => a.email === email)?.userId ?? '';
    const actors = server.container.get(ACCOUNTS.ActorDirectory);
    const messaging = server.container.get(MESSAGING.Messaging);
    const opened = await messaging.open(await actors.actorOf(id(CUSTOMER)), id('seller@demo.ig-market.test'));
    const conversationId = opened._unsafeUnwrap().conversationId;
    await messaging.send(await actors.actorOf(id(CUSTOMER)), { conversationId, body: 'Hi there', clientId: 'e2e-controls-hello' });
    await open(buyer.page, `${server.url}/dashboard/inbox?c=${conversationId}`);
    await open(seller.page, `${server.url}/dashboard/inbox?c=${conversationId}`);
    await seller.page.getByTestId('composer').waitFor({ timeout: 15_000 });

    await seller.page.getByTestId('composer').pressSequentially('Let me check', { delay: 20 });
    await expect.poll(() => buyer.page.getByTestId('typing').count(), { timeout: 15_000 }).toBe(1);
    await seller.page.getByTestId('composer').press('Enter');
    await expect.poll(() => buyer.page.getByTestId('message').last().textContent(), { timeout: 15_000 }).toContain('Let me check');

    await buyer.page.getByTestId('composer').fill('Thanks!');
    await buyer.page.getByTestId('composer').press('Enter');
    // The seller has the conversation open, so it is read: the buyer sees “Seen” under it.
    await expect.poll(() => buyer.page.getByTestId('seen').count(), { timeout: 15_000 }).toBe(1);

    // An image, alone: uploaded at once, sent with the next press of Send, shown to the seller.
    const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#3366ff' } }).png().toBuffer();
    await buyer.page.getByTestId('attach-image').setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => buyer.page.getByTestId('pending-images').locator('img').count(), { timeout: 15_000 }).toBe(1);
    await buyer.page.getByTestId('send').click();
    await expect.poll(() => seller.page.getByTestId('message-image').count(), { timeout: 15_000 }).toBe(1);
    expect(await buyer.page.getByTestId('pending-images').count()).toBe(0);

    await buyer.page.getByTestId('report-message').last().click();
    await buyer.page.getByTestId('report-reason').fill('Testing the report button');
    await buyer.page.getByTestId('report-send').click();
    await expect.poll(() => buyer.page.getByTestId('report-dialog').count()).toBe(0);

    await seller.page.getByTestId('block-toggle').click();
    await expect.poll(() => seller.page.getByTestId('block-toggle').getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    await buyer.page.getByTestId('composer').fill('Hello?');
    await buyer.page.getByTestId('composer').press('Enter');
    await expect.poll(() => buyer.page.getByTestId('send-failed').count(), { timeout: 15_000 }).toBe(1);
    await seller.page.getByTestId('block-toggle').click();
    await expect.poll(() => seller.page.getByTestId('block-toggle').getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('false');
    await buyer.page.getByTestId('send').click();
    await expect.poll(() => seller.page.getByTestId('message').last().textContent(), { timeout: 15_000 }).toContain('Hello?');
    expect([buyer.problems, seller.problems]).toEqual([[], []]);
    await Promise.all([buyer.context.close(), seller.context.close()]);
  });
});
