import { execFileSync } from 'node:child_process';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameProductTypes, games, hotSearches, productTypes } from '../../../adapters/server/persistence/schema.ts';
import { listingPath } from '../../../domain/index.ts';
import { connectClient } from '../accounts/ddp-client.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let catalog: {
  games: { value: string; label: string; hidden: boolean; popularity: number }[];
  sells: Map<string, string[]>;
  typeLabels: Map<string, string>;
  hot: { gameType: string; productType: string; url: string; content: Record<string, { label: string }> }[];
};

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + path, { headers, redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/build-storefront.mjs'], { stdio: 'inherit' });
  server = await startTestServer();
  const { db } = server.database;
  const sells = new Map<string, string[]>();
  for (const row of await db.select().from(gameProductTypes).orderBy(asc(gameProductTypes.sortOrder))) sells.set(row.gameType, [...(sells.get(row.gameType) ?? []), row.productType]);
  catalog = {
    games: (await db.select().from(games)).map(({ value, label, hidden, popularity }) => ({ value, label, hidden, popularity })),
    sells,
    typeLabels: new Map((await db.select().from(productTypes)).map((p) => [p.value, p.label])),
    hot: (await db.select().from(hotSearches).orderBy(asc(hotSearches.sortOrder))).map(({ gameType, productType, url, content }) => ({ gameType, productType, url, content })),
  };
}, 300_000);

afterAll(async () => {
  await server?.stop();
});

const visible = () => catalog.games.filter((g) => !g.hidden);
const mostPopular = () => first([...visible()].sort((a, b) => b.popularity - a.popularity), 'visible game');
/** The first element; a test fixture without one is broken, so it throws. */
function first<T>(items: readonly T[], what: string): T {
  const [item] = items;
  if (item === undefined) throw new Error(`no ${what} in the seeded catalog`);
  return item;
}


describe('games and services pages, rendered on the server', () => {
  it('/games lists every visible game with links to its landing page and its listings, and no hidden game', async () => {
    const { status, html } = await page('/games');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1>All games<\/h1>/);
    expect(html).toContain('aria-label="breadcrumb"');
    for (const game of visible()) {
      expect(html, game.value).toContain(`data-game="${game.value}"`);
      expect(html, game.value).toContain(escapeHtml(game.label));
      expect(html, game.value).toContain(`href="/${game.value}"`);
      for (const type of catalog.sells.get(game.value) ?? []) expect(html, `${game.value} ${type}`).toContain(`href="${listingPath(game.value, type)}"`);
    }
    for (const game of catalog.games.filter((g) => g.hidden)) expect(html, game.value).not.toContain(`data-game="${game.value}"`);
  });

  it('/games?q= renders the list already narrowed, with the query in the search box', async () => {
    const target = mostPopular();
    const { html } = await page(`/games?q=${encodeURIComponent(target.label.toUpperCase())}`);
    expect(html).toContain(`data-game="${target.value}"`);
    expect(html).toContain(`value="${escapeHtml(target.label.toUpperCase())}"`);
    const others = visible().filter((g) => !g.label.toLowerCase().includes(target.label.toLowerCase()));
    expect(others.length).toBeGreaterThan(0);
    for (const g of others) expect(html, g.value).not.toContain(`data-game="${g.value}"`);
  });

  it("a game's landing page shows its product types and hot searches as links to its listings", async () => {
    const game = mostPopular();
    const { status, html } = await page(`/${game.value}`);
    expect(status).toBe(200);
    expect(html).toContain(`<h1>${escapeHtml(game.label)} marketplace</h1>`);
    const types = catalog.sells.get(game.value) ?? [];
    expect(types.length).toBeGreaterThan(0);
    for (const type of types) {
      expect(html, type).toContain(`href="${listingPath(game.value, type)}"`);
      expect(html, type).toContain(`data-service="${type}"`);
    }
    const hot = catalog.hot.filter((h) => h.gameType === game.value);
    expect(hot.length).toBeGreaterThan(0);
    for (const h of hot) {
      expect(html, h.url).toContain(`href="${listingPath(game.value, h.productType, h.url)}"`);
      expect(html, h.url).toContain(escapeHtml(h.content['en']?.label ?? ''));
    }
  });

  it("speaks the page's language on a landing page: product types and hot searches in German", async () => {
    const game = mostPopular();
    const { html } = await page(`/${game.value}`, { cookie: 'locale=de' });
    expect(html).toMatch(/<html lang="de"/);
    expect(html).toContain(`<h1>${escapeHtml(game.label)}-Marktplatz</h1>`);
    for (const h of catalog.hot.filter((x) => x.gameType === game.value)) expect(html, h.url).toContain(escapeHtml(h.content['de']?.label ?? ''));
    // The seed's product-type labels are English; the page shows its own German names.
    const german: Record<string, string> = { currency: 'Spielwährung', accounts: 'Konten', items: 'Gegenstände', 'top-up': 'Aufladungen' };
    const known = (catalog.sells.get(game.value) ?? []).filter((t) => german[t] !== undefined);
    expect(known.length).toBeGreaterThan(0);
    for (const type of known) expect(html, type).toContain(german[type]);
  });

  it('answers 404 for a hidden or unknown game page', async () => {
    for (const game of catalog.games.filter((g) => g.hidden)) expect((await page(`/${game.value}`)).status, game.value).toBe(404);
    expect((await page('/no-such-game-at-all')).status).toBe(404);
  });

  it('shows a hidden game only to signed-in visitors, on a full load and to the browser router', async () => {
    const hidden = catalog.games.find((g) => g.hidden);
    if (hidden === undefined) throw new Error('the demo catalog has a hidden game');
    expect((await page(`/${hidden.value}`)).status).toBe(404);
    const customer = server.demoAccounts.find((a) => a.email === 'customer@demo.ig-market.test');
    const ddp = await connectClient(server.url);
    const { token } = (await ddp.call('login', { user: { email: customer?.email }, password: customer?.password })) as { token: string };
    await ddp.disconnect();
    const signedIn = await page(`/${hidden.value}`, { cookie: `authToken=${token}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.html).toContain(escapeHtml(hidden.label));
    const lookup = await call(server, `/api/page?url=${encodeURIComponent(`/${hidden.value}`)}`, { headers: { cookie: `authToken=${token}` } });
    expect(lookup.body).toMatchObject({ kind: 'page', page: { name: 'game', status: 200 } });
  });

  it('/services lists every service and /services/{type} the games selling it, linking to their listings', async () => {
    const list = await page('/services');
    expect(list.status).toBe(200);
    expect(list.html).toMatch(/<h1>Services<\/h1>/);
    const sold = new Set(visible().flatMap((g) => catalog.sells.get(g.value) ?? []));
    for (const type of sold) expect(list.html, type).toContain(`href="/services/${type}"`);
    const type = first([...sold], 'service');
    const one = await page(`/services/${type}`);
    expect(one.status).toBe(200);
    expect(one.html).toContain(`<h1>${escapeHtml(catalog.typeLabels.get(type) ?? '')} services</h1>`);
    const selling = visible().filter((g) => catalog.sells.get(g.value)?.includes(type));
    expect(selling.length).toBeGreaterThan(0);
    for (const g of selling) expect(one.html, g.value).toContain(`href="${listingPath(g.value, type)}"`);
  });

  it('answers an unknown service with the 404 error page, on a full load and to the browser router', async () => {
    const { status, html } = await page('/services/no-such-service');
    expect(status).toBe(404);
    expect(html).toContain('Page Not Found');
    expect((await call(server, '/api/page?url=' + encodeURIComponent('/services/no-such-service'))).body).toMatchObject({ kind: 'page', page: { name: 'servicesProductType', status: 404 } });
    expect((await call(server, '/api/page?url=' + encodeURIComponent('/services/currency'))).body).toMatchObject({ kind: 'page', page: { status: 200, params: { productType: 'Currency' } } });
  });

  it('the home page keeps its hero and links to the popular games and to every service', async () => {
    const { html } = await page('/');
    expect(html).toContain('Buy and sell in-game items safely');
    expect(html).toContain('Popular games');
    expect(html).toContain(`href="/${mostPopular().value}"`);
    expect(html).toContain('href="/games"');
    for (const type of new Set(visible().flatMap((g) => catalog.sells.get(g.value) ?? []))) expect(html, type).toContain(`href="/services/${type}"`);
  });
});
