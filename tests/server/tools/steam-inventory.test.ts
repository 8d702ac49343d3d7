import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from 'neverthrow';
import { PRICES_PER_REQUEST, ValueSteamInventory } from '../../../application/tools/value-steam-inventory.ts';
import type { MarketPrices } from '../../../application/tools/steam-inventory-ports.ts';
import { DemoMarketPrices, DemoSteamInventory } from '../../../adapters/server/tools/steam/demo-steam-inventory.ts';
import { SteamCommunityInventory } from '../../../adapters/server/tools/steam/steam-community-inventory.ts';
import { SteamMarketPrices } from '../../../adapters/server/tools/steam/steam-market-prices.ts';
import { fetchJsonHttp } from '../../../adapters/server/tools/stats/fetch-json-http.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';
import { fixture, startRecordedServer, type RecordedAnswer, type RecordedServer } from '../support/recorded-http-server.ts';

const OWNER = '76561198012345678';
const prices = fixture('steam/priceoverview') as Record<string, unknown>;

/** Steam as recorded: one public inventory, an empty one, a private one, an unknown id, a throttled one and one during maintenance. */
function steamAnswer(path: string): RecordedAnswer | undefined {
  const url = new URL(path, 'http://steam');
  const inventory = /^\/inventory\/(\d+)\/730\/2$/.exec(url.pathname);
  if (inventory !== null) {
    if (url.searchParams.get('l') !== 'english' || url.searchParams.get('count') !== '2000') return { status: 400, body: null };
    const answers: Record<string, RecordedAnswer> = {
      [OWNER]: { status: 200, body: fixture(`steam/inventory-${OWNER}`) },
      '76561198000000001': { status: 200, body: fixture('steam/inventory-empty') },
      '76561198000000403': { status: 403, body: null },
      '76561198000000400': { status: 400, body: null },
      '76561198000000429': { status: 429, body: null },
      '76561198000000502': { status: 502, body: '<html>Bad gateway</html>' },
    };
    return answers[inventory[1] ?? ''];
  }
  if (url.pathname === '/market/priceoverview/' && url.searchParams.get('appid') === '730' && url.searchParams.get('currency') === '1') {
    const name = url.searchParams.get('market_hash_name') ?? '';
    if (name === 'Throttled Case') return { status: 429, body: null };
    if (name === 'Euro Case') return { status: 200, body: { success: true, lowest_price: '1,23€' } };
    if (name === 'Maintenance Case') return { status: 503, body: null };
    return prices[name] === undefined ? { status: 500, body: { success: false } } : { status: 200, body: prices[name] };
  }
  return undefined;
}

let steam: RecordedServer;
beforeAll(async () => {
  steam = await startRecordedServer(steamAnswer);
});
afterAll(async () => {
  await steam.close();
});

describe('the Steam inventory adapter, on recorded answers from a local server', () => {
  it('joins assets to their descriptions by classid and instanceid, counting copies per market name and marketability', async () => {
    const answer = (await new SteamCommunityInventory(steam.url, fetchJsonHttp).fetchInventory(OWNER))._unsafeUnwrap();
    expect(answer.totalAssets).toBe(9);
    expect(answer.items).toEqual([
      { marketHashName: 'AK-47 | Redline (Field-Tested)', count: 1, marketable: true },
      { marketHashName: 'AWP | Asiimov (Field-Tested)', count: 1, marketable: true },
      { marketHashName: 'Kilowatt Case', count: 3, marketable: true },
      { marketHashName: 'Sticker | Natus Vincere (Holo) | Paris 2023', count: 1, marketable: true },
      { marketHashName: 'Service Medal 2026', count: 1, marketable: false },
      { marketHashName: 'Desert Eagle | Printstream (Minimal Wear)', count: 1, marketable: true },
      { marketHashName: 'AK-47 | Redline (Field-Tested)', count: 1, marketable: false },
    ]);
  });

  it('reads an empty inventory (no assets, no descriptions) as empty', async () => {
    expect((await new SteamCommunityInventory(steam.url, fetchJsonHttp).fetchInventory('76561198000000001'))._unsafeUnwrap()).toEqual({ items: [], totalAssets: 0 });
  });

  it.each([
    ['76561198000000403', 'INVENTORY_PRIVATE'],
    ['76561198000000400', 'PLAYER_NOT_FOUND'],
    ['76561198000000429', 'RATE_LIMITED'],
    ['76561198000000502', 'UNAVAILABLE'],
  ])('turns the answer for %s into %s', async (steamId, code) => {
    expect((await new SteamCommunityInventory(steam.url, fetchJsonHttp).fetchInventory(steamId))._unsafeUnwrapErr().code).toBe(code);
  });

  it('calls a source that does not answer at all UNAVAILABLE', async () => {
    expect((await new SteamCommunityInventory('http://127.0.0.1:9', fetchJsonHttp).fetchInventory(OWNER))._unsafeUnwrapErr().code).toBe('UNAVAILABLE');
  });
});

describe('the Steam Market price adapter, on recorded answers from a local server', () => {
  const market = () => new SteamMarketPrices(steam.url, fetchJsonHttp);

  it.each([
    ['AK-47 | Redline (Field-Tested)', 3189], // lowest "$31.89"
    ['Desert Eagle | Printstream (Minimal Wear)', 123456], // lowest "$1,234.56"
    ['Sticker | Natus Vincere (Holo) | Paris 2023', 120], // nobody lists it: median "$1.20"
    ['Not A Real Item', null], // { success: false }: the market does not trade it
  ])('prices %s at %s cents', async (name, cents) => {
    expect((await market().priceOf(name))._unsafeUnwrap()).toBe(cents);
  });

  it('asks in US dollars with the name percent-encoded', async () => {
    await market().priceOf('Sticker | Natus Vincere (Holo) | Paris 2023');
    expect(steam.requests.at(-1)?.path).toBe('/market/priceoverview/?appid=730&currency=1&market_hash_name=Sticker%20%7C%20Natus%20Vincere%20(Holo)%20%7C%20Paris%202023');
  });

  it.each([
    ['Throttled Case', 'RATE_LIMITED'],
    ['Maintenance Case', 'UNAVAILABLE'],
    ['Euro Case', 'UNAVAILABLE'], // a price in another currency is not read as dollars
  ])('turns the answer for %s into %s', async (name, code) => {
    expect((await market().priceOf(name))._unsafeUnwrapErr().code).toBe(code);
  });
});

describe('valuing a Steam inventory', () => {
  const clock = { now: () => new Date('2026-11-28T04:00:00Z') };

  it('values the recorded inventory: 3189 + 9847 + 3×45 + 120 + 123456 = 136747 cents, 2774 + 8563 + 3×39 + 105 + 107354 = 118913 after fees', async () => {
    const useCase = new ValueSteamInventory(new SteamCommunityInventory(steam.url, fetchJsonHttp), new SteamMarketPrices(steam.url, fetchJsonHttp), clock);
    const value = (await useCase.execute({ profile: `https://steamcommunity.com/profiles/${OWNER}/` }))._unsafeUnwrap();
    expect(value).toMatchObject({ steamId: OWNER, valueCents: 136_747, afterFeesCents: 118_913, mostValuable: 'Desert Eagle | Printstream (Minimal Wear)', pricesIncomplete: null });
    expect(value.items.find((i) => i.marketHashName === 'Kilowatt Case')).toMatchObject({ count: 3, unitCents: 45, totalCents: 135 });
    // the trade-locked AK and the medal are listed, but have no price and add nothing
    expect(value.items.filter((i) => !i.marketable).map((i) => [i.marketHashName, i.totalCents])).toEqual([
      ['Service Medal 2026', null],
      ['AK-47 | Redline (Field-Tested)', null],
    ]);
  });

  it('asks Steam again only after the cache time: a reload within minutes reuses inventory and prices', async () => {
    const useCase = new ValueSteamInventory(new SteamCommunityInventory(steam.url, fetchJsonHttp), new SteamMarketPrices(steam.url, fetchJsonHttp), clock);
    const before = steam.requests.length;
    await useCase.execute({ profile: OWNER });
    const first = steam.requests.length - before;
    expect(first).toBe(1 + 5); // the inventory and its 5 marketable names
    await useCase.execute({ profile: OWNER });
    expect(steam.requests.length - before).toBe(first);
  });

  it(`asks at most ${PRICES_PER_REQUEST} prices a load and says the rest are pending; a market refusal stops the asking`, async () => {
    let asked = 0;
    const many = { kind: 'demo' as const, name: 'many', fetchInventory: () => Promise.resolve(ok({ items: Array.from({ length: 40 }, (_, i) => ({ marketHashName: `Case ${i}`, count: 1, marketable: true })), totalAssets: 40 })) };
    const counting: MarketPrices = { kind: 'demo', name: 'counting', priceOf: () => ((asked += 1), Promise.resolve(ok(10))) };
    const value = (await new ValueSteamInventory(many, counting, clock).execute({ profile: OWNER }))._unsafeUnwrap();
    expect([asked, value.valueCents, value.pricesIncomplete]).toEqual([PRICES_PER_REQUEST, PRICES_PER_REQUEST * 10, 'RATE_LIMITED']);
    const throttled = new SteamMarketPrices(steam.url, fetchJsonHttp);
    const inventory = { ...many, fetchInventory: () => Promise.resolve(ok({ items: [{ marketHashName: 'Kilowatt Case', count: 2, marketable: true }, { marketHashName: 'Throttled Case', count: 1, marketable: true }, { marketHashName: 'AWP | Asiimov (Field-Tested)', count: 1, marketable: true }], totalAssets: 4 })) };
    const partial = (await new ValueSteamInventory(inventory, throttled, clock).execute({ profile: OWNER }))._unsafeUnwrap();
    expect([partial.valueCents, partial.pricesIncomplete]).toEqual([90, 'RATE_LIMITED']);
  });

  it('answers the same labelled demo inventory for the same profile on every machine, and different profiles differently', async () => {
    const demo = () => new ValueSteamInventory(new DemoSteamInventory(), new DemoMarketPrices(), clock);
    const a = (await demo().execute({ profile: OWNER }))._unsafeUnwrap();
    expect((await demo().execute({ profile: OWNER }))._unsafeUnwrap()).toEqual(a);
    expect((await demo().execute({ profile: '76561197960287930' }))._unsafeUnwrap().items).not.toEqual(a.items);
    expect([a.inventorySource.kind, a.priceSource.kind]).toEqual(['demo', 'demo']);
    expect(a.valueCents).toBe(a.items.reduce((sum, i) => sum + (i.totalCents ?? 0), 0));
  });

  it('refuses what is not a SteamID64 or /profiles/ address before asking anyone, naming the field', async () => {
    const useCase = new ValueSteamInventory(new DemoSteamInventory(), new DemoMarketPrices(), clock);
    for (const profile of ['gaben', 'https://steamcommunity.com/id/gabelogannewell']) {
      const error = (await useCase.execute({ profile }))._unsafeUnwrapErr();
      expect([error.code, error.details?.['field']]).toEqual(['VALIDATION_FAILED', 'profile']);
    }
  });
});

describe('the Steam inventory route, against the recorded Steam', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ STEAM_INVENTORY_SOURCE: 'steam', STEAM_COMMUNITY_URL: steam.url });
  }, 120_000);
  afterAll(async () => {
    await server.stop();
  });

  const load = (profile: string) => call(server, `/api/tools/steam-inventory?${new URLSearchParams({ profile }).toString()}`);

  it('answers the priced inventory of a public profile', async () => {
    const { status, body } = await load(`https://steamcommunity.com/profiles/${OWNER}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ steamId: OWNER, currency: 'USD', valueCents: 136_747, afterFeesCents: 118_913, inventorySource: { kind: 'official' }, priceSource: { kind: 'official', name: 'Steam Community Market' } });
  });

  it('answers 403 for a private inventory, 404 for an unknown profile, 429 when Steam throttles, 503 when it is down, 400 naming the field for a bad one', async () => {
    const answers = await Promise.all(['76561198000000403', '76561198000000400', '76561198000000429', '76561198000000502', 'not a profile'].map(load));
    expect(answers.map((a) => a.status)).toEqual([403, 404, 429, 503, 400]);
    expect(answers.map((a) => (a.body as { code?: string }).code)).toEqual(['INVENTORY_PRIVATE', 'PLAYER_NOT_FOUND', 'RATE_LIMITED', 'UNAVAILABLE', 'VALIDATION_FAILED']);
    expect(JSON.stringify(answers[4]?.body)).toContain('profile');
  });
});
