import { and, eq, gte } from 'drizzle-orm';
import type SimpleDDP from 'simpleddp';
import { afterEach, describe, expect, it } from 'vitest';
import { listings } from '../../../adapters/server/persistence/schema.ts';
import { connectClient } from '../accounts/ddp-client.ts';
import { localRedisUrl } from '../support/local-services.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

const REDIS_URL = await localRedisUrl();
const FANOUTS = [{ name: 'LISTEN/NOTIFY', env: {} }, ...(REDIS_URL === undefined ? [] : [{ name: 'Redis pub/sub', env: { REDIS_URL } }])];

/*
 * Two server processes on one PostgreSQL database: a seller logged in on
 * one is shown online (the dot on their listing rows) by the other, and
 * offline there once they leave.
 */
describe.runIf(process.env['DATABASE_URL'])('who is online, across server processes', () => {
  const servers: TestServer[] = [];
  const clients: SimpleDDP[] = [];

  // Each case's pair stops before the next starts: PostgreSQL's connections are shared with the other files running.
  afterEach(async () => {
    for (const c of clients.splice(0)) c.disconnect();
    for (const s of servers.splice(0).reverse()) await s.stop();
  });

  it.each(FANOUTS)('a seller logged in on one process is online on the listing rows the other serves ($name)', async ({ env }) => {
    const first = await startTestServer(env);
    servers.push(first);
    const second = await startTestServer(env, { sharedWith: first });
    servers.push(second);
    const account = second.demoAccounts.find((a) => a.email.startsWith('seller@'));
    if (account === undefined) throw new Error('the demo data needs a seller');
    const [offer] = await first.database.db
      .select({ gameType: listings.gameType, productType: listings.productType })
      .from(listings)
      .where(and(eq(listings.sellerId, account.userId), eq(listings.state, 'AVAILABLE'), gte(listings.quantity, 1)))
      .limit(1);
    if (offer === undefined) throw new Error('the demo seller needs an offer');
    const onlineOnFirst = async () => {
      const { body } = await call(first, `/api/products/search/${offer.gameType}/${offer.productType}?disableIsr=true`, { body: {} });
      return (body as { hits: { seller: { _id: string; online: boolean } }[] }).hits.find((h) => h.seller._id === account.userId)?.seller.online;
    };
    expect(await onlineOnFirst()).toBe(false);

    const seller = await connectClient(second.url);
    clients.push(seller);
    await seller.call('login', { user: { email: account.email }, password: account.password });
    await expect.poll(onlineOnFirst, { timeout: 10_000 }).toBe(true);

    seller.disconnect();
    await expect.poll(onlineOnFirst, { timeout: 10_000 }).toBe(false);
  });
});
