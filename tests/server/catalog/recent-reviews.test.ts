import type SimpleDDP from 'simpleddp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, listings, users } from '../../../adapters/server/persistence/schema.ts';
import { connectClient } from '../accounts/ddp-client.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

interface Review {
  orderId: string;
  stars: number;
  comment: string;
  at: string;
  buyer: string;
  seller: { name: string; slug: string };
  gameType: string;
  title: string;
}

let server: TestServer;
let buyer: SimpleDDP;
let seller: SimpleDDP;
let sellerId = '';
let buyerId = '';
let keys = 0;
const key = () => `reviews-${Date.now()}-${(keys += 1)}`;

async function login(prefix: string): Promise<{ client: SimpleDDP; id: string }> {
  const account = server.demoAccounts.find((a) => a.email.startsWith(`${prefix}@`));
  if (account === undefined) throw new Error(prefix);
  const client = await connectClient(server.url);
  const answer = (await client.call('login', { user: { email: account.email }, password: account.password })) as { id: string };
  return { client, id: answer.id };
}

/** Buys one of a new listing of the demo seller's, which the seller delivers and the buyer confirms; answers the order id. */
async function completedOrder(gameType: string, title: string): Promise<string> {
  const id = `rv-${Date.now()}-${(keys += 1)}`;
  await server.database.db.insert(listings).values({ id, sellerId, gameType, productType: 'currency', title, priceMinor: 1_000, quantity: 5, deliveryDuration: '1H' });
  const placed = (await buyer.call('placeOrder', { lines: [{ productId: id, quantity: 1 }], currency: 'USD', paymentMethod: 'CREDITS', idempotencyKey: key() })) as { orderIds: string[] };
  const orderId = placed.orderIds[0] ?? '';
  await seller.call('deliverOrder', { orderId, delivery: { kind: 'text', text: 'sent in game' } });
  await buyer.call('confirmOrder', { orderId, idempotencyKey: key() });
  return orderId;
}

async function recent(): Promise<{ status: number; reviews: Review[]; cache: string | null }> {
  // The answer is kept for a minute: move the server's clock past it.
  await call(server, '/api/test/clock', { body: { advanceMs: 61_000 } });
  const { status, body, headers } = await call(server, '/api/home/reviews');
  return { status, reviews: (body as { reviews: Review[] }).reviews, cache: headers.get('cache-control') };
}

beforeAll(async () => {
  server = await startTestServer();
  const [b, s, admin] = await Promise.all([login('customer'), login('seller'), login('admin')]);
  [buyer, seller, sellerId, buyerId] = [b.client, s.client, s.id, b.id];
  await admin.client.call('grantCredits', { userId: b.id, amount: { minor: 100_000, currency: 'USD' }, reason: 'reviews', idempotencyKey: key() });
  admin.client.disconnect();
}, 120_000);

afterAll(async () => {
  buyer.disconnect();
  seller.disconnect();
  await server.stop();
});

describe(`recent reviews on the home page (${DATABASE_KIND})`, () => {
  it('shows what buyers wrote, newest first, with the buyer masked and the seller linked; stars alone and hidden games stay out', async () => {
    expect((await recent()).reviews).toEqual([]);
    const [hidden] = await server.database.db.select({ value: games.value }).from(games).where(eq(games.hidden, true)).limit(1);
    if (hidden === undefined) throw new Error('the seed has a hidden game');
    const first = await completedOrder('fortnite', 'Review one: 1,000 V-Bucks');
    const silent = await completedOrder('fortnite', 'Review two: stars only');
    const secret = await completedOrder(hidden.value, 'Review three: hidden game');
    const last = await completedOrder('valorant', 'Review four: 475 VP');
    await buyer.call('rateOrder', { orderId: first, stars: 5, comment: 'Fast and friendly.' });
    await buyer.call('rateOrder', { orderId: silent, stars: 2 });
    await buyer.call('rateOrder', { orderId: secret, stars: 5, comment: 'Hidden game review' });
    await call(server, '/api/test/clock', { body: { advanceMs: 1_000 } });
    await buyer.call('rateOrder', { orderId: last, stars: 3, comment: 'Slower than listed, but it arrived.' });

    const { status, reviews, cache } = await recent();
    expect(status).toBe(200);
    expect(cache).toContain('public');
    expect(reviews.map((r) => r.orderId)).toEqual([last, first]);
    const [sellerRow] = await server.database.db.select({ username: users.username, slug: users.slug }).from(users).where(eq(users.id, sellerId));
    const [buyerRow] = await server.database.db.select({ username: users.username }).from(users).where(eq(users.id, buyerId));
    const name = [...(buyerRow?.username ?? '')];
    expect(reviews[0]).toMatchObject({ stars: 3, comment: 'Slower than listed, but it arrived.', gameType: 'valorant', title: 'Review four: 475 VP', seller: { name: sellerRow?.username, slug: sellerRow?.slug } });
    for (const r of reviews) {
      // The first and last letters only: the buyer's username is never sent.
      expect(r.buyer).toBe(`${name[0]}•••${name[name.length - 1]}`);
      expect(Number.isNaN(Date.parse(r.at))).toBe(false);
    }
  });

  it('leaves out the reviews of a banned seller', async () => {
    await server.database.db.update(users).set({ banned: true }).where(eq(users.id, sellerId));
    try {
      expect((await recent()).reviews).toEqual([]);
    } finally {
      await server.database.db.update(users).set({ banned: false }).where(eq(users.id, sellerId));
    }
  });
});
