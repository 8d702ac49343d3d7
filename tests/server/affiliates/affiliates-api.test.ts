import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import SimpleDDP from 'simpleddp';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER } from '../../../composition-root/server/ledger.module.ts';
import { listings, orders } from '../../../adapters/server/persistence/schema.ts';
import { AFFILIATE_COMMISSION_PERCENT, affiliateCommission, ledgerAccounts } from '../../../domain/index.ts';
import { callError, connectClient } from '../accounts/ddp-client.ts';
import { demoParty } from '../support/demo-login.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

interface Party {
  readonly client: SimpleDDP;
  readonly id: string;
}
interface Dashboard {
  code: string;
  link: string;
  clicks: number;
  signUps: number;
  orders: number;
  earnings: { currency: string; pending: number; available: number }[];
}

let server: TestServer;
let affiliate: Party;
let buyer: Party;
let seller: Party;
let admin: Party;
let code = '';
let keys = 0;
const key = () => `aff-${process.pid}-${Date.now()}-${(keys += 1)}`;

const login = (prefix: string): Promise<Party> => demoParty(server, prefix);

const dashboard = async (p: Party) => (await p.client.call('myAffiliate')) as Dashboard | null;
const earningsBalance = async (userId: string) => (await server.container.get(LEDGER.Ledger).balances([ledgerAccounts.affiliateEarnings(userId)])).find((b) => b.currency === 'USD')?.balance ?? 0;

/** A fresh listing of the demo seller's, bought by `by` with credits; answers the order id. */
async function buy(by: Party, extra: Record<string, string>): Promise<string> {
  const id = `aff-${Date.now()}-${(keys += 1)}`;
  await server.database.db.insert(listings).values({ id, sellerId: seller.id, gameType: 'fortnite', productType: 'currency', title: `Affiliate ${id}`, priceMinor: 20_000, quantity: 5, deliveryDuration: '1H' });
  const placed = (await by.client.call('placeOrder', { lines: [{ productId: id, quantity: 1 }], currency: 'USD', paymentMethod: 'CREDITS', idempotencyKey: key(), ...extra })) as { orderIds: string[] };
  return placed.orderIds[0] ?? '';
}

async function complete(orderId: string, by: Party): Promise<void> {
  await seller.client.call('deliverOrder', { orderId, delivery: { kind: 'text', text: 'gold sent' } });
  expect(await by.client.call('confirmOrder', { orderId, idempotencyKey: key() })).toMatchObject({ state: 'completed' });
}

beforeAll(async () => {
  // `/?affiliate=` is answered by the page routes, which exist only with a built storefront.
  execFileSync(process.execPath, ['scripts/build-storefront.mjs'], { stdio: 'inherit' });
  server = await startTestServer();
  [affiliate, buyer, seller, admin] = await Promise.all([login('verify'), login('customer'), login('seller'), login('admin')]);
  for (const p of [buyer, affiliate]) await admin.client.call('grantCredits', { userId: p.id, amount: { minor: 200_000, currency: 'USD' }, reason: 'affiliates', idempotencyKey: key() });
}, 300_000);

afterAll(async () => {
  for (const p of [affiliate, buyer, seller, admin]) p?.client.disconnect();
  await server?.stop();
});

describe(`the affiliate programme (${DATABASE_KIND})`, () => {
  it('a signed-in user joins once and gets a readable code and the link to share; visitors may not join', async () => {
    expect(await dashboard(affiliate)).toBeNull();
    const joined = (await affiliate.client.call('joinAffiliateProgram')) as { code: string; link: string };
    code = joined.code;
    expect(code).toMatch(/^[A-Z0-9_-]{1,21}$/);
    expect(joined.link).toMatch(new RegExp(`/\\?affiliate=${code}$`));
    expect(await affiliate.client.call('joinAffiliateProgram')).toEqual(joined);
    expect(await dashboard(affiliate)).toMatchObject({ code, link: joined.link, clicks: 0, signUps: 0, orders: 0, earnings: [] });
    const visitor = await connectClient(server.url);
    expect(await callError(visitor, 'joinAffiliateProgram')).toMatchObject({ error: 401 });
    visitor.disconnect();
    // The code is an affiliate coupon: the buyer's checkout accepts it, its owner's does not.
    expect(await buyer.client.call('couponByCode', { code, affiliate: true })).toMatchObject({ code, discountType: 'PERCENT', amount: 5 });
    expect(await callError(affiliate.client, 'couponByCode', { code, affiliate: true })).toMatchObject({ details: { code: 'AFFILIATE_CODE_INVALID' } });
  });

  it('GET /?affiliate=CODE sets the cookie for 7 days and counts a click; an unknown code is not counted; _fbc waits for consent', async () => {
    const page = await fetch(`${server.url}/?affiliate=${code}&fbclid=Click-1`);
    const cookies = page.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('affiliate='))).toMatch(new RegExp(`^affiliate=${code};.*Max-Age=${7 * 86_400}`));
    expect(cookies.find((c) => c.startsWith('_fbc='))).toBeUndefined();
    await fetch(`${server.url}/games?affiliate=NOBODY_HAS_THIS`);
    expect((await dashboard(affiliate))?.clicks).toBe(1);
    const consented = await fetch(`${server.url}/?fbclid=Click-1`, { headers: { cookie: 'consent=true' } });
    expect(consented.headers.getSetCookie().find((c) => c.startsWith('_fbc='))).toMatch(/^_fbc=fb\.1\.\d{13}\.Click-1;/);
  });

  it('a sign-up carrying the cookie counts as one of the affiliate’s sign-ups', async () => {
    const cookie = `affiliate=${code}`;
    const client = new SimpleDDP({
      endpoint: `${server.url.replace(/^http/, 'ws')}/websocket`,
      SocketConstructor: class extends WebSocket {
        constructor(url: string) {
          super(url, { headers: { cookie } });
        }
      },
      autoReconnect: false,
    });
    await client.connect();
    await client.call('createUser', { email: `aff-${Date.now()}@example.test`, username: `aff${Date.now() % 1_000_000}`, password: 'Affiliate-Sign-Up-2026!' });
    client.disconnect();
    expect((await dashboard(affiliate))?.signUps).toBe(1);
  });

  it(`a buyer's order with the code earns the affiliate ${AFFILIATE_COMMISSION_PERCENT} % of the net fee on completion, once; a refund after completion reverses it`, async () => {
    const orderId = await buy(buyer, { couponCode: code });
    expect((await dashboard(affiliate))?.orders).toBe(1);
    expect((await dashboard(affiliate))?.earnings).toEqual([]);
    await complete(orderId, buyer);
    const [row] = await server.database.db.select().from(orders).where(eq(orders.id, orderId));
    const expected = affiliateCommission({ fee: row?.feeMinor ?? 0, couponDiscount: row?.couponDiscountMinor ?? 0, membershipDiscount: row?.membershipDiscountMinor ?? 0 });
    expect(row?.couponDiscountMinor).toBeGreaterThan(0);
    expect(expected).toBeGreaterThan(0);
    expect((await dashboard(affiliate))?.earnings).toEqual([{ currency: 'USD', pending: expected, available: 0 }]);
    expect(await earningsBalance(affiliate.id)).toBe(expected);

    await admin.client.call('refundOrder', { orderId, reason: 'refund after completion', idempotencyKey: key() });
    expect((await dashboard(affiliate))?.earnings).toEqual([]);
    expect(await earningsBalance(affiliate.id)).toBe(0);
  });

  it('the cookie attributes an order without a code; the affiliate buying through their own link earns nothing', async () => {
    const viaCookie = await buy(buyer, { affiliateCode: code });
    await complete(viaCookie, buyer);
    const after = await dashboard(affiliate);
    expect(after?.orders).toBe(2);
    const earned = after?.earnings[0]?.pending ?? 0;
    expect(earned).toBeGreaterThan(0);

    const own = await buy(affiliate, { affiliateCode: code });
    await complete(own, affiliate);
    expect((await dashboard(affiliate))?.orders).toBe(2);
    expect(await earningsBalance(affiliate.id)).toBe(earned);
  });
});
