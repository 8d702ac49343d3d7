import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../../adapters/server/persistence/accounts/sql-session-tokens.ts';
import { gameProductTypes, games, listings, productTypes, resumeTokens, users } from '../../../adapters/server/persistence/schema.ts';
import { sellerLevel } from '../../../domain/index.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

interface ProductBody {
  _id: string;
  title: string;
  description: string;
  gameType: { value: string; label: string };
  productType: { value: string; label: string; listMode: string; serviceFee: number | null; netFee: number | null };
  seller: { _id: string; username: string; slug: string; communityRating: number; isSeller: boolean; level: { level: number; name: string } | null; memberSince: string };
  price: number;
  currency: string;
  quantity: number;
  maxQuantity: number | null;
  minQuantity: number;
  incrementalQuantity: boolean;
  purchaseBehavior: string;
  deliveryDuration: string;
  volumeDiscount: { start: number; end: number; min: number; max: number } | null;
  state: string;
  platform: { value: string; label: string } | null;
  tags: { filter: string; label: string; values: string[] }[];
  images: string[];
}

interface ProfileBody {
  seller: { _id: string; username: string; slug: string; isSeller: boolean; level: { level: number } | null; completedSales: number; country: string | null };
  offers: { gameType: { value: string; label: string }; productType: { value: string; label: string }; count: number }[];
  activeOffers: number;
  selected: { gameType: string; productType: string } | null;
  listings: { hits: { _id: string; seller: { slug: string }; gameType: string; productType: string }[]; estimatedTotalHits: number; page: number } | null;
}

let server: TestServer;
type ListingRow = typeof listings.$inferSelect;
type UserRow = typeof users.$inferSelect;
/** An AVAILABLE listing of a visible game with a volume discount, and its seller. */
let product: ListingRow;
let seller: UserRow;
let hiddenGameValue: string;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const hidden = new Set((await db.select().from(games).where(eq(games.hidden, true))).map((g) => g.value));
  hiddenGameValue = [...hidden][0] ?? '';
  const rows = await db.select().from(listings).where(eq(listings.state, 'AVAILABLE'));
  const found = rows.find((r) => !hidden.has(r.gameType) && r.volumeDiscount !== null && Object.keys(r.tags).length > 0);
  if (found === undefined) throw new Error('the demo data has no listing with a volume discount and tags');
  product = found;
  const [owner] = await db.select().from(users).where(eq(users.id, product.sellerId));
  if (owner === undefined) throw new Error('listing without seller');
  seller = owner;
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/** A valid login token for some user, as the storefront's cookie. */
async function signedInCookie(name: string): Promise<string> {
  const { db } = server.database;
  const [user] = await db.select().from(users).where(eq(users.banned, false)).limit(1);
  await db.insert(resumeTokens).values({ hashedToken: hashToken(name), userId: user?.id ?? '', expiresAt: new Date(Date.now() + 600_000) });
  return `authToken=${name}`;
}

describe(`product and profile HTTP API on ${DATABASE_KIND}`, () => {
  it('answers one listing with its seller, labels, stock rules, volume discount and tags', async () => {
    const { status, body, headers } = await call(server, `/api/products/${product.id}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toContain('public');
    const p = body as ProductBody;
    const [game] = await server.database.db.select().from(games).where(eq(games.value, product.gameType));
    const [type] = await server.database.db.select().from(productTypes).where(eq(productTypes.value, product.productType));
    expect(p).toMatchObject({
      _id: product.id,
      title: product.title,
      description: product.description,
      gameType: { value: product.gameType, label: game?.label },
      productType: { value: product.productType, label: type?.label },
      price: product.priceMinor,
      currency: 'USD',
      quantity: product.quantity,
      maxQuantity: product.maxQuantity,
      minQuantity: product.minQuantity,
      incrementalQuantity: product.incrementalQuantity,
      purchaseBehavior: product.purchaseBehavior,
      deliveryDuration: product.deliveryDuration,
      volumeDiscount: product.volumeDiscount,
      state: 'AVAILABLE',
      images: [],
    });
    expect(p.seller).toMatchObject({ _id: seller.id, username: seller.username, slug: seller.slug, communityRating: seller.productRating, isSeller: true });
    expect(p.seller.level).toEqual({ level: sellerLevel(seller.completedSales).level, name: sellerLevel(seller.completedSales).name });
    expect(new Date(p.seller.memberSince).getTime()).toBe(seller.createdAt.getTime());
    // Tags carry the filter's and the value's labels, one entry per tagged filter.
    expect(p.tags).toHaveLength(Object.keys(product.tags).length);
    for (const tag of p.tags) {
      expect(Object.keys(product.tags)).toContain(tag.filter);
      expect(tag.label).not.toBe('');
      expect(tag.values.length).toBeGreaterThan(0);
    }
    if (product.platform !== null) expect(p.platform?.value).toBe(product.platform);
    // Nothing private about the seller leaks.
    expect(JSON.stringify(p.seller)).not.toMatch(/email|password|phone/i);
  });

  it('shows a sold-out listing (the page says so) but not a hidden or removed one', async () => {
    const { db } = server.database;
    const [soldOut] = await db.select().from(listings).where(eq(listings.state, 'SOLD_OUT')).limit(1);
    expect(soldOut).toBeDefined();
    expect(await call(server, `/api/products/${soldOut?.id}`)).toMatchObject({ status: 200, body: { _id: soldOut?.id, state: 'SOLD_OUT' } });
    const [other] = await db.select().from(listings).where(and(eq(listings.state, 'AVAILABLE'), ne(listings.id, product.id))).limit(1);
    await db.update(listings).set({ state: 'HIDDEN' }).where(eq(listings.id, other?.id ?? ''));
    expect(await call(server, `/api/products/${other?.id}`)).toMatchObject({ status: 404, body: { code: 'PRODUCT_NOT_FOUND' } });
    await db.update(listings).set({ state: 'REMOVED' }).where(eq(listings.id, other?.id ?? ''));
    expect(await call(server, `/api/products/${other?.id}`)).toMatchObject({ status: 404, body: { code: 'PRODUCT_NOT_FOUND' } });
    await db.update(listings).set({ state: 'AVAILABLE' }).where(eq(listings.id, other?.id ?? ''));
  });

  it('answers 404 PRODUCT_NOT_FOUND for an unknown id', async () => {
    const { status, body, headers } = await call(server, '/api/products/NoSuchListing123');
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'PRODUCT_NOT_FOUND', message: 'Product not found' });
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a malformed id with 400 naming the field', async () => {
    for (const bad of ['a.b', 'x'.repeat(65), '%20']) {
      const { status, body } = await call(server, `/api/products/${bad}`);
      expect(status, bad).toBe(400);
      expect(body, bad).toMatchObject({ code: 'VALIDATION_FAILED', field: 'params.id' });
    }
  });

  it('shows a listing of a hidden game only to a visitor with a valid token', async () => {
    const { db } = server.database;
    const [type] = await db.select().from(gameProductTypes).where(eq(gameProductTypes.gameType, hiddenGameValue)).limit(1);
    expect(type).toBeDefined();
    const id = 'HiddenGameListing01';
    await db.insert(listings).values({ ...product, id, gameType: hiddenGameValue, productType: type?.productType ?? '', tags: {}, platform: null });
    const path = `/api/products/${id}`;
    expect(await call(server, path)).toMatchObject({ status: 404, body: { code: 'PRODUCT_NOT_FOUND', message: 'Product not found' } });
    expect((await call(server, path, { headers: { cookie: 'authToken=forged' } })).status).toBe(404);
    const withToken = await call(server, path, { headers: { cookie: await signedInCookie('product-api-token') } });
    expect(withToken.status).toBe(200);
    expect(withToken.body).toMatchObject({ _id: id, gameType: { value: hiddenGameValue } });
    expect(withToken.headers.get('cache-control')).toBe('private, no-store');
    // The batch read applies the same rule.
    const batch = await call(server, '/api/products/by-ids', { body: { ids: [id, product.id] } });
    expect((batch.body as { products: { _id: string }[] }).products.map((p) => p._id)).toEqual([product.id]);
    await db.delete(listings).where(eq(listings.id, id));
  });

  it('reads several listings in the order asked, each once, leaving out unknown ids', async () => {
    const { db } = server.database;
    const more = await db.select({ id: listings.id }).from(listings).where(and(eq(listings.state, 'AVAILABLE'), ne(listings.id, product.id))).limit(2);
    const ids = [more[1]?.id ?? '', 'UnknownListing000', product.id, more[0]?.id ?? '', product.id];
    const { status, body } = await call(server, '/api/products/by-ids', { body: { ids } });
    expect(status).toBe(200);
    const answered = (body as { products: ProductBody[] }).products;
    const visible = new Set(answered.map((p) => p._id));
    expect(answered.map((p) => p._id)).toEqual([more[1]?.id, product.id, more[0]?.id].filter((x) => visible.has(x ?? '')));
    expect(visible.has(product.id)).toBe(true);
  });

  it('refuses a batch of more than 100 ids or a malformed one with 400 naming the field', async () => {
    const tooMany = Array.from({ length: 101 }, (_, i) => `id${i}`);
    expect(await call(server, '/api/products/by-ids', { body: { ids: tooMany } })).toMatchObject({ status: 400, body: { field: 'body.ids' } });
    expect(await call(server, '/api/products/by-ids', { body: { ids: ['ok', 'not ok'] } })).toMatchObject({ status: 400, body: { field: 'body.ids.1' } });
    expect(await call(server, '/api/products/by-ids', { body: {} })).toMatchObject({ status: 400, body: { field: 'body.ids' } });
  });

  it("answers a seller's public profile with where they sell and one page of their own offers", async () => {
    const { status, body } = await call(server, `/api/profiles/${seller.slug}`);
    expect(status).toBe(200);
    const profile = body as ProfileBody;
    expect(profile.seller).toMatchObject({ _id: seller.id, username: seller.username, slug: seller.slug, isSeller: true, completedSales: seller.completedSales, country: seller.country });
    expect(profile.offers.length).toBeGreaterThan(0);
    const counts = profile.offers.map((o) => o.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(profile.activeOffers).toBe(counts.reduce((a, b) => a + b, 0));
    const first = profile.offers[0];
    expect(profile.selected).toEqual({ gameType: first?.gameType.value, productType: first?.productType.value });
    expect(profile.listings?.estimatedTotalHits).toBe(first?.count);
    for (const hit of profile.listings?.hits ?? []) {
      expect(hit.seller.slug).toBe(seller.slug);
      expect(hit.gameType).toBe(first?.gameType.value);
    }
    const own = await server.database.db.select({ id: listings.id }).from(listings).where(and(eq(listings.sellerId, seller.id), eq(listings.state, 'AVAILABLE')));
    expect(profile.activeOffers).toBe(own.length);
  });

  it('lists the offers of the game and product type asked for', async () => {
    const all = (await call(server, `/api/profiles/${seller.slug}`)).body as ProfileBody;
    const last = all.offers[all.offers.length - 1];
    const { body } = await call(server, `/api/profiles/${seller.slug}?game=${last?.gameType.value}&type=${last?.productType.value}`);
    const profile = body as ProfileBody;
    expect(profile.selected).toEqual({ gameType: last?.gameType.value, productType: last?.productType.value });
    for (const hit of profile.listings?.hits ?? []) expect([hit.gameType, hit.productType]).toEqual([last?.gameType.value, last?.productType.value]);
  });

  it('answers 404 for an unknown or banned profile and 400 for a malformed slug or page', async () => {
    expect(await call(server, '/api/profiles/no-such-seller')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', field: 'slug' } });
    const [banned] = await server.database.db.select().from(users).where(eq(users.banned, true)).limit(1);
    expect(banned).toBeDefined();
    expect((await call(server, `/api/profiles/${banned?.slug}`)).status).toBe(404);
    expect(await call(server, '/api/profiles/Not_A_Slug')).toMatchObject({ status: 400, body: { field: 'params.slug' } });
    expect(await call(server, `/api/profiles/${seller.slug}?page=0`)).toMatchObject({ status: 400, body: { field: 'query.page' } });
    expect(await call(server, `/api/profiles/${seller.slug}?page=abc`)).toMatchObject({ status: 400, body: { field: 'query.page' } });
    expect(await call(server, `/api/profiles/${seller.slug}?game=BAD`)).toMatchObject({ status: 400, body: { field: 'query.game' } });
  });

  it('reads several public users at once for the favorite sellers page', async () => {
    const [banned] = await server.database.db.select().from(users).where(eq(users.banned, true)).limit(1);
    const { status, body } = await call(server, '/api/profiles/by-ids', { body: { ids: [banned?.id ?? '', seller.id, 'nobody'] } });
    expect(status).toBe(200);
    expect((body as { sellers: { _id: string; username: string }[] }).sellers).toEqual([expect.objectContaining({ _id: seller.id, username: seller.username })]);
    expect(await call(server, '/api/profiles/by-ids', { body: { ids: 'x' } })).toMatchObject({ status: 400, body: { field: 'body.ids' } });
  });
});
