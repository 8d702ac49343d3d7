import { allSettled, fork, scopeBind } from 'effector';
import { describe, expect, it } from 'vitest';
import type { PenaltyView } from '../../../contracts/orders/index.ts';
import type { PublicUser } from '../../../domain/index.ts';
import { $session, $user } from '../../../ui/features/accounts/session/model.ts';
import { $now, clockTickFx, countdownMounted, countdownUnmounted, readClockFx, timeLeft } from '../../../ui/features/orders/clock/model.ts';
import { $openCredentials, hideClicked, revealClicked, revealDeliveryFx } from '../../../ui/features/orders/delivery/model.ts';
import { $orderDetail, orderDetailReceived, stopOrderDetailFx, watchOrderDetailFx } from '../../../ui/features/orders/detail/model.ts';
import { $disputeQueue, disputeQueueReceived, stopDisputeQueueFx, watchDisputeQueueFx } from '../../../ui/features/orders/disputes/model.ts';
import { ordersReceived, stopOrdersFx, watchOrdersFx, type OrderRecord } from '../../../ui/features/orders/list/model.ts';
import { $orderTab, $tabCounts, $visibleOrderRows, sideChosen, tabChosen } from '../../../ui/features/orders/list/tabs.ts';
import { $penaltyRows, $penaltyTotals, loadPenaltiesFx } from '../../../ui/features/orders/penalties/model.ts';
import { pageResolved } from '../../../ui/features/shared/page/model.ts';
import { detail, orderPage, page, queueEntry, usd } from './lifecycle-fixtures.ts';

function signedIn(options: { roles?: readonly string[]; penalties?: readonly PenaltyView[]; ticks?: number } = {}) {
  const calls: string[] = [];
  let tick = 0;
  const scope = fork({
    values: [
      [$session, { status: 'loggedIn', userId: 'u1', user: null }],
      [$user, { id: 'u1', roles: options.roles ?? ['CUSTOMER'] } as unknown as PublicUser],
    ],
    handlers: [
      [watchOrdersFx, () => void calls.push('watch orders')],
      [stopOrdersFx, () => void calls.push('stop orders')],
      [watchOrderDetailFx, (id: string) => void calls.push(`watch order ${id}`)],
      [stopOrderDetailFx, () => void calls.push('stop order')],
      [watchDisputeQueueFx, () => void calls.push('watch queue')],
      [stopDisputeQueueFx, () => void calls.push('stop queue')],
      [revealDeliveryFx, (orderId: string) => (calls.push(`reveal ${orderId}`), { orderId, login: 'hero42', password: 's3cret', extra: null })],
      [loadPenaltiesFx, () => ({ penalties: options.penalties ?? [] })],
      [readClockFx, () => 1_000_000],
      // The clock ticks `ticks` times, then the test's clock stops (a failed tick ends the loop, so allSettled returns).
      [
        clockTickFx,
        () => {
          tick += 1;
          if (tick > (options.ticks ?? 3)) throw new Error('test clock stopped');
          calls.push(`tick ${tick}`);
          return 1_000_000 + tick * 1000;
        },
      ],
    ],
  });
  return { scope, calls };
}

const row = (id: string, role: 'buyer' | 'seller', state: string) => ({ ...detail(id, { role: 'buyer' }), role, state }) as unknown as OrderRecord;

describe('/dashboard/orders tabs', () => {
  it('shows one side at a time, by state group, with counts per tab; another side starts on all', async () => {
    const { scope } = signedIn();
    await allSettled(pageResolved, { scope, params: page('dashboardOrders', '/dashboard/orders') });
    await allSettled(ordersReceived, {
      scope,
      params: [row('a', 'buyer', 'in_delivery'), row('b', 'buyer', 'delivered'), row('c', 'buyer', 'settled'), row('d', 'seller', 'disputed'), row('e', 'buyer', 'partially_refunded')],
    });
    expect(scope.getState($tabCounts)).toEqual({ all: 4, active: 1, delivered: 1, disputed: 0, completed: 1, closed: 1 });
    await allSettled(tabChosen, { scope, params: 'completed' });
    expect(scope.getState($visibleOrderRows)?.map((r) => r.id)).toEqual(['c']);
    await allSettled(sideChosen, { scope, params: 'seller' });
    expect(scope.getState($orderTab)).toBe('all');
    expect(scope.getState($visibleOrderRows)?.map((r) => r.id)).toEqual(['d']);
    expect(scope.getState($tabCounts)?.disputed).toBe(1);
  });
});

describe('/dashboard/order/{id}', () => {
  it('follows the order publication for the open order only, and says missing when it holds none', async () => {
    const { scope, calls } = signedIn();
    await allSettled(pageResolved, { scope, params: orderPage('o1') });
    expect(calls).toContain('watch order o1');
    expect(scope.getState($orderDetail)).toBeNull();
    // A document of the previous order arriving late does not show.
    await allSettled(orderDetailReceived, { scope, params: [detail('old')] });
    expect(scope.getState($orderDetail)).toBe('missing');
    await allSettled(orderDetailReceived, { scope, params: [detail('o1', { state: 'in_delivery', progress: [] })] });
    expect(scope.getState($orderDetail)).toMatchObject({ id: 'o1', state: 'in_delivery' });
    // A live change (a progress post) replaces the document.
    const post = { id: 'p1', at: '2025-01-01T11:00:00.000Z', percent: 40, rank: 'Gold', note: null };
    await allSettled(orderDetailReceived, { scope, params: [detail('o1', { state: 'in_delivery', progress: [post] })] });
    expect(scope.getState($orderDetail)).toMatchObject({ progress: [post] });
    await allSettled(pageResolved, { scope, params: page('home', '/') });
    expect(calls).toContain('stop order');
    expect(scope.getState($orderDetail)).toBeNull();
  });

  it('reveals credentials only when the server allows it, and forgets them on hide and on leaving', async () => {
    const { scope, calls } = signedIn();
    await allSettled(pageResolved, { scope, params: orderPage('o1') });
    await allSettled(orderDetailReceived, { scope, params: [detail('o1', { role: 'seller', actions: [] })] });
    await allSettled(revealClicked, { scope });
    expect(calls.filter((c) => c.startsWith('reveal'))).toEqual([]);
    await allSettled(orderDetailReceived, { scope, params: [detail('o1', { actions: ['confirm', 'revealDelivery'] })] });
    await allSettled(revealClicked, { scope });
    expect(scope.getState($openCredentials)).toMatchObject({ login: 'hero42', password: 's3cret' });
    await allSettled(hideClicked, { scope });
    expect(scope.getState($openCredentials)).toBeNull();
    await allSettled(revealClicked, { scope });
    await allSettled(pageResolved, { scope, params: page('dashboardOrders', '/dashboard/orders') });
    expect(scope.getState($openCredentials)).toBeNull();
  });
});

describe('the countdown clock', () => {
  it('ticks each second while a countdown is mounted and stands still after it unmounts', async () => {
    const { scope, calls } = signedIn({ ticks: 3 });
    expect(scope.getState($now)).toBeNull();
    await allSettled(countdownMounted, { scope });
    expect(calls.filter((c) => c.startsWith('tick'))).toEqual(['tick 1', 'tick 2', 'tick 3']);
    expect(scope.getState($now)).toBe(1_003_000);
  });

  it('stops ticking once the countdown leaves the screen', async () => {
    let ticks = 0;
    const scope = fork({
      handlers: [
        [readClockFx, () => 0],
        [
          clockTickFx,
          () => {
            ticks += 1;
            // The page unmounts the countdown during the second second; a runaway loop would reach the guard.
            if (ticks === 2) scopeBind(countdownUnmounted, { scope })();
            if (ticks > 50) throw new Error('the clock never stopped');
            return ticks * 1000;
          },
        ],
      ],
    });
    await allSettled(countdownMounted, { scope });
    expect(ticks).toBe(2);
    expect(scope.getState($now)).toBe(2000);
  });

  it('formats what is left in days and h:m:s, and says overdue at zero', () => {
    const now = Date.parse('2025-01-01T00:00:00.000Z');
    expect(timeLeft('2025-01-02T02:03:04.000Z', now)).toEqual({ overdue: false, days: 1, clock: '02:03:04' });
    expect(timeLeft('2025-01-01T00:00:59.400Z', now)).toEqual({ overdue: false, days: 0, clock: '00:00:59' });
    expect(timeLeft('2024-12-31T23:00:00.000Z', now)).toEqual({ overdue: true, days: 0, clock: '00:00:00' });
  });
});

describe('staff dispute queue', () => {
  it('is followed only by DISPUTE staff with the queue open, soonest seller deadline first', async () => {
    const customer = signedIn();
    await allSettled(pageResolved, { scope: customer.scope, params: page('dashboardOrders', '/dashboard/orders') });
    await allSettled(sideChosen, { scope: customer.scope, params: 'disputes' });
    expect(customer.calls).not.toContain('watch queue');

    const { scope, calls } = signedIn({ roles: ['DISPUTE'] });
    await allSettled(pageResolved, { scope, params: page('dashboardOrders', '/dashboard/orders') });
    await allSettled(sideChosen, { scope, params: 'disputes' });
    expect(calls).toContain('watch queue');
    await allSettled(disputeQueueReceived, {
      scope,
      params: [
        queueEntry('answered', null, '2025-01-01T08:00:00.000Z'),
        queueEntry('late', '2025-01-01T14:00:00.000Z', '2025-01-01T02:00:00.000Z'),
        queueEntry('soon', '2025-01-01T12:00:00.000Z', '2025-01-01T10:00:00.000Z'),
      ],
    });
    expect(scope.getState($disputeQueue)?.map((e) => e.orderId)).toEqual(['soon', 'late', 'answered']);
    await allSettled(sideChosen, { scope, params: 'buyer' });
    expect(calls).toContain('stop queue');
    expect(scope.getState($disputeQueue)).toBeNull();
  });
});

describe('/dashboard/penalties', () => {
  it('loads on opening, newest first, with the total per currency', async () => {
    const penalties: PenaltyView[] = [
      { id: 'x', orderId: 'o1', title: 'Old', reason: 'late_cancelled', amount: usd(100), at: '2025-01-01T00:00:00.000Z' },
      { id: 'y', orderId: 'o2', title: 'New', reason: 'late_cancelled', amount: usd(250), at: '2025-01-03T00:00:00.000Z' },
    ];
    const { scope } = signedIn({ penalties });
    await allSettled(pageResolved, { scope, params: page('dashboardPenalties', '/dashboard/penalties') });
    expect(scope.getState($penaltyRows)?.map((p) => [p.title, p.amount])).toEqual([
      ['New', '$2.50'],
      ['Old', '$1.00'],
    ]);
    expect(scope.getState($penaltyTotals)).toEqual(['$3.50']);
  });
});
