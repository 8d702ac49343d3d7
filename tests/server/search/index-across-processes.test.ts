import type SimpleDDP from 'simpleddp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient } from '../accounts/ddp-client.ts';
import { findSmartTagScope, offerDraft, type SmartTagScope } from '../support/offer-scope.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * Two server processes on one PostgreSQL database, each with its own embedded
 * search index: a seller's offer written through one is found, paused, priced
 * and deleted in the other's search, through the change feed. Without it the
 * other workers of a cluster would serve a stale listing.
 */
describe.runIf(process.env['DATABASE_URL'])('the listing index across server processes', () => {
  let writer: TestServer;
  let reader: TestServer;
  let seller: SimpleDDP;
  let scope: SmartTagScope;
  const marker = `Quorravent${process.pid}`;

  beforeAll(async () => {
    writer = await startTestServer();
    reader = await startTestServer({}, { sharedWith: writer });
    scope = await findSmartTagScope(writer);
    const account = writer.demoAccounts.find((a) => a.email === 'seller@demo.ig-market.test');
    if (account === undefined) throw new Error('no demo seller');
    seller = await connectClient(writer.url);
    await seller.call('login', { user: { email: account.email }, password: account.password });
  }, 180_000);

  afterAll(async () => {
    await seller?.disconnect();
    await reader?.stop();
    await writer?.stop();
  });

  async function searchOn(server: TestServer): Promise<{ _id: string; price: number }[]> {
    const res = await call(server, `/api/products/search/${scope.gameType}/${scope.productType}?disableIsr=true`, { body: { listingQuery: { searchText: marker } } });
    expect(res.status).toBe(200);
    return (res.body as { hits: { _id: string; price: number }[] }).hits;
  }

  it('an offer created, repriced, paused and deleted through one process is seen so in the other process\'s search', async () => {
    const offer = offerDraft(scope, { title: `${marker} cross-process bundle`, description: 'Across workers' });
    const created = (await seller.call('createOffer', { offer })) as { id: string };
    const idsOn = async (server: TestServer) => (await searchOn(server)).map((h) => h._id);
    expect(await idsOn(writer)).toEqual([created.id]);
    await expect.poll(() => idsOn(reader), { timeout: 10_000 }).toEqual([created.id]);

    await seller.call('editOfferPriceStock', { offerId: created.id, priceMinor: 990 });
    await expect.poll(async () => (await searchOn(reader))[0]?.price, { timeout: 10_000 }).toBe(990);

    await seller.call('changeOffersState', { offerIds: [created.id], action: 'pause' });
    await expect.poll(() => idsOn(reader), { timeout: 10_000 }).toEqual([]);
    await seller.call('changeOffersState', { offerIds: [created.id], action: 'resume' });
    await expect.poll(() => idsOn(reader), { timeout: 10_000 }).toEqual([created.id]);

    await seller.call('changeOffersState', { offerIds: [created.id], action: 'delete' });
    await expect.poll(() => idsOn(reader), { timeout: 10_000 }).toEqual([]);
    expect(await idsOn(writer)).toEqual([]);
  });
});
