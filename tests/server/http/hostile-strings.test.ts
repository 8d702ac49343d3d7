import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callError, connectClient } from '../accounts/ddp-client.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Issue 11, findings 7 and 17: strings PostgreSQL cannot store (a NUL byte)
 * or that are not text (a lone surrogate) used to reach the database and
 * answer 500; a JSON array or `null` as a body was read as `{}`. Both are now
 * refused at the boundary with 400 naming the field, over HTTP and DDP.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const search = (body: unknown) => call(server, '/api/products/search/fortnite/accounts', { method: 'POST', body });

describe(`hostile strings and bodies on ${DATABASE_KIND}`, () => {
  it('refuses a NUL byte in a search body with 400 naming the field', async () => {
    const { status, body } = await search({ sellerProfile: 'a\u0000b' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.sellerProfile' });
  });

  it('refuses a lone surrogate deep in a body with 400 naming the field', async () => {
    const { status, body } = await search({ listingQuery: { searchText: 'sword \ud800' } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.listingQuery.searchText' });
    const batch = await call(server, '/api/products/by-ids', { method: 'POST', body: { ids: ['ok', 'x\u0000'] } });
    expect(batch.status).toBe(400);
    expect(batch.body).toMatchObject({ field: 'body.ids.1' });
  });

  it('refuses a JSON array or null as a body instead of reading it as {}', async () => {
    for (const bad of [[], [{ listingQuery: {} }], null]) {
      const { status, body } = await search(bad);
      expect(status, JSON.stringify(bad)).toBe(400);
      expect(body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body' });
    }
    expect((await search({})).status).toBe(200);
  });

  it('answers a malformed %-escape and an unknown Content-Encoding in the API error format, naming what was wrong (finding 14)', async () => {
    const url = await call(server, '/api/products/%zz');
    expect(url.status).toBe(400);
    expect(url.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', field: 'url' });
    const encoded = await call(server, '/api/products/by-ids', { body: { ids: [] }, headers: { 'content-encoding': 'bogus' } });
    expect(encoded.status).toBe(415);
    expect(encoded.body).toMatchObject({ statusCode: 415, code: 'VALIDATION_FAILED', field: 'headers.content-encoding' });
  });

  it('refuses a NUL byte in DDP params with 400 naming the param, and keeps answering', async () => {
    const client = await connectClient(server.url);
    try {
      const error = await callError(client, 'forgotPassword', { email: 'someone\u0000@example.com' });
      expect(error.error).toBe(400);
      expect(error.details).toMatchObject({ code: 'VALIDATION_FAILED', field: 'params.0.email' });
      expect(await client.call('forgotPassword', { email: 'nobody@example.com' })).toEqual({ sent: true });
    } finally {
      client.disconnect();
    }
  });
});
