import type SimpleDDP from 'simpleddp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LISTINGS, postgresTemplate } from '../support/seeded-template.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { connectDdp, onNewConnection, startCluster, type ClusterServer } from './cluster-support.ts';

const ADMIN_URL = process.env['DATABASE_URL'];
const PASSWORD_OF = new Map<string, string>();

/*
 * `npm start`'s server in cluster mode: a primary and two workers on one
 * PostgreSQL database, one port. Connections are spread over both workers; a
 * WebSocket stays on the worker that accepted it, and what one worker writes
 * reaches a DDP subscriber and the search index of the other.
 */
describe.runIf(ADMIN_URL)('the server in cluster mode (two workers on PostgreSQL)', () => {
  let database: TestDatabase;
  let server: ClusterServer;
  const clients: SimpleDDP[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({ template: await postgresTemplate(ADMIN_URL ?? '', DEFAULT_LISTINGS) });
    server = await startCluster(
      // NODE_ENV=test makes the workers name themselves in a header; production answers do not.
      { DATABASE_URL: database.url ?? '', NODE_ENV: 'test', SERVER_PROCESSES: '2', DEMO_DEALS: 'false', RATE_LIMIT_PER_MINUTE: '0', DDP_RATE_LIMIT_SCALE: '0' },
      /2 server processes listening/,
    );
    // The seeded template's demo accounts: their passwords are deterministic, printed by the first worker.
    for (const match of server.output().matchAll(/^\s+(\S+@demo\.ig-market\.test)\s+(\S+)/gm)) PASSWORD_OF.set(match[1] ?? '', match[2] ?? '');
  }, 240_000);

  afterAll(async () => {
    for (const c of clients) c.disconnect();
    if (server !== undefined && server.child.exitCode === null) await server.stop();
    await database?.drop();
  });

  async function onWorker(worker: string | undefined, email: string): Promise<{ client: SimpleDDP; worker: string; userId: string }> {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const connected = await connectDdp(server.url);
      clients.push(connected.client);
      if (worker === undefined || connected.worker === worker) {
        const { id } = (await connected.client.call('login', { user: { email }, password: PASSWORD_OF.get(email) })) as { id: string };
        return { ...connected, userId: id };
      }
      connected.client.disconnect();
    }
    throw new Error(`no connection landed on worker ${worker ?? '?'}`);
  }

  it('answers requests from both workers on one port', async () => {
    const workers = new Set<string>();
    for (let i = 0; i < 8; i += 1) {
      const answer = await onNewConnection(`${server.url}/api/health`);
      expect(answer.status).toBe(200);
      workers.add(answer.worker);
    }
    expect([...workers].sort()).toEqual(['1', '2']);
  });

  it('delivers a message sent through one worker live to a subscriber connected to the other', async () => {
    const seller = await onWorker(undefined, 'seller@demo.ig-market.test');
    const buyer = await onWorker(seller.worker === '1' ? '2' : '1', 'customer@demo.ig-market.test');
    expect(buyer.worker).not.toBe(seller.worker);
    const { conversationId } = (await buyer.client.call('openConversation', { userId: seller.userId })) as { conversationId: string };
    await seller.client.subscribe('messages', { conversationId }).ready();
    const body = `across workers ${Date.now()}`;
    await buyer.client.call('sendMessage', { conversationId, body, clientId: `cw-${Date.now()}` });
    await expect.poll(() => (seller.client.collection('messages').fetch() as unknown as { body: string }[]).map((m) => m.body), { timeout: 10_000 }).toContain(body);
  });

  it('an offer renamed through one worker is found under its new name by the search of every worker', async () => {
    const seller = await onWorker(undefined, 'seller@demo.ig-market.test');
    const { offers } = (await seller.client.call('myOffers', { state: 'active', limit: 1 })) as { offers: (Record<string, unknown> & { id: string; gameType: string; productType: string })[] };
    const offer = offers[0];
    if (offer === undefined) throw new Error('the demo seller has no active offer');
    const { id, state: _state, staffReason: _reason, createdAt: _created, updatedAt: _updated, ...input } = offer;
    const marker = `Vellicorn${process.pid}`;
    await seller.client.call('updateOffer', { offerId: id, offer: { ...input, title: `${marker} renamed` } });
    const search = `${server.url}/api/products/search/${offer.gameType}/${offer.productType}?disableIsr=true`;
    const foundBy = new Set<string>();
    await expect
      .poll(
        async () => {
          const answer = await onNewConnection(search, { listingQuery: { searchText: marker } });
          if (answer.status === 200 && answer.body.includes(id)) foundBy.add(answer.worker);
          return [...foundBy].sort();
        },
        { timeout: 15_000, interval: 50 },
      )
      .toEqual(['1', '2']);
  });

  it('replaces a worker that crashed, and serves from the new one', async () => {
    const pids = /2 server processes listening: (\d+), (\d+)/.exec(server.output());
    process.kill(Number(pids?.[2]), 'SIGKILL');
    await expect.poll(() => server.output(), { timeout: 120_000, interval: 500 }).toMatch(/\(worker 3\) listening/);
    const workers = new Set<string>();
    for (let i = 0; i < 8; i += 1) workers.add((await onNewConnection(`${server.url}/api/health`)).worker);
    expect([...workers].sort()).toEqual(['1', '3']);
  }, 150_000);

  it('drains both workers and exits 0 on SIGTERM', async () => {
    expect(await server.stop()).toBe(0);
    expect(server.output()).toMatch(/SIGTERM: draining 2 server processes/);
  });
});
