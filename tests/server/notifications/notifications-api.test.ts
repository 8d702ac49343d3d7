import { and, eq, like } from 'drizzle-orm';
import type SimpleDDP from 'simpleddp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, mailOutbox } from '../../../adapters/server/persistence/schema.ts';
import { callError, connectClient } from '../accounts/ddp-client.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

interface Party {
  readonly client: SimpleDDP;
  readonly id: string;
  readonly email: string;
}

let server: TestServer;
let buyer: Party;
let seller: Party;
let keys = 0;
const key = () => `notify-${process.pid}-${Date.now()}-${(keys += 1)}`;

async function login(prefix: string): Promise<Party> {
  const account = server.demoAccounts.find((a) => a.email.startsWith(`${prefix}@`));
  if (account === undefined) throw new Error(prefix);
  const client = await connectClient(server.url);
  const answer = (await client.call('login', { user: { email: account.email }, password: account.password })) as { id: string };
  return { client, id: answer.id, email: account.email };
}

const unseen = (p: Party) => (p.client.collection('unseenCounts').fetch() as unknown as { id: string; notifications: number }[]).find((d) => d.id === 'me')?.notifications;
const bell = (p: Party) => p.client.collection('notifications').fetch() as unknown as { id: string; topic: string; kind: string; title: string; link: string; seen: boolean }[];
const mails = async (to: string, subject: string) => (await server.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, `%${subject}%`)))).length;
const advance = (minutes: number) => call(server, '/api/test/clock', { body: { advanceMs: minutes * 60_000 } });

/** The buyer buys one of the seller's listings with credits; answers the order id. */
async function buy(title: string): Promise<string> {
  const id = `nt-${Date.now()}-${(keys += 1)}`;
  await server.database.db.insert(listings).values({ id, sellerId: seller.id, gameType: 'fortnite', productType: 'items', title, priceMinor: 1_000, quantity: 5, deliveryDuration: '1H' });
  const placed = (await buyer.client.call('placeOrder', { lines: [{ productId: id, quantity: 1 }], currency: 'USD', paymentMethod: 'CREDITS', idempotencyKey: key() })) as { orderIds: string[] };
  return placed.orderIds[0] ?? '';
}

beforeAll(async () => {
  server = await startTestServer();
  [buyer, seller] = await Promise.all([login('customer'), login('seller')]);
  const admin = await login('admin');
  await admin.client.call('grantCredits', { userId: buyer.id, amount: { minor: 100_000, currency: 'USD' }, reason: 'notifications test', idempotencyKey: key() });
  admin.client.disconnect();
  for (const p of [buyer, seller]) {
    await p.client.subscribe('unseenCounts').ready();
    await p.client.subscribe('notifications').ready();
  }
}, 120_000);

afterAll(async () => {
  for (const p of [buyer, seller]) p.client.disconnect();
  await server.stop();
});

describe(`notifications (${DATABASE_KIND})`, () => {
  it('an order event rings the bell live with its link and e-mails the buyer; marking it seen clears the count', async () => {
    const before = unseen(buyer) ?? 0;
    const orderId = await buy('Bell test sword');
    await seller.client.call('startOrder', { orderId });
    await expect.poll(() => bell(buyer).find((n) => n.link === `/dashboard/order/${orderId}` && n.kind === 'started')).toMatchObject({ topic: 'order', seen: false, title: expect.stringContaining('Bell test sword') });
    await expect.poll(() => unseen(buyer)).toBeGreaterThan(before);
    expect(await mails(buyer.email, 'Bell test sword')).toBeGreaterThan(0);

    const one = bell(buyer).find((n) => n.kind === 'started' && n.link.endsWith(orderId));
    expect(await buyer.client.call('markNotificationsSeen', { ids: [one?.id] })).toMatchObject({ unseen: expect.any(Number) });
    await expect.poll(() => bell(buyer).find((n) => n.id === one?.id)?.seen).toBe(true);
    expect(await buyer.client.call('markNotificationsSeen')).toEqual({ unseen: 0 });
    await expect.poll(() => unseen(buyer)).toBe(0);
    // Someone else's ids are not the caller's to mark.
    expect(await callError(buyer.client, 'markNotificationsSeen', { ids: ['abc'] })).toMatchObject({ error: 400 });
  });

  it('honours the settings: no bell entry with in-app off, no e-mail with e-mail off; unknown settings are refused', async () => {
    expect(await buyer.client.call('updateNotificationSettings', { settings: { 'order.inApp': false } })).toMatchObject({ settings: { 'order.inApp': false, 'order.email': true, 'message.email': true } });
    const quiet = await buy('Quiet shield');
    await seller.client.call('startOrder', { orderId: quiet });
    await expect.poll(() => mails(buyer.email, 'Quiet shield')).toBeGreaterThan(0);
    expect(bell(buyer).some((n) => n.link.endsWith(quiet))).toBe(false);

    await buyer.client.call('updateNotificationSettings', { settings: { 'order.inApp': true, 'order.email': false } });
    const silent = await buy('Silent bow');
    await seller.client.call('startOrder', { orderId: silent });
    await expect.poll(() => bell(buyer).some((n) => n.link.endsWith(silent) && n.kind === 'started')).toBe(true);
    expect(await mails(buyer.email, 'Silent bow')).toBe(0);
    await buyer.client.call('updateNotificationSettings', { settings: { 'order.email': true } });

    expect(await callError(buyer.client, 'updateNotificationSettings', { settings: { 'order.sms': true } })).toMatchObject({ error: 400, details: { field: expect.stringContaining('settings') } });
    expect(await callError(buyer.client, 'updateNotificationSettings', { settings: { 'order.email': 'yes' } })).toMatchObject({ error: 400 });
  });

  it('e-mails a message left unread for 5 minutes, at most once an hour per conversation, and not once it is read', async () => {
    const { conversationId } = (await buyer.client.call('openConversation', { userId: seller.id })) as { conversationId: string };
    const subject = 'sent you';
    const start = await mails(seller.email, subject);
    await buyer.client.call('sendMessage', { conversationId, body: 'Are you there?', clientId: key() });
    await advance(4);
    expect(await mails(seller.email, subject)).toBe(start);
    await advance(2);
    await expect.poll(() => mails(seller.email, subject)).toBe(start + 1);

    // Within the hour: no second e-mail for the same conversation.
    await buyer.client.call('sendMessage', { conversationId, body: 'Hello?', clientId: key() });
    await advance(6);
    expect(await mails(seller.email, subject)).toBe(start + 1);

    // Read before the reminder: nothing is sent.
    await advance(60);
    const { seq } = (await buyer.client.call('sendMessage', { conversationId, body: 'One more thing', clientId: key() })) as { seq: number };
    await seller.client.call('markRead', { conversationId, lastId: seq });
    await advance(6);
    expect(await mails(seller.email, subject)).toBe(start + 1);

    // Unread again after the hour: e-mailed again.
    await buyer.client.call('sendMessage', { conversationId, body: 'Last try', clientId: key() });
    await advance(6);
    await expect.poll(() => mails(seller.email, subject)).toBe(start + 2);
  });
});
