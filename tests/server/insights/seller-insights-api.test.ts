import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, users } from '../../../adapters/server/persistence/schema.ts';
import { callError, connectClient } from '../accounts/ddp-client.ts';
import { demoParty, type DemoParty } from '../support/demo-login.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * The seller's control center over DDP: orders bought, delivered, cancelled,
 * delivered late and disputed through the real lifecycle with a moved clock,
 * a conversation answered, then the report, the performance figures, the
 * level and the public trust signals read back.
 */

let server: TestServer;
let buyer: DemoParty;
let seller: DemoParty;
let admin: DemoParty;
let keys = 0;
const key = () => `insights-${Date.now()}-${(keys += 1)}`;
const HOUR = 3_600_000;
const advance = (minutes: number) => call(server, '/api/test/clock', { body: { advanceMs: minutes * 60_000 } });

/** A 1-hour-delivery listing of the demo seller's at `priceMinor`, bought once by the demo buyer; answers the order id. */
async function buy(title: string, priceMinor: number): Promise<string> {
  const id = `ins-${Date.now()}-${(keys += 1)}`;
  await server.database.db.insert(listings).values({ id, sellerId: seller.id, gameType: 'fortnite', productType: 'items', title, priceMinor, quantity: 5, deliveryDuration: '1H' });
  const placed = (await buyer.client.call('placeOrder', { lines: [{ productId: id, quantity: 1 }], currency: 'USD', paymentMethod: 'CREDITS', idempotencyKey: key() })) as { orderIds: string[] };
  return placed.orderIds[0] ?? '';
}

const deliver = (orderId: string) => seller.client.call('deliverOrder', { orderId, delivery: { kind: 'text', text: 'Sent in game' } });

beforeAll(async () => {
  server = await startTestServer();
  [buyer, seller, admin] = await Promise.all([demoParty(server, 'customer'), demoParty(server, 'seller'), demoParty(server, 'admin')]);
  await admin.client.call('grantCredits', { userId: buyer.id, amount: { minor: 100_000, currency: 'USD' }, reason: 'insights', idempotencyKey: key() });
}, 120_000);

afterAll(async () => {
  for (const p of [buyer, seller, admin]) p.client.disconnect();
  await server.stop();
});

describe(`the seller control center over DDP (${DATABASE_KIND})`, () => {
  it('refuses visitors and buyers, and names a bad window', async () => {
    const visitor = await connectClient(server.url);
    expect(await callError(visitor, 'sellerReport', {})).toMatchObject({ error: 401 });
    expect(await callError(buyer.client, 'sellerReport', {})).toMatchObject({ error: 403 });
    expect(await callError(buyer.client, 'sellerPerformance')).toMatchObject({ error: 403 });
    for (const days of [0, 91, 1.5, 'x']) expect(await callError(seller.client, 'sellerReport', { days })).toMatchObject({ error: 400 });
    expect(await callError(visitor, 'sellerTrustSignals', { slug: '' })).toMatchObject({ error: 400 });
    expect(await callError(visitor, 'sellerTrustSignals', { slug: 'nobody-by-this-name' })).toMatchObject({ error: 404 });
    visitor.disconnect();
  });

  it('a seller without orders in the window sees 30 empty days and no figures rather than zeros', async () => {
    const report = (await seller.client.call('sellerReport', {})) as { days: string[]; currencies: unknown[]; topOffers: unknown[] };
    expect(report.days).toHaveLength(30);
    expect(report.currencies).toEqual([]);
    expect(report.topOffers).toEqual([]);
    expect(await seller.client.call('sellerPerformance')).toMatchObject({ windowDays: 30, orders: 0, medianDeliveryMs: null, disputeRatePercent: null, lateRatePercent: null });
  });

  it('sales, fees, top offers, medians and rates follow what happened to the orders; the profile shows the same figures', async () => {
    const quick = await buy('Quick gold', 1_000);
    const slow = await buy('Slow gold', 3_000);
    const cancelled = await buy('Cancelled gold', 500);
    const disputed = await buy('Disputed gold', 2_000);
    await buyer.client.call('cancelOrder', { orderId: cancelled, idempotencyKey: key() });
    // A question in chat, answered 6 minutes later.
    const { conversationId } = (await buyer.client.call('openConversation', { userId: seller.id })) as { conversationId: string };
    await buyer.client.call('sendMessage', { conversationId, body: 'Is the gold in stock?', clientId: key() });
    await advance(6);
    await seller.client.call('sendMessage', { conversationId, body: 'Yes, sending now', clientId: key() });
    await advance(14);
    await deliver(quick); // 20 minutes after payment
    await advance(20);
    await deliver(disputed); // 40 minutes
    await buyer.client.call('openDispute', { orderId: disputed, reason: 'not_delivered', message: 'Nothing arrived' });
    await buyer.client.call('confirmOrder', { orderId: quick, idempotencyKey: key() });
    await advance(80);
    await deliver(slow); // 2 hours: past the 1 hour promise and its 30 minutes of grace
    await buyer.client.call('confirmOrder', { orderId: slow, idempotencyKey: key() });

    const report = (await seller.client.call('sellerReport', { days: 7 })) as {
      days: string[];
      currencies: { currency: string; sales: number[]; revenueMinor: number[]; totalSales: number; totalRevenueMinor: number; serviceFeeMinor: number; penaltyMinor: number }[];
      topOffers: { title: string; sales: number; revenueMinor: number }[];
    };
    expect(report.days).toHaveLength(7);
    const [usd] = report.currencies;
    expect(report.currencies).toHaveLength(1);
    expect(usd).toMatchObject({ currency: 'USD', totalSales: 3, totalRevenueMinor: 6_000, penaltyMinor: 0 });
    expect(usd?.serviceFeeMinor).toBeGreaterThan(0);
    expect(usd?.sales.reduce((a, b) => a + b, 0)).toBe(3);
    expect(report.topOffers.map((o) => o.title)).toEqual(['Slow gold', 'Disputed gold', 'Quick gold']);

    const performance = (await seller.client.call('sellerPerformance')) as { medianDeliveryMs: number; medianFirstResponseMs: number };
    // The test clock moves by offsets on top of real time, so the calls themselves add a few seconds.
    const about = (minutes: number) => expect.toSatisfy((ms: number) => ms >= minutes * 60_000 && ms < minutes * 60_000 + 30_000);
    expect(performance).toEqual({
      windowDays: 30,
      orders: 4,
      deliveredOrders: 3,
      medianDeliveryMs: about(40),
      answeredConversations: 1,
      medianFirstResponseMs: about(6),
      disputeRatePercent: 25,
      cancellationRatePercent: 25,
      lateRatePercent: 25,
    });

    const level = (await seller.client.call('getSellerLevel', { progress: true })) as { completedSales: number; disputes: number; level: number; levels: { settleHoldMs: number }[] };
    expect(level.disputes).toBe(1);
    expect(level.levels.map((l) => l.settleHoldMs / HOUR)).toEqual([24, 24, 12, 6, 2]);
    const [row] = await server.database.db.select({ slug: users.slug, completedSales: users.completedSales }).from(users).where(eq(users.id, seller.id));
    expect(level.completedSales).toBe(row?.completedSales);

    const visitor = await connectClient(server.url);
    const trust = await visitor.call('sellerTrustSignals', { slug: row?.slug ?? '' });
    expect(trust).toEqual({ ...performance, level: level.level, levelName: expect.any(String) });
    const [buyerRow] = await server.database.db.select({ slug: users.slug }).from(users).where(eq(users.id, buyer.id));
    expect(await callError(visitor, 'sellerTrustSignals', { slug: buyerRow?.slug ?? '' })).toMatchObject({ error: 404 });
    visitor.disconnect();
  });
});
