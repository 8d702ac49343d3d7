import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { mustMoney, type CurrencyCode } from '../../../domain/index.ts';
import { $session } from '../../../ui/features/accounts/session/model.ts';
import { $paymentCountdown, countdownTickFx, readNowFx } from '../../../ui/features/orders/cancel/model.ts';
import { $currentOrder, $orderGroup, $orderRows, ordersReceived, stopOrdersFx, watchOrdersFx, type OrderRecord } from '../../../ui/features/orders/list/model.ts';
import { $page, pageResolved, type CurrentPage } from '../../../ui/features/shared/page/model.ts';

const usd = (minor: number) => mustMoney(minor, 'USD' as CurrencyCode);
const page = (name: string, pathname: string, params: Record<string, string> = {}): CurrentPage => ({ name, layout: 'default', params, pathname, search: '', status: 200 });

function order(id: string, overrides: Partial<OrderRecord> = {}): OrderRecord {
  return {
    id,
    orderGroupId: 'G1',
    state: 'paid',
    role: 'buyer',
    buyerId: 'u1',
    sellerId: 's1',
    sellerName: 'Seller One',
    productId: `p-${id}`,
    title: `Item ${id}`,
    gameType: 'Fortnite',
    productType: 'Items',
    quantity: 1,
    unitPrice: usd(1000),
    lineTotal: usd(1000),
    fee: usd(95),
    discount: usd(0),
    total: usd(1095),
    deliveryDuration: 'INSTANT',
    createdAt: '2025-01-01T10:00:00.000Z',
    paidAt: '2025-01-01T10:00:05.000Z',
    paymentDueAt: null,
    cancellable: true,
    nextDeadline: null,
    ...overrides,
  };
}

function signedIn(options: { now?: number } = {}) {
  const watched: string[] = [];
  let ticks = 0;
  const scope = fork({
    values: [[$session, { status: 'loggedIn', userId: 'u1', user: null }]],
    handlers: [
      [watchOrdersFx, () => void watched.push('watch')],
      [stopOrdersFx, () => void watched.push('stop')],
      [readNowFx, () => options.now ?? 0],
      // Two seconds pass, then the clock stops (a failed tick ends the loop, so allSettled returns).
      [
        countdownTickFx,
        () => {
          ticks += 1;
          if (ticks > 2) throw new Error('clock stopped');
          return (options.now ?? 0) + ticks * 1000;
        },
      ],
    ],
  });
  return { scope, watched };
}

describe('orders pages', () => {
  it('follow myOrders only while an orders page is open, newest first with state and totals', async () => {
    const { scope, watched } = signedIn();
    await allSettled(pageResolved, { scope, params: page('dashboardOrders', '/dashboard/orders') });
    expect(watched).toEqual(['watch']);
    expect(scope.getState($orderRows)).toBeNull();
    await allSettled(ordersReceived, {
      scope,
      params: [order('old', { createdAt: '2025-01-01T09:00:00.000Z' }), order('sold', { role: 'seller', createdAt: '2025-01-02T09:00:00.000Z' })],
    });
    expect(scope.getState($orderRows)?.map((r) => [r.id, r.role, r.state, r.total])).toEqual([
      ['sold', 'seller', 'paid', '$10.00'],
      ['old', 'buyer', 'paid', '$10.95'],
    ]);
    await allSettled(pageResolved, { scope, params: page('home', '/') });
    expect(watched).toEqual(['watch', 'stop']);
    expect(scope.getState($orderRows)).toBeNull();
  });

  it('the group page shows its orders and what the buyer paid for them in all', async () => {
    const { scope } = signedIn();
    await allSettled(pageResolved, { scope, params: page('dashboardOrdersGroup', '/dashboard/orders/G1', { group: 'G1' }) });
    await allSettled(ordersReceived, { scope, params: [order('a'), order('b', { total: usd(2000) }), order('c', { orderGroupId: 'G2' })] });
    expect(scope.getState($orderGroup)).toMatchObject({ total: '$30.95' });
    expect(scope.getState($orderGroup)?.orders.map((o) => o.id).sort()).toEqual(['a', 'b']);
  });

  it('counts down to the payment deadline while the order awaits payment', async () => {
    const { scope } = signedIn({ now: Date.parse('2025-01-01T10:00:00.000Z') });
    await allSettled(pageResolved, { scope, params: page('dashboardOrder', '/dashboard/order/a', { id: 'a' }) });
    await allSettled(ordersReceived, { scope, params: [order('a', { state: 'pending_payment', paidAt: null, cancellable: false, paymentDueAt: '2025-01-01T10:14:05.000Z' })] });
    expect(scope.getState($paymentCountdown)).toBe('14:03');
    await allSettled(ordersReceived, { scope, params: [order('a')] });
    expect(scope.getState($paymentCountdown)).toBeNull();
  });

  it('an order that is not the user’s is missing, not loading', async () => {
    const { scope } = signedIn();
    await allSettled(pageResolved, { scope, params: page('dashboardOrder', '/dashboard/order/zzz', { id: 'zzz' }) });
    expect(scope.getState($currentOrder)).toBeNull();
    await allSettled(ordersReceived, { scope, params: [order('a')] });
    expect(scope.getState($currentOrder)).toBe('missing');
    expect(scope.getState($page).name).toBe('dashboardOrder');
  });
});
