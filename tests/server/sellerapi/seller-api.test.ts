import { Validator } from '@seriousme/openapi-schema-validator';
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
const marker = `Vexlorn${process.pid}`;

function offer(title: string, overrides: Record<string, unknown> = {}) {
  return {
    gameType: scope.gameType,
    productType: scope.productType,
    tags: { [scope.filter]: scope.tag },
    platform: scope.platform,
    title,
    description: 'Bulk listed',
    priceMinor: 990,
    quantity: 25,
    minQuantity: 1,
    incrementalQuantity: false,
    volumeDiscount: null,
    deliveryDuration: 'INSTANT',
    purchaseBehavior: 'DEFAULT',
    services: [],
    images: [],
    ...overrides,
  };
}

const api = (path: string, key: string | undefined, init: { method?: string; body?: unknown } = {}) =>
  call(server, `/api/v1${path}`, { ...init, headers: key === undefined ? {} : { authorization: `Bearer ${key}` } });

async function publicSearch(text: string): Promise<{ hits: { _id: string; title: string }[]; estimatedTotalHits: number }> {
  const res = await call(server, `/api/products/search/${scope.gameType}/${scope.productType}?disableIsr=true`, { body: { listingQuery: { searchText: text } } });
  expect(res.status).toBe(200);
  return res.body as { hits: { _id: string; title: string }[]; estimatedTotalHits: number };
}

async function party(prefix: string): Promise<SimpleDDP> {
  const { client } = await demoParty(server, prefix);
  clients.push(client);
  return client;
}

beforeAll(async () => {
  server = await startTestServer();
  scope = await findSmartTagScope(server);
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.disconnect();
  await server?.stop();
});

describe(`the seller API (${DATABASE_KIND})`, () => {
  it('a bulk seller creates a key (secret shown once), bulk-upserts 1,000 offers with it, and the public search finds all of them', async () => {
    const bulk = await party('bulk-seller');
    const created = (await bulk.call('createApiKey', { name: 'Warehouse sync', scopes: ['offers:read', 'offers:write'] })) as { key: { id: string; prefix: string; scopes: string[] }; secret: string };
    expect(created.secret.startsWith(created.key.prefix)).toBe(true);
    const listed = (await bulk.call('myApiKeys')) as { keys: Record<string, unknown>[] };
    expect(listed.keys.find((k) => k['id'] === created.key.id)).toMatchObject({ name: 'Warehouse sync', prefix: created.key.prefix, revokedAt: null });
    // The list never carries the secret again.
    expect(JSON.stringify(listed)).not.toContain(created.secret);

    const items = Array.from({ length: 1000 }, (_, i) => ({ offer: offer(`${marker} crate n${i}z`) }));
    const res = await api('/offers/bulk', created.secret, { body: { offers: items } });
    expect(res.status).toBe(200);
    const answer = res.body as { created: number; updated: number; failed: unknown[]; offers: { index: number; id: string; state: string }[] };
    expect(answer).toMatchObject({ created: 1000, updated: 0, failed: [] });
    const found = await publicSearch(marker);
    expect(found.estimatedTotalHits).toBe(1000);
    const last = answer.offers.find((o) => o.index === 999);
    expect((await publicSearch(`${marker} crate n999z`)).hits.map((h) => h._id)).toContain(last?.id);

    // An upsert with the id replaces that offer: the new price is what buyers see.
    const again = await api('/offers/bulk', created.secret, { body: { offers: [{ id: last?.id, offer: offer(`${marker} crate n999z`, { priceMinor: 1500 }) }] } });
    expect(again.body).toMatchObject({ created: 0, updated: 1, failed: [] });
    const one = await api(`/offers/${last?.id ?? ''}`, created.secret);
    expect(one.body).toMatchObject({ id: last?.id, priceMinor: 1500, state: 'active' });
    const page = await api(`/offers?limit=5&text=${marker}`, created.secret);
    expect(page.body).toMatchObject({ total: 1000 });

    // Deleted through the API: gone from the public listing at once.
    expect((await api(`/offers/${last?.id ?? ''}`, created.secret, { method: 'DELETE' })).status).toBe(200);
    expect((await publicSearch(marker)).estimatedTotalHits).toBe(999);
  }, 180_000);

  it('a key without the scope gets 403, a revoked or unknown key or none 401, a bad body 400 naming the field', async () => {
    const bulk = await party('bulk-seller');
    const reader = (await bulk.call('createApiKey', { name: 'Read only', scopes: ['offers:read'] })) as { key: { id: string }; secret: string };
    expect((await api('/offers', reader.secret)).status).toBe(200);
    const refused = await api('/offers', reader.secret, { body: { offer: offer(`${marker} refused`) } });
    expect(refused).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect((await api('/orders', reader.secret)).status).toBe(403);

    const writer = (await bulk.call('createApiKey', { name: 'Writer', scopes: ['offers:write', 'orders:read'] })) as { key: { id: string }; secret: string };
    const tooMany = Array.from({ length: 1001 }, () => ({ offer: offer(`${marker} overflow`) }));
    expect(await api('/offers/bulk', writer.secret, { body: { offers: tooMany } })).toMatchObject({ status: 400, body: { field: 'body.offers' } });
    expect(await api('/offers', writer.secret, { body: { offer: offer(`${marker} bad`, { priceMinor: -5 }) } })).toMatchObject({ status: 400, body: { field: 'body.offer.priceMinor' } });
    expect(await api('/offers/bulk', writer.secret, { body: { offers: [{ offer: offer(`${marker} bad`, { deliveryDuration: 'SOON' }) }] } })).toMatchObject({
      status: 400,
      body: { field: 'body.offers.0.offer.deliveryDuration' },
    });
    expect(await api('/orders', writer.secret)).toMatchObject({ status: 200, body: { orders: [] } });

    const revoked = (await bulk.call('revokeApiKey', { keyId: writer.key.id })) as { revokedAt: string | null };
    expect(revoked.revokedAt).not.toBeNull();
    expect(await api('/offers', writer.secret, { body: { offer: offer(`${marker} after revoke`) } })).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    expect((await api('/offers', `igm_${'x'.repeat(43)}`)).status).toBe(401);
    expect((await api('/offers', undefined)).status).toBe(401);
    expect((await callError(bulk, 'revokeApiKey', { keyId: 'ak_nope' })).error).toBe(404);
  }, 120_000);

  it('only bulk sellers and API-access accounts may hold keys', async () => {
    const seller = await party('seller');
    expect((await callError(seller, 'createApiKey', { name: 'Mine', scopes: ['offers:read'] })).error).toBe(403);
    expect((await callError(seller, 'myApiKeys')).error).toBe(403);
    const apiAccess = await party('api-access');
    expect(((await apiAccess.call('createApiKey', { name: 'Mine', scopes: ['orders:read'] })) as { key: { scopes: string[] } }).key.scopes).toEqual(['orders:read']);
    expect((await callError(apiAccess, 'createApiKey', { name: 'Mine', scopes: ['offers:everything'] })).details?.field).toBe('params.0.scopes.0');
  });

  it('serves an OpenAPI 3.1 document that validates, and a reference page listing every operation', async () => {
    const doc = await call(server, '/api/v1/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body).toMatchObject({ openapi: '3.1.0' });
    const result = await new Validator().validate(doc.body as Parameters<Validator["validate"]>[0]);
    expect(result).toEqual({ valid: true });
    const paths = Object.keys((doc.body as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/offers', '/offers/bulk', '/offers/{offerId}', '/orders', '/orders/{orderId}', '/orders/{orderId}/deliver']));
    const page = await fetch(`${server.url}/api/v1/docs`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('/api/v1/offers/bulk');
    expect(html).toContain('orders:write');
  });
});
