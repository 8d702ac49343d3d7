import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, GeoAnswer, HealthAnswer, money, PageLookup, PageLookupQuery, RatesAnswer } from '../../../contracts/shared/index.ts';
import { DATABASE_KIND } from '../../server/support/test-database.ts';
import { call, startTestServer, type TestServer } from '../../server/support/test-server.ts';
import { expectDeclares, refusal } from '../support.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe(`shared contracts against the server on ${DATABASE_KIND}`, () => {
  it('declare the health, rates and geo answers', async () => {
    expectDeclares(HealthAnswer, (await call(server, '/api/health')).body);
    const rates = await call(server, '/api/rates');
    expect(rates.status).toBe(200);
    expectDeclares(RatesAnswer, rates.body);
    expectDeclares(GeoAnswer, (await call(server, '/api/geo', { headers: { 'cf-ipcountry': 'FI' } })).body);
  });

  it('declare every error body: a refused input (with its field), an unknown route, a body that is not JSON', async () => {
    const refused = await call(server, '/api/products/search/fortnite/accounts', { body: { listingQuery: { page: 0 } } });
    expect(refused.status).toBe(400);
    expectDeclares(ErrorBody, refused.body);
    expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.listingQuery.page' });
    const missing = await call(server, '/api/no-such-route');
    expect(missing.status).toBe(404);
    expectDeclares(ErrorBody, missing.body);
    const garbled = await call(server, '/api/products/by-ids', { rawBody: '{nope', headers: { 'content-type': 'application/json' } });
    expect(garbled.status).toBe(400);
    expectDeclares(ErrorBody, garbled.body);
  });
});

describe('shared field rules', () => {
  it('refuse a page lookup that is not a same-site path, naming the url', () => {
    expect(refusal(PageLookupQuery, { url: '//evil.example/x' })).toEqual({ field: 'url', message: 'must be a path starting with a single /' });
    expect(refusal(PageLookupQuery, { url: 'https://evil.example/' })?.field).toBe('url');
    expect(refusal(PageLookupQuery, { url: '/games?sort=name' })).toBeUndefined();
  });

  it('read money as integer minor units of a currency code, naming the bad part', () => {
    expect(refusal(money, { minor: 12.5, currency: 'USD' })?.field).toBe('minor');
    expect(refusal(money, { minor: 1250, currency: 'usd' })).toEqual({ field: 'currency', message: 'must be an ISO 4217 code such as USD' });
    expectDeclares(money, { minor: 1250, currency: 'EUR' });
  });

  it('tell a page from a redirect in a page lookup', () => {
    expectDeclares(PageLookup, { kind: 'redirect', to: '/login' });
    expectDeclares(PageLookup, { kind: 'page', page: { name: 'home', layout: 'default', params: {}, pathname: '/', search: '', status: 200 } });
    expect(refusal(PageLookup, { kind: 'redirect' })?.field).toBe('to');
    expect(refusal(PageLookup, { kind: 'page', page: { name: 'home', layout: 'default', params: {}, pathname: '/', search: '' } })?.field).toBe('page.status');
  });
});
