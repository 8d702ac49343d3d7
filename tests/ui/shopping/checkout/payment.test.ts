import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import type { PlaceOrderAnswer, PlaceOrderParams } from '../../../../contracts/orders/index.ts';
import { domainError, type DomainError } from '../../../../domain/index.ts';
import { $balances } from '../../../../ui/features/payments/balances/model.ts';
import { openProviderPageFx } from '../../../../ui/features/payments/outcome.ts';
import { idempotencyKeyFx } from '../../../../ui/features/shared/idempotency/model.ts';
import { appHydrated } from '../../../../ui/features/shared/app/model.ts';
import { $pendingNavigation } from '../../../../ui/features/shared/page/model.ts';
import { $cart } from '../../../../ui/features/shopping/cart/model.ts';
import {
  $canPay,
  $checkoutCredits,
  $paymentError,
  $placedOrder,
  cardNumberChanged,
  payClicked,
  paymentMethodChosen,
  placeOrderFx,
} from '../../../../ui/features/shopping/checkout/model.ts';
import { line } from '../cart/fixtures.ts';
import { browser, usd } from './checkout-harness.ts';

type Answer = PlaceOrderAnswer | DomainError;

/** Checkout with two lines (the harness's server prices them $7.00 each, fee $1.89), $500 of credits, and a scripted `placeOrder`. */
function payingBrowser(answers: Answer[], credits = 50_000) {
  const calls: PlaceOrderParams[] = [];
  const opened: string[] = [];
  let keys = 0;
  const { scope, checks } = browser({
    stored: [line('a', { itemName: 'Gold 1000' }), line('b', { itemName: 'Rare skin' })],
    values: [[$balances, [{ currency: 'USD', available: credits, pending: 0 }]]],
    handlers: [
      [idempotencyKeyFx, () => `key-${++keys}`],
      [openProviderPageFx, (url: string) => void opened.push(url)],
      [
        placeOrderFx,
        (params: PlaceOrderParams) => {
          calls.push(params);
          const answer = answers.shift() ?? domainError('INTERNAL', 'no scripted answer');
          if ('code' in answer) throw answer;
          return answer;
        },
      ],
    ],
  });
  return { scope, calls, opened, checks };
}

const placed = (status: 'succeeded' | 'requires_action' | 'pending', url?: string): PlaceOrderAnswer => ({
  orderGroupId: 'G1',
  orderIds: ['O1', 'O2'],
  total: usd(1589),
  payment: { id: 'P1', status, ...(url === undefined ? {} : { nextAction: { type: 'redirect' as const, url } }) },
});

describe('checkout payment', () => {
  it('pays with credits: placeOrder gets the lines, currency, method and a key; the cart empties and the success page opens', async () => {
    const { scope, calls } = payingBrowser([placed('succeeded')]);
    await allSettled(appHydrated, { scope });
    expect(scope.getState($checkoutCredits)).toMatchObject({ formatted: '$500.00', covers: true });
    await allSettled(payClicked, { scope });
    expect(calls).toEqual([{ lines: [{ productId: 'a', quantity: 1 }, { productId: 'b', quantity: 1 }], currency: 'USD', paymentMethod: 'CREDITS', idempotencyKey: 'key-1' }]);
    expect(scope.getState($cart)).toEqual([]);
    expect(scope.getState($placedOrder)?.orderGroupId).toBe('G1');
    expect(scope.getState($pendingNavigation)).toEqual({ to: '/checkout/payment/success/order/G1', replace: false });
  });

  it('sends the affiliate cookie’s code with placeOrder, so the order is attributed even when the code gives no discount', async () => {
    const calls: PlaceOrderParams[] = [];
    const { scope } = browser({
      stored: [line('a', { itemName: 'Gold 1000' })],
      affiliate: 'PARTNER_7',
      values: [[$balances, [{ currency: 'USD', available: 50_000, pending: 0 }]]],
      handlers: [
        [idempotencyKeyFx, () => 'key-1'],
        [
          placeOrderFx,
          (params: PlaceOrderParams) => {
            calls.push(params);
            return placed('succeeded');
          },
        ],
      ],
    });
    await allSettled(appHydrated, { scope });
    await allSettled(payClicked, { scope });
    expect(calls).toEqual([{ lines: [{ productId: 'a', quantity: 1 }], affiliateCode: 'PARTNER_7', currency: 'USD', paymentMethod: 'CREDITS', idempotencyKey: 'key-1' }]);
  });

  it('retries a lost answer with the same key, and a changed method is a new attempt with a new key', async () => {
    const { scope, calls } = payingBrowser([domainError('UNAVAILABLE', 'socket closed'), domainError('UNAVAILABLE', 'socket closed'), placed('succeeded')]);
    await allSettled(appHydrated, { scope });
    await allSettled(payClicked, { scope });
    expect(scope.getState($paymentError)?.key).toBe('payment.errors.network');
    expect(scope.getState($cart)).toHaveLength(2);
    await allSettled(payClicked, { scope });
    expect(calls.map((c) => c.idempotencyKey)).toEqual(['key-1', 'key-1']);
    await allSettled(paymentMethodChosen, { scope, params: 'CRYPTO' });
    await allSettled(payClicked, { scope });
    expect(calls.map((c) => [c.paymentMethod, c.idempotencyKey])).toEqual([
      ['CREDITS', 'key-1'],
      ['CREDITS', 'key-1'],
      ['CRYPTO', 'key-2'],
    ]);
  });

  it('a declined card says so, places no order, keeps the cart, and the next press is a new attempt', async () => {
    const { scope, calls } = payingBrowser([domainError('PAYMENT_DECLINED', 'card declined'), domainError('PAYMENT_DECLINED', 'card declined')]);
    await allSettled(appHydrated, { scope });
    await allSettled(paymentMethodChosen, { scope, params: 'CARD' });
    expect(scope.getState($canPay)).toBe(false);
    await allSettled(cardNumberChanged, { scope, params: '4000 0000 0000 0002' });
    await allSettled(payClicked, { scope });
    expect(calls[0]).toMatchObject({ paymentMethod: 'CARD', card: '4000000000000002' });
    expect(scope.getState($paymentError)).toEqual({ code: 'PAYMENT_DECLINED', key: 'payment.errors.declined' });
    expect(scope.getState($cart)).toHaveLength(2);
    expect(scope.getState($placedOrder)).toBeNull();
    expect(scope.getState($pendingNavigation)).toBeNull();
    await allSettled(payClicked, { scope });
    expect(calls.map((c) => c.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it("a confirmation step opens the provider's page; the order exists, so the cart is emptied", async () => {
    const { scope, opened } = payingBrowser([placed('requires_action', 'https://pay.test/confirm/P1')]);
    await allSettled(appHydrated, { scope });
    await allSettled(paymentMethodChosen, { scope, params: 'CARD' });
    await allSettled(cardNumberChanged, { scope, params: '4000000000003220' });
    await allSettled(payClicked, { scope });
    expect(opened).toEqual(['https://pay.test/confirm/P1']);
    expect(scope.getState($cart)).toEqual([]);
    expect(scope.getState($pendingNavigation)).toBeNull();
  });

  it('a sold-out line is named, and the cart is checked with the server again', async () => {
    const { scope, checks } = payingBrowser([domainError('OUT_OF_STOCK', 'sold out', { productId: 'b' })]);
    await allSettled(appHydrated, { scope });
    const before = checks.length;
    await allSettled(payClicked, { scope });
    expect(scope.getState($paymentError)).toEqual({ code: 'OUT_OF_STOCK', key: 'payment.errors.outOfStockItem', item: 'Rare skin' });
    expect(checks.length).toBe(before + 1);
  });

  it('credits that do not cover the total: Pay stays off and nothing is sent', async () => {
    const { scope, calls } = payingBrowser([placed('succeeded')], 1000);
    await allSettled(appHydrated, { scope });
    expect(scope.getState($checkoutCredits)).toMatchObject({ formatted: '$10.00', covers: false });
    expect(scope.getState($canPay)).toBe(false);
    await allSettled(payClicked, { scope });
    expect(calls).toEqual([]);
  });

  it('rate limiting and insufficient credits each get their own sentence', async () => {
    const { scope } = payingBrowser([domainError('RATE_LIMITED', 'slow down'), domainError('INSUFFICIENT_CREDITS', 'short')]);
    await allSettled(appHydrated, { scope });
    await allSettled(payClicked, { scope });
    expect(scope.getState($paymentError)?.key).toBe('payment.errors.rateLimited');
    await allSettled(payClicked, { scope });
    expect(scope.getState($paymentError)?.key).toBe('payment.errors.insufficientCredits');
  });
});
