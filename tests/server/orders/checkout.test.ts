import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorFromProfile, ledgerAccounts, mustMoney, type Actor, type CurrencyCode } from '../../../domain/index.ts';
import type { PlaceOrderParams } from '../../../contracts/orders/index.ts';
import { openDatabase, type DatabaseHandle } from '../../../adapters/server/persistence/shared/database.ts';
import { createTestDatabase, DATABASE_KIND, type TestDatabase } from '../support/test-database.ts';
import { addListing, addUsers, listingStock, rows, sqlCheckout, trialBalance } from './checkout-kit.ts';

const ON_POSTGRES = DATABASE_KIND === 'PostgreSQL';
/** On PostgreSQL the issue's numbers; PGlite runs one unit of work at a time, so fewer make the same point. */
const RACERS = ON_POSTGRES ? 200 : 20;
const SAME_KEY = ON_POSTGRES ? 100 : 10;

let testDb: TestDatabase;
let handle: DatabaseHandle;
let kit: ReturnType<typeof sqlCheckout>;

const actor = (id: string): Actor => actorFromProfile({ id, roles: ['CUSTOMER'], banned: false, verificationState: 'VERIFIED' });
const params = (productId: string, key: string, quantity = 1): PlaceOrderParams => ({ lines: [{ productId, quantity }], currency: 'USD' as CurrencyCode, paymentMethod: 'CREDITS', idempotencyKey: key });

beforeAll(async () => {
  testDb = await createTestDatabase();
  handle = await openDatabase({ url: testDb.url, dataDir: testDb.dataDir });
  kit = sqlCheckout(handle);
  await addUsers(handle, ['seller', 'buyer', ...Array.from({ length: RACERS }, (_, i) => `racer${i}`)]);
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await testDb?.drop();
});

describe(`placeOrder on ${DATABASE_KIND}`, () => {
  it('pays with credits: the group and its order are stored paid, the money in escrow, the stock taken', async () => {
    await addListing(handle, 'l-basic', 'seller', 1000, 3);
    await kit.grant('buyer', 100_000);
    const answer = (await kit.placeOrder.execute(actor('buyer'), params('l-basic', 'basic-1', 2)))._unsafeUnwrap();
    expect(answer.payment.status).toBe('succeeded');
    const [orderId] = answer.orderIds;
    const order = (await kit.reads.order(actor('seller'), { orderId: orderId ?? '' }))._unsafeUnwrap();
    expect(order).toMatchObject({ state: 'paid', role: 'seller', quantity: 2, sellerName: 'seller', total: answer.total });
    const [escrow] = await kit.ledger.balances([ledgerAccounts.escrow(orderId ?? '')]);
    expect(escrow).toMatchObject({ balance: order.lineTotal.minor + order.fee.minor, available: 0 });
    expect(await listingStock(handle, 'l-basic')).toEqual({ quantity: 1, state: 'AVAILABLE' });
    expect(await trialBalance(handle)).toEqual({ USD: 0 });
  });

  it(`${RACERS} buyers racing for the last unit: exactly one order, the rest OUT_OF_STOCK, stock 0, books balanced`, async () => {
    await addListing(handle, 'l-last', 'seller', 500, 1);
    for (let i = 0; i < RACERS; i += 1) await kit.grant(`racer${i}`, 10_000);
    const results = await Promise.all(Array.from({ length: RACERS }, (_, i) => kit.placeOrder.execute(actor(`racer${i}`), params('l-last', `race-${i}`))));
    const won = results.filter((r) => r.isOk());
    const lost = results.filter((r) => r.isErr()).map((r) => r._unsafeUnwrapErr());
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(RACERS - 1);
    expect(lost.every((e) => e.code === 'OUT_OF_STOCK' && e.details?.['productId'] === 'l-last')).toBe(true);
    expect(await listingStock(handle, 'l-last')).toEqual({ quantity: 0, state: 'SOLD_OUT' });
    const [count] = await rows<{ n: number }>(handle, sql`SELECT count(*)::int AS n FROM orders WHERE product_id = 'l-last'`);
    expect(count?.n).toBe(1);
    expect(await trialBalance(handle)).toEqual({ USD: 0 });
  }, 120_000);

  it(`${SAME_KEY} concurrent calls with one idempotency key: one order group, ${SAME_KEY} identical answers`, async () => {
    await addListing(handle, 'l-key', 'seller', 700, 1000);
    const answers = await Promise.all(Array.from({ length: SAME_KEY }, () => kit.placeOrder.execute(actor('buyer'), params('l-key', 'one-key'))));
    const first = answers[0]?._unsafeUnwrap();
    for (const a of answers) expect(a._unsafeUnwrap()).toEqual(first);
    const [count] = await rows<{ n: number }>(handle, sql`SELECT count(*)::int AS n FROM orders WHERE product_id = 'l-key'`);
    expect(count?.n).toBe(1);
    expect(await listingStock(handle, 'l-key')).toEqual({ quantity: 999, state: 'AVAILABLE' });
  }, 120_000);

  it('without enough credits places nothing and takes no stock', async () => {
    await addListing(handle, 'l-poor', 'seller', 900_000, 1);
    const result = await kit.placeOrder.execute(actor('buyer'), params('l-poor', 'poor-1'));
    expect(result._unsafeUnwrapErr().code).toBe('INSUFFICIENT_CREDITS');
    expect(await listingStock(handle, 'l-poor')).toEqual({ quantity: 1, state: 'AVAILABLE' });
    const [count] = await rows<{ n: number }>(handle, sql`SELECT count(*)::int AS n FROM orders WHERE product_id = 'l-poor'`);
    expect(count?.n).toBe(0);
  });

  it('cancelling a paid order refunds exactly what was paid to the credits and returns the stock', async () => {
    await addListing(handle, 'l-cancel', 'seller', 1200, 1);
    const [before] = await kit.ledger.balances([ledgerAccounts.buyerCredits('buyer')]);
    const answer = (await kit.placeOrder.execute(actor('buyer'), params('l-cancel', 'cancel-1')))._unsafeUnwrap();
    const orderId = answer.orderIds[0] ?? '';
    const cancelled = (await kit.cancel.execute(actor('buyer'), { orderId, idempotencyKey: 'c-1' }))._unsafeUnwrap();
    expect(cancelled).toEqual({ orderId, state: 'cancelled', refunded: answer.total });
    const [after] = await kit.ledger.balances([ledgerAccounts.buyerCredits('buyer')]);
    expect(after?.available).toBe(before?.available);
    const [escrow] = await kit.ledger.balances([ledgerAccounts.escrow(orderId)]);
    expect(escrow?.balance).toBe(0);
    expect(await listingStock(handle, 'l-cancel')).toEqual({ quantity: 1, state: 'AVAILABLE' });
    expect(await trialBalance(handle)).toEqual({ USD: 0 });
  });

  it('an unpaid group expires at its due time (not before) and gives its stock back', async () => {
    await addListing(handle, 'l-expire', 'seller', 300, 2);
    const usd = (minor: number) => mustMoney(minor, 'USD' as CurrencyCode);
    // A checkout whose payment is still pending (a card's confirmation step): the group waits in pending_payment.
    const created = (
      await kit.createGroup.execute({
        buyerId: 'buyer',
        currency: 'USD' as CurrencyCode,
        lines: [{ productId: 'l-expire', sellerId: 'seller', quantity: 2, unitPrice: usd(300), lineTotal: usd(600), title: 'Offer', gameType: 'testgame', productType: 'items', deliveryDuration: '1H' }],
        fee: usd(100),
        membershipDiscount: usd(0),
        couponDiscount: usd(0),
        couponCode: null,
        now: kit.clock.now(),
      })
    )._unsafeUnwrap();
    expect(await listingStock(handle, 'l-expire')).toEqual({ quantity: 0, state: 'SOLD_OUT' });
    const [timer] = await rows<{ kind: string; due_at: Date }>(handle, sql`SELECT kind, due_at FROM timers WHERE key = ${`orderGroupPaymentExpiry:${created.group.id}`}`);
    expect(timer?.kind).toBe('orderGroupPaymentExpiry');
    expect(new Date(timer?.due_at ?? 0).getTime()).toBe(created.group.placedAt.getTime() + 15 * 60_000);

    kit.clock.advance(14 * 60_000);
    (await kit.expire.execute({ orderGroupId: created.group.id }))._unsafeUnwrap();
    expect(await listingStock(handle, 'l-expire')).toEqual({ quantity: 0, state: 'SOLD_OUT' });
    kit.clock.advance(60_000);
    (await kit.expire.execute({ orderGroupId: created.group.id }))._unsafeUnwrap();
    expect(await listingStock(handle, 'l-expire')).toEqual({ quantity: 2, state: 'AVAILABLE' });
    const group = (await kit.reads.group(actor('buyer'), { orderGroupId: created.group.id }))._unsafeUnwrap();
    expect(group.state).toBe('payment_expired');
    expect(group.orders.map((o) => o.state)).toEqual(['payment_expired']);
  });
});
