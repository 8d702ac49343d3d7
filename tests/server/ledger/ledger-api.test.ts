import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type SimpleDDP from 'simpleddp';
import { grantDemoCredits } from '../../../composition-root/server/demo-data.ts';
import { LEDGER } from '../../../composition-root/server/ledger.module.ts';
import { callError, connectClient } from '../accounts/ddp-client.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
const clients: SimpleDDP[] = [];

function demo(email: string) {
  const found = server.demoAccounts.find((a) => a.email === email);
  if (found === undefined) throw new Error(`no demo account ${email}`);
  return found;
}

async function loggedIn(email: string): Promise<{ client: SimpleDDP; token: string }> {
  const client = await connectClient(server.url);
  clients.push(client);
  const { token } = (await client.call('login', { user: { email }, password: demo(email).password })) as { token: string };
  return { client, token };
}

const CUSTOMER = 'customer@demo.ig-market.test';
const ADMIN = 'admin@demo.ig-market.test';

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.disconnect();
  await server?.stop();
});

describe(`the ledger over DDP and HTTP (${DATABASE_KIND})`, () => {
  it('starts the demo customer with $500 of credits, once: starting again grants nothing more', async () => {
    const { client } = await loggedIn(CUSTOMER);
    expect(await client.call('getBalances')).toEqual({ balances: [{ currency: 'USD', available: 50_000, pending: 0 }] });
    await grantDemoCredits(server.container.get(LEDGER.Ledger), server.demoAccounts, () => undefined);
    expect(await client.call('getBalances')).toEqual({ balances: [{ currency: 'USD', available: 50_000, pending: 0 }] });
  });

  it('answers getBalances for a visitor with 401, and an empty list for a user who never held money', async () => {
    const visitor = await connectClient(server.url);
    clients.push(visitor);
    expect(await callError(visitor, 'getBalances')).toMatchObject({ error: 401 });
    const { client } = await loggedIn('operator@demo.ig-market.test');
    expect(await client.call('getBalances')).toEqual({ balances: [] });
  });

  it('lets only an admin grant credits, with a reason, to a user who exists', async () => {
    const customer = demo(CUSTOMER);
    const params = { userId: customer.userId, amount: { minor: 1000, currency: 'USD' }, reason: 'Goodwill for a late delivery', idempotencyKey: 'grant-test-0001' };
    const { client: asCustomer } = await loggedIn(CUSTOMER);
    expect(await callError(asCustomer, 'grantCredits', params)).toMatchObject({ error: 403 });
    const { client: admin } = await loggedIn(ADMIN);
    expect(await callError(admin, 'grantCredits', { ...params, reason: '   ' })).toMatchObject({ error: 400, details: { field: 'params.0.reason' } });
    expect(await callError(admin, 'grantCredits', { ...params, amount: { minor: 0, currency: 'USD' } })).toMatchObject({ error: 400 });
    expect(await callError(admin, 'grantCredits', { ...params, userId: 'nobody-here', idempotencyKey: 'grant-test-0002' })).toMatchObject({
      error: 404,
      details: { field: 'userId' },
    });
  });

  it('grants once per admin key: a retry replays the first answer, the key with another amount is IDEMPOTENCY_KEY_REUSED', async () => {
    const customer = demo(CUSTOMER);
    const { client: shopper } = await loggedIn(CUSTOMER);
    const before = (await shopper.call('getBalances')) as { balances: { available: number }[] };
    const startedWith = before.balances[0]?.available ?? 0;
    const { client: admin } = await loggedIn(ADMIN);
    const params = { userId: customer.userId, amount: { minor: 2500, currency: 'USD' }, reason: 'Support goodwill', idempotencyKey: 'grant-test-0003' };
    const first = (await admin.call('grantCredits', params)) as { transactionId: string; balances: unknown };
    expect(first).toEqual({ transactionId: expect.any(String), balances: [{ currency: 'USD', available: startedWith + 2500, pending: 0 }] });
    expect(await admin.call('grantCredits', params)).toEqual(first);
    expect(await callError(admin, 'grantCredits', { ...params, amount: { minor: 2600, currency: 'USD' } })).toMatchObject({
      error: 422,
      details: { code: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotencyKey' },
    });
    expect(await shopper.call('getBalances')).toEqual({ balances: [{ currency: 'USD', available: startedWith + 2500, pending: 0 }] });
  });

  it('pushes a grant to the user’s live myBalances, one document per currency', async () => {
    const customer = demo(CUSTOMER);
    const { client: shopper } = await loggedIn(CUSTOMER);
    const sub = shopper.subscribe('myBalances');
    await sub.ready();
    const usd = () => shopper.collection('balances').fetch().find((d) => d['id'] === 'USD');
    const shown = usd()?.['available'] as number;
    expect(usd()).toMatchObject({ id: 'USD', currency: 'USD', pending: 0 });
    const { client: admin } = await loggedIn(ADMIN);
    await admin.call('grantCredits', { userId: customer.userId, amount: { minor: 700, currency: 'EUR' }, reason: 'EUR goodwill', idempotencyKey: 'grant-test-0004' });
    await expect.poll(() => shopper.collection('balances').fetch().find((d) => d['id'] === 'EUR')).toMatchObject({ currency: 'EUR', available: 700, pending: 0 });
    expect(usd()?.['available']).toBe(shown);
    await sub.stop();
  });

  it('shows the trial balance to an admin only: every currency sums to zero', async () => {
    expect((await call(server, '/api/admin/ledger/trial-balance')).status).toBe(401);
    const { token: customerToken } = await loggedIn(CUSTOMER);
    expect((await call(server, '/api/admin/ledger/trial-balance', { headers: { authorization: `Bearer ${customerToken}` } })).status).toBe(403);
    const { token } = await loggedIn(ADMIN);
    const answer = await call(server, '/api/admin/ledger/trial-balance', { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({
      currencies: [
        { currency: 'EUR', sum: 0, entries: 2 },
        // The demo customer's credits and the demo seller's earnings (2 entries each), and one grant.
        { currency: 'USD', sum: 0, entries: 6 },
      ],
      balanced: true,
    });
  });
});
