import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crownAwards, listings, orders, users } from '../../../adapters/server/persistence/schema.ts';
import { crownsForOrder, money, tombstoneEmail, type CurrencyCode } from '../../../domain/index.ts';
import { callError, connectClient } from './ddp-client.ts';
import { demoParty, type DemoParty } from '../support/demo-login.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let buyer: DemoParty;
let seller: DemoParty;
let admin: DemoParty;
let keys = 0;
const key = () => `acct-${process.pid}-${Date.now()}-${(keys += 1)}`;
const BILLING = { name: 'Ada Lovelace Ltd', address: '12 Analytical Row', city: 'London', postalCode: 'N1 9GU', country: 'GB', vatId: 'gb 123.456.789' };

/** A fresh listing of the demo seller's at `priceMinor`, bought by the buyer with credits; answers the order id. */
async function buy(priceMinor: number): Promise<string> {
  const id = `acct-${Date.now()}-${(keys += 1)}`;
  await server.database.db.insert(listings).values({ id, sellerId: seller.id, gameType: 'fortnite', productType: 'currency', title: `Crowns ${id}`, priceMinor, quantity: 5, deliveryDuration: '1H' });
  const placed = (await buyer.client.call('placeOrder', { lines: [{ productId: id, quantity: 1 }], currency: 'USD', paymentMethod: 'CREDITS', idempotencyKey: key() })) as { orderIds: string[] };
  return placed.orderIds[0] ?? '';
}
const crownsOf = async (userId: string) => (await server.database.db.select({ crowns: users.crowns }).from(users).where(eq(users.id, userId)))[0]?.crowns;

beforeAll(async () => {
  server = await startTestServer();
  [buyer, seller, admin] = await Promise.all([demoParty(server, 'customer'), demoParty(server, 'seller'), demoParty(server, 'admin')]);
  await admin.client.call('grantCredits', { userId: buyer.id, amount: { minor: 200_000, currency: 'USD' }, reason: 'account data', idempotencyKey: key() });
}, 120_000);

afterAll(async () => {
  for (const p of [buyer, seller, admin]) p?.client.disconnect();
  await server?.stop();
});

describe(`billing details over DDP (${DATABASE_KIND})`, () => {
  it('refuses bad input naming the field, and visitors', async () => {
    expect(await callError(buyer.client, 'saveBillingDetails', { ...BILLING, country: 'XX' })).toMatchObject({ error: 400, details: { field: 'params.0.country' } });
    expect(await callError(buyer.client, 'saveBillingDetails', { ...BILLING, vatId: 'not a vat id!' })).toMatchObject({ error: 400, details: { field: 'params.0.vatId' } });
    expect(await callError(buyer.client, 'saveBillingDetails', { ...BILLING, name: '  ' })).toMatchObject({ error: 400, details: { field: 'params.0.name' } });
    const visitor = await connectClient(server.url);
    expect(await callError(visitor, 'myBillingDetails')).toMatchObject({ error: 401 });
    expect(await callError(visitor, 'saveBillingDetails', BILLING)).toMatchObject({ error: 401 });
    visitor.disconnect();
  });

  it('saves them with the VAT id normalized, reads them back, and a person may leave the VAT id out', async () => {
    expect(await buyer.client.call('myBillingDetails')).toBeNull();
    const saved = await buyer.client.call('saveBillingDetails', BILLING);
    expect(saved).toEqual({ ...BILLING, vatId: 'GB123456789' });
    expect(await buyer.client.call('myBillingDetails')).toEqual(saved);
    const { vatId: _vat, ...person } = BILLING;
    expect(await buyer.client.call('saveBillingDetails', person)).toMatchObject({ name: BILLING.name, vatId: null });
  });
});

describe(`onboarding finished (${DATABASE_KIND})`, () => {
  it('sets onboardedAt once (the first time counts); visitors are refused', async () => {
    await server.database.db.update(users).set({ onboardedAt: null }).where(eq(users.id, seller.id));
    const first = (await seller.client.call('completeOnboarding')) as { onboardedAt: string };
    expect(Date.parse(first.onboardedAt)).not.toBeNaN();
    expect(await seller.client.call('completeOnboarding')).toEqual(first);
    const visitor = await connectClient(server.url);
    expect(await callError(visitor, 'completeOnboarding')).toMatchObject({ error: 401 });
    visitor.disconnect();
  });
});

describe(`crowns (${DATABASE_KIND})`, () => {
  it('a completed order earns the buyer one crown per whole dollar of its subtotal, once; a refund after completion takes them back', async () => {
    const before = (await crownsOf(buyer.id)) ?? 0;
    const orderId = await buy(12_345);
    const [row] = await server.database.db.select().from(orders).where(eq(orders.id, orderId));
    const earned = crownsForOrder(money(row?.lineTotalMinor ?? 0, 'USD' as CurrencyCode)._unsafeUnwrap());
    expect(earned).toBe(123);
    expect(await crownsOf(buyer.id)).toBe(before);
    await seller.client.call('deliverOrder', { orderId, delivery: { kind: 'text', text: 'gold sent' } });
    await buyer.client.call('confirmOrder', { orderId, idempotencyKey: key() });
    expect(await crownsOf(buyer.id)).toBe(before + earned);
    // The public profile shows them.
    const [{ slug } = { slug: '' }] = await server.database.db.select({ slug: users.slug }).from(users).where(eq(users.id, buyer.id));
    expect(((await (await fetch(`${server.url}/api/profiles/${slug}`)).json()) as { crowns: number }).crowns).toBe(before + earned);
    expect(await server.database.db.select().from(crownAwards).where(eq(crownAwards.orderId, orderId))).toHaveLength(1);
    await admin.client.call('refundOrder', { orderId, reason: 'refund after completion', idempotencyKey: key() });
    expect(await crownsOf(buyer.id)).toBe(before);
  });
});

describe(`the data export and deleting the account (${DATABASE_KIND})`, () => {
  it('exports the caller’s own data (orders, ledger entries, billing, sessions) and no secret', async () => {
    const data = (await buyer.client.call('exportMyData')) as Record<string, unknown> & { profile: { id: string; emails: { address: string }[] }; orders: unknown[]; ledgerEntries: { account: string }[]; sessions: unknown[] };
    expect(data.profile.id).toBe(buyer.id);
    expect(data.profile.emails[0]?.address).toMatch(/^customer@/);
    expect(data.orders.length).toBeGreaterThan(0);
    expect(data.ledgerEntries.length).toBeGreaterThan(0);
    expect(data.ledgerEntries.every((e) => e.account.includes(buyer.id))).toBe(true);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data['billingDetails']).toMatchObject({ name: BILLING.name });
    const text = JSON.stringify(data);
    for (const secret of ['passwordHash', 'password_hash', 'twoFactorSecret', 'hashedToken', 'secretHash']) expect(text).not.toContain(secret);
    const visitor = await connectClient(server.url);
    expect(await callError(visitor, 'exportMyData')).toMatchObject({ error: 401 });
    visitor.disconnect();
  });

  it('refuses without the confirmation or with a wrong password, and while orders are open or money is held, saying which', async () => {
    const password = server.demoAccounts.find((a) => a.email.startsWith('customer@'))?.password ?? '';
    expect(await callError(buyer.client, 'deleteAccount', { password })).toMatchObject({ error: 400, details: { field: 'params.0.confirm' } });
    expect(await callError(buyer.client, 'deleteAccount', { password: 'not the password', confirm: true })).toMatchObject({ error: 403, details: { code: 'LOGIN_FAILED', field: 'password' } });
    await buy(1_000);
    const refused = await callError(buyer.client, 'deleteAccount', { password, confirm: true });
    expect(refused).toMatchObject({ error: 409, details: { code: 'ACCOUNT_HAS_OPEN_ORDERS' } });
    expect((refused.details as { blockers?: string[] }).blockers).toEqual(['ACCOUNT_HAS_OPEN_ORDERS', 'ACCOUNT_HAS_BALANCE']);
  });

  it('erases the personal data of an account with nothing open: sign-in and the public profile refuse it', async () => {
    const account = server.demoAccounts.find((a) => a.email.startsWith('two-factor@'));
    const party = await demoParty(server, 'two-factor');
    const [{ slug } = { slug: '' }] = await server.database.db.select({ slug: users.slug }).from(users).where(eq(users.id, party.id));
    await party.client.call('saveBillingDetails', BILLING);
    expect(await party.client.call('deleteAccount', { password: account?.password, confirm: true })).toEqual({ deleted: true });
    const [row] = await server.database.db.select().from(users).where(eq(users.id, party.id));
    expect(row).toMatchObject({ username: 'Deleted user', emailLower: tombstoneEmail(party.id), passwordHash: null, phoneNumber: null, avatar: null, billingDetails: {}, removed: true });
    party.client.disconnect();
    const again = await connectClient(server.url);
    expect(await callError(again, 'login', { user: { email: account?.email }, password: account?.password })).toMatchObject({ error: 403 });
    again.disconnect();
    expect((await fetch(`${server.url}/api/profiles/${slug}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/profiles/${row?.slug}`)).status).toBe(404);
  });
});
