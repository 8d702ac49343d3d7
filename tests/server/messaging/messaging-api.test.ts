import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type SimpleDDP from 'simpleddp';
import { callError, connectClient } from '../accounts/ddp-client.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { MEDIA } from '../../../composition-root/server/media.module.ts';

let server: TestServer;
const clients: SimpleDDP[] = [];
const CUSTOMER = 'customer@demo.ig-market.test';
const SELLER = 'seller@demo.ig-market.test';

function demo(email: string) {
  const found = server.demoAccounts.find((a) => a.email === email);
  if (found === undefined) throw new Error(`no demo account ${email}`);
  return found;
}

async function loggedIn(email: string): Promise<SimpleDDP> {
  const client = await connectClient(server.url);
  clients.push(client);
  await client.call('login', { user: { email }, password: demo(email).password });
  return client;
}

let n = 0;
const clientId = () => `msg-${process.pid}-${(n += 1)}`;
const unseen = (client: SimpleDDP) => (client.collection('unseenCounts').fetch() as unknown as { id: string; messages: number }[]).find((d) => d.id === 'me')?.messages;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.disconnect();
  await server?.stop();
});

describe(`messaging over DDP (${DATABASE_KIND})`, () => {
  it('a buyer asks a seller; the seller sees the unread count and the message live, answers, and reads it', async () => {
    const buyer = await loggedIn(CUSTOMER);
    const seller = await loggedIn(SELLER);
    const sellerCounts = seller.subscribe('unseenCounts');
    await sellerCounts.ready();
    const before = unseen(seller) ?? 0;

    const { conversationId } = (await buyer.call('openConversation', { userId: demo(SELLER).userId })) as { conversationId: string };
    // Opening again, from either side, is the same conversation.
    expect(await buyer.call('openConversation', { userId: demo(SELLER).userId })).toEqual({ conversationId });
    expect(await seller.call('openConversation', { userId: demo(CUSTOMER).userId })).toEqual({ conversationId });

    const id = clientId();
    const sent = (await buyer.call('sendMessage', { conversationId, body: '  Does the account have the Renegade Raider?  ', clientId: id })) as { seq: number };
    // A resend after a dropped answer is the same message.
    expect(await buyer.call('sendMessage', { conversationId, body: 'Does the account have the Renegade Raider?', clientId: id })).toEqual(sent);
    await expect.poll(() => unseen(seller)).toBe(before + 1);

    const messages = seller.subscribe('messages', { conversationId });
    await messages.ready();
    const docs = () => (seller.collection('messages').fetch() as unknown as { conversationId: string; seq: number; body: string }[]).filter((m) => m.conversationId === conversationId);
    expect(docs().map((m) => m.body)).toEqual(['Does the account have the Renegade Raider?']);
    await buyer.call('sendMessage', { conversationId, body: 'And is it PSN linkable?', clientId: clientId() });
    await expect.poll(() => docs().map((m) => m.seq)).toEqual([1, 2]);

    await seller.call('markRead', { conversationId, lastId: 2 });
    await expect.poll(() => unseen(seller)).toBe(before);
    await seller.call('sendMessage', { conversationId, body: 'Yes to both.', clientId: clientId() });
    const inbox = buyer.subscribe('conversations');
    await inbox.ready();
    const mine = (buyer.collection('conversations').fetch() as unknown as { id: string; unread: number; lastBody: string; counterpartName: string }[]).find((c) => c.id === conversationId);
    expect(mine).toMatchObject({ unread: 1, lastBody: 'Yes to both.' });
  });

  it('counts exactly after a client drops mid-conversation and comes back', async () => {
    const buyer = await loggedIn(CUSTOMER);
    let seller = await loggedIn(SELLER);
    const { conversationId } = (await buyer.call('openConversation', { userId: demo(SELLER).userId })) as { conversationId: string };
    const first = seller.subscribe('unseenCounts');
    await first.ready();
    await buyer.call('sendMessage', { conversationId, body: 'Still there?', clientId: clientId() });
    await expect.poll(() => unseen(seller)).toBeGreaterThan(0);
    const seen = unseen(seller) ?? 0;
    await seller.disconnect();
    await buyer.call('sendMessage', { conversationId, body: 'Hello?', clientId: clientId() });
    await buyer.call('sendMessage', { conversationId, body: 'I will wait.', clientId: clientId() });
    seller = await loggedIn(SELLER);
    const again = seller.subscribe('unseenCounts');
    await again.ready();
    expect(unseen(seller)).toBe(seen + 2);
    // Catching up from the last number seen: only what came after it.
    const page = seller.subscribe('messages', { conversationId });
    await page.ready();
    const last = Math.max(...(seller.collection('messages').fetch() as unknown as { seq: number }[]).map((m) => m.seq));
    await seller.call('markRead', { conversationId, lastId: last + 50 });
    await expect.poll(() => unseen(seller)).toBe(0);
  });

  it('refuses oneself, strangers to a conversation, empty or overlong messages, attachments that are no uploaded image, and visitors', async () => {
    const buyer = await loggedIn(CUSTOMER);
    expect(await callError(buyer, 'openConversation', { userId: demo(CUSTOMER).userId })).toMatchObject({ error: 422, details: { code: 'CANNOT_MESSAGE_SELF' } });
    expect(await callError(buyer, 'openConversation', { userId: 'no-such-user' })).toMatchObject({ error: 404 });
    const { conversationId } = (await buyer.call('openConversation', { userId: demo(SELLER).userId })) as { conversationId: string };
    const stranger = await loggedIn('bulk-seller@demo.ig-market.test');
    expect(await callError(stranger, 'sendMessage', { conversationId, body: 'hi', clientId: clientId() })).toMatchObject({ error: 404, details: { code: 'CONVERSATION_NOT_FOUND' } });
    expect(await callError(buyer, 'sendMessage', { conversationId, body: '   ', clientId: clientId() })).toMatchObject({ error: 400, details: { field: 'body' } });
    expect(await callError(buyer, 'sendMessage', { conversationId, body: 'x'.repeat(2_001), clientId: clientId() })).toMatchObject({ error: 400, details: { field: 'body' } });
    expect(await callError(buyer, 'sendMessage', { conversationId, body: 'see picture', attachments: ['m1'], clientId: clientId() })).toMatchObject({ error: 400, details: { field: 'params.0.attachments.0' } });
    expect(await callError(buyer, 'sendMessage', { conversationId, body: 'see picture', attachments: ['0'.repeat(32)], clientId: clientId() })).toMatchObject({ error: 400, details: { field: 'attachments.0' } });
    const visitor = await connectClient(server.url);
    clients.push(visitor);
    expect(await callError(visitor, 'sendMessage', { conversationId, body: 'hi', clientId: clientId() })).toMatchObject({ error: 401 });
  });

  it('sends uploaded images with a message, or alone, and the reader gets their keys live', async () => {
    const key = 'a1b2c3d4'.repeat(4);
    await server.container.get(MEDIA.Store).putOriginal(key, new Uint8Array([1, 2, 3]));
    const buyer = await loggedIn(CUSTOMER);
    const seller = await loggedIn(SELLER);
    const { conversationId } = (await buyer.call('openConversation', { userId: demo(SELLER).userId })) as { conversationId: string };
    await seller.subscribe('messages', { conversationId }).ready();
    await buyer.call('sendMessage', { conversationId, body: '', attachments: [key, key], clientId: clientId() });
    await expect.poll(() => (seller.collection('messages').fetch() as unknown as { body: string; attachments: string[] }[]).find((m) => m.attachments.length > 0)).toMatchObject({ body: '', attachments: [key] });
  });
});
