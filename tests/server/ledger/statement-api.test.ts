import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type SimpleDDP from 'simpleddp';
import { DEMO_EARNINGS, grantDemoEarnings } from '../../../composition-root/server/demo-data.ts';
import { LEDGER } from '../../../composition-root/server/ledger.module.ts';
import { callError, connectClient } from '../accounts/ddp-client.ts';
import { demoParty, type DemoParty } from '../support/demo-login.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
const clients: SimpleDDP[] = [];
let seller: DemoParty;
let customer: DemoParty;
let admin: DemoParty;

type Line = { id: string; kind: string; account: string; amount: { minor: number; currency: string }; balance: { minor: number; currency: string }; link: string | null };
type Page = { entries: Line[]; nextCursor: string | null };

beforeAll(async () => {
  server = await startTestServer();
  await grantDemoEarnings(server.container.get(LEDGER.Ledger), server.demoAccounts, () => undefined);
  [seller, customer, admin] = await Promise.all([demoParty(server, 'seller'), demoParty(server, 'customer'), demoParty(server, 'admin')]);
  clients.push(seller.client, customer.client, admin.client);
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.disconnect();
  await server?.stop();
});

describe(`myStatement over DDP (${DATABASE_KIND})`, () => {
  it('shows a seller their withdrawal as a payout and a fee, newest first, each with the balance after it and a link', async () => {
    const disburser = await demoParty(server, 'disburser');
    clients.push(disburser.client);
    const w = (await seller.client.call('requestWithdrawal', { method: 'CRYPTO', amountMinor: 10_000, details: 'TQrZ8tKfjq2hZ1nWallet', idempotencyKey: `statement-${process.pid}` })) as { id: string };
    await disburser.client.call('approveWithdrawal', { withdrawalId: w.id });
    await disburser.client.call('markWithdrawalPaid', { withdrawalId: w.id, reference: 'chain-tx-1' });
    const page = (await seller.client.call('myStatement', {})) as Page;
    const lines = page.entries.map((e) => ({ kind: e.kind, account: e.account, minor: e.amount.minor, balance: e.balance.minor, link: e.link }));
    expect(lines).toHaveLength(3);
    // The fee and the net are posted one after the other; both leave the available funds.
    expect(lines).toEqual(
      expect.arrayContaining([
        { kind: 'fee', account: 'available', minor: -390, balance: expect.any(Number), link: '/dashboard/finances/withdrawals' },
        { kind: 'withdrawal', account: 'available', minor: -9_610, balance: expect.any(Number), link: '/dashboard/finances/withdrawals' },
      ]),
    );
    expect(lines[2]).toEqual({ kind: 'grant', account: 'available', minor: DEMO_EARNINGS.minor, balance: DEMO_EARNINGS.minor, link: null });
    expect(lines[0]?.balance).toBe(DEMO_EARNINGS.minor - 10_000);
    expect(Number(page.entries[0]?.id)).toBeGreaterThan(Number(page.entries[1]?.id));
    expect(page.nextCursor).toBeNull();
  });

  it('pages with a cursor, keeps running balances across pages and filters by currency', async () => {
    for (let i = 1; i <= 3; i += 1) {
      await admin.client.call('grantCredits', { userId: customer.id, amount: { minor: 100 * i, currency: 'USD' }, reason: 'Goodwill', idempotencyKey: `statement-grant-${process.pid}-${i}` });
    }
    const first = (await customer.client.call('myStatement', { limit: 2 })) as Page;
    expect(first.entries.map((e) => [e.kind, e.account, e.amount.minor])).toEqual([
      ['grant', 'credits', 300],
      ['grant', 'credits', 200],
    ]);
    expect(first.entries.map((e) => e.balance.minor)).toEqual([50_600, 50_300]);
    expect(first.nextCursor).toBe(first.entries[1]?.id);
    const second = (await customer.client.call('myStatement', { limit: 2, cursor: first.nextCursor })) as Page;
    expect(second.entries.map((e) => e.amount.minor)).toEqual([100, 50_000]);
    expect(second.entries[0]?.balance.minor).toBe(50_100);
    // The demo credits are the first entry: nothing follows, so no cursor, and past it nothing is left.
    expect(second.nextCursor).toBeNull();
    const third = (await customer.client.call('myStatement', { limit: 2, cursor: second.entries[1]?.id })) as Page;
    expect(third).toEqual({ entries: [], nextCursor: null });
    expect(((await customer.client.call('myStatement', { currency: 'EUR' })) as Page).entries).toEqual([]);
  });

  it('answers a visitor 401 and a bad cursor, currency or limit 400 naming the field', async () => {
    const visitor = await connectClient(server.url);
    clients.push(visitor);
    expect(await callError(visitor, 'myStatement', {})).toMatchObject({ error: 401 });
    expect(await callError(customer.client, 'myStatement', { cursor: 'abc' })).toMatchObject({ error: 400, details: { field: 'params.0.cursor' } });
    expect(await callError(customer.client, 'myStatement', { currency: 'usd' })).toMatchObject({ error: 400, details: { field: 'params.0.currency' } });
    expect(await callError(customer.client, 'myStatement', { limit: 500 })).toMatchObject({ error: 400, details: { field: 'params.0.limit' } });
  });
});
