import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type SimpleDDP from 'simpleddp';
import { listings, searchTerms, users } from '../../../adapters/server/persistence/schema.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { callError, connectClient } from './ddp-client.ts';

let server: TestServer;
let listingIds: string[];
let sellerId: string;

async function loggedIn(email: string): Promise<SimpleDDP> {
  const account = server.demoAccounts.find((a) => a.email === email);
  if (account === undefined) throw new Error(email);
  const client = await connectClient(server.url);
  await client.call('login', { user: { email }, password: account.password });
  return client;
}

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.database.db.select().from(listings).where(eq(listings.state, 'AVAILABLE')).limit(5);
  listingIds = rows.map((r) => r.id);
  sellerId = rows[0]?.sellerId ?? '';
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/** Every method that needs a user, with valid params: an anonymous call must get 401. */
const USER_METHODS: readonly [string, () => unknown[]][] = [
  ['getFavorites', () => []],
  ['clearFavoriteProducts', () => []],
  ['clearFavoriteSellers', () => []],
  ['addFavoriteProduct', () => [{ productId: listingIds[0] }]],
  ['removeFavoriteProduct', () => [{ productId: listingIds[0] }]],
  ['addFavoriteSeller', () => [{ sellerId }]],
  ['removeFavoriteSeller', () => [{ sellerId }]],
  ['getSellerLevel', () => [{ progress: true }]],
  ['setUserCountry', () => [{ geo: { country: 'DE', region: null, city: null } }]],
  ['couponByCode', () => [{ code: 'WELCOME10', affiliate: false }]],
  ['setUserBanned', () => [{ userId: sellerId, banned: true }]],
  ['generate2faActivationQrCode', () => []],
  ['enableUser2fa', () => ['123456']],
  ['disableUser2fa', () => ['123456']],
];

/** Methods limited to some roles: a logged-in customer must get 403. */
const ROLE_METHODS: readonly [string, () => unknown[]][] = [
  ['getSellerLevel', () => [{ progress: true }]],
  ['setUserBanned', () => [{ userId: sellerId, banned: true }]],
];

describe(`realtime methods on ${DATABASE_KIND}`, () => {
  it.each(USER_METHODS)('%s refuses an anonymous connection with 401', async (name, params) => {
    const client = await connectClient(server.url);
    expect(await callError(client, name, ...params())).toMatchObject({ error: 401, errorType: 'Meteor.Error' });
    await client.disconnect();
  });

  it.each(ROLE_METHODS)('%s refuses a customer with 403', async (name, params) => {
    const client = await loggedIn('customer@demo.ig-market.test');
    expect(await callError(client, name, ...params())).toMatchObject({ error: 403 });
    await client.disconnect();
    const [target] = await server.database.db.select().from(users).where(eq(users.id, sellerId));
    expect(target?.banned).toBe(false);
  });

  it('favorites: add, read, remove and clear', async () => {
    const client = await loggedIn('customer@demo.ig-market.test');
    await client.call('addFavoriteProduct', { productId: listingIds[0] });
    await client.call('addFavoriteProduct', { productId: listingIds[1] });
    await client.call('addFavoriteSeller', { sellerId });
    expect(await client.call('getFavorites')).toEqual({ favoriteProducts: [listingIds[0], listingIds[1]], favoriteSellers: [sellerId] });
    await client.call('removeFavoriteProduct', { productId: listingIds[0] });
    expect(await client.call('getFavorites')).toMatchObject({ favoriteProducts: [listingIds[1]] });
    await client.call('clearFavoriteProducts');
    await client.call('clearFavoriteSellers');
    expect(await client.call('getFavorites')).toEqual({ favoriteProducts: [], favoriteSellers: [] });
    expect(await callError(client, 'addFavoriteProduct', { productId: 'no-such-listing' })).toMatchObject({ error: 404 });
    await client.disconnect();
  });

  it('checkCartAvailablity reports missing, unavailable and over-quantity lines, for visitors too', async () => {
    const client = await connectClient(server.url);
    const [first] = await server.database.db.select().from(listings).where(eq(listings.id, listingIds[0] ?? ''));
    const max = first?.maxQuantity ?? first?.quantity ?? 1;
    const answer = (await client.call('checkCartAvailablity', {
      products: [
        { _id: listingIds[0], quantity: max + 5 },
        { _id: listingIds[1], quantity: 1 },
        { _id: 'gone-listing', quantity: 1 },
      ],
      visitorId: 'visitor-1',
    })) as { errors: { _id: string; error?: string; maxQuantity?: number }[] };
    expect(answer.errors).toContainEqual({ _id: listingIds[0], maxQuantity: max });
    expect(answer.errors).toContainEqual({ _id: 'gone-listing', error: 'PRODUCT_NOT_FOUND' });
    expect(answer.errors.find((e) => e._id === listingIds[1])).toBeUndefined();
    expect(await callError(client, 'checkCartAvailablity', { products: [{ _id: 'x', quantity: 0 }], visitorId: 'v' })).toMatchObject({
      error: 400,
      details: { field: 'params.0.products.0.quantity' },
    });
    await client.disconnect();
  });

  it('couponByCode returns the coupon, the server message for a bad one, and the affiliate message', async () => {
    const client = await loggedIn('customer@demo.ig-market.test');
    expect(await client.call('couponByCode', { code: 'welcome10', affiliate: false })).toMatchObject({ discountType: 'PERCENT', amount: 10 });
    expect(await client.call('couponByCode', { code: 'SAVE5', affiliate: false })).toMatchObject({ discountType: 'FLAT', amount: 500 });
    expect(await callError(client, 'couponByCode', { code: 'NOPE', affiliate: false })).toMatchObject({ error: 404 });
    expect(await callError(client, 'couponByCode', { code: 'NOPE', affiliate: true })).toMatchObject({ reason: 'Affiliate code is invalid' });
    await client.disconnect();
  });

  it('getSellerLevel answers a seller; setUserCountry stores the country', async () => {
    const seller = await loggedIn('seller@demo.ig-market.test');
    expect(await seller.call('getSellerLevel', { progress: true })).toMatchObject({ level: expect.any(Number), name: expect.any(String), progress: expect.any(Number) });
    expect(await seller.call('setUserCountry', { geo: { country: 'se', region: null, city: 'Stockholm' } })).toEqual({ country: 'SE' });
    await seller.disconnect();
  });

  it('searchTerm records the term', async () => {
    const client = await connectClient(server.url);
    await client.call('searchTerm', { term: '  skins  ', gameType: 'fortnite', productType: 'accounts', resultCount: 7 });
    const rows = await server.database.db.select().from(searchTerms).where(eq(searchTerms.term, 'skins'));
    expect(rows[0]).toMatchObject({ gameType: 'fortnite', productType: 'accounts', resultCount: 7 });
    await client.disconnect();
  });

  it('a moderator bans a user: the ban is pushed to the user live and their session closes', async () => {
    const victim = server.demoAccounts.find((a) => a.email === 'operator@demo.ig-market.test');
    const target = await loggedIn('operator@demo.ig-market.test');
    let closed = false;
    target.on('disconnected', () => {
      closed = true;
    });
    const sub = target.subscribe('loggedInUser');
    await sub.ready();
    const moderator = await loggedIn('moderator@demo.ig-market.test');
    expect(await moderator.call('setUserBanned', { userId: victim?.userId, banned: true })).toEqual({ userId: victim?.userId, banned: true });
    await expect.poll(() => target.collection('users').fetch()[0]?.['banned']).toBe(true);
    await expect.poll(() => closed).toBe(true);
    await moderator.call('setUserBanned', { userId: victim?.userId, banned: false });
    await moderator.disconnect();
  });

  it("reads the caller's roles and ban on every call: a new role works at once, a ban answers 401 on the open connection", async () => {
    const email = 'blogger@demo.ig-market.test';
    const id = server.demoAccounts.find((a) => a.email === email)?.userId ?? '';
    const db = server.database.db;
    const client = await loggedIn(email);
    expect(await callError(client, 'getSellerLevel', { progress: false })).toMatchObject({ error: 403 });
    await db.update(users).set({ roles: ['BLOGGER', 'SELLER'] }).where(eq(users.id, id));
    expect(await client.call('getSellerLevel', { progress: false })).toMatchObject({ level: expect.any(Number), name: expect.any(String) });
    // Written straight to the table, so no change is announced and the session stays open: only the per-call read can refuse.
    await db.update(users).set({ banned: true }).where(eq(users.id, id));
    expect(await callError(client, 'getFavorites')).toMatchObject({ error: 401, reason: 'You must be logged in' });
    await db.update(users).set({ roles: ['BLOGGER'], banned: false }).where(eq(users.id, id));
    await client.disconnect();
  });

  it('answers an unknown method with 404', async () => {
    const client = await connectClient(server.url);
    expect(await callError(client, 'dropAllTables')).toMatchObject({ error: 404 });
    await client.disconnect();
  });
});
