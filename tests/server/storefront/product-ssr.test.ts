import { execFileSync } from 'node:child_process';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../../adapters/server/persistence/accounts/sql-session-tokens.ts';
import { gameProductTypes, games, listings, resumeTokens, users } from '../../../adapters/server/persistence/schema.ts';
import { formatMoney, mustMoney, USD } from '../../../domain/index.ts';
import { jsonLdOf, schemaOrgProblems } from '../support/schema-org.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let server: TestServer;
let product: typeof listings.$inferSelect;
let seller: typeof users.$inferSelect;

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + path, { headers, redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

/** HTML text as React writes it (ampersands and quotes escaped). */
function escaped(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');
}

beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/build-storefront.mjs'], { stdio: 'inherit' });
  server = await startTestServer();
  const { db } = server.database;
  // A plain listing: in stock, minimum 1, no volume discount, so one unit costs its price.
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.state, 'AVAILABLE'), eq(listings.minQuantity, 1), isNull(listings.volumeDiscount), eq(listings.purchaseBehavior, 'DEFAULT')))
    .limit(1);
  if (row === undefined) throw new Error('no plain listing in the demo data');
  product = row;
  const [owner] = await db.select().from(users).where(eq(users.id, row.sellerId));
  if (owner === undefined) throw new Error('listing without seller');
  seller = owner;
}, 300_000);

afterAll(async () => {
  await server?.stop();
});

describe('server-rendered product, profile and favorites pages', () => {
  it('publishes the product as valid schema.org JSON-LD: its Offer at the stored price and its breadcrumbs', async () => {
    const { html } = await page(`/product/${product.id}`);
    const docs = jsonLdOf(html) as Record<string, unknown>[];
    expect(docs.map((d) => d['@type'])).toEqual(['Product', 'BreadcrumbList']);
    for (const d of docs) expect(schemaOrgProblems(d)).toEqual([]);
    expect(docs[0]?.['name']).toBe(product.title);
    expect((docs[0]?.['offers'] as Record<string, unknown>)['price']).toBe((product.priceMinor / 100).toFixed(2));
  });

  it('renders a product page with its title, price, seller and add-to-cart in the HTML', async () => {
    const { status, html } = await page(`/product/${product.id}`);
    expect(status).toBe(200);
    expect(html).toContain(`data-testid="product-title">${escaped(product.title)}</h1>`);
    // The element's own text, whatever order its attributes are written in.
    expect(html).toMatch(new RegExp(`data-testid="product-total"[^>]*>${escapeRegExp(formatMoney(mustMoney(product.priceMinor, USD)))}</span>`));
    expect(html).toContain(`href="/profile/${seller.slug}"`);
    expect(html).toContain(escaped(seller.username));
    expect(html).toContain('data-testid="add-to-cart"');
    // Tabs and search results name the product, not the route.
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(`${escaped(product.title)} – `);
    // The browser hydrates from the same answer instead of asking again.
    expect(html).toContain(product.id);
  });

  it('words the same listing as a boost on /playboost/{id}', async () => {
    const { status, html } = await page(`/playboost/${product.id}`);
    expect(status).toBe(200);
    expect(html).toContain('Book this boost');
    expect(html).toContain(escaped(product.title));
  });

  it('answers 404 with the error page for an unknown product, also to the browser router', async () => {
    for (const path of ['/product/NoSuchListing123', '/playboost/NoSuchListing123', '/product/not%20an%20id']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain('href="/support"');
      expect(html, path).toContain('<meta name="robots" content="none">');
    }
    expect(await call(server, `/api/page?url=${encodeURIComponent('/product/NoSuchListing123')}`)).toMatchObject({ status: 200, body: { kind: 'page', page: { name: 'product', status: 404 } } });
    expect(await call(server, `/api/page?url=${encodeURIComponent(`/product/${product.id}`)}`)).toMatchObject({ body: { page: { name: 'product', status: 200 } } });
  });

  it('shows a listing of a hidden game only to a signed-in visitor', async () => {
    const { db } = server.database;
    const [hidden] = await db.select().from(games).where(eq(games.hidden, true)).limit(1);
    const [type] = await db.select().from(gameProductTypes).where(eq(gameProductTypes.gameType, hidden?.value ?? '')).limit(1);
    await db.insert(listings).values({ ...product, id: 'HiddenGameSsr01', gameType: hidden?.value ?? '', productType: type?.productType ?? '', tags: {}, platform: null });
    await db.insert(resumeTokens).values({ hashedToken: hashToken('ssr-token'), userId: seller.id, expiresAt: new Date(Date.now() + 600_000) });
    expect((await page('/product/HiddenGameSsr01')).status).toBe(404);
    const signedIn = await page('/product/HiddenGameSsr01', { cookie: 'authToken=ssr-token' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.html).toContain(escaped(product.title));
    expect(await call(server, `/api/page?url=${encodeURIComponent('/product/HiddenGameSsr01')}`, { headers: { cookie: 'authToken=ssr-token' } })).toMatchObject({ body: { page: { status: 200 } } });
    await db.delete(listings).where(eq(listings.id, 'HiddenGameSsr01'));
  });

  it("renders a seller's profile with their offers, and 404 for an unknown one", async () => {
    const { status, html } = await page(`/profile/${seller.slug}`);
    expect(status).toBe(200);
    expect(html).toContain(`data-testid="profile-name">${escaped(seller.username)}</h1>`);
    expect(html).toContain('data-testid="product-card"');
    expect(html).toContain('href="/product/');
    expect((await page('/profile/no-such-seller')).status).toBe(404);
  });

  it('renders the public recently viewed page (filled in by the browser) and guards the favorites lists', async () => {
    const recent = await page('/dashboard/favorites/recently-viewed');
    expect(recent.status).toBe(200);
    expect(recent.html).toContain('data-testid="list-loading"');
    const favorites = await page('/dashboard/favorites/products');
    expect(favorites.status).toBe(302);
  });
});
