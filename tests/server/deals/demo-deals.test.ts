import type SimpleDDP from 'simpleddp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient } from '../accounts/ddp-client.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
const clients: SimpleDDP[] = [];

async function loggedIn(prefix: string): Promise<SimpleDDP> {
  const account = server.demoAccounts.find((a) => a.email.startsWith(`${prefix}@`));
  if (account === undefined) throw new Error(prefix);
  const client = await connectClient(server.url);
  clients.push(client);
  await client.call('login', { user: { email: account.email }, password: account.password });
  return client;
}

beforeAll(async () => {
  server = await startTestServer({ DEMO_DEALS: 'true' });
}, 120_000);

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await server?.stop();
});

describe(`the demo's deals (${DATABASE_KIND})`, () => {
  it('the demo seller finds an open request with a locked budget on the board, and the demo customer an open custom offer to accept', async () => {
    const seller = await loggedIn('seller');
    const board = seller.subscribe('requestBoard');
    await board.ready();
    const requests = seller.collection('requestBoard').fetch() as unknown as { id: string; state: string; budgetMinor: number; buyerId: string }[];
    expect(requests).toEqual([expect.objectContaining({ state: 'open', budgetMinor: 15_000 })]);
    const customerId = server.demoAccounts.find((a) => a.email.startsWith('customer@'))?.userId;
    expect(requests[0]?.buyerId).not.toBe(customerId);

    const customer = await loggedIn('customer');
    const sellerId = server.demoAccounts.find((a) => a.email.startsWith('seller@'))?.userId ?? '';
    const { conversationId } = (await customer.call('openConversation', { userId: sellerId })) as { conversationId: string };
    const offers = customer.subscribe('customOffers', { conversationId });
    await offers.ready();
    const open = (customer.collection('customOffers').fetch() as unknown as { state: string; price: { total: { minor: number } } | null }[]).filter((o) => o.state === 'open');
    expect(open).toHaveLength(1);
    expect(open[0]?.price?.total.minor).toBeGreaterThan(3_500);
  });

  it('the demo seller’s control center has sales to show: a report with revenue, top offers and performance figures', async () => {
    const seller = await loggedIn('seller');
    const report = (await seller.call('sellerReport', {})) as { currencies: { currency: string; totalSales: number; totalRevenueMinor: number }[]; topOffers: unknown[] };
    expect(report.currencies).toEqual([expect.objectContaining({ currency: 'USD', totalSales: 7 })]);
    expect(report.currencies[0]?.totalRevenueMinor).toBeGreaterThan(0);
    expect(report.topOffers.length).toBeGreaterThan(0);
    expect(await seller.call('sellerPerformance')).toMatchObject({ orders: 8, deliveredOrders: 7, cancellationRatePercent: 12.5, disputeRatePercent: 0 });
  });

  it('the home page shows the demo buyer’s reviews of the seller’s completed orders', async () => {
    const { status, body } = await call(server, '/api/home/reviews');
    expect(status).toBe(200);
    const reviews = (body as { reviews: { stars: number; comment: string; seller: { slug: string } }[] }).reviews;
    expect(reviews).toHaveLength(6);
    expect(new Set(reviews.map((r) => r.stars))).toEqual(new Set([3, 4, 5]));
    for (const r of reviews) expect(r.comment.length).toBeGreaterThan(0);
  });
});
