import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, orderDisputes, orders, users } from '../../../adapters/server/persistence/schema.ts';
import { sellerLevelOf } from '../../../domain/index.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Issue 18: a listing row tells a buyer who they buy from and what is
 * guaranteed — the seller's current level (dispute-aware, as on the product
 * page) and, for game accounts, the 7-day warranty of the order rules.
 */
interface Hit {
  _id: string;
  productType: string;
  seller: { _id: string; level: { level: number; name: string } };
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
});
