import { and, eq, gt } from 'drizzle-orm';
import type SimpleDDP from 'simpleddp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Shopping from '../../../contracts/shopping/index.ts';
import type { MethodContract, ParamsSchema } from '../../../contracts/shared/index.ts';
import { listings } from '../../../adapters/server/persistence/schema.ts';
import { callError, connectClient } from '../../server/accounts/ddp-client.ts';
import { DATABASE_KIND } from '../../server/support/test-database.ts';
import { startTestServer, type TestServer } from '../../server/support/test-server.ts';
import { expectDeclares, refusal } from '../support.ts';

type AnyMethod = MethodContract<string, ParamsSchema, Parameters<typeof expectDeclares>[0]>;

const isMethod = (value: unknown): value is AnyMethod => typeof value === 'object' && value !== null && 'name' in value && 'params' in value && 'result' in value;
/** Every method the shopping contracts declare. */
const CONTRACTS = Object.values(Shopping).flatMap((value: unknown) => (isMethod(value) ? [value] : []));

let server: TestServer;
let inStock: { id: string; sellerId: string };
let other: string;
const exercised = new Set<string>();

async function signedIn(role: string): Promise<SimpleDDP> {
  const account = server.demoAccounts.find((a) => a.email === `${role}@demo.ig-market.test`);
  if (account === undefined) throw new Error(role);
  const client = await connectClient(server.url);
  await client.call('login', { user: { email: account.email }, password: account.password });
  return client;
}

/** Calls a method by its contract's name and checks the contract declares the answer. */
async function declared(client: SimpleDDP, method: AnyMethod, ...params: unknown[]): Promise<unknown> {
  expect(refusal(method.params, params), `${method.name} params`).toBeUndefined();
  const answer = await client.call(method.name, ...params);
  expectDeclares(method.result, answer);
  exercised.add(method.name);
  return answer;
}

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.database.db
    .select({ id: listings.id, sellerId: listings.sellerId })
    .from(listings)
    .where(and(eq(listings.state, 'AVAILABLE'), gt(listings.quantity, 0), eq(listings.productType, 'currency')))
    .limit(2);
  [inStock, { id: other }] = rows as [{ id: string; sellerId: string }, { id: string; sellerId: string }];
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe(`shopping contracts declare what the server answers on ${DATABASE_KIND}`, () => {
  it('favorites, country, coupons and search terms of a signed-in customer', async () => {
    const client = await signedIn('customer');
    await declared(client, Shopping.GetFavoritesMethod);
    await declared(client, Shopping.AddFavoriteProductMethod, { productId: inStock.id });
    await declared(client, Shopping.AddFavoriteSellerMethod, { sellerId: inStock.sellerId });
    expect(await declared(client, Shopping.GetFavoritesMethod, {})).toEqual({ favoriteProducts: [inStock.id], favoriteSellers: [inStock.sellerId] });
    await declared(client, Shopping.RemoveFavoriteProductMethod, { productId: inStock.id });
    await declared(client, Shopping.RemoveFavoriteSellerMethod, { sellerId: inStock.sellerId });
    await declared(client, Shopping.ClearFavoriteProductsMethod);
    await declared(client, Shopping.ClearFavoriteSellersMethod);
    await declared(client, Shopping.SetUserCountryMethod, { geo: { country: 'de', region: null, city: null } });
    await declared(client, Shopping.CouponByCodeMethod, { code: 'SAVE5' });
    await declared(client, Shopping.CouponByCodeMethod, { code: 'welcome10', affiliate: false });
    await declared(client, Shopping.SearchTermMethod, { term: 'gold', gameType: 'wow', productType: 'currency', resultCount: 3 });
    await client.disconnect();
  });

  it('the cart check, for a visitor too: fine, clamped and missing lines', async () => {
    const visitor = await connectClient(server.url);
    const answer = await declared(visitor, Shopping.CheckCartAvailabilityMethod, {
      products: [
        { _id: inStock.id, quantity: 1 },
        { _id: other, quantity: 999_999 },
        { _id: 'NoSuchListing', quantity: 1 },
      ],
      visitorId: 'v-1',
    });
    expect((answer as { errors: unknown[] }).errors).toEqual([{ _id: other, maxQuantity: expect.any(Number) }, { _id: 'NoSuchListing', error: 'PRODUCT_NOT_FOUND' }]);
    await declared(visitor, Shopping.SearchTermMethod, { term: 'boost', gameType: 'wow', resultCount: 0 });
    await visitor.disconnect();
  });

  it('checkout quotes: every line availability and every coupon state, in another currency', async () => {
    const client = await signedIn('customer');
    const lines = [
      { productId: inStock.id, quantity: 1 },
      { productId: other, quantity: 999_999 },
      { productId: 'NoSuchListing', quantity: 2 },
    ];
    const none = await declared(client, Shopping.CheckoutQuoteMethod, { lines, currency: 'EUR' });
    expect((none as Shopping.CheckoutQuote).lines.map((l) => l.availability)).toEqual(['AVAILABLE', 'CLAMPED', 'PRODUCT_NOT_FOUND']);
    expect(await declared(client, Shopping.CheckoutQuoteMethod, { lines, currency: 'USD', couponCode: 'SAVE5' })).toMatchObject({ coupon: { status: 'valid' } });
    expect(await declared(client, Shopping.CheckoutQuoteMethod, { lines, currency: 'XTS', couponCode: 'NOPE' })).toMatchObject({ coupon: { status: 'invalid' }, fellBackToUsd: true });
    await client.disconnect();
  });

  it("a seller's level, with and without progress, and a ban by staff", async () => {
    const seller = await signedIn('seller');
    await declared(seller, Shopping.GetSellerLevelMethod);
    await declared(seller, Shopping.GetSellerLevelMethod, { progress: true });
    await seller.disconnect();
    const admin = await signedIn('admin');
    await declared(admin, Shopping.SetUserBannedMethod, { userId: inStock.sellerId, banned: true });
    await declared(admin, Shopping.SetUserBannedMethod, { userId: inStock.sellerId, banned: false });
    await admin.disconnect();
  });

  it('a cart saved on the server and read back by its owner', async () => {
    const client = await signedIn('customer');
    const saved = (await declared(client, Shopping.SaveCartMethod, { lines: [{ productId: inStock.id, quantity: 2 }] })) as Shopping.SavedCartId;
    expect(await declared(client, Shopping.GetCartMethod, { cartId: saved.cartId })).toMatchObject({ cartId: saved.cartId, lines: [{ productId: inStock.id, quantity: 2 }] });
    await client.disconnect();
  });

  it('every shopping method the contracts declare was called above by its contract name', () => {
    expect(CONTRACTS.length).toBe(16);
    expect([...exercised].sort()).toEqual(CONTRACTS.map((m) => m.name).sort());
  });
});

describe('shopping contracts refuse bad params naming the field', () => {
  it('a quote line without a whole quantity, a currency in lower case', () => {
    const params = Shopping.CheckoutQuoteMethod.params;
    expect(refusal(params, [{ lines: [{ productId: 'P1', quantity: 0 }], currency: 'USD' }])?.field).toBe('0.lines.0.quantity');
    expect(refusal(params, [{ lines: [], currency: 'usd' }])).toEqual({ field: '0.currency', message: 'must be an ISO 4217 code such as USD' });
  });

  it('a favorite without an id, a coupon without a code, a ban without a flag', () => {
    expect(refusal(Shopping.AddFavoriteProductMethod.params, [{ productId: '' }])).toEqual({ field: '0.productId', message: 'is required' });
    expect(refusal(Shopping.CouponByCodeMethod.params, [{ code: '   ' }])).toEqual({ field: '0.code', message: 'is required' });
    expect(refusal(Shopping.SetUserBannedMethod.params, [{ userId: 'u1' }])?.field).toBe('0.banned');
  });

  it('and the server refuses such a call with 400 naming the same field under params', async () => {
    const client = await signedIn('customer');
    expect(await callError(client, Shopping.CheckoutQuoteMethod.name, { lines: [{ productId: 'P1', quantity: 0 }], currency: 'USD' })).toMatchObject({
      error: 400,
      details: { code: 'VALIDATION_FAILED', field: 'params.0.lines.0.quantity' },
    });
    await client.disconnect();
  });
});
