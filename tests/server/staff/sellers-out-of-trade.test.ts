import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../../adapters/server/persistence/schema.ts';
import { CATALOG } from '../../../composition-root/server/catalog.module.ts';
import { callError } from '../accounts/ddp-client.ts';
import { demoParty, type DemoParty } from '../support/demo-login.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let admin: DemoParty;
let buyer: DemoParty;
let keys = 0;

beforeAll(async () => {
  server = await startTestServer({ DEMO_LISTINGS: '20' });
  [admin, buyer] = await Promise.all([demoParty(server, 'admin'), demoParty(server, 'customer')]);
}, 180_000);

afterAll(async () => {
  for (const party of [admin, buyer]) party?.client.disconnect();
  await server?.stop();
});

const idOf = (prefix: string) => server.demoAccounts.find((a) => a.email.startsWith(`${prefix}@`))?.userId ?? '';

/** A fresh fortnite account listing of `sellerId`'s, with a title only it has, announced to the search index as the offers context would. */
async function listingOf(sellerId: string): Promise<{ id: string; title: string }> {
  keys += 1;
  const id = `oot-${Date.now()}-${keys}`;
  const title = `Quartzwing glider ${keys} ${Date.now()}`;
  await server.database.db.insert(listings).values({ id, sellerId, gameType: 'fortnite', productType: 'accounts', title, priceMinor: 250, quantity: 5, deliveryDuration: '1H' });
  await server.container.get(CATALOG.SyncListingIndex).changed([id]);
  return { id, title };
}

/** Whether a visitor's search for the listing's own title finds it. */
async function listed(listing: { id: string; title: string }): Promise<boolean> {
  const { body } = await call(server, '/api/products/search/fortnite/accounts', { body: { listingQuery: { query: listing.title } } });
  if (!Array.isArray((body as { hits?: unknown }).hits)) throw new Error(JSON.stringify(body));
  return (body as { hits: { _id: string }[] }).hits.some((h) => h._id === listing.id);
}

const place = (productId: string) =>
  callError(buyer.client, 'placeOrder', { lines: [{ productId, quantity: 1 }], currency: 'USD', paymentMethod: 'CREDITS', idempotencyKey: `oot-${Date.now()}-${(keys += 1)}` });

describe(`a banned or removed seller's offers leave the market (${DATABASE_KIND})`, () => {
  it('takes a banned seller\'s offers out of search, the cart check and checkout, and brings them back on unban', async () => {
    const sellerId = idOf('seller');
    const listing = await listingOf(sellerId);
    expect(await listed(listing)).toBe(true);

    await admin.client.call('setUserBanned', { userId: sellerId, banned: true, reason: 'Scam reports' });
    await expect.poll(() => listed(listing)).toBe(false);
    expect(await buyer.client.call('checkCartAvailablity', { products: [{ _id: listing.id, quantity: 1 }] })).toEqual({ errors: [{ _id: listing.id, error: 'PRODUCT_NOT_AVAILABLE' }] });
    expect(await place(listing.id)).toMatchObject({ error: 409 });

    await admin.client.call('setUserBanned', { userId: sellerId, banned: false, reason: 'Appeal upheld' });
    await expect.poll(() => listed(listing)).toBe(true);
    expect(await buyer.client.call('checkCartAvailablity', { products: [{ _id: listing.id, quantity: 1 }] })).toEqual({ errors: [] });
  });

  it('takes a removed account\'s offers out of search and checkout for good', async () => {
    const userId = idOf('verify');
    const listing = await listingOf(userId);
    expect(await listed(listing)).toBe(true);

    expect(await admin.client.call('removeUser', { userId, reason: 'Asked by e-mail to close the account' })).toEqual({ userId, removed: true });
    await expect.poll(() => listed(listing)).toBe(false);
    expect(await place(listing.id)).toMatchObject({ error: 409 });
  });
});
