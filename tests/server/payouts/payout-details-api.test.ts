import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type SimpleDDP from 'simpleddp';
import { grantDemoEarnings } from '../../../composition-root/server/demo-data.ts';
import { LEDGER } from '../../../composition-root/server/ledger.module.ts';
import { callError } from '../accounts/ddp-client.ts';
import { demoParty, type DemoParty } from '../support/demo-login.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
const clients: SimpleDDP[] = [];
let seller: DemoParty;

const SWIFT = { accountHolder: 'Ada Lovelace', bankName: 'Deutsche Bank', swift: 'deutdeff', iban: 'DE89 3704 0044 0532 0130 00' };

beforeAll(async () => {
  server = await startTestServer();
  await grantDemoEarnings(server.container.get(LEDGER.Ledger), server.demoAccounts, () => undefined);
  seller = await demoParty(server, 'seller');
  clients.push(seller.client);
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.disconnect();
  await server?.stop();
});

describe(`saved payout details over DDP (${DATABASE_KIND})`, () => {
  it('checks each method’s fields and names the bad one; buyers may not keep any', async () => {
    expect(await callError(seller.client, 'savePayoutDetails', { method: 'SWIFT', details: { ...SWIFT, iban: 'not-an-iban' } })).toMatchObject({ error: 400, details: { field: 'details.iban' } });
    expect(await callError(seller.client, 'savePayoutDetails', { method: 'CRYPTO', details: { address: 'TQrZ8tKfjq2hZ1nWalletAddress00' } })).toMatchObject({ error: 400, details: { field: 'details.network' } });
    expect(await callError(seller.client, 'savePayoutDetails', { method: 'PAYPAL', details: {} })).toMatchObject({ error: 400, details: { field: 'params.0.method' } });
    const customer = await demoParty(server, 'customer');
    clients.push(customer.client);
    expect(await callError(customer.client, 'savePayoutDetails', { method: 'PAYONEER', details: { email: 'me@example.com' } })).toMatchObject({ error: 403 });
  });

  it('saves per method, reads the IBAN back masked, and a withdrawal without details pays to the saved ones in full', async () => {
    const saved = await seller.client.call('savePayoutDetails', { method: 'SWIFT', details: SWIFT });
    expect(saved).toMatchObject({ method: 'SWIFT', details: { accountHolder: 'Ada Lovelace', swift: 'DEUTDEFF', iban: '••••3000' } });
    await seller.client.call('savePayoutDetails', { method: 'PAYONEER', details: { email: 'ada@example.com' } });
    const mine = (await seller.client.call('myPayoutDetails')) as { method: string; details: Record<string, string>; summary: string }[];
    expect(mine.map((m) => m.method)).toEqual(['PAYONEER', 'SWIFT']);
    expect(JSON.stringify(mine)).not.toContain('DE89370400440532013000');
    expect(mine[1]?.summary).toBe('accountHolder: Ada Lovelace · bankName: Deutsche Bank · swift: DEUTDEFF · iban: ••••3000');
    const withdrawal = (await seller.client.call('requestWithdrawal', { method: 'SWIFT', amountMinor: 10_000, idempotencyKey: `saved-details-${process.pid}` })) as { details: string };
    expect(withdrawal.details).toContain('iban: DE89370400440532013000');
    // A method with nothing saved still needs details.
    expect(await callError(seller.client, 'requestWithdrawal', { method: 'VOLET', amountMinor: 10_000, idempotencyKey: `saved-details-${process.pid}-2` })).toMatchObject({ error: 400, details: { field: 'details' } });
  });
});
