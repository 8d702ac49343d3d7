import type SimpleDDP from 'simpleddp';
import { afterEach, describe, expect, it } from 'vitest';
import { connectClient } from '../accounts/ddp-client.ts';
import { localRedisUrl } from '../support/local-services.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const REDIS_URL = await localRedisUrl();
const FANOUTS = [{ name: 'LISTEN/NOTIFY', env: {} }, ...(REDIS_URL === undefined ? [] : [{ name: 'Redis pub/sub', env: { REDIS_URL } }])];

/*
 * Two server processes on one PostgreSQL database, as a deployment runs
 * them: a message sent through one reaches a reader connected to the other,
 * live, through the change feed's fan-out.
 */
describe.runIf(process.env['DATABASE_URL'])('messages across server processes', () => {
  const servers: TestServer[] = [];
  const clients: SimpleDDP[] = [];

  // Each case's pair stops before the next starts: PostgreSQL's connections are shared with the other files running.
  afterEach(async () => {
    for (const c of clients.splice(0)) c.disconnect();
    for (const s of servers.splice(0).reverse()) await s.stop();
  });

  async function loggedIn(server: TestServer, prefix: string): Promise<SimpleDDP> {
    const account = server.demoAccounts.find((a) => a.email.startsWith(`${prefix}@`));
    if (account === undefined) throw new Error(prefix);
    const client = await connectClient(server.url);
    clients.push(client);
    await client.call('login', { user: { email: account.email }, password: account.password });
    return client;
  }

  it.each(FANOUTS)('a message sent through one process is live on the other ($name)', async ({ env }) => {
    const first = await startTestServer(env);
    servers.push(first);
    const second = await startTestServer(env, { sharedWith: first });
    servers.push(second);
    const buyer = await loggedIn(first, 'customer');
    const seller = await loggedIn(second, 'seller');
    const sellerId = first.demoAccounts.find((a) => a.email.startsWith('seller@'))?.userId ?? '';
    const { conversationId } = (await buyer.call('openConversation', { userId: sellerId })) as { conversationId: string };
    await seller.subscribe('messages', { conversationId }).ready();
    await seller.subscribe('unseenCounts').ready();
    const body = `across processes ${Date.now()}`;
    await buyer.call('sendMessage', { conversationId, body, clientId: `xp-${Date.now()}-${Math.random().toString(36).slice(2)}` });
    await expect.poll(() => (seller.collection('messages').fetch() as unknown as { body: string }[]).map((m) => m.body), { timeout: 10_000 }).toContain(body);
    await expect.poll(() => (seller.collection('unseenCounts').fetch() as unknown as { messages: number }[])[0]?.messages ?? 0).toBeGreaterThan(0);
  });
});
