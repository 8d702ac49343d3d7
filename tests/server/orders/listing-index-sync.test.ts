import { and, eq, gte } from 'drizzle-orm';
import type SimpleDDP from 'simpleddp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, listings } from '../../../adapters/server/persistence/schema.ts';
import { connectClient } from '../accounts/ddp-client.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

interface Hit {
  readonly _id: string;
  readonly quantity: number;
}

let server: TestServer;
let buyer: SimpleDDP;

/** What a visitor's search shows for one listing (searched by its own title). */
async function searched(listing: { id: string; gameType: string; productType: string; title: string }): Promise<Hit | undefined> {
  const { body } = await call(server, `/api/products/search/${listing.gameType}/${listing.productType}`, { body: { listingQuery: { query: listing.title } } });
  return (body as { hits: Hit[] }).hits.find((h) => h._id === listing.id);
}

beforeAll(async () => {
  server = await startTestServer();
  const account = server.demoAccounts.find((a) => a.email.startsWith('customer@'));
  if (account === undefined) throw new Error('no demo customer');
  buyer = await connectClient(server.url);
  await buyer.call('login', { user: { email: account.email }, password: account.password });
}, 120_000);

afterAll(async () => {
  buyer.disconnect();
  await server.stop();
});

describe(`the listing search follows stock taken and given back by orders, on ${DATABASE_KIND}`, () => {
  it('shows the stock an order took, and the stock a cancellation gave back, in the next search', async () => {
    const { db } = server.database;
    const visible = (await db.select().from(games).where(eq(games.hidden, false))).map((g) => g.value);
    const candidates = await db
      .select()
      .from(listings)
      .where(and(eq(listings.state, 'AVAILABLE'), eq(listings.purchaseBehavior, 'DEFAULT'), gte(listings.quantity, 3), eq(listings.minQuantity, 1), eq(listings.incrementalQuantity, false)));
    const listing = candidates.find((l) => visible.includes(l.gameType) && l.priceMinor < 5_000 && l.sellerId !== 'customer');
    if (listing === undefined) throw new Error('the demo data has no cheap listing with stock');
    expect((await searched(listing))?.quantity).toBe(listing.quantity);

    const placed = (await buyer.call('placeOrder', {
      lines: [{ productId: listing.id, quantity: 2 }],
      currency: 'USD',
      paymentMethod: 'CREDITS',
      idempotencyKey: `index-sync-${Date.now()}`,
    })) as { orderIds: string[] };
    expect((await searched(listing))?.quantity).toBe(listing.quantity - 2);

    await buyer.call('cancelOrder', { orderId: placed.orderIds[0], idempotencyKey: `index-sync-cancel-${Date.now()}` });
    expect((await searched(listing))?.quantity).toBe(listing.quantity);
  });
});
