import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../adapters/server/persistence/schema.ts';
import type SimpleDDP from 'simpleddp';
import { callError, connectClient } from '../accounts/ddp-client.ts';
import { findSmartTagScope, offerDraft, type SmartTagScope } from '../support/offer-scope.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
const clients: SimpleDDP[] = [];

async function loggedIn(email: string): Promise<SimpleDDP> {
  const account = server.demoAccounts.find((a) => a.email === email);
  if (account === undefined) throw new Error(`no demo account ${email}`);
  const client = await connectClient(server.url);
  clients.push(client);
  await client.call('login', { user: { email }, password: account.password });
  return client;
}

const SELLER = 'seller@demo.ig-market.test';
const BULK = 'bulk-seller@demo.ig-market.test';
const CUSTOMER = 'customer@demo.ig-market.test';

/** A game with a product type that has at least one smart-tag filter, and an offer of it that fits the catalog. */
let scope: SmartTagScope;
const marker = `Zephyrquill${process.pid}`;

function offer(overrides: Record<string, unknown> = {}) {
  return offerDraft(scope, { title: `${marker} starter bundle`, ...overrides });
}

/** What a visitor's search of the public listing finds for `text`. */
async function publicSearch(text: string): Promise<{ _id: string; price: number; title: string }[]> {
  const res = await call(server, `/api/products/search/${scope.gameType}/${scope.productType}?disableIsr=true`, { body: { listingQuery: { searchText: text } } });
  expect(res.status).toBe(200);
  return (res.body as { hits: { _id: string; price: number; title: string }[] }).hits;
}

beforeAll(async () => {
  server = await startTestServer();
  scope = await findSmartTagScope(server);
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.disconnect();
  await server?.stop();
});

describe(`a seller's offers over DDP (${DATABASE_KIND})`, () => {
  it('creates an offer that the public listing search finds at once, priced as written', async () => {
    const seller = await loggedIn(SELLER);
    const created = (await seller.call('createOffer', { offer: offer() })) as { id: string; state: string; description: string };
    expect(created).toMatchObject({ state: 'active', description: 'Line one\nLine two' });
    const hits = await publicSearch(marker);
    expect(hits.map((h) => h.title)).toContain(`${marker} starter bundle`);
    const pictured = (await seller.call('createOffer', { offer: offer({ title: `${marker} pictured`, images: [`media/${'ab'.repeat(16)}`] }) })) as { id: string; images: string[] };
    expect(pictured.images).toEqual([`media/${'ab'.repeat(16)}`]);
    expect(((await publicSearch(`${marker} pictured`)) as unknown as { image: string | null }[]).map((h) => h.image)).toEqual([`media/${'ab'.repeat(16)}`]);
    expect(hits.find((h) => h._id === created.id)?.price).toBe(1250);
    // The announcement that every process's index hears was committed with the offer (a process dying after the commit
    // leaves it to another's outbox timer), and it has gone out already.
    const events = await server.database.db.select().from(outbox).where(and(eq(outbox.collection, 'listings'), eq(outbox.subjectId, created.id)));
    expect(events.map((e) => e.type)).toEqual(['ListingChanged']);
    expect(events[0]?.dispatchedAt).not.toBeNull();
  });

  it('refuses visitors (401) and buyers without a seller role (403); a bulk seller may list', async () => {
    const visitor = await connectClient(server.url);
    clients.push(visitor);
    expect(await callError(visitor, 'createOffer', { offer: offer() })).toMatchObject({ error: 401 });
    expect(await callError(await loggedIn(CUSTOMER), 'myOffers', {})).toMatchObject({ error: 403 });
    const bulk = await loggedIn(BULK);
    expect(await bulk.call('createOffer', { offer: offer({ title: `${marker} bulk lot` }) })).toMatchObject({ state: 'active' });
  });

  it('names the bad field with 400: schema fields, cross-field rules and the game’s own filters', async () => {
    const seller = await loggedIn(SELLER);
    expect(await callError(seller, 'createOffer', { offer: offer({ title: 'ab' }) })).toMatchObject({ error: 400, details: { field: 'params.0.offer.title' } });
    expect(await callError(seller, 'createOffer', { offer: offer({ priceMinor: 12.5 }) })).toMatchObject({ error: 400, details: { field: 'params.0.offer.priceMinor' } });
    expect(await callError(seller, 'createOffer', { offer: offer({ minQuantity: 50 }) })).toMatchObject({ error: 400, details: { field: 'params.0.offer.minQuantity' } });
    expect(await callError(seller, 'createOffer', { offer: offer({ volumeDiscount: { start: 10, end: 5, min: 1, max: 2 } }) })).toMatchObject({
      error: 400,
      details: { field: 'params.0.offer.volumeDiscount.end' },
    });
    expect(await callError(seller, 'createOffer', { offer: offer({ tags: { [scope.filter]: 'no-such-tag' } }) })).toMatchObject({ error: 400, details: { field: `tags.${scope.filter}` } });
    expect(await callError(seller, 'createOffer', { offer: offer({ productType: 'no-such-type' }) })).toMatchObject({ error: 404, details: { field: 'productType' } });
    expect(await callError(seller, 'createOffer', { offer: offer({ images: ['https://evil.example/x.png'] }) })).toMatchObject({ error: 400, details: { field: 'params.0.offer.images.0' } });
  });

  it('pauses an offer off the public listing and resumes it back, in bulk, naming offers it cannot change', async () => {
    const seller = await loggedIn(SELLER);
    const a = (await seller.call('createOffer', { offer: offer({ title: `${marker} pausable alpha` }) })) as { id: string };
    const b = (await seller.call('createOffer', { offer: offer({ title: `${marker} pausable beta` }) })) as { id: string };
    const paused = (await seller.call('changeOffersState', { offerIds: [a.id, b.id, 'off_missing'], action: 'pause' })) as { changed: { state: string }[]; failed: { offerId: string; code: string }[] };
    expect(paused.changed.map((o) => o.state)).toEqual(['paused', 'paused']);
    expect(paused.failed).toEqual([{ offerId: 'off_missing', code: 'OFFER_NOT_FOUND', message: 'Offer not found' }]);
    expect((await publicSearch(`${marker} pausable`)).map((h) => h._id)).toEqual([]);
    await seller.call('changeOffersState', { offerIds: [a.id], action: 'resume' });
    expect((await publicSearch(`${marker} pausable`)).map((h) => h._id)).toEqual([a.id]);
    const mine = (await seller.call('myOffers', { text: `${marker} pausable`, state: 'paused' })) as { offers: { id: string }[]; total: number };
    expect(mine).toMatchObject({ total: 1, offers: [{ id: b.id }] });
  });

  it('edits price and stock inline: the listing shows the new price, and stock 0 turns the offer sold out and off the listing', async () => {
    const seller = await loggedIn(SELLER);
    const o = (await seller.call('createOffer', { offer: offer({ title: `${marker} inline edit` }) })) as { id: string };
    expect(await seller.call('editOfferPriceStock', { offerId: o.id, priceMinor: 999 })).toMatchObject({ priceMinor: 999, state: 'active' });
    expect((await publicSearch(`${marker} inline`)).map((h) => h.price)).toEqual([999]);
    expect(await seller.call('editOfferPriceStock', { offerId: o.id, quantity: 0 })).toMatchObject({ quantity: 0, state: 'soldOut' });
    expect(await publicSearch(`${marker} inline`)).toEqual([]);
    expect(await seller.call('editOfferPriceStock', { offerId: o.id, quantity: 5 })).toMatchObject({ quantity: 5, state: 'active' });
    expect(await callError(seller, 'editOfferPriceStock', { offerId: o.id, quantity: 1 })).toMatchObject({ error: 400, details: { field: 'quantity' } });
    expect(await callError(seller, 'editOfferPriceStock', { offerId: o.id })).toMatchObject({ error: 400 });
  });

  it('duplicates an offer paused, edits it, and deletes offers for good; another seller sees none of them', async () => {
    const seller = await loggedIn(SELLER);
    const o = (await seller.call('createOffer', { offer: offer({ title: `${marker} original` }) })) as { id: string };
    const copy = (await seller.call('duplicateOffer', { offerId: o.id })) as { id: string; state: string; title: string };
    expect(copy).toMatchObject({ state: 'paused', title: `${marker} original` });
    expect(copy.id).not.toBe(o.id);
    const edited = await seller.call('updateOffer', { offerId: copy.id, offer: offer({ title: `${marker} edited copy`, priceMinor: 1500 }) });
    expect(edited).toMatchObject({ title: `${marker} edited copy`, priceMinor: 1500, state: 'paused' });
    const bulk = await loggedIn(BULK);
    expect(await callError(bulk, 'getMyOffer', { offerId: o.id })).toMatchObject({ error: 404 });
    expect(await bulk.call('changeOffersState', { offerIds: [o.id], action: 'delete' })).toMatchObject({ changed: [], deleted: [], failed: [{ offerId: o.id, code: 'OFFER_NOT_FOUND' }] });
    expect(await seller.call('getMyOffer', { offerId: o.id })).toMatchObject({ state: 'active' });
    const removed = (await seller.call('changeOffersState', { offerIds: [o.id, copy.id], action: 'delete' })) as { deleted: string[] };
    expect(removed.deleted.sort()).toEqual([o.id, copy.id].sort());
    expect(await publicSearch(`${marker} original`)).toEqual([]);
    expect(await callError(seller, 'getMyOffer', { offerId: o.id })).toMatchObject({ error: 404, details: { code: 'OFFER_NOT_FOUND' } });
    const mine = (await seller.call('myOffers', { text: `${marker} original` })) as { total: number };
    expect(mine.total).toBe(0);
  });
});
