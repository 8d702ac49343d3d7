import { ok } from 'neverthrow';
import type SimpleDDP from 'simpleddp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../../adapters/server/persistence/schema.ts';
import { MESSAGING } from '../../../composition-root/server/messaging.module.ts';
import { SHARED } from '../../../composition-root/server/shared.module.ts';
import { callError, connectClient } from '../accounts/ddp-client.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * One conversation per order: order events arrive as system messages once each, the two sides write in
 * it, dispute staff join while the dispute is open and are shown as staff, and nobody else gets in.
 */

interface Party {
  readonly client: SimpleDDP;
  readonly id: string;
}
interface MessageDoc {
  readonly conversationId: string;
  readonly seq: number;
  readonly senderId: string | null;
  readonly kind: string;
  readonly body: string;
}

let server: TestServer;
let buyer: Party;
let seller: Party;
let dispute: Party;
let stranger: Party;
let admin: Party;
let n = 0;
const key = () => `order-chat-${process.pid}-${Date.now()}-${(n += 1)}`;

async function login(prefix: string): Promise<Party> {
  const account = server.demoAccounts.find((a) => a.email.startsWith(`${prefix}@`));
  if (account === undefined) throw new Error(prefix);
  const client = await connectClient(server.url);
  const answer = (await client.call('login', { user: { email: account.email }, password: account.password })) as { id: string };
  return { client, id: answer.id };
}

const docs = (p: Party, conversationId: string) =>
  (p.client.collection('messages').fetch() as unknown as MessageDoc[]).filter((m) => m.conversationId === conversationId).sort((a, b) => a.seq - b.seq);
const systemBodies = (p: Party, conversationId: string) => docs(p, conversationId).filter((m) => m.kind === 'system').map((m) => m.body);

beforeAll(async () => {
  server = await startTestServer();
  [buyer, seller, dispute, stranger, admin] = await Promise.all([login('customer'), login('seller'), login('dispute'), login('blogger'), login('admin')]);
  await admin.client.call('grantCredits', { userId: buyer.id, amount: { minor: 100_000, currency: 'USD' }, reason: 'order chat', idempotencyKey: key() });
}, 120_000);

afterAll(async () => {
  for (const p of [buyer, seller, dispute, stranger, admin]) await p?.client.disconnect();
  await server?.stop();
});

describe(`order conversations (${DATABASE_KIND})`, () => {
  it('tells each order event once, lets staff join the dispute as staff, and keeps everyone else out', async () => {
    const listingId = `oc-${Date.now()}`;
    await server.database.db.insert(listings).values({ id: listingId, sellerId: seller.id, gameType: 'fortnite', productType: 'items', title: `Order chat ${listingId}`, priceMinor: 2_000, quantity: 5, deliveryDuration: '1H' });
    const order = { lines: [{ productId: listingId, quantity: 1 }], currency: 'USD', paymentMethod: 'CREDITS', idempotencyKey: key() };
    const placed = (await buyer.client.call('placeOrder', order)) as { orderIds: string[] };
    const orderId = placed.orderIds[0] ?? '';
    // The same checkout again (a retry after a lost answer) pays nothing twice and tells nothing twice.
    await buyer.client.call('placeOrder', order);

    const opened = (await buyer.client.call('openOrderConversation', { orderId })) as { conversationId: string; staff: boolean };
    expect(opened.staff).toBe(false);
    const { conversationId } = opened;
    expect(await seller.client.call('openOrderConversation', { orderId })).toEqual({ conversationId, staff: false });
    // The pair's own thread is another conversation.
    expect(((await buyer.client.call('openConversation', { userId: seller.id })) as { conversationId: string }).conversationId).not.toBe(conversationId);

    await buyer.client.subscribe('messages', { conversationId }).ready();
    expect(systemBodies(buyer, conversationId)).toEqual(['paid']);
    expect(docs(buyer, conversationId)[0]).toMatchObject({ senderId: null, kind: 'system' });

    // Telling the same event again (a retried delivery of the notice) adds nothing.
    const chats = server.container.get(MESSAGING.OrderConversations);
    const paidAt = (await server.database.db.query.orders.findFirst({ where: (o, { eq }) => eq(o.id, orderId) }))?.paidAt ?? new Date();
    await server.container.get(SHARED.UnitOfWork).run(async () => {
      await chats.postEvent({ orderId, buyerId: buyer.id, sellerId: seller.id, kind: 'paid', at: paidAt });
      await chats.postEvent({ orderId, buyerId: buyer.id, sellerId: seller.id, kind: 'paid', at: paidAt });
      return ok(undefined);
    });

    await buyer.client.call('sendMessage', { conversationId, body: 'Please add the gift note', clientId: key() });
    await seller.client.call('deliverOrder', { orderId, delivery: { kind: 'text', text: 'Sent in game' } });
    await expect.poll(() => systemBodies(buyer, conversationId)).toEqual(['paid', 'delivered']);

    // Before a dispute, staff are no member; a stranger never is, and cannot write in it.
    expect(await callError(dispute.client, 'openOrderConversation', { orderId })).toMatchObject({ error: 404 });
    expect(await callError(stranger.client, 'openOrderConversation', { orderId })).toMatchObject({ error: 404 });
    expect(await callError(stranger.client, 'sendMessage', { conversationId, body: 'hello', clientId: key() })).toMatchObject({ error: 404 });

    await buyer.client.call('openDispute', { orderId, reason: 'not_delivered', message: 'Nothing arrived' });
    await expect.poll(() => systemBodies(buyer, conversationId)).toEqual(['paid', 'delivered', 'dispute_opened']);
    expect(await callError(stranger.client, 'openOrderConversation', { orderId })).toMatchObject({ error: 404 });
    expect(await dispute.client.call('openOrderConversation', { orderId })).toEqual({ conversationId, staff: true });
    await dispute.client.subscribe('messages', { conversationId }).ready();
    await dispute.client.call('sendMessage', { conversationId, body: 'Support here: seller, please show the trade screenshot.', clientId: key() });
    await expect.poll(() => docs(buyer, conversationId).find((m) => m.senderId === dispute.id)?.kind).toBe('staff');

    await dispute.client.call('resolveDispute', { orderId, outcome: 'REFUND', note: 'no proof of delivery', idempotencyKey: key() });
    await expect.poll(() => systemBodies(buyer, conversationId)).toEqual(['paid', 'delivered', 'dispute_opened', 'refunded']);
    // Every number once, in order, after all those live additions.
    const seqs = docs(dispute, conversationId).map((m) => m.seq);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    expect(docs(buyer, conversationId).map((m) => m.seq)).toEqual(seqs);

    // The order's conversation is in both inboxes, named by its order.
    await buyer.client.subscribe('conversations').ready();
    const inbox = buyer.client.collection('conversations').fetch() as unknown as { id: string; orderId: string | null }[];
    expect(inbox.find((c) => c.id === conversationId)?.orderId).toBe(orderId);
  });
});
