import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageVisits } from '../../../adapters/server/persistence/schema.ts';
import { connectClient } from '../accounts/ddp-client.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let seq = 0;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/** A PageVisit with a visitor id no other test uses, so its rows can be read back alone. */
function pageVisit(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return { type: 'PageVisit', path: '/wow/gold?page=2', routeName: 'listing', language: 'en', currency: 'EUR', visitorId: `visitor-${seq}-${Date.now()}`, ...overrides };
}

async function rowsOf(visitorId: string) {
  return server.database.db.select().from(pageVisits).where(eq(pageVisits.visitorId, visitorId));
}

function account(email: string) {
  const found = server.demoAccounts.find((a) => a.email === email);
  if (found === undefined) throw new Error(`no demo account ${email}`);
  return found;
}

/** Logs a demo account in over DDP, as the storefront does, and returns its login token. */
async function loginToken(email: string): Promise<string> {
  const { password } = account(email);
  const client = await connectClient(server.url);
  try {
    return ((await client.call('login', { user: { email }, password })) as { token: string }).token;
  } finally {
    await client.disconnect();
  }
}

describe(`POST /api/events on ${DATABASE_KIND}`, () => {
  it("stores a visitor's PageVisit with the server's time, ignoring a time the client sends", async () => {
    const event = pageVisit({ referrer: 'https://www.google.com/search?q=gold', recordedAt: '2000-01-01T00:00:00.000Z' });
    const before = Date.now();
    const response = await call(server, '/api/events', { body: event });
    const after = Date.now();
    expect(response.status).toBe(204);
    expect(response.body).toBe('');
    const rows = await rowsOf(event.visitorId);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ path: '/wow/gold?page=2', routeName: 'listing', language: 'en', currency: 'EUR', referrer: 'https://www.google.com/search', userId: null });
    expect(row?.recordedAt.getTime()).toBeGreaterThanOrEqual(before - 5);
    expect(row?.recordedAt.getTime()).toBeLessThanOrEqual(after + 5);
  });

  it('accepts the JSON as text/plain, as navigator.sendBeacon sends a string', async () => {
    const event = pageVisit({ path: '/games' });
    const response = await call(server, '/api/events', { rawBody: JSON.stringify(event), headers: { 'content-type': 'text/plain;charset=UTF-8' } });
    expect(response.status).toBe(204);
    expect((await rowsOf(event.visitorId)).map((r) => r.path)).toEqual(['/games']);
  });

  it("stores the logged-in user's id from the session (cookie or Bearer), never one from the body", async () => {
    const customer = account('customer@demo.ig-market.test');
    const admin = account('admin@demo.ig-market.test');
    const token = await loginToken(customer.email);

    const byCookie = pageVisit({ userId: admin.userId });
    expect((await call(server, '/api/events', { body: byCookie, headers: { cookie: `authToken=${token}` } })).status).toBe(204);
    const byBearer = pageVisit({ userId: admin.userId });
    expect((await call(server, '/api/events', { rawBody: JSON.stringify(byBearer), headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' } })).status).toBe(204);
    const anonymous = pageVisit({ userId: admin.userId });
    expect((await call(server, '/api/events', { body: anonymous })).status).toBe(204);
    const badToken = pageVisit({ userId: admin.userId });
    expect((await call(server, '/api/events', { body: badToken, headers: { cookie: 'authToken=not-a-real-token' } })).status).toBe(204);

    expect((await rowsOf(byCookie.visitorId)).map((r) => r.userId)).toEqual([customer.userId]);
    expect((await rowsOf(byBearer.visitorId)).map((r) => r.userId)).toEqual([customer.userId]);
    expect((await rowsOf(anonymous.visitorId)).map((r) => r.userId)).toEqual([null]);
    expect((await rowsOf(badToken.visitorId)).map((r) => r.userId)).toEqual([null]);
  });

  it('answers 400 naming the field for a missing or oversized path, and stores nothing', async () => {
    const { path: _path, ...withoutPath } = pageVisit();
    const missing = await call(server, '/api/events', { body: withoutPath });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', field: 'body.path' });
    expect((missing.body as { message: string }).message).toContain('body.path');

    for (const length of [2049, 10_000]) {
      const oversized = pageVisit({ path: `/${'a'.repeat(length - 1)}` });
      const response = await call(server, '/api/events', { body: oversized });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.path' });
      expect(await rowsOf(oversized.visitorId)).toEqual([]);
    }
    // The longest allowed path is stored whole.
    const longest = pageVisit({ path: `/${'a'.repeat(2047)}` });
    expect((await call(server, '/api/events', { body: longest })).status).toBe(204);
    expect((await rowsOf(longest.visitorId))[0]?.path).toHaveLength(2048);
  });

  it('answers 400 for a garbage body, as text/plain or as JSON', async () => {
    for (const headers of [{ 'content-type': 'text/plain' }, { 'content-type': 'application/json' }]) {
      const response = await call(server, '/api/events', { rawBody: '{"type":"PageVisit", garbage', headers });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body' });
    }
    const empty = await call(server, '/api/events', { rawBody: '', headers: { 'content-type': 'text/plain' } });
    expect(empty.status).toBe(400);
    const notAnObject = await call(server, '/api/events', { rawBody: '"hello"', headers: { 'content-type': 'text/plain' } });
    expect(notAnObject).toMatchObject({ status: 400, body: { field: 'body' } });
    const noBody = await call(server, '/api/events', { method: 'POST' });
    expect(noBody).toMatchObject({ status: 400, body: { field: 'body.type' } });
  });

  it('answers 400 naming the field for other bad input, never 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'AddToCart' }, 'body.type'],
      [{ path: 'wow/gold' }, 'body.path'],
      [{ path: '/nul\u0000byte' }, 'body.path'],
      [{ path: 42 }, 'body.path'],
      [{ routeName: '' }, 'body.routeName'],
      [{ language: 'xx' }, 'body.language'],
      [{ currency: 'EURO' }, 'body.currency'],
      [{ currency: '€€€' }, 'body.currency'],
      [{ visitorId: 'v'.repeat(129) }, 'body.visitorId'],
      [{ visitorId: 'with space' }, 'body.visitorId'],
      [{ referrer: 'javascript:alert(1)' }, 'body.referrer'],
      // Within the bound as sent, six times longer once percent-encoded: refused, not a database error.
      [{ referrer: `https://x.example/${'\u00e9'.repeat(1000)}` }, 'body.referrer'],
    ];
    for (const [change, field] of cases) {
      const event = pageVisit(change);
      const response = await call(server, '/api/events', { body: event });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.body, JSON.stringify(change)).toMatchObject({ field });
      if (typeof event.visitorId === 'string') expect(await rowsOf(event.visitorId)).toEqual([]);
    }
  });

  it('refuses a body far larger than any event with 413', async () => {
    const response = await call(server, '/api/events', { body: pageVisit({ padding: 'x'.repeat(20_000) }) });
    expect(response.status).toBe(413);
  });

  it('redacts one-time tokens of mailed links before storing', async () => {
    const event = pageVisit({ path: '/auth/login/U2VjcmV0LXRva2VuLXZhbHVl', routeName: 'authLogin' });
    expect((await call(server, '/api/events', { body: event })).status).toBe(204);
    expect((await rowsOf(event.visitorId)).map((r) => r.path)).toEqual(['/auth/login/:token']);
  });
});

describe(`POST /api/events rate limit on ${DATABASE_KIND}`, () => {
  let limited: TestServer;

  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMIT_PER_MINUTE: '3' });
  }, 120_000);

  afterAll(async () => {
    await limited?.stop();
  });

  it('falls under the /api rate limit like every API route', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await call(limited, '/api/events', { body: pageVisit() })).status);
    expect(statuses).toEqual([204, 204, 204, 429]);
    const refused = await call(limited, '/api/events', { body: pageVisit() });
    expect(refused.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    // The limit is per route and per address: other routes keep their own count.
    const rates: number[] = [];
    for (let i = 0; i < 4; i += 1) rates.push((await call(limited, '/api/rates')).status);
    expect(rates).toEqual([200, 200, 200, 429]);
  });
});
