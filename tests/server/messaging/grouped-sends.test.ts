import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type SimpleDDP from 'simpleddp';
import { callError, connectClient } from '../accounts/ddp-client.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * Sends arriving together are written together (a group commit); what a
 * user sees must be what one transaction per message gave: numbers without
 * gaps or repeats, a resend answered with the message already stored, a
 * client id reused elsewhere refused, a blocked pair refused alone, and
 * unread counts exact.
 */
let server: TestServer;
const clients: SimpleDDP[] = [];

function demo(prefix: string) {
  const found = server.demoAccounts.find((a) => a.email.startsWith(`${prefix}@`));
  if (found === undefined) throw new Error(`no demo account ${prefix}`);
  return found;
}

async function loggedIn(prefix: string): Promise<SimpleDDP> {
  const client = await connectClient(server.url);
  clients.push(client);
  await client.call('login', { user: { email: demo(prefix).email }, password: demo(prefix).password });
  return client;
}

type Sent = { conversationId: string; seq: number };

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.disconnect();
  await server?.stop();
});

describe(`sends written together (${DATABASE_KIND})`, () => {
  it('numbers messages sent at once from several connections without gaps or repeats, answers a resend with the stored message, and counts them unread exactly', async () => {
    // Several connections of each party: DDP runs one method at a time per connection, so these are what arrives together.
    const buyers = await Promise.all([1, 2, 3].map(() => loggedIn('customer')));
    const sellers = await Promise.all([1, 2, 3].map(() => loggedIn('seller')));
    const reader = await loggedIn('seller');
    await reader.subscribe('unseenCounts').ready();
    const before = (reader.collection('unseenCounts').fetch() as unknown as { messages: number }[])[0]?.messages ?? 0;
    const { conversationId } = (await buyers[0]?.call('openConversation', { userId: demo('seller').userId })) as { conversationId: string };
    const tag = `${process.pid}-${Date.now()}`;
    const sends = [
      ...buyers.flatMap((c, i) => [0, 1].map((k) => c.call('sendMessage', { conversationId, body: `b${i}.${k}`, clientId: `g-${tag}-b${i}-${k}` }) as Promise<Sent>)),
      ...sellers.map((c, i) => c.call('sendMessage', { conversationId, body: `s${i}`, clientId: `g-${tag}-s${i}` }) as Promise<Sent>),
      // The same client id from two connections of one buyer: one message.
      buyers[1]?.call('sendMessage', { conversationId, body: 'twice', clientId: `g-${tag}-twice` }) as Promise<Sent>,
      buyers[2]?.call('sendMessage', { conversationId, body: 'twice', clientId: `g-${tag}-twice` }) as Promise<Sent>,
    ];
    const sent = await Promise.all(sends);
    const twice = sent.slice(-2);
    expect(twice[0]?.seq).toBe(twice[1]?.seq);
    const seqs = [...new Set(sent.map((s) => s.seq))].sort((a, b) => a - b);
    expect(seqs).toHaveLength(10);
    expect((seqs.at(-1) ?? 0) - (seqs[0] ?? 0) + 1).toBe(10);

    // The page holds each message once, in number order.
    const page = await loggedIn('customer');
    await page.subscribe('messages', { conversationId }).ready();
    const bodies = (page.collection('messages').fetch() as unknown as { seq: number; body: string; clientId: string }[]).filter((m) => m.clientId.startsWith(`g-${tag}`));
    expect(bodies).toHaveLength(10);
    // The seller's unread count grows by the buyer's messages numbered after the seller's last one (sending moves one's read mark).
    const sellerLast = Math.max(...sent.slice(6, 9).map((s) => s.seq));
    const buyerSeqs = new Set([...sent.slice(0, 6), ...twice].map((s) => s.seq));
    const unreadNow = [...buyerSeqs].filter((seq) => seq > sellerLast).length;
    await expect.poll(() => (reader.collection('unseenCounts').fetch() as unknown as { messages: number }[])[0]?.messages).toBe(before + unreadNow);
  });

  it('refuses a client id already used in another conversation, and a send to a user who blocked the sender, without failing the sends beside them', async () => {
    const buyer = await loggedIn('customer');
    const buyer2 = await loggedIn('customer');
    const buyer3 = await loggedIn('customer');
    const plus = await loggedIn('plus');
    const { conversationId: withSeller } = (await buyer.call('openConversation', { userId: demo('seller').userId })) as { conversationId: string };
    const { conversationId: withPlus } = (await buyer.call('openConversation', { userId: demo('plus').userId })) as { conversationId: string };
    const { conversationId: withBulk } = (await buyer.call('openConversation', { userId: demo('bulk-seller').userId })) as { conversationId: string };
    const tag = `${process.pid}-${Date.now()}`;
    await buyer.call('sendMessage', { conversationId: withSeller, body: 'first', clientId: `r-${tag}` });
    await plus.call('blockUser', { userId: demo('customer').userId, blocked: true });
    const [reused, toBlocker, fine] = await Promise.all([
      callError(buyer, 'sendMessage', { conversationId: withBulk, body: 'again', clientId: `r-${tag}` }),
      callError(buyer2, 'sendMessage', { conversationId: withPlus, body: 'hello?', clientId: `x-${tag}` }),
      buyer3.call('sendMessage', { conversationId: withSeller, body: 'fine', clientId: `f-${tag}` }) as Promise<Sent>,
    ]);
    expect(reused.details?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(toBlocker.details?.code).toBe('USER_BLOCKED');
    expect(fine.seq).toBeGreaterThan(0);
    await plus.call('blockUser', { userId: demo('customer').userId, blocked: false });
  });
});
