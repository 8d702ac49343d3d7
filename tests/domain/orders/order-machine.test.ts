import { describe, expect, it } from 'vitest';
import {
  ORDER_STATES,
  ORDER_TRANSITIONS,
  mustMoney,
  placedLifecycle,
  transitionOrder,
  type CurrencyCode,
  type MachineOrder,
  type OrderEvent,
} from '../../../domain/index.ts';

const placedAt = new Date('2025-03-01T12:00:00Z');
const usd = (minor: number) => mustMoney(minor, 'USD' as CurrencyCode);
const min = (m: number) => new Date(placedAt.getTime() + m * 60_000);
const hours = (h: number) => min(h * 60);

function fresh(productType = 'items', deliveryDuration = '1H'): MachineOrder {
  return { ...placedLifecycle(placedAt), productType, deliveryDuration, lineTotal: usd(1000), total: usd(1095) };
}

/** Runs events in order, each at its time, failing on a refusal. */
function run(order: MachineOrder, steps: readonly [OrderEvent, Date][]): MachineOrder {
  return steps.reduce((o, [e, at]) => transitionOrder(o, e, at)._unsafeUnwrap().order, order);
}

const paid = (o = fresh()) => run(o, [[{ type: 'PAYMENT_CAPTURED' }, min(1)]]);
const delivered = (o = fresh()) => run(paid(o), [[{ type: 'SELLER_DELIVERED' }, min(10)]]);

describe('the order transition table', () => {
  it('has a row for every state and a handler for every event', () => {
    const events = Object.keys(ORDER_TRANSITIONS.paid).sort();
    expect(events).toHaveLength(20);
    for (const state of ORDER_STATES) expect(Object.keys(ORDER_TRANSITIONS[state]).sort()).toEqual(events);
  });

  it('pays into escrow and arms the late timer at the promised time + 30 minutes', () => {
    const t = transitionOrder(fresh('items', '1H'), { type: 'PAYMENT_CAPTURED' }, min(1))._unsafeUnwrap();
    expect(t.order.state).toBe('paid');
    expect(t.order.lateAt?.toISOString()).toBe(min(91).toISOString());
    expect(t.effects).toEqual([{ type: 'moveToEscrow' }, { type: 'arm', timer: 'late', at: min(91) }]);
  });

  it('turns late only once the late time has come, and then the buyer cancels with a 10 % penalty for the seller', () => {
    const o = paid();
    expect(transitionOrder(o, { type: 'DELIVERY_DEADLINE_PASSED' }, min(90))._unsafeUnwrap().changed).toBe(false);
    const late = run(o, [[{ type: 'DELIVERY_DEADLINE_PASSED' }, min(91)]]);
    expect(late.state).toBe('late');
    const cancelled = transitionOrder(late, { type: 'BUYER_CANCELLED' }, min(95))._unsafeUnwrap();
    expect(cancelled.order).toMatchObject({ state: 'cancelled', refundedMinor: 1095, penaltyMinor: 100 });
    expect(cancelled.effects).toEqual([{ type: 'refundToCredits' }, { type: 'releaseStock' }, { type: 'chargePenalty', amount: 100 }]);
  });

  it('auto-completes 24 h after delivery (reminding the buyer at 20 h) and settles 24 h later for a new seller', () => {
    const d = delivered();
    expect(d.autoCompleteAt?.toISOString()).toBe(hours(24 + 10 / 60).toISOString());
    const reminded = transitionOrder(d, { type: 'BUYER_REMINDER_DUE' }, min(10 + 20 * 60))._unsafeUnwrap();
    expect(reminded.effects).toEqual([{ type: 'remindBuyer' }]);
    expect(transitionOrder(reminded.order, { type: 'BUYER_REMINDER_DUE' }, min(10 + 21 * 60))._unsafeUnwrap().changed).toBe(false);
    expect(transitionOrder(d, { type: 'AUTO_COMPLETE_DUE', sellerLevel: 1 }, min(10 + 24 * 60 - 1))._unsafeUnwrap().changed).toBe(false);
    const done = transitionOrder(d, { type: 'AUTO_COMPLETE_DUE', sellerLevel: 1 }, min(10 + 24 * 60))._unsafeUnwrap();
    expect(done.order.state).toBe('completed');
    expect(done.effects[0]).toEqual({ type: 'releaseToSeller' });
    expect(done.order.settleAt?.toISOString()).toBe(min(10 + 48 * 60).toISOString());
    const faster = transitionOrder(d, { type: 'BUYER_CONFIRMED', sellerLevel: 5 }, min(20))._unsafeUnwrap();
    expect(faster.order.settleAt?.toISOString()).toBe(min(20 + 120).toISOString());
  });

  it('keeps an account pending through its 7-day warranty, where a claim reopens it as disputed', () => {
    const done = run(delivered(fresh('accounts')), [[{ type: 'BUYER_CONFIRMED', sellerLevel: 5 }, min(20)]]);
    expect(done.settleAt?.toISOString()).toBe(done.warrantyEndsAt?.toISOString());
    const claim = transitionOrder(done, { type: 'DISPUTE_OPENED' }, hours(24 * 6))._unsafeUnwrap();
    expect(claim.order).toMatchObject({ state: 'disputed', disputedFrom: 'completed' });
    // Accounts get 12 h to answer.
    expect(claim.order.disputeAnswerDueAt?.toISOString()).toBe(hours(24 * 6 + 12).toISOString());
    expect(transitionOrder(done, { type: 'DISPUTE_OPENED' }, hours(24 * 8))._unsafeUnwrapErr().code).toBe('WARRANTY_EXPIRED');
    expect(transitionOrder(claim.order, { type: 'DISPUTE_ANSWER_DEADLINE_PASSED' }, hours(24 * 6 + 12))._unsafeUnwrap().effects).toEqual([{ type: 'refundFromSeller' }]);
  });

  it('accepts a cancel request the seller ignores for 2 h, and a decline after the late time makes it late', () => {
    const asked = run(paid(), [
      [{ type: 'SELLER_STARTED' }, min(2)],
      [{ type: 'CANCEL_REQUESTED' }, min(3)],
    ]);
    expect(asked.state).toBe('cancel_requested');
    expect(transitionOrder(asked, { type: 'CANCEL_ANSWER_DEADLINE_PASSED' }, min(122))._unsafeUnwrap().changed).toBe(false);
    expect(transitionOrder(asked, { type: 'CANCEL_ANSWER_DEADLINE_PASSED' }, min(123))._unsafeUnwrap().order.state).toBe('cancelled');
    expect(transitionOrder(asked, { type: 'CANCEL_DECLINED' }, min(60))._unsafeUnwrap().order.state).toBe('in_delivery');
    expect(transitionOrder(asked, { type: 'CANCEL_DECLINED' }, min(100))._unsafeUnwrap().order.state).toBe('late');
  });

  it('gives a goods dispute 2 h for the seller to answer; an answer stops the clock; staff refund part of it', () => {
    const opened = run(delivered(), [[{ type: 'DISPUTE_OPENED' }, min(30)]]);
    expect(opened.disputeAnswerDueAt?.toISOString()).toBe(min(150).toISOString());
    const answered = run(opened, [[{ type: 'DISPUTE_ANSWERED' }, min(40)]]);
    expect(transitionOrder(answered, { type: 'DISPUTE_ANSWER_DEADLINE_PASSED' }, min(200))._unsafeUnwrap().changed).toBe(false);
    // While disputed, the auto-completion does nothing.
    expect(transitionOrder(answered, { type: 'AUTO_COMPLETE_DUE', sellerLevel: 1 }, hours(48))._unsafeUnwrap().changed).toBe(false);
    expect(transitionOrder(answered, { type: 'DISPUTE_RESOLVED', outcome: 'PARTIAL_REFUND', amount: 1001, sellerLevel: 1 }, min(50))._unsafeUnwrapErr().code).toBe('AMOUNT_INVALID');
    const partial = transitionOrder(answered, { type: 'DISPUTE_RESOLVED', outcome: 'PARTIAL_REFUND', amount: 400, sellerLevel: 1 }, min(50))._unsafeUnwrap();
    expect(partial.order).toMatchObject({ state: 'partially_refunded', refundedMinor: 400 });
    expect(partial.effects).toEqual([{ type: 'partialRefund', amount: 400, fundsReleased: false }]);
  });

  it('refuses what the state does not allow', () => {
    expect(transitionOrder(fresh(), { type: 'SELLER_STARTED' }, min(1))._unsafeUnwrapErr().code).toBe('ORDER_ACTION_NOT_ALLOWED');
    expect(transitionOrder(paid(), { type: 'BUYER_CONFIRMED', sellerLevel: 1 }, min(2))._unsafeUnwrapErr().code).toBe('ORDER_ACTION_NOT_ALLOWED');
    expect(transitionOrder(delivered(), { type: 'BUYER_CANCELLED' }, min(20))._unsafeUnwrapErr().code).toBe('ORDER_NOT_CANCELLABLE');
  });
});
