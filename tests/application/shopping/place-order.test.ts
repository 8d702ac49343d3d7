import { describe, expect, it } from 'vitest';
import { ledgerAccounts } from '../../../domain/index.ts';
import type { PlaceOrderParams } from '../../../contracts/orders/index.ts';
import { CONFIRM_CARD, DECLINED_CARD, T0, checkoutHarness } from './checkout-harness.ts';
import { userActor, visitor } from './fakes.ts';

const LISTINGS = [
  { id: 'gold', sellerId: 'seller_a', priceMinor: 1000, quantity: 5 },
  { id: 'sword', sellerId: 'seller_b', priceMinor: 2500, quantity: 1 },
];
const COUPONS = [{ code: 'SAVE5', discountType: 'FLAT' as const, amountMinor: 500, percent: null, affiliateOwnerId: null, active: true, validFrom: null, validUntil: null, maxRedemptions: null, maxPerUser: null, redeemedCount: 0 }];
const buyer = userActor('buyer');

function params(overrides: Partial<PlaceOrderParams> = {}): PlaceOrderParams {
  return { lines: [{ productId: 'gold', quantity: 2 }, { productId: 'sword', quantity: 1 }], currency: 'USD', paymentMethod: 'CREDITS', idempotencyKey: 'key-1', ...overrides } as PlaceOrderParams;
}

describe('placeOrder', () => {
  it('with credits: one group, one paid order per line, the total the quote names moved from credits into escrow', async () => {
    const h = checkoutHarness({ listings: LISTINGS });
    await h.grant('buyer', 50_000);
    const quote = (await h.quote.execute(buyer, { lines: params().lines, currency: 'USD' }))._unsafeUnwrap();
    const answer = (await h.placeOrder.execute(buyer, params()))._unsafeUnwrap();

    expect(answer.total).toEqual(quote.total);
    expect(answer.payment.status).toBe('succeeded');
    expect(answer.orderIds).toHaveLength(2);
    const orders = h.store.allOrders();
    expect(orders.map((o) => [o.productId, o.sellerId, o.quantity, o.state])).toEqual([
      ['gold', 'seller_a', 2, 'paid'],
      ['sword', 'seller_b', 1, 'paid'],
    ]);
    expect(orders.reduce((a, o) => a + o.total.minor, 0)).toBe(quote.total.minor);
    expect(h.ledger.balance(ledgerAccounts.buyerCredits('buyer'))).toBe(50_000 - quote.total.minor);
    for (const o of orders) expect(h.ledger.balance(ledgerAccounts.escrow(o.id))).toBe(o.lineTotal.minor + o.fee.minor);
    expect(h.stock.listings.get('gold')).toEqual({ quantity: 3, state: 'AVAILABLE' });
    expect(h.stock.listings.get('sword')).toEqual({ quantity: 0, state: 'SOLD_OUT' });
    // The payment expiry is gone; each paid order waits on its late deadline instead.
    expect([...h.scheduler.timers.keys()].sort()).toEqual(orders.map((o) => `orderDeadline:late:${o.id}`).sort());
    expect(new Set(h.outbox.of('orderParties'))).toEqual(new Set(['buyer', 'seller_a', 'seller_b']));
    expect(new Set(h.outbox.of('listings'))).toEqual(new Set(['gold', 'sword']));
    expect(h.ledger.trialBalance().get('USD')).toBe(0);
  });

  it('reserves the lines in listing-id order whatever order the cart lists them in', async () => {
    const h = checkoutHarness({ listings: LISTINGS });
    await h.grant('buyer', 50_000);
    await h.placeOrder.execute(buyer, params({ lines: [{ productId: 'sword', quantity: 1 }, { productId: 'gold', quantity: 1 }] }));
    expect(h.stock.reserved).toEqual(['gold', 'sword']);
  });

  it('refuses a line short of stock with OUT_OF_STOCK naming it, and changes nothing', async () => {
    const h = checkoutHarness({ listings: LISTINGS });
    await h.grant('buyer', 50_000);
    const result = await h.placeOrder.execute(buyer, params({ lines: [{ productId: 'gold', quantity: 1 }, { productId: 'sword', quantity: 2 }] }));
    expect(result._unsafeUnwrapErr()).toMatchObject({ code: 'OUT_OF_STOCK', details: { productId: 'sword' } });
    const gone = await h.placeOrder.execute(buyer, params({ lines: [{ productId: 'nothing', quantity: 1 }], idempotencyKey: 'key-2' }));
    expect(gone._unsafeUnwrapErr()).toMatchObject({ code: 'OUT_OF_STOCK', details: { productId: 'nothing' } });
    expect(h.store.allOrders()).toEqual([]);
    expect(h.stock.listings.get('gold')?.quantity).toBe(5);
    expect(h.ledger.balance(ledgerAccounts.buyerCredits('buyer'))).toBe(50_000);
  });

  it('refuses a group whose seller or buyer was banned or removed after the cart was priced, taking no stock or money', async () => {
    const sellerGone = checkoutHarness({ listings: LISTINGS, outUsers: ['seller_b'] });
    await sellerGone.grant('buyer', 50_000);
    expect((await sellerGone.placeOrder.execute(buyer, params()))._unsafeUnwrapErr()).toMatchObject({ code: 'OUT_OF_STOCK', details: { productId: 'sword' } });
    expect(sellerGone.store.allOrders()).toEqual([]);
    expect(sellerGone.stock.listings.get('gold')?.quantity).toBe(5);
    expect(sellerGone.ledger.balance(ledgerAccounts.buyerCredits('buyer'))).toBe(50_000);

    const buyerGone = checkoutHarness({ listings: LISTINGS, outUsers: ['buyer'] });
    await buyerGone.grant('buyer', 50_000);
    expect((await buyerGone.placeOrder.execute(buyer, params()))._unsafeUnwrapErr()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(buyerGone.store.allOrders()).toEqual([]);
  });

  it('without enough credits answers INSUFFICIENT_CREDITS and places nothing', async () => {
    const h = checkoutHarness({ listings: LISTINGS });
    await h.grant('buyer', 100);
    const result = await h.placeOrder.execute(buyer, params());
    expect(result._unsafeUnwrapErr().code).toBe('INSUFFICIENT_CREDITS');
    expect(h.store.allOrders()).toEqual([]);
    expect(h.stock.listings.get('sword')).toEqual({ quantity: 1, state: 'AVAILABLE' });
    expect(h.scheduler.timers.size).toBe(0);
    expect(h.outbox.events).toEqual([]);
  });

  it('a declined card places no order and uses no coupon', async () => {
    const h = checkoutHarness({ listings: LISTINGS, coupons: COUPONS });
    const result = await h.placeOrder.execute(buyer, params({ paymentMethod: 'CARD', card: DECLINED_CARD, couponCode: 'SAVE5' }));
    expect(result._unsafeUnwrapErr().code).toBe('PAYMENT_DECLINED');
    expect(h.store.allOrders()).toEqual([]);
    expect(h.redemptions.uses.size).toBe(0);
    expect(h.stock.listings.get('gold')?.quantity).toBe(5);
  });

  it('a card paid at once lands in the credits and moves on into escrow', async () => {
    const h = checkoutHarness({ listings: LISTINGS });
    const answer = (await h.placeOrder.execute(buyer, params({ paymentMethod: 'CARD', card: '4242424242424242' })))._unsafeUnwrap();
    expect(answer.payment.status).toBe('succeeded');
    expect(h.ledger.balance(ledgerAccounts.buyerCredits('buyer'))).toBe(0);
    expect(h.store.allOrders().every((o) => o.state === 'paid')).toBe(true);
  });

  it('a card asking for confirmation keeps the orders pending with the expiry timer at +15 minutes', async () => {
    const h = checkoutHarness({ listings: LISTINGS, coupons: COUPONS });
    const answer = (await h.placeOrder.execute(buyer, params({ paymentMethod: 'CARD', card: CONFIRM_CARD, couponCode: 'SAVE5' })))._unsafeUnwrap();
    expect(answer.payment).toMatchObject({ status: 'requires_action', nextAction: { type: 'redirect' } });
    expect(h.store.allOrders().every((o) => o.state === 'pending_payment')).toBe(true);
    const [timer] = [...h.scheduler.timers.values()];
    expect(timer).toMatchObject({ kind: 'orderGroupPaymentExpiry', dueAt: new Date(T0.getTime() + 15 * 60_000), payload: { orderGroupId: answer.orderGroupId } });
    expect(h.redemptions.uses.get(answer.orderGroupId)).toBe('SAVE5');
  });

  it('replays the first answer to a retry with the same key, and refuses the key with another payload', async () => {
    const h = checkoutHarness({ listings: LISTINGS });
    await h.grant('buyer', 50_000);
    const first = (await h.placeOrder.execute(buyer, params()))._unsafeUnwrap();
    const again = (await h.placeOrder.execute(buyer, params()))._unsafeUnwrap();
    expect(again).toEqual(first);
    expect(h.store.groups.size).toBe(1);
    const other = await h.placeOrder.execute(buyer, params({ lines: [{ productId: 'gold', quantity: 1 }] }));
    expect(other._unsafeUnwrapErr().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('applies a valid coupon through the quote, records its use, and refuses an unknown one', async () => {
    const h = checkoutHarness({ listings: LISTINGS, coupons: COUPONS });
    await h.grant('buyer', 50_000);
    const quote = (await h.quote.execute(buyer, { lines: params().lines, currency: 'USD', couponCode: 'SAVE5' }))._unsafeUnwrap();
    const answer = (await h.placeOrder.execute(buyer, params({ couponCode: 'SAVE5' })))._unsafeUnwrap();
    expect(quote.couponDiscount.minor).toBeGreaterThan(0);
    expect(answer.total).toEqual(quote.total);
    expect(h.store.allOrders().reduce((a, o) => a + o.couponDiscount.minor, 0)).toBe(quote.couponDiscount.minor);
    expect(h.ledger.balance(ledgerAccounts.coupons)).toBe(-quote.couponDiscount.minor);
    const bad = await h.placeOrder.execute(buyer, params({ couponCode: 'NOPE', idempotencyKey: 'key-2' }));
    expect(bad._unsafeUnwrapErr()).toMatchObject({ code: 'COUPON_INVALID', details: { field: 'couponCode' } });
  });

  it('a coupon used up by others fails the checkout, which then holds nothing', async () => {
    const h = checkoutHarness({ listings: LISTINGS, coupons: COUPONS, couponLimit: 0 });
    await h.grant('buyer', 50_000);
    expect((await h.placeOrder.execute(buyer, params({ couponCode: 'SAVE5' })))._unsafeUnwrapErr().code).toBe('COUPON_INVALID');
    expect(h.store.allOrders()).toEqual([]);
    expect(h.stock.listings.get('sword')?.quantity).toBe(1);
  });

  it('asks a visitor to log in', async () => {
    const h = checkoutHarness({ listings: LISTINGS });
    expect((await h.placeOrder.execute(visitor, params()))._unsafeUnwrapErr().code).toBe('UNAUTHENTICATED');
  });
});
