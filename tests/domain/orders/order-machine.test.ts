import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATES, ORDER_TRANSITIONS, paymentDueAt, transitionOrder, type OrderEvent, type OrderLifecycle, type OrderState } from '../../../domain/index.ts';

const placedAt = new Date('2025-03-01T12:00:00Z');
const fresh: OrderLifecycle = { state: 'pending_payment', paymentDueAt: paymentDueAt(placedAt), paidAt: null, cancelledAt: null };
const at = (minutes: number) => new Date(placedAt.getTime() + minutes * 60_000);

/** The allowed changes of state: anything else the table does is a bug. */
const ALLOWED: ReadonlySet<string> = new Set(['pending_payment>paid', 'pending_payment>payment_expired', 'paid>cancelled']);

const event = fc.constantFrom<OrderEvent>({ type: 'PAYMENT_CAPTURED' }, { type: 'PAYMENT_DEADLINE_PASSED' }, { type: 'BUYER_CANCELLED' });

describe('the order transition table', () => {
  it('places the payment deadline 15 minutes after the order', () => {
    expect(fresh.paymentDueAt.toISOString()).toBe('2025-03-01T12:15:00.000Z');
  });

  it('has a row for every state and a handler for every event', () => {
    for (const state of ORDER_STATES) expect(Object.keys(ORDER_TRANSITIONS[state]).sort()).toEqual(['BUYER_CANCELLED', 'PAYMENT_CAPTURED', 'PAYMENT_DEADLINE_PASSED']);
  });

  it('over random event sequences, changes state only along the table, and a repeated event changes nothing', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(event, fc.integer({ min: 0, max: 40 })), { minLength: 1, maxLength: 60 }), (steps) => {
        let order = fresh;
        let minute = 0;
        for (const [e, advance] of steps) {
          minute += advance;
          const now = at(minute);
          const result = transitionOrder(order, e, now);
          if (result.isErr()) {
            expect(result.error.code).toBe('ORDER_NOT_CANCELLABLE');
            expect(e.type).toBe('BUYER_CANCELLED');
            continue;
          }
          const { order: next, effects, changed } = result.value;
          expect(changed).toBe(next.state !== order.state);
          if (changed) expect(ALLOWED.has(`${order.state}>${next.state}`)).toBe(true);
          else expect(effects).toEqual([]);
          // The same event again, at the same moment: nothing more happens.
          const again = transitionOrder(next, e, now);
          if (again.isOk()) {
            expect(again.value.changed).toBe(false);
            expect(again.value.effects).toEqual([]);
          }
          order = next;
        }
      }),
    );
  });

  it('expires only once the deadline has come, releasing the stock', () => {
    expect(transitionOrder(fresh, { type: 'PAYMENT_DEADLINE_PASSED' }, at(14)).map((t) => t.order.state)._unsafeUnwrap()).toBe('pending_payment');
    const expired = transitionOrder(fresh, { type: 'PAYMENT_DEADLINE_PASSED' }, at(15))._unsafeUnwrap();
    expect(expired.order.state).toBe('payment_expired');
    expect(expired.effects).toEqual([{ type: 'releaseStock' }]);
  });

  it('pays a pending order into escrow; a capture after expiry leaves it expired', () => {
    const paid = transitionOrder(fresh, { type: 'PAYMENT_CAPTURED' }, at(3))._unsafeUnwrap();
    expect(paid.order).toMatchObject({ state: 'paid', paidAt: at(3) });
    expect(paid.effects).toEqual([{ type: 'moveToEscrow' }]);
    const expired: OrderLifecycle = { ...fresh, state: 'payment_expired' };
    expect(transitionOrder(expired, { type: 'PAYMENT_CAPTURED' }, at(20))._unsafeUnwrap()).toMatchObject({ changed: false, effects: [] });
  });

  it('lets the buyer cancel a paid order only, refunding to credits and returning the stock', () => {
    const paid: OrderLifecycle = { ...fresh, state: 'paid', paidAt: at(1) };
    const cancelled = transitionOrder(paid, { type: 'BUYER_CANCELLED' }, at(30))._unsafeUnwrap();
    expect(cancelled.order).toMatchObject({ state: 'cancelled', cancelledAt: at(30) });
    expect(cancelled.effects).toEqual([{ type: 'refundToCredits' }, { type: 'releaseStock' }]);
    for (const state of ['pending_payment', 'payment_expired'] satisfies OrderState[]) {
      expect(transitionOrder({ ...fresh, state }, { type: 'BUYER_CANCELLED' }, at(2))._unsafeUnwrapErr().code).toBe('ORDER_NOT_CANCELLABLE');
    }
  });
});
