import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { DisputeCountAnswer, OrderWithId, StaffAuditEntry } from '../../../contracts/orders/index.ts';
import type { PublicUser } from '../../../domain/index.ts';
import { $session, $user } from '../../../ui/features/accounts/session/model.ts';
import { orderStepFx, stepSubmitted, type KeyedOrderStep } from '../../../ui/features/orders/actions/model.ts';
import { $orderDetail, orderDetailRefused, stopOrderDetailFx, watchOrderDetailFx } from '../../../ui/features/orders/detail/model.ts';
import { $disputeBadge, $disputeBadgeIsQueue, loadDisputeCountFx } from '../../../ui/features/orders/dispute-count/model.ts';
import {
  $auditLog,
  $lookupResults,
  $selectedOrder,
  $staffOrderActions,
  loadOrderAuditLogFx,
  lookupByChanged,
  lookupOrdersFx,
  lookupSubmitted,
  lookupTextChanged,
  staffOrderSelected,
  type OrderLookup,
} from '../../../ui/features/orders/staff/model.ts';
import { idempotencyKeyFx } from '../../../ui/features/shared/idempotency/model.ts';
import { pageResolved } from '../../../ui/features/shared/page/model.ts';
import { translateToastFx, type ToastMessage } from '../../../ui/features/shopping/cart/toasts.ts';
import { toastRemoveDelayFx, toastTimerFx, type ToastTimer } from '../../../ui/features/shared/toasts/model.ts';
import { detail, orderPage, page } from './lifecycle-fixtures.ts';

const staffPage = (search = '') => ({ ...page('dashboardStaffOrders', '/dashboard/staff/orders'), search });
const order = (id: string, state: string): OrderWithId => ({ ...detail(id), state }) as unknown as OrderWithId;
const entry = (id: string, action: string): StaffAuditEntry => ({ id, at: '2026-01-01T10:00:00.000Z', staffId: 'st1', staffName: 'Staffer', action, reason: 'why', details: null });

/** A signed-in staff scope whose order lookups answer from `orders` (its states change as steps are taken), recording every call. */
function staffScope(roles: readonly string[], counts: DisputeCountAnswer = { count: 0, queue: null }) {
  const calls: string[] = [];
  const states = new Map<string, string>([
    ['o1', 'delivered'],
    ['o2', 'completed'],
  ]);
  const audits = new Map<string, StaffAuditEntry[]>();
  let keys = 0;
  const scope = fork({
    values: [
      [$session, { status: 'loggedIn', userId: 'st1', user: null }],
      [$user, { id: 'st1', roles } as unknown as PublicUser],
    ],
    handlers: [
      [lookupOrdersFx, (q: OrderLookup) => (calls.push(`lookup ${q.by} ${q.value}`), [...states].filter(([id]) => q.by !== 'orderId' || id === q.value).map(([id, state]) => order(id, state)))],
      [loadOrderAuditLogFx, (id: string) => (calls.push(`audit ${id}`), audits.get(id) ?? [])],
      [loadDisputeCountFx, () => (calls.push('count'), counts)],
      [watchOrderDetailFx, () => undefined],
      [stopOrderDetailFx, () => undefined],
      [idempotencyKeyFx, () => `key-${++keys}`],
      [toastTimerFx, (timer: ToastTimer) => timer],
      [toastRemoveDelayFx, (id: string) => id],
      [translateToastFx, (m: ToastMessage) => ({ id: m.id, title: m.fallback })],
      [
        orderStepFx,
        (step: KeyedOrderStep) => {
          calls.push(`step ${step.intent.kind} ${step.orderId} ${step.idempotencyKey}`);
          if (step.intent.kind === 'refund') states.set(step.orderId, step.intent.amountMinor === undefined ? 'refunded' : 'partially_refunded');
          audits.set(step.orderId, [...(audits.get(step.orderId) ?? []), entry(String(keys), step.intent.kind === 'refund' ? 'refundOrder' : 'forceCompleteOrder')]);
        },
      ],
    ],
  });
  return { scope, calls };
}

describe('the staff order tools', () => {
  it('looks orders up by buyer, picks one and reads its audit log; a partial refund shows the new state and the new audit entry', async () => {
    const { scope, calls } = staffScope(['ADMIN']);
    await allSettled(pageResolved, { scope, params: staffPage() });
    await allSettled(lookupByChanged, { scope, params: 'buyerId' });
    await allSettled(lookupTextChanged, { scope, params: '  u1 ' });
    await allSettled(lookupSubmitted, { scope });
    expect(scope.getState($lookupResults)?.map((o) => o.id)).toEqual(['o1', 'o2']);
    expect(scope.getState($selectedOrder)).toBeNull();

    await allSettled(staffOrderSelected, { scope, params: 'o1' });
    expect(scope.getState($auditLog)).toEqual([]);
    expect(scope.getState($staffOrderActions)).toEqual({ refund: true, forceComplete: true });

    await allSettled(stepSubmitted, { scope, params: { orderId: 'o1', intent: { kind: 'refund', amountMinor: 300, reason: 'two items missing' } } });
    expect(scope.getState($selectedOrder)?.state).toBe('partially_refunded');
    expect(scope.getState($auditLog)?.map((e) => e.action)).toEqual(['refundOrder']);
    // Nothing more is possible on a final order.
    expect(scope.getState($staffOrderActions)).toEqual({ refund: false, forceComplete: false });
    expect(calls.filter((c) => !c.startsWith('count'))).toEqual(['lookup buyerId u1', 'audit o1', 'step refund o1 key-1', 'audit o1', 'lookup buyerId u1']);
  });

  it('opened with ?orderId= looks that order up and picks it; a refunder may refund but not force-complete', async () => {
    const { scope, calls } = staffScope(['REFUNDER']);
    await allSettled(pageResolved, { scope, params: staffPage('?orderId=o2') });
    expect(calls.filter((c) => !c.startsWith('count'))).toEqual(['lookup orderId o2', 'audit o2']);
    expect(scope.getState($selectedOrder)?.id).toBe('o2');
    expect(scope.getState($staffOrderActions)).toEqual({ refund: true, forceComplete: false });
  });

  it('a blank search sends nothing; leaving the page forgets the results', async () => {
    const { scope, calls } = staffScope(['DISPUTE']);
    await allSettled(pageResolved, { scope, params: staffPage() });
    await allSettled(lookupTextChanged, { scope, params: '   ' });
    await allSettled(lookupSubmitted, { scope });
    expect(calls.filter((c) => c.startsWith('lookup'))).toEqual([]);
    await allSettled(lookupTextChanged, { scope, params: 'o1' });
    await allSettled(lookupSubmitted, { scope });
    await allSettled(staffOrderSelected, { scope, params: 'o1' });
    expect(scope.getState($staffOrderActions)).toEqual({ refund: false, forceComplete: true });
    await allSettled(pageResolved, { scope, params: page('dashboardOrders', '/dashboard/orders') });
    expect(scope.getState($lookupResults)).toBeNull();
    expect(scope.getState($selectedOrder)).toBeNull();
  });
});

describe('the dispute count badge', () => {
  it("shows the user's open disputes, read again on navigation and after a step", async () => {
    const { scope, calls } = staffScope(['CUSTOMER'], { count: 2, queue: null });
    await allSettled(pageResolved, { scope, params: page('home', '/') });
    expect(scope.getState($disputeBadge)).toBe(2);
    expect(scope.getState($disputeBadgeIsQueue)).toBe(false);
    await allSettled(stepSubmitted, { scope, params: { orderId: 'o1', intent: { kind: 'forceComplete', reason: 'x' } } });
    expect(calls.filter((c) => c === 'count').length).toBe(2);
  });

  it('shows the open queue for dispute staff, and nothing once signed out', async () => {
    const { scope } = staffScope(['DISPUTE'], { count: 1, queue: 7 });
    await allSettled(pageResolved, { scope, params: page('home', '/') });
    expect(scope.getState($disputeBadge)).toBe(7);
    expect(scope.getState($disputeBadgeIsQueue)).toBe(true);
    await allSettled($session, { scope, params: { status: 'loggedOut' } as never });
    expect(scope.getState($disputeBadge)).toBe(0);
  });
});

describe('a refused order subscription', () => {
  it('shows "not found" for an order that is not the reader\'s, and a load failure for anything else, instead of waiting for ever', async () => {
    const { scope } = staffScope(['CUSTOMER']);
    await allSettled(pageResolved, { scope, params: orderPage('o9') });
    expect(scope.getState($orderDetail)).toBeNull();
    await allSettled(orderDetailRefused, { scope, params: 'ORDER_NOT_FOUND' });
    expect(scope.getState($orderDetail)).toBe('missing');
    await allSettled(pageResolved, { scope, params: orderPage('o8') });
    await allSettled(orderDetailRefused, { scope, params: 'INTERNAL' });
    expect(scope.getState($orderDetail)).toBe('failed');
  });
});
