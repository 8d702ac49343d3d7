import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type SimpleDDP from 'simpleddp';
import { callError } from '../accounts/ddp-client.ts';
import { demoParty } from '../support/demo-login.ts';
import { findSmartTagScope, type SmartTagScope } from '../support/offer-scope.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
const clients: SimpleDDP[] = [];
let scope: SmartTagScope;
const marker = `Quillaway${process.pid}`;

const offer = (title: string) => ({
  gameType: scope.gameType,
  productType: scope.productType,
  tags: { [scope.filter]: scope.tag },
  platform: scope.platform,
  title: `${marker} ${title}`,
  description: 'Away mode test',
  priceMinor: 900,
  quantity: 5,
  minQuantity: 1,
  incrementalQuantity: false,
  volumeDiscount: null,
  deliveryDuration: 'INSTANT',
  purchaseBehavior: 'DEFAULT',
  services: [],
  images: [],
});

async function publicTitles(): Promise<string[]> {
  const res = await call(server, `/api/products/search/${scope.gameType}/${scope.productType}?disableIsr=true`, { body: { listingQuery: { searchText: marker } } });
  return (res.body as { hits: { title: string }[] }).hits.map((h) => h.title).sort();
}

beforeAll(async () => {
  server = await startTestServer();
  scope = await findSmartTagScope(server);
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.disconnect();
  await server?.stop();
});

describe(`offer settings per game over DDP (${DATABASE_KIND})`, () => {
  it('away mode pauses a game’s live offers out of the public listing at once; coming back resumes only those', async () => {
    const seller = await demoParty(server, 'seller');
    clients.push(seller.client);
    const ids: string[] = [];
    for (const title of ['one', 'two', 'mine']) ids.push(((await seller.client.call('createOffer', { offer: offer(title) })) as { id: string }).id);
    await seller.client.call('changeOffersState', { offerIds: [ids[2]], action: 'pause' });
    expect(await publicTitles()).toEqual([`${marker} one`, `${marker} two`]);

    const away = await seller.client.call('updateOfferSettings', { gameType: scope.gameType, away: true, defaultDelivery: '1H' });
    expect(away).toEqual({ gameType: scope.gameType, sells: true, defaultDelivery: '1H', away: true, awayPaused: 2 });
    expect(await publicTitles()).toEqual([]);

    const back = await seller.client.call('updateOfferSettings', { gameType: scope.gameType, away: false });
    expect(back).toMatchObject({ away: false, awayPaused: 0, defaultDelivery: '1H' });
    expect(await publicTitles()).toEqual([`${marker} one`, `${marker} two`]);
    const paused = (await seller.client.call('myOffers', { text: marker, state: 'paused' })) as { offers: { id: string }[] };
    expect(paused.offers.map((o) => o.id)).toEqual([ids[2]]);
    expect(await seller.client.call('myOfferSettings')).toEqual([{ gameType: scope.gameType, sells: true, defaultDelivery: '1H', away: false, awayPaused: 0 }]);
  });

  it('refuses an unknown game and a buyer', async () => {
    const seller = await demoParty(server, 'seller');
    const customer = await demoParty(server, 'customer');
    clients.push(seller.client, customer.client);
    expect(await callError(seller.client, 'updateOfferSettings', { gameType: 'no-such-game', sells: false })).toMatchObject({ error: 400, details: { field: 'gameType' } });
    expect(await callError(seller.client, 'updateOfferSettings', { gameType: scope.gameType, defaultDelivery: '2W' })).toMatchObject({ error: 400, details: { field: 'params.0.defaultDelivery' } });
    expect(await callError(customer.client, 'myOfferSettings')).toMatchObject({ error: 403 });
  });
});
