import { describe, expect, it } from 'vitest';
import { ledgerAccounts, mustMoney } from '../../../domain/index.ts';
import type { PlaceOrderParams } from '../../../contracts/orders/index.ts';
import { CONFIRM_CARD, checkoutHarness } from '../shopping/checkout-harness.ts';
import { userActor } from '../shopping/fakes.ts';

const LISTINGS = [
  { id: 'gold', sellerId: 'seller_a', priceMinor: 1000, quantity: 5 },
  { id: 'sword', sellerId: 'seller_b', priceMinor: 2500, quantity: 1 },
];
const COUPONS = [{ code: 'SAVE5', discountType: 'FLAT' as const, amountMinor: 500, percent: null, affiliateOwnerId: null, active: true, validFrom: null, validUntil: null, maxRedemptions: null, maxPerUser: null, redeemedCount: 0 }];
const buyer = userActor('buyer');
const MINUTE = 60_000;

function params(overrides: Partial<PlaceOrderParams> = {}): PlaceOrderParams {
  return { lines: [{ productId: 'gold', quantity: 2 }, { productId: 'sword', quantity: 1 }], currency: 'USD', paymentMethod: 'CREDITS', idempotencyKey: 'key-1', ...overrides } as PlaceOrderParams;
}

async function pendingCheckout() {
  const h = checkoutHarness({ listings: LISTINGS, coupons: COUPONS });
  const answer = (await h.placeOrder.execute(buyer, params({ paymentMethod: 'CARD', card: CONFIRM_CARD, couponCode: 'SAVE5' })))._unsafeUnwrap();
  return { h, answer };
}

describe('an unpaid order group', () => {
  it('expires at its due time: orders payment_expired, stock and coupon use given back, both parties told', async () => {
    const { h, answer } = await pendingCheckout();
    h.clock.advance(14 * MINUTE);
    await h.expire.execute({ orderGroupId: answer.orderGroupId });
    expect(h.store.allOrders().every((o) => o.state === 'pending_payment')).toBe(true);

    h.clock.advance(MINUTE);
    h.outbox.events = [];
    (await h.expire.execute({ orderGroupId: answer.orderGroupId }))._unsafeUnwrap();
    expect(h.store.allOrders().map((o) => o.state)).toEqual(['payment_expired', 'payment_expired']);
    expect(h.store.groups.get(answer.orderGroupId)?.group.state).toBe('payment_expired');
    expect(h.stock.listings.get('gold')).toEqual({ quantity: 5, state: 'AVAILABLE' });
    expect(h.stock.listings.get('sword')).toEqual({ quantity: 1, state: 'AVAILABLE' });
    expect(h.redemptions.uses.size).toBe(0);
    expect(new Set(h.outbox.of('orderParties'))).toEqual(new Set(['buyer', 'seller_a', 'seller_b']));
    // The timer firing again gives nothing back twice.
    (await h.expire.execute({ orderGroupId: answer.orderGroupId }))._unsafeUnwrap();
    expect(h.stock.listings.get('gold')?.quantity).toBe(5);
  });

  it('paid by a late capture before the expiry ran, is paid; captured after it expired, leaves the money in the credits', async () => {
    const { h, answer } = await pendingCheckout();
    const total = answer.total;
    await h.grant('buyer', total.minor);
    h.clock.advance(20 * MINUTE);
    (await h.listener.captured({ paymentId: 'pay_1', userId: 'buyer', purpose: { kind: 'ORDER_GROUP', orderGroupId: answer.orderGroupId }, amount: total }))._unsafeUnwrap();
    expect(h.store.allOrders().every((o) => o.state === 'paid')).toBe(true);
    expect(h.ledger.balance(ledgerAccounts.buyerCredits('buyer'))).toBe(0);

    const late = await pendingCheckout();
    late.h.clock.advance(15 * MINUTE);
    await late.h.expire.execute({ orderGroupId: late.answer.orderGroupId });
    await late.h.grant('buyer', total.minor);
    (await late.h.listener.captured({ paymentId: 'pay_2', userId: 'buyer', purpose: { kind: 'ORDER_GROUP', orderGroupId: late.answer.orderGroupId }, amount: total }))._unsafeUnwrap();
    expect(late.h.store.allOrders().every((o) => o.state === 'payment_expired')).toBe(true);
    expect(late.h.ledger.balance(ledgerAccounts.buyerCredits('buyer'))).toBe(total.minor);
  });

  it('paid short (an under-paid invoice) stays pending, the money kept in the credits', async () => {
    const { h, answer } = await pendingCheckout();
    await h.grant('buyer', 100);
    (await h.listener.captured({ paymentId: 'p', userId: 'buyer', purpose: { kind: 'ORDER_GROUP', orderGroupId: answer.orderGroupId }, amount: mustMoney(100, answer.total.currency) }))._unsafeUnwrap();
    expect(h.store.allOrders().every((o) => o.state === 'pending_payment')).toBe(true);
    expect(h.ledger.balance(ledgerAccounts.buyerCredits('buyer'))).toBe(100);
  });
});

describe('cancelOrder', () => {
  async function paidCheckout() {
    const h = checkoutHarness({ listings: LISTINGS, coupons: COUPONS, members: { buyer: true } });
    await h.grant('buyer', 50_000);
    const answer = (await h.placeOrder.execute(buyer, params({ couponCode: 'SAVE5' })))._unsafeUnwrap();
    return { h, answer };
  }

  it('refunds exactly what the buyer paid for the order to their credits, returns the stock, empties the escrow', async () => {
    const { h, answer } = await paidCheckout();
    const sword = h.store.allOrders().find((o) => o.productId === 'sword');
    if (sword === undefined) throw new Error('no sword order');
    const before = h.ledger.balance(ledgerAccounts.buyerCredits('buyer'));
    const cancelled = (await h.cancel.execute(buyer, { orderId: sword.id, idempotencyKey: 'c-1' }))._unsafeUnwrap();
    expect(cancelled).toEqual({ orderId: sword.id, state: 'cancelled', refunded: sword.total });
    expect(h.ledger.balance(ledgerAccounts.buyerCredits('buyer'))).toBe(before + sword.total.minor);
    expect(h.ledger.balance(ledgerAccounts.escrow(sword.id))).toBe(0);
    expect(h.ledger.available(ledgerAccounts.sellerPending('seller_b'), 'USD')).toBe(0);
    expect(h.stock.listings.get('sword')).toEqual({ quantity: 1, state: 'AVAILABLE' });
    expect(h.store.allOrders().find((o) => o.productId === 'gold')?.state).toBe('paid');
    expect(h.ledger.trialBalance().get('USD')).toBe(0);
    expect(answer.orderIds).toContain(sword.id);

    // Again with the same key: the same answer; with a new key: nothing more refunded.
    expect((await h.cancel.execute(buyer, { orderId: sword.id, idempotencyKey: 'c-1' }))._unsafeUnwrap()).toEqual(cancelled);
    expect((await h.cancel.execute(buyer, { orderId: sword.id, idempotencyKey: 'c-2' }))._unsafeUnwrap().state).toBe('cancelled');
    expect(h.ledger.balance(ledgerAccounts.buyerCredits('buyer'))).toBe(before + sword.total.minor);
  });

  it('is the buyer’s alone, and only for a paid order', async () => {
    const { h } = await paidCheckout();
    const [order] = h.store.allOrders();
    if (order === undefined) throw new Error('no order');
    expect((await h.cancel.execute(userActor('seller_a'), { orderId: order.id, idempotencyKey: 'x' }))._unsafeUnwrapErr().code).toBe('ORDER_NOT_FOUND');
    const pending = await pendingCheckout();
    const [unpaid] = pending.h.store.allOrders();
    if (unpaid === undefined) throw new Error('no order');
    expect((await pending.h.cancel.execute(buyer, { orderId: unpaid.id, idempotencyKey: 'y' }))._unsafeUnwrapErr().code).toBe('ORDER_NOT_CANCELLABLE');
  });
});

describe('the order reads', () => {
  it('show the buyer and each seller their side, newest first, and nobody else', async () => {
    const h = checkoutHarness({ listings: LISTINGS });
    await h.grant('buyer', 50_000);
    const first = (await h.placeOrder.execute(buyer, params({ lines: [{ productId: 'gold', quantity: 1 }] })))._unsafeUnwrap();
    h.clock.advance(MINUTE);
    const second = (await h.placeOrder.execute(buyer, params({ idempotencyKey: 'key-2' })))._unsafeUnwrap();

    const mine = (await h.reads.mine(buyer))._unsafeUnwrap();
    expect(mine.map((o) => o.orderGroupId)).toEqual([second.orderGroupId, second.orderGroupId, first.orderGroupId]);
    expect(mine.every((o) => o.role === 'buyer' && o.cancellable)).toBe(true);
    const sellerB = (await h.reads.mine(userActor('seller_b')))._unsafeUnwrap();
    expect(sellerB.map((o) => [o.productId, o.role, o.cancellable])).toEqual([['sword', 'seller', false]]);

    const group = (await h.reads.group(buyer, { orderGroupId: second.orderGroupId }))._unsafeUnwrap();
    expect(group.total).toEqual(second.total);
    expect(group.orders.map((o) => o.id)).toEqual(second.orderIds);
    expect((await h.reads.group(userActor('seller_b'), { orderGroupId: second.orderGroupId }))._unsafeUnwrapErr().code).toBe('ORDER_NOT_FOUND');

    const swordId = group.orders.find((o) => o.productId === 'sword')?.id ?? '';
    expect((await h.reads.order(userActor('seller_b'), { orderId: swordId }))._unsafeUnwrap().role).toBe('seller');
    expect((await h.reads.order(userActor('seller_a'), { orderId: swordId }))._unsafeUnwrapErr().code).toBe('ORDER_NOT_FOUND');
  });
});
