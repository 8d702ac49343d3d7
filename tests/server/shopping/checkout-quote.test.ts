import { and, eq, isNull } from 'drizzle-orm';
import type SimpleDDP from 'simpleddp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, listings } from '../../../adapters/server/persistence/schema.ts';
import { DEMO_RATES } from '../../../adapters/server/seed/commerce.ts';
import { callError, connectClient } from '../accounts/ddp-client.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

interface Amount {
  readonly minor: number;
  readonly currency: string;
}
interface QuoteAnswer {
  readonly currency: string;
  readonly igPlusActive: boolean;
  readonly lines: readonly { productId: string; quantity: number; availability: string; maxQuantity: number | null; unitPrice: Amount | null; lineTotal: Amount | null }[];
  readonly subtotal: Amount;
  readonly serviceFee: Amount;
  readonly membershipDiscount: Amount;
  readonly couponDiscount: Amount;
  readonly couponCapped: boolean;
  readonly couponBeforeCap: Amount;
  readonly total: Amount;
  readonly coupon: { status: string; code?: string; error?: { code: string; message: string } };
}

let server: TestServer;
/** Listings of product type 'currency' (no fee override), no volume discount, set to known prices and stock. */
let tenDollars: string;
let fiveDollars: string;
let thousandDollars: string;
let soldOut: string;

async function loggedIn(email: string): Promise<SimpleDDP> {
  const account = server.demoAccounts.find((a) => a.email === email);
  if (account === undefined) throw new Error(email);
  const client = await connectClient(server.url);
  await client.call('login', { user: { email }, password: account.password });
  return client;
}

async function quote(client: SimpleDDP, params: unknown): Promise<QuoteAnswer> {
  return (await client.call('checkoutQuote', params)) as QuoteAnswer;
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.state, 'AVAILABLE'), eq(listings.productType, 'currency'), isNull(listings.volumeDiscount), eq(listings.purchaseBehavior, 'DEFAULT')))
    .limit(4);
  [tenDollars, fiveDollars, thousandDollars, soldOut] = rows.map((r) => r.id) as [string, string, string, string];
  const set = (id: string, values: Partial<typeof listings.$inferInsert>) => db.update(listings).set(values).where(eq(listings.id, id));
  await set(tenDollars, { priceMinor: 1000, quantity: 10, maxQuantity: null });
  await set(fiveDollars, { priceMinor: 500, quantity: 2, maxQuantity: null });
  await set(thousandDollars, { priceMinor: 100_000, quantity: 5, maxQuantity: null });
  await set(soldOut, { state: 'SOLD_OUT', quantity: 0 });
  await db.insert(coupons).values({ code: 'HALFOFF', discountType: 'PERCENT', percent: 50, amountMinor: null, affiliateOwnerId: null, active: true });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe(`checkoutQuote on ${DATABASE_KIND}`, () => {
  it('prices from the stored listing: a price the client slips in is dropped unread', async () => {
    const client = await loggedIn('customer@demo.ig-market.test');
    const answer = await quote(client, {
      lines: [{ productId: tenDollars, quantity: 2, price: 1, unitPrice: { minor: 1, currency: 'USD' } }],
      currency: 'USD',
      total: 1,
    });
    // $10.00 × 2 = $20.00; fee 9.5 % × 20 + 1 = 2.90 → total raised to 23.89.
    expect(answer.lines[0]).toMatchObject({ productId: tenDollars, quantity: 2, availability: 'AVAILABLE', unitPrice: { minor: 1000, currency: 'USD' }, lineTotal: { minor: 2000 } });
    expect([answer.subtotal.minor, answer.serviceFee.minor, answer.membershipDiscount.minor, answer.couponDiscount.minor, answer.total.minor]).toEqual([2000, 389, 0, 0, 2389]);
    expect(answer.igPlusActive).toBe(false);
    await client.disconnect();
  });

  it('gives the ig-plus member the membership discount from their own record', async () => {
    const client = await loggedIn('plus@demo.ig-market.test');
    const answer = await quote(client, { lines: [{ productId: tenDollars, quantity: 2 }], currency: 'USD' });
    // min(0.3 × 3.89 + 1.00 = 2.167, 20.00, 20 % × 20.00 = 4.00, fee 3.89) → 2.17.
    expect(answer.igPlusActive).toBe(true);
    expect([answer.membershipDiscount.minor, answer.total.minor]).toEqual([217, 2172]);
    await client.disconnect();
  });

  it('converts at the server rate into the wanted currency', async () => {
    const client = await loggedIn('customer@demo.ig-market.test');
    const answer = await quote(client, { lines: [{ productId: fiveDollars, quantity: 1 }], currency: 'EUR' });
    expect(answer.currency).toBe('EUR');
    expect(answer.lines[0]?.unitPrice).toEqual({ minor: Math.round(500 * (DEMO_RATES['EUR'] ?? 0)), currency: 'EUR' });
    await client.disconnect();
  });

  it('caps a percent coupon at the service fee', async () => {
    const client = await loggedIn('customer@demo.ig-market.test');
    const half = await quote(client, { lines: [{ productId: tenDollars, quantity: 2 }], currency: 'USD', couponCode: 'halfoff' });
    // 50 % × (20.00 + 3.89) = 11.945 → capped at the fee, 3.89.
    expect(half.coupon).toMatchObject({ status: 'valid', code: 'HALFOFF' });
    expect([half.couponDiscount.minor, half.total.minor]).toEqual([389, 2000]);
    // WELCOME10 on $1,000.00: fee 9.5 % × 1000 + 1 = 96 → total 1,096.89, fee 96.89; 10 % × 1,096.89 = 109.689 → capped at 96.89.
    const big = await quote(client, { lines: [{ productId: thousandDollars, quantity: 1 }], currency: 'USD', couponCode: 'WELCOME10' });
    expect([big.serviceFee.minor, big.couponDiscount.minor, big.total.minor]).toEqual([9689, 9689, 100_000]);
    // Below the cap the percent applies: 10 % × 23.89 = 2.389 → 2.39.
    const small = await quote(client, { lines: [{ productId: tenDollars, quantity: 2 }], currency: 'USD', couponCode: 'WELCOME10' });
    expect(small.couponDiscount.minor).toBe(239);
    await client.disconnect();
  });

  it('never lets ig-plus and a coupon together take more than the fee: plus@ in JPY with WELCOME10 pays the items in full', async () => {
    const client = await loggedIn('plus@demo.ig-market.test');
    const answer = await quote(client, { lines: [{ productId: tenDollars, quantity: 1 }], currency: 'JPY', couponCode: 'WELCOME10' });
    // $10 at 151.2 = ¥1,512; fee 143.64 + 151.2 = 294.84 → total ¥1,807, fee ¥295; ig-plus 0.3 × 295 + 151.2 = 239.7 → ¥240;
    // WELCOME10 10 % × 1,807 = 180.7 → ¥181, capped at the ¥55 left of the fee.
    expect([answer.subtotal.minor, answer.serviceFee.minor, answer.membershipDiscount.minor, answer.couponDiscount.minor, answer.total.minor]).toEqual([1512, 295, 240, 55, 1512]);
    expect([answer.couponCapped, answer.couponBeforeCap]).toEqual([true, { minor: 181, currency: 'JPY' }]);
    await client.disconnect();
  });

  it('reports an unknown coupon as invalid with the server message, and still quotes', async () => {
    const client = await loggedIn('customer@demo.ig-market.test');
    const answer = await quote(client, { lines: [{ productId: tenDollars, quantity: 1 }], currency: 'USD', couponCode: 'NO-SUCH-CODE' });
    expect(answer.coupon).toEqual({ status: 'invalid', code: 'NO-SUCH-CODE', affiliate: false, error: { code: 'COUPON_INVALID', message: 'Coupon code is invalid' } });
    expect(answer.couponDiscount.minor).toBe(0);
    const affiliate = await quote(client, { lines: [{ productId: tenDollars, quantity: 1 }], currency: 'USD', couponCode: 'NO-SUCH-CODE', affiliate: true });
    expect(affiliate.coupon.error?.message).toBe('Affiliate code is invalid');
    await client.disconnect();
  });

  it('clamps to the stock and reports unavailable lines', async () => {
    const client = await loggedIn('customer@demo.ig-market.test');
    const answer = await quote(client, {
      lines: [
        { productId: fiveDollars, quantity: 5 },
        { productId: soldOut, quantity: 1 },
        { productId: 'no-such-listing', quantity: 1 },
      ],
      currency: 'USD',
    });
    expect(answer.lines.map((l) => [l.availability, l.quantity, l.maxQuantity])).toEqual([
      ['CLAMPED', 2, 2],
      ['PRODUCT_NOT_AVAILABLE', 0, null],
      ['PRODUCT_NOT_FOUND', 0, null],
    ]);
    expect(answer.subtotal.minor).toBe(1000);
    await client.disconnect();
  });

  it('refuses an empty cart with CART_EMPTY', async () => {
    const client = await loggedIn('customer@demo.ig-market.test');
    expect(await callError(client, 'checkoutQuote', { lines: [], currency: 'USD' })).toMatchObject({ error: 409, details: { code: 'CART_EMPTY' } });
    await client.disconnect();
  });

  it('refuses bad input with 400 naming the field', async () => {
    const client = await loggedIn('customer@demo.ig-market.test');
    expect(await callError(client, 'checkoutQuote', { lines: [{ productId: tenDollars, quantity: 0 }], currency: 'USD' })).toMatchObject({
      error: 400,
      details: { field: 'params.0.lines.0.quantity' },
    });
    expect(await callError(client, 'checkoutQuote', { lines: [{ productId: tenDollars, quantity: 1 }], currency: 'dollars' })).toMatchObject({
      error: 400,
      details: { field: 'params.0.currency' },
    });
    expect(await callError(client, 'checkoutQuote', { lines: Array.from({ length: 101 }, (_, i) => ({ productId: `p${i}`, quantity: 1 })), currency: 'USD' })).toMatchObject({
      error: 400,
      details: { field: 'params.0.lines' },
    });
    expect(await callError(client, 'checkoutQuote', { lines: [{ productId: tenDollars, quantity: 1 }, { productId: tenDollars, quantity: 1 }], currency: 'USD' })).toMatchObject({
      error: 400,
      details: { field: 'lines.1.productId' },
    });
    await client.disconnect();
  });

  it('refuses an anonymous connection with 401', async () => {
    const client = await connectClient(server.url);
    expect(await callError(client, 'checkoutQuote', { lines: [{ productId: tenDollars, quantity: 1 }], currency: 'USD' })).toMatchObject({ error: 401 });
    await client.disconnect();
  });
});
