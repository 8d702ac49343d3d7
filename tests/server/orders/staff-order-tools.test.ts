import type SimpleDDP from 'simpleddp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts } from '../../../domain/index.ts';
import { LEDGER } from '../../../composition-root/server/ledger.module.ts';
import { listings } from '../../../adapters/server/persistence/schema.ts';
import { callError, connectClient } from '../accounts/ddp-client.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

interface Party {
  readonly client: SimpleDDP;
  readonly id: string;
}
interface AuditEntry {
  readonly staffId: string;
  readonly staffName: string;
  readonly action: string;
  readonly reason: string;
  readonly details: Record<string, unknown> | null;
}

let server: TestServer;
let buyer: Party;
let seller: Party;
let dispute: Party;
let admin: Party;
let keys = 0;
const key = () => `staff-tools-${Date.now()}-${(keys += 1)}`;

async function login(prefix: string): Promise<Party> {
  const account = server.demoAccounts.find((a) => a.email.startsWith(`${prefix}@`));
  if (account === undefined) throw new Error(prefix);
  const client = await connectClient(server.url);
  const answer = (await client.call('login', { user: { email: account.email }, password: account.password })) as { id: string };
  return { client, id: answer.id };
}

async function balance(account: string): Promise<number> {
  const [b] = (await server.container.get(LEDGER.Ledger).balances([account as never])).filter((x) => x.currency === 'USD');
  return b?.balance ?? 0;
}

/** A listing of the demo seller's, bought by the demo buyer with credits and delivered as text; answers the order id. */
async function boughtAndDelivered(priceMinor: number): Promise<string> {
  const id = `st-${Date.now()}-${(keys += 1)}`;
  await server.database.db.insert(listings).values({ id, sellerId: seller.id, gameType: 'fortnite', productType: 'items', title: `Staff tools ${id}`, priceMinor, quantity: 5, deliveryDuration: '1H' });
  const placed = (await buyer.client.call('placeOrder', { lines: [{ productId: id, quantity: 1 }], currency: 'USD', paymentMethod: 'CREDITS', idempotencyKey: key() })) as { orderIds: string[] };
  const orderId = placed.orderIds[0] ?? '';
  await seller.client.call('deliverOrder', { orderId, delivery: { kind: 'text', text: 'Sent in game' } });
  return orderId;
}

const auditOf = async (client: SimpleDDP, orderId: string) => ((await client.call('orderAuditLog', { orderId })) as { entries: AuditEntry[] }).entries;

beforeAll(async () => {
  server = await startTestServer();
  [buyer, seller, dispute, admin] = await Promise.all([login('customer'), login('seller'), login('dispute'), login('admin')]);
  await admin.client.call('grantCredits', { userId: buyer.id, amount: { minor: 200_000, currency: 'USD' }, reason: 'staff tools', idempotencyKey: key() });
}, 120_000);

afterAll(async () => {
  for (const p of [buyer, seller, dispute, admin]) p.client.disconnect();
  await server.stop();
});

describe(`the staff order tools over DDP (${DATABASE_KIND})`, () => {
  it('an admin refunds part of a delivered order: the buyer gets that much back, the seller the rest, the escrow empties, and the audit log says who and why', async () => {
    const orderId = await boughtAndDelivered(8_000);
    const found = (await admin.client.call('lookupOrders', { buyerId: buyer.id })) as { orders: { id: string }[] };
    expect(found.orders.map((o) => o.id)).toContain(orderId);
    const creditsBefore = await balance(ledgerAccounts.buyerCredits(buyer.id));
    const availableBefore = await balance(ledgerAccounts.sellerAvailable(seller.id));

    expect(await callError(admin.client, 'refundOrder', { orderId, reason: 'too much', amount: 8_001, idempotencyKey: key() })).toMatchObject({ error: 400 });
    expect(await callError(dispute.client, 'refundOrder', { orderId, reason: 'not my role', amount: 3_000, idempotencyKey: key() })).toMatchObject({ error: 403 });
    const refund = { orderId, reason: 'two of five items missing', amount: 3_000, idempotencyKey: key() };
    const answer = await admin.client.call('refundOrder', refund);
    expect(answer).toMatchObject({ orderId, state: 'partially_refunded', refunded: { minor: 3_000, currency: 'USD' } });
    // A retry with the same key replays the answer and moves nothing again.
    expect(await admin.client.call('refundOrder', refund)).toEqual(answer);

    expect((await balance(ledgerAccounts.buyerCredits(buyer.id))) - creditsBefore).toBe(3_000);
    expect((await balance(ledgerAccounts.sellerAvailable(seller.id))) - availableBefore).toBe(5_000);
    expect(await balance(ledgerAccounts.escrow(orderId))).toBe(0);

    const entries = await auditOf(dispute.client, orderId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ staffId: admin.id, action: 'refundOrder', reason: 'two of five items missing', details: { from: 'delivered', to: 'partially_refunded', amount: 3_000 } });
    expect(entries[0]?.staffName).not.toBe('');
  });

  it('dispute staff force-complete a delivered order with a reason; the parties may not read the audit log', async () => {
    const orderId = await boughtAndDelivered(4_000);
    expect(await callError(dispute.client, 'forceCompleteOrder', { orderId, reason: '   ', idempotencyKey: key() })).toMatchObject({ error: 400 });
    expect(await dispute.client.call('forceCompleteOrder', { orderId, reason: 'buyer confirmed in chat', idempotencyKey: key() })).toMatchObject({ orderId, state: 'completed' });
    expect((await auditOf(admin.client, orderId)).map((e) => [e.staffId, e.action, e.reason])).toEqual([[dispute.id, 'forceCompleteOrder', 'buyer confirmed in chat']]);
    expect(await callError(buyer.client, 'orderAuditLog', { orderId })).toMatchObject({ error: 403 });
    expect(await callError(seller.client, 'orderAuditLog', { orderId })).toMatchObject({ error: 403 });
    expect(await callError(admin.client, 'orderAuditLog', { orderId: '' })).toMatchObject({ error: 400 });
  });

  it("the dispute count: a party's own open disputes; staff who work the queue also get the queue's size", async () => {
    const orderId = await boughtAndDelivered(2_000);
    const before = (await buyer.client.call('getDisputeCount', {})) as { count: number; queue: number | null };
    expect(before.queue).toBeNull();
    const queueBefore = ((await dispute.client.call('getDisputeCount', {})) as { queue: number }).queue;
    await buyer.client.call('openDispute', { orderId, reason: 'not_delivered', message: 'Nothing arrived' });
    expect(await buyer.client.call('getDisputeCount', {})).toEqual({ count: before.count + 1, queue: null });
    expect(((await seller.client.call('getDisputeCount', {})) as { count: number }).count).toBeGreaterThanOrEqual(1);
    expect(await dispute.client.call('getDisputeCount', {})).toMatchObject({ queue: queueBefore + 1 });
  });
});
