import { and, count, eq, gte } from 'drizzle-orm';
import type SimpleDDP from 'simpleddp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, orderDisputes, orders, users } from '../../../adapters/server/persistence/schema.ts';
import { sellerLevelOf } from '../../../domain/index.ts';
import { CATALOG } from '../../../composition-root/server/catalog.module.ts';
import { demoParty } from '../support/demo-login.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Issue 18: a listing row tells a buyer who they buy from and what is
 * guaranteed — the seller's current level (dispute-aware, as on the product
 * page), whether they are online, how fast they deliver, and for game
 * accounts the 7-day warranty of the order rules.
 */
interface Hit {
  _id: string;
  productType: string;
  seller: { _id: string; level: { level: number; name: string }; online: boolean; medianDeliveryMinutes: number | null };
  warrantyDays: number | null;
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

async function hits(game: string, type: string): Promise<Hit[]> {
  const { status, body } = await call(server, `/api/products/search/${game}/${type}?disableIsr=true`, { body: {} });
  expect(status).toBe(200);
  return (body as { hits: Hit[] }).hits;
}

describe(`listing rows' trust signals on ${DATABASE_KIND}`, () => {
  it("shows each seller's current level, read from their sales and disputes at search time", async () => {
    const [first] = await hits('league-of-legends', 'accounts');
    if (first === undefined) throw new Error('the demo data needs League of Legends accounts');
    const { db } = server.database;
    // A seller who just passed 250 sales: the next search shows the level, no reindexing needed.
    await db.update(users).set({ completedSales: 250 }).where(eq(users.id, first.seller._id));
    const [disputed] = await db.select({ n: count() }).from(orderDisputes).innerJoin(orders, eq(orders.id, orderDisputes.orderId)).where(eq(orders.sellerId, first.seller._id));
    const expected = sellerLevelOf({ completedSales: 250, disputes: disputed?.n ?? 0 });
    const again = (await hits('league-of-legends', 'accounts')).filter((h) => h.seller._id === first.seller._id);
    expect(again.length).toBeGreaterThan(0);
    for (const hit of again) expect(hit.seller.level).toEqual({ level: expected.level, name: expected.name });
    expect(expected.level).toBeGreaterThan(1);
  });

  it('promises the 7-day warranty on game accounts and none on other goods', async () => {
    const accounts = await hits('league-of-legends', 'accounts');
    expect(accounts.length).toBeGreaterThan(0);
    expect(accounts.every((h) => h.warrantyDays === 7)).toBe(true);
    const [items] = await server.database.db
      .select({ game: listings.gameType })
      .from(listings)
      .where(and(eq(listings.productType, 'items'), eq(listings.state, 'AVAILABLE')))
      .limit(1);
    const goods = await hits(items?.game ?? 'none', 'items');
    expect(goods.length).toBeGreaterThan(0);
    expect(goods.every((h) => h.warrantyDays === null)).toBe(true);
  });

  it('shows whether the seller is online now and the median time their delivered orders took, and counts their disputes', async () => {
    const { db } = server.database;
    const seller = await demoParty(server, 'seller');
    const buyer = await demoParty(server, 'customer');
    const admin = await demoParty(server, 'admin');
    const [offer] = await db
      .select({ id: listings.id, gameType: listings.gameType, productType: listings.productType })
      .from(listings)
      .where(and(eq(listings.sellerId, seller.id), eq(listings.state, 'AVAILABLE'), eq(listings.purchaseBehavior, 'DEFAULT'), gte(listings.quantity, 3)))
      .limit(1);
    if (offer === undefined) throw new Error('the demo seller needs an offer with stock');
    const ofSeller = async () => (await hits(offer.gameType, offer.productType)).find((h) => h.seller._id === seller.id);
    expect((await ofSeller())?.seller).toMatchObject({ online: true, medianDeliveryMinutes: null });

    await admin.client.call('grantCredits', { userId: buyer.id, amount: { minor: 500_000, currency: 'USD' }, reason: 'trust signals', idempotencyKey: `trust-${Date.now()}` });
    // Two orders delivered 20 and 40 minutes after payment: the median is 30.
    const delivered: string[] = [];
    for (const [n, minutes] of [[1, 20], [2, 40]] as const) {
      const placed = (await buyer.client.call('placeOrder', { lines: [{ productId: offer.id, quantity: 1 }], currency: 'USD', paymentMethod: 'CREDITS', idempotencyKey: `trust-order-${n}-${Date.now()}` })) as { orderIds: string[] };
      await call(server, '/api/test/clock', { body: { advanceMs: minutes * 60_000 } });
      await seller.client.call('deliverOrder', { orderId: placed.orderIds[0], delivery: { kind: 'text', text: 'Sent in game' } });
      delivered.push(placed.orderIds[0] ?? '');
    }
    expect((await ofSeller())?.seller.medianDeliveryMinutes).toBe(30);
    // The seller's disputes count towards the level they are shown with (the same read serves cards and the product page).
    const reader = server.container.get(CATALOG.ProductReader);
    expect((await reader.sellersByIds([seller.id]))[0]?.disputes).toBe(0);
    await buyer.client.call('openDispute', { orderId: delivered[1], reason: 'not_delivered', message: 'Nothing arrived' });
    expect((await reader.sellersByIds([seller.id]))[0]?.disputes).toBe(1);

    await disconnect(seller.client);
    await expect.poll(async () => (await ofSeller())?.seller.online).toBe(false);
    buyer.client.disconnect();
    admin.client.disconnect();
  });
});

async function disconnect(client: SimpleDDP): Promise<void> {
  client.disconnect();
  await new Promise((resolve) => setTimeout(resolve, 50));
}
