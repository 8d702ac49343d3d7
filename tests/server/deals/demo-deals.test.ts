import type SimpleDDP from 'simpleddp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient } from '../accounts/ddp-client.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

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
    expect(report.currencies).toEqual([expect.objectContaining({ currency: 'USD', totalSales: 5 })]);
    expect(report.currencies[0]?.totalRevenueMinor).toBeGreaterThan(0);
    expect(report.topOffers.length).toBeGreaterThan(0);
    expect(await seller.call('sellerPerformance')).toMatchObject({ orders: 6, deliveredOrders: 5, cancellationRatePercent: 16.7, disputeRatePercent: 0 });
  });
});
