import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../../adapters/server/persistence/accounts/sql-session-tokens.ts';
import { gameProductTypes, games, hotSearches, productTypes, resumeTokens, users } from '../../../adapters/server/persistence/schema.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

interface GameSummary {
  value: string;
  label: string;
  hidden: boolean;
  productTypes: { value: string; label: string }[];
}
interface GameLanding {
  game: { value: string; label: string; hidden: boolean };
  productTypes: { value: string; label: string; hotSearches: { url: string; labels: Record<string, string> }[] }[];
}
interface ServiceSummary {
  value: string;
  label: string;
  gameCount: number;
}
interface ServiceGames {
  service: { value: string; label: string };
  games: { value: string; label: string; hidden: boolean }[];
}

let server: TestServer;
/** What the seeded database holds, read directly, to compare the API against. */
let catalog: {
  games: { value: string; label: string; hidden: boolean; popularity: number }[];
  sells: Map<string, string[]>;
  typeOrder: string[];
  hot: { gameType: string; productType: string; url: string; content: Record<string, { label: string }> }[];
};
const signedIn = { cookie: 'authToken=games-api-token' };

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const sells = new Map<string, string[]>();
  for (const row of await db.select().from(gameProductTypes).orderBy(asc(gameProductTypes.sortOrder))) sells.set(row.gameType, [...(sells.get(row.gameType) ?? []), row.productType]);
  catalog = {
    games: (await db.select().from(games)).map(({ value, label, hidden, popularity }) => ({ value, label, hidden, popularity })),
    sells,
    typeOrder: (await db.select().from(productTypes).orderBy(asc(productTypes.sortOrder))).map((p) => p.value),
    hot: (await db.select().from(hotSearches).orderBy(asc(hotSearches.sortOrder))).map(({ gameType, productType, url, content }) => ({ gameType, productType, url, content })),
  };
  const [user] = await db.select().from(users).limit(1);
  await db.insert(resumeTokens).values({ hashedToken: hashToken('games-api-token'), userId: user?.id ?? '', expiresAt: new Date(Date.now() + 3_600_000) });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const visible = () => catalog.games.filter((g) => !g.hidden);
const hidden = () => catalog.games.filter((g) => g.hidden);
const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);

describe(`games and services HTTP API on ${DATABASE_KIND}`, () => {
  it('lists every visible game A–Z with the product types it sells, cacheable for anonymous visitors', async () => {
    const { status, body, headers } = await call(server, '/api/games');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toContain('public');
    const listed = (body as { games: GameSummary[] }).games;
    expect(listed.map((g) => g.value)).toEqual([...visible()].sort(byLabel).map((g) => g.value));
    expect(listed.length).toBeGreaterThan(10);
    for (const game of listed) {
      expect(game.hidden).toBe(false);
      expect(game.productTypes.map((p) => p.value), game.value).toEqual(catalog.sells.get(game.value));
      for (const p of game.productTypes) expect(p.label).not.toBe('');
    }
  });

  it('lists the most popular games first when asked, as many as the limit says', async () => {
    const { status, body } = await call(server, '/api/games?sort=popularity&limit=12');
    expect(status).toBe(200);
    const listed = (body as { games: GameSummary[] }).games;
    expect(listed).toHaveLength(12);
    const expected = [...visible()].sort((a, b) => b.popularity - a.popularity || byLabel(a, b)).slice(0, 12);
    expect(listed.map((g) => g.value)).toEqual(expected.map((g) => g.value));
  });

  it('shows hidden games only to a request with a valid login token, and then keeps the answer private', async () => {
    expect(hidden().length).toBeGreaterThan(0);
    const names = async (headers: Record<string, string>) => ((await call(server, '/api/games', { headers })).body as { games: GameSummary[] }).games.map((g) => g.value);
    for (const h of hidden()) {
      expect(await names({}), 'anonymous').not.toContain(h.value);
      expect(await names({ cookie: 'authToken=forged' }), 'forged token').not.toContain(h.value);
      expect(await names({ authorization: 'Bearer forged' }), 'forged bearer').not.toContain(h.value);
      expect(await names(signedIn), 'signed in').toContain(h.value);
    }
    const { headers, body } = await call(server, '/api/games', { headers: signedIn });
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect((body as { games: GameSummary[] }).games.filter((g) => g.hidden).map((g) => g.value).sort()).toEqual(hidden().map((g) => g.value).sort());
  });

  it('refuses a bad sort or limit with 400 naming the field', async () => {
    for (const [query, field] of [
      ['sort=price', 'query.sort'],
      ['limit=0', 'query.limit'],
      ['limit=abc', 'query.limit'],
      ['limit=100000', 'query.limit'],
    ] as const) {
      const { status, body } = await call(server, `/api/games?${query}`);
      expect(status, query).toBe(400);
      expect(body, query).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
  });

  it("answers a game's landing data: its product types in order, each with its hot searches in every language", async () => {
    const game = [...visible()].sort((a, b) => b.popularity - a.popularity)[0];
    expect(game).toBeDefined();
    const { status, body, headers } = await call(server, `/api/games/${game?.value}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toContain('public');
    const landing = body as GameLanding;
    expect(landing.game).toEqual({ value: game?.value, label: game?.label, hidden: false });
    expect(landing.productTypes.map((p) => p.value)).toEqual(catalog.sells.get(game?.value ?? ''));
    let hotCount = 0;
    for (const type of landing.productTypes) {
      const seeded = catalog.hot.filter((h) => h.gameType === game?.value && h.productType === type.value);
      expect(type.hotSearches.map((h) => h.url), type.value).toEqual(seeded.map((h) => h.url));
      for (const [i, h] of type.hotSearches.entries()) {
        expect(h.labels['en']).toBe(seeded[i]?.content['en']?.label);
        expect(h.labels['de']).toBe(seeded[i]?.content['de']?.label);
      }
      hotCount += type.hotSearches.length;
    }
    expect(hotCount).toBeGreaterThan(0);
  });

  it("answers 404 'Game not found' for an unknown game, and for a hidden one without a valid token", async () => {
    expect((await call(server, '/api/games/no-such-game')).body).toMatchObject({ statusCode: 404, code: 'GAME_NOT_FOUND', message: 'Game not found' });
    const secret = hidden()[0];
    const anonymous = await call(server, `/api/games/${secret?.value}`);
    expect(anonymous.status).toBe(404);
    expect(anonymous.body).toMatchObject({ code: 'GAME_NOT_FOUND' });
    expect((await call(server, `/api/games/${secret?.value}`, { headers: { cookie: 'authToken=forged' } })).status).toBe(404);
    const staff = await call(server, `/api/games/${secret?.value}`, { headers: signedIn });
    expect(staff.status).toBe(200);
    expect((staff.body as GameLanding).game).toMatchObject({ value: secret?.value, hidden: true });
    expect(staff.headers.get('cache-control')).toBe('private, no-store');
  });

  it("answers 404 for a hidden game to a banned user's still-valid token (issue 11, finding 12)", async () => {
    const { db } = server.database;
    const [banned] = await db.select().from(users).where(eq(users.banned, false)).offset(1).limit(1);
    await db.update(users).set({ banned: true }).where(eq(users.id, banned?.id ?? ''));
    await db.insert(resumeTokens).values({ hashedToken: hashToken('games-api-banned-token'), userId: banned?.id ?? '', expiresAt: new Date(Date.now() + 3_600_000) });
    const secret = hidden()[0];
    const answer = await call(server, `/api/games/${secret?.value}`, { headers: { cookie: 'authToken=games-api-banned-token' } });
    expect(answer.status).toBe(404);
    const listed = ((await call(server, '/api/games', { headers: { cookie: 'authToken=games-api-banned-token' } })).body as { games: GameSummary[] }).games;
    expect(listed.map((g) => g.value)).not.toContain(secret?.value);
  });

  it('refuses a game value that is not a slug with 400 naming the field', async () => {
    for (const bad of ['Fortnite', 'a%20b', '-x', 'x'.repeat(65)]) {
      const { status, body } = await call(server, `/api/games/${bad}`);
      expect(status, bad).toBe(400);
      expect(body, bad).toMatchObject({ code: 'VALIDATION_FAILED', field: 'params.gameType' });
    }
  });

  it('lists every service a visible game sells, in display order, with how many visible games sell it', async () => {
    const { status, body, headers } = await call(server, '/api/services');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toContain('public');
    const services = (body as { services: ServiceSummary[] }).services;
    const counts = new Map<string, number>();
    for (const g of visible()) for (const p of catalog.sells.get(g.value) ?? []) counts.set(p, (counts.get(p) ?? 0) + 1);
    expect(services.map((s) => s.value)).toEqual(catalog.typeOrder.filter((p) => counts.has(p)));
    for (const s of services) expect(s.gameCount, s.value).toBe(counts.get(s.value));
    expect(services.length).toBeGreaterThan(3);
  });

  it('counts hidden games in a service only for a signed-in visitor', async () => {
    const secret = hidden()[0];
    const type = catalog.sells.get(secret?.value ?? '')?.[0] ?? '';
    const count = async (headers: Record<string, string>) => ((await call(server, '/api/services', { headers })).body as { services: ServiceSummary[] }).services.find((s) => s.value === type)?.gameCount ?? 0;
    expect(await count(signedIn)).toBeGreaterThan(await count({}));
  });

  it('lists the games selling one service A–Z; hidden ones only with a valid token', async () => {
    const secret = hidden()[0];
    const type = catalog.sells.get(secret?.value ?? '')?.[0] ?? '';
    const { status, body, headers } = await call(server, `/api/services/${type}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toContain('public');
    const answer = body as ServiceGames;
    expect(answer.service.value).toBe(type);
    const expected = [...visible()].filter((g) => catalog.sells.get(g.value)?.includes(type)).sort(byLabel);
    expect(answer.games.map((g) => g.value)).toEqual(expected.map((g) => g.value));
    expect(answer.games.map((g) => g.value)).not.toContain(secret?.value);
    const staff = (await call(server, `/api/services/${type}`, { headers: signedIn })).body as ServiceGames;
    expect(staff.games.map((g) => g.value)).toContain(secret?.value);
  });

  it('answers 404 for an unknown service and 400 for a malformed one', async () => {
    const missing = await call(server, '/api/services/no-such-service');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'PRODUCT_TYPE_NOT_FOUND' });
    const bad = await call(server, '/api/services/Gift_Cards');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'params.productType' });
  });

  it('features the best offer of each of the most popular visible games, types in turn, never a hidden game, shareable', async () => {
    const { status, body, headers } = await call(server, '/api/home/featured');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toContain('public');
    const offers = (body as { offers: { _id: string; gameType: string; productType: string; price: number; seller: { username: string } }[] }).offers;
    expect(offers).toHaveLength(8);
    const games = offers.map((o) => o.gameType);
    expect(new Set(games).size).toBe(games.length);
    const hiddenValues = new Set(hidden().map((g) => g.value));
    for (const game of games) expect(hiddenValues.has(game), game).toBe(false);
    // In the order of popularity, as the home page's games are.
    const rank = new Map([...visible()].sort((a, b) => b.popularity - a.popularity).map((g, i) => [g.value, i]));
    const ranks = games.map((g) => rank.get(g) ?? -1);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(offers.map((o) => o.productType)).size).toBeGreaterThan(1);
    // Each is that game's first offer in the listing page's own order.
    const first = offers[0];
    const page = (await call(server, `/api/products/search/${first?.gameType}/${first?.productType}`, { method: 'POST', body: {} })).body as { hits: { _id: string }[] };
    expect(page.hits[0]?._id).toBe(first?._id);
  });
});
