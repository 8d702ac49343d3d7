import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type SimpleDDP from 'simpleddp';
import { DEMO_EARNINGS, grantDemoEarnings } from '../../../composition-root/server/demo-data.ts';
import { LEDGER } from '../../../composition-root/server/ledger.module.ts';
import { ledgerAccounts } from '../../../domain/index.ts';
import { callError, connectClient } from '../accounts/ddp-client.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
const clients: SimpleDDP[] = [];

function demo(email: string) {
  const found = server.demoAccounts.find((a) => a.email === email);
  if (found === undefined) throw new Error(`no demo account ${email}`);
  return found;
}

async function loggedIn(email: string): Promise<SimpleDDP> {
  const client = await connectClient(server.url);
  clients.push(client);
  await client.call('login', { user: { email }, password: demo(email).password });
  return client;
}

const SELLER = 'seller@demo.ig-market.test';
const DISBURSER = 'disburser@demo.ig-market.test';
const CUSTOMER = 'customer@demo.ig-market.test';
type View = { id: string; state: string; amountMinor: number; feeMinor: number; netMinor: number; reference: string | null; reason: string | null };

let seller: SimpleDDP;
let disburser: SimpleDDP;
let key = 0;
const request = (amountMinor: number, method = 'CRYPTO') => ({ method, amountMinor, details: 'TQrZ8tKfjq2hZ1nWallet', idempotencyKey: `withdraw-${process.pid}-${(key += 1)}` });
const available = async () => ((await seller.call('myWithdrawals')) as { availableMinor: number }).availableMinor;

beforeAll(async () => {
  server = await startTestServer();
  await grantDemoEarnings(server.container.get(LEDGER.Ledger), server.demoAccounts, () => undefined);
  seller = await loggedIn(SELLER);
  disburser = await loggedIn(DISBURSER);
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.disconnect();
  await server?.stop();
});

describe(`withdrawals over DDP (${DATABASE_KIND})`, () => {
  it('quotes the crypto fee (3.9 %) and net from the server, with what the seller has available', async () => {
    expect(await seller.call('quoteWithdrawal', { method: 'CRYPTO', amountMinor: 10_000 })).toEqual({ amountMinor: 10_000, feeMinor: 390, netMinor: 9_610, availableMinor: DEMO_EARNINGS.minor });
    expect(await callError(seller, 'quoteWithdrawal', { method: 'CRYPTO', amountMinor: 500 })).toMatchObject({ error: 422, details: { code: 'WITHDRAWAL_TOO_SMALL', field: 'amount' } });
    expect(await callError(seller, 'quoteWithdrawal', { method: 'PAYPAL', amountMinor: 10_000 })).toMatchObject({ error: 400, details: { field: 'params.0.method' } });
  });

  it('refuses a buyer, more than is available, and a client-made fee; holds the amount so it cannot be withdrawn twice', async () => {
    const customer = await loggedIn(CUSTOMER);
    expect(await callError(customer, 'requestWithdrawal', request(10_000))).toMatchObject({ error: 403 });
    expect(await callError(seller, 'requestWithdrawal', request(DEMO_EARNINGS.minor + 1))).toMatchObject({ error: 409, details: { code: 'INSUFFICIENT_FUNDS' } });
    const params = request(10_000);
    // A fee the client names is not read: the server's own is charged.
    const first = (await seller.call('requestWithdrawal', { ...params, feeMinor: 0, netMinor: 10_000 })) as View;
    expect(first).toMatchObject({ state: 'requested', amountMinor: 10_000, feeMinor: 390, netMinor: 9_610 });
    // A retry of the same intent answers the same withdrawal and holds nothing more.
    expect(await seller.call('requestWithdrawal', params)).toEqual(first);
    expect(await available()).toBe(DEMO_EARNINGS.minor - 10_000);
    expect(await callError(seller, 'requestWithdrawal', { ...params, amountMinor: 20_000 })).toMatchObject({ details: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    expect(await callError(seller, 'approveWithdrawal', { withdrawalId: first.id })).toMatchObject({ error: 403 });
  });

  it('a disburser approves and records it paid: the net leaves through the payout method and the fee is revenue', async () => {
    const before = await server.container.get(LEDGER.Ledger).balances([ledgerAccounts.payouts('CRYPTO'), ledgerAccounts.payoutFeeRevenue]);
    const w = (await seller.call('requestWithdrawal', request(5_000))) as View;
    const queue = (await disburser.call('withdrawalQueue')) as View[];
    expect(queue.map((q) => q.id)).toContain(w.id);
    expect(await callError(disburser, 'markWithdrawalPaid', { withdrawalId: w.id, reference: 'tx-1' })).toMatchObject({ error: 409, details: { code: 'WITHDRAWAL_ACTION_NOT_ALLOWED' } });
    expect(await disburser.call('approveWithdrawal', { withdrawalId: w.id })).toMatchObject({ state: 'approved' });
    // Approved: too late for the seller to take it back.
    expect(await callError(seller, 'cancelWithdrawal', { withdrawalId: w.id })).toMatchObject({ error: 409 });
    expect(await callError(disburser, 'markWithdrawalPaid', { withdrawalId: w.id, reference: '   ' })).toMatchObject({ error: 400 });
    expect(await disburser.call('markWithdrawalPaid', { withdrawalId: w.id, reference: ' 0xabc123 ' })).toMatchObject({ state: 'paid', reference: '0xabc123' });
    const after = await server.container.get(LEDGER.Ledger).balances([ledgerAccounts.payouts('CRYPTO'), ledgerAccounts.payoutFeeRevenue]);
    const of = (list: typeof after, account: string) => list.find((b) => b.account === account)?.balance ?? 0;
    expect(of(after, 'payouts:crypto') - of(before, 'payouts:crypto')).toBe(w.netMinor);
    expect(of(after, 'revenue:payout-fees') - of(before, 'revenue:payout-fees')).toBe(w.feeMinor);
    expect(((await disburser.call('withdrawalQueue')) as View[]).map((q) => q.id)).not.toContain(w.id);
  });

  it('gives the money back when the seller cancels, staff reject, or the payout fails', async () => {
    const start = await available();
    const cancelled = (await seller.call('requestWithdrawal', request(2_000, 'FASAPAY'))) as View;
    expect(await seller.call('cancelWithdrawal', { withdrawalId: cancelled.id })).toMatchObject({ state: 'cancelled' });
    const rejected = (await seller.call('requestWithdrawal', request(2_000, 'PAYONEER'))) as View;
    expect(await callError(disburser, 'rejectWithdrawal', { withdrawalId: rejected.id, reason: '' })).toMatchObject({ error: 400, details: { field: 'params.0.reason' } });
    expect(await disburser.call('rejectWithdrawal', { withdrawalId: rejected.id, reason: 'Payout details do not match the account name' })).toMatchObject({ state: 'rejected' });
    const failed = (await seller.call('requestWithdrawal', request(2_000, 'VOLET'))) as View;
    await disburser.call('approveWithdrawal', { withdrawalId: failed.id });
    expect(await disburser.call('markWithdrawalFailed', { withdrawalId: failed.id, reason: 'Wallet closed by Volet' })).toMatchObject({ state: 'failed', reason: 'Wallet closed by Volet' });
    expect(await available()).toBe(start);
    // Someone else's withdrawal does not exist for this seller.
    const other = await loggedIn('bulk-seller@demo.ig-market.test');
    expect(await callError(other, 'cancelWithdrawal', { withdrawalId: failed.id })).toMatchObject({ error: 404 });
    const mine = ((await seller.call('myWithdrawals')) as { withdrawals: View[] }).withdrawals;
    expect(mine.slice(0, 3).map((m) => m.state)).toEqual(['failed', 'rejected', 'cancelled']);
  });
});
