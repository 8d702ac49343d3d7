import type SimpleDDP from 'simpleddp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts } from '../../../domain/index.ts';
import { ACCOUNTS } from '../../../composition-root/server/accounts.module.ts';
import { LEDGER } from '../../../composition-root/server/ledger.module.ts';
import { eq } from 'drizzle-orm';
import { listings, staffAuditLog } from '../../../adapters/server/persistence/schema.ts';
import { callError, connectClient } from '../accounts/ddp-client.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { call, startTestServer, type TestServer } from '../support/test-server.ts';

interface Party {
  readonly client: SimpleDDP;
  readonly id: string;
}

let server: TestServer;
let buyer: Party;
let seller: Party;
let staff: Party;
let admin: Party;
let keys = 0;
const key = () => `lifecycle-${Date.now()}-${(keys += 1)}`;

async function login(prefix: string): Promise<Party> {
  const account = server.demoAccounts.find((a) => a.email.startsWith(`${prefix}@`));
  if (account === undefined) throw new Error(prefix);
  const client = await connectClient(server.url);
  const answer = (await client.call('login', { user: { email: account.email }, password: account.password })) as { id: string };
  return { client, id: answer.id };
}

async function balance(account: string): Promise<{ balance: number; pending: number }> {
  const [b] = (await server.container.get(LEDGER.Ledger).balances([account as never])).filter((x) => x.currency === 'USD');
  return { balance: b?.balance ?? 0, pending: b?.pending ?? 0 };
}

/** A listing of the demo seller's, bought by the demo buyer with credits; answers the order id. */
async function buy(productType: string, priceMinor: number, deliveryDuration = '1H'): Promise<string> {
  const id = `lc-${productType}-${Date.now()}-${(keys += 1)}`;
  await server.database.db.insert(listings).values({ id, sellerId: seller.id, gameType: 'fortnite', productType, title: `Journey ${id}`, priceMinor, quantity: 5, deliveryDuration });
  const placed = (await buyer.client.call('placeOrder', { lines: [{ productId: id, quantity: 1 }], currency: 'USD', paymentMethod: 'CREDITS', idempotencyKey: key() })) as { orderIds: string[] };
  return placed.orderIds[0] ?? '';
}

const advance = (hours: number) => call(server, '/api/test/clock', { body: { advanceMs: hours * 3_600_000 } });

beforeAll(async () => {
  server = await startTestServer();
  [buyer, seller, staff] = await Promise.all([login('customer'), login('seller'), login('dispute')]);
  admin = await login('admin');
  await admin.client.call('grantCredits', { userId: buyer.id, amount: { minor: 500_000, currency: 'USD' }, reason: 'journey', idempotencyKey: key() });
}, 120_000);

afterAll(async () => {
  for (const p of [buyer, seller, staff, admin]) p.client.disconnect();
  await server.stop();
});

describe(`the order lifecycle over DDP (${DATABASE_KIND})`, () => {
  it('start, credentials, reveal, confirm: the seller is paid pending, then available after the settle hold; the buyer rates once', async () => {
    const orderId = await buy('accounts', 10_000);
    expect(await callError(buyer.client, 'startOrder', { orderId })).toMatchObject({ error: 404 });
    expect(await seller.client.call('startOrder', { orderId })).toEqual({ orderId, state: 'in_delivery' });
    await seller.client.call('deliverOrder', { orderId, delivery: { kind: 'credentials', login: 'hero-account', password: 's3cret!' } });
    expect(await callError(seller.client, 'revealDelivery', { orderId })).toMatchObject({ error: 404 });
    expect(await buyer.client.call('revealDelivery', { orderId })).toEqual({ login: 'hero-account', password: 's3cret!', extra: null });
    const confirmKey = key();
    const confirmed = await buyer.client.call('confirmOrder', { orderId, idempotencyKey: confirmKey });
    expect(confirmed).toMatchObject({ orderId, state: 'completed', refunded: { minor: 0 } });
    expect(await buyer.client.call('confirmOrder', { orderId, idempotencyKey: confirmKey })).toEqual(confirmed);
    expect((await balance(ledgerAccounts.escrow(orderId))).balance).toBe(0);
    const pendingBefore = (await balance(ledgerAccounts.sellerPending(seller.id))).balance;
    expect(pendingBefore).toBeGreaterThanOrEqual(10_000);
    const availableBefore = (await balance(ledgerAccounts.sellerAvailable(seller.id))).balance;
    // Accounts settle at the end of their 7-day warranty.
    await advance(24 * 7 + 1);
    expect((await balance(ledgerAccounts.sellerAvailable(seller.id))).balance - availableBefore).toBe(10_000);
    expect(await buyer.client.call('rateOrder', { orderId, stars: 4, comment: 'fine' })).toMatchObject({ orderId, stars: 4 });
    expect(await callError(buyer.client, 'rateOrder', { orderId, stars: 5 })).toMatchObject({ error: 409 });
  });

  it('a late order is cancelled by the buyer with an instant refund, and the seller sees the 10 % penalty', async () => {
    const orderId = await buy('items', 20_000, 'INSTANT');
    await advance(1);
    const cancelled = (await buyer.client.call('cancelOrder', { orderId, idempotencyKey: key() })) as { state: string; refunded: { minor: number } };
    expect(cancelled.state).toBe('cancelled');
    expect(cancelled.refunded.minor).toBeGreaterThanOrEqual(20_000);
    const { penalties } = (await seller.client.call('myPenalties', {})) as { penalties: { orderId: string; amount: { minor: number } }[] };
    expect(penalties.find((p) => p.orderId === orderId)?.amount.minor).toBe(2_000);
    expect((await balance(ledgerAccounts.escrow(orderId))).balance).toBe(0);
  });

  it('a dispute resolved by staff with a partial refund, audited; the buyer and seller are refused the decision', async () => {
    const orderId = await buy('currency', 30_000);
    await seller.client.call('deliverOrder', { orderId, delivery: { kind: 'text', text: '30k gold sent to Hero#1' } });
    expect(await buyer.client.call('openDispute', { orderId, reason: 'not_delivered', message: 'Nothing arrived' })).toEqual({ orderId, state: 'disputed' });
    await seller.client.call('answerDispute', { orderId, message: 'Sent at 10:02' });
    const resolve = { orderId, outcome: 'PARTIAL_REFUND', amount: 10_000, note: 'half arrived', idempotencyKey: key() };
    expect(await callError(buyer.client, 'resolveDispute', resolve)).toMatchObject({ error: 403 });
    const resolved = await staff.client.call('resolveDispute', resolve);
    expect(resolved).toMatchObject({ orderId, state: 'partially_refunded', refunded: { minor: 10_000 } });
    expect((await balance(ledgerAccounts.escrow(orderId))).balance).toBe(0);
    const audit = await server.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, orderId));
    expect(audit.map((a) => ({ staffId: a.staffId, action: a.action, reason: a.reason }))).toEqual([{ staffId: staff.id, action: 'resolveDispute:PARTIAL_REFUND', reason: 'half arrived' }]);
    const trial = await server.container.get(LEDGER.TrialBalance).execute(await server.container.get(ACCOUNTS.ActorDirectory).actorOf(admin.id));
    expect(trial.isOk() && trial.value.balanced).toBe(true);
  });
});
