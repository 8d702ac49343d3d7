import type SimpleDDP from 'simpleddp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callError, connectClient } from '../accounts/ddp-client.ts';
import { DATABASE_KIND } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

interface SavedCart {
  readonly cartId: string;
  readonly lines: readonly { productId: string; quantity: number }[];
  readonly expiresAt: string;
}

let server: TestServer;
let buyer: SimpleDDP;
let other: SimpleDDP;
let visitor: SimpleDDP;

async function signedIn(prefix: string): Promise<SimpleDDP> {
  const account = server.demoAccounts.find((a) => a.email.startsWith(`${prefix}@`));
  if (account === undefined) throw new Error(prefix);
  const client = await connectClient(server.url);
  await client.call('login', { user: { email: account.email }, password: account.password });
  return client;
}

beforeAll(async () => {
  server = await startTestServer();
  buyer = await signedIn('customer');
  other = await signedIn('seller');
  visitor = await connectClient(server.url);
}, 120_000);

afterAll(async () => {
  for (const client of [buyer, other, visitor]) client.disconnect();
  await server.stop();
});

describe(`saved carts (saveCart, getCart) on ${DATABASE_KIND}`, () => {
  it('keeps a cart for a week and gives it back to its owner, one line per listing', async () => {
    const before = Date.now();
    const saved = (await buyer.call('saveCart', {
      lines: [
        { productId: 'p-1', quantity: 2 },
        { productId: 'p-2', quantity: 1 },
        { productId: 'p-1', quantity: 5 },
      ],
    })) as { cartId: string; expiresAt: string };
    expect(saved.cartId).toMatch(/^cart_[A-Za-z0-9_-]{22}$/);
    const week = Date.parse(saved.expiresAt) - before;
    expect(week).toBeGreaterThan(7 * 24 * 3_600_000 - 60_000);
    expect(week).toBeLessThanOrEqual(7 * 24 * 3_600_000 + 60_000);

    const cart = (await buyer.call('getCart', { cartId: saved.cartId })) as SavedCart;
    expect(cart.lines).toEqual([
      { productId: 'p-1', quantity: 5 },
      { productId: 'p-2', quantity: 1 },
    ]);
  });

  it("answers someone else's cart exactly as an unknown one, and asks visitors to sign in", async () => {
    const { cartId } = (await buyer.call('saveCart', { lines: [{ productId: 'p-3', quantity: 1 }] })) as { cartId: string };
    const foreign = await callError(other, 'getCart', { cartId });
    const unknown = await callError(other, 'getCart', { cartId: 'cart_nothing-here' });
    expect(foreign).toMatchObject({ error: 404, details: { code: 'CART_NOT_FOUND', field: 'cartId' } });
    expect(unknown).toMatchObject({ error: 404, details: { code: 'CART_NOT_FOUND' } });
    expect(foreign.reason).toBe(unknown.reason);
    expect((await callError(visitor, 'saveCart', { lines: [{ productId: 'p-3', quantity: 1 }] })).error).toBe(401);
  });

  it('refuses an empty cart, a zero quantity and a price slipped in, naming the field', async () => {
    expect(await callError(buyer, 'saveCart', { lines: [] })).toMatchObject({ error: 400, details: { field: 'params.0.lines' } });
    expect(await callError(buyer, 'saveCart', { lines: [{ productId: 'p-1', quantity: 0 }] })).toMatchObject({ error: 400, details: { field: 'params.0.lines.0.quantity' } });
    const { cartId } = (await buyer.call('saveCart', { lines: [{ productId: 'p-4', quantity: 1, price: 1 }] })) as { cartId: string };
    expect(((await buyer.call('getCart', { cartId })) as SavedCart).lines).toEqual([{ productId: 'p-4', quantity: 1 }]);
  });
});
