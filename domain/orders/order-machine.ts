import type { Result } from 'neverthrow';
import type { DomainError } from '../shared/errors/index.ts';
import { type MachineOrder, type OrderEffect, type OrderEvent, type OrderEventType, type OrderTimelineKind } from './order-events.ts';
import type { OrderState } from './order.ts';
import * as s from './order-steps.ts';

export * from './order-events.ts';

/**
 * The order's lifecycle as an explicit table: `(state, event, now) →
 * { state, effects }`, in the style of the consent machine. Deadlines are
 * data on the order; a timer only raises its event, and the handler checks
 * the deadline itself, so a timer that fires early, late or twice is
 * harmless. Readings:
 *
 * - Payment: a capture while pending pays the order (even a moment after its
 *   due time, if the expiry has not run); the payment deadline expires a
 *   pending order and gives its stock back. Paying starts the delivery
 *   promise: late at paid + the offer's delivery time + 30 minutes.
 * - The buyer cancels with one click while `paid` (the seller has not
 *   started) or `late` (refunded at once; a late seller is charged 10 % of
 *   the line). While `in_delivery` the buyer asks (`cancel_requested`); the
 *   seller accepts or declines within 2 h, silence accepts, delivering
 *   declines.
 * - `delivered` completes on the buyer's confirmation or 24 h later by
 *   itself (a reminder at 20 h); a dispute stops the clock. Completion posts
 *   the holds (seller's funds pending) and arms the settlement: 24 h, less
 *   for higher seller levels; accounts at the end of their 7-day warranty,
 *   during which a claim reopens the order as `disputed`.
 * - A dispute: the seller must answer within 2 h (goods) or 12 h (accounts,
 *   boosts), or it is refunded in full; staff decide complete, refund or
 *   partial refund at any time. Staff may also refund (in full, or part of
 *   the line with the rest to the seller) any order not yet
 *   settled or force-complete one not yet completed.
 * - No timer acts on a disputed or final order, but the dispute's own answer
 *   deadline. Every event in the state it leads to is idempotent: a retried
 *   webhook, timer or double click gives no effects.
 */

type Row = { readonly [E in OrderEventType]: (order: MachineOrder, event: Extract<OrderEvent, { type: E }>, now: Date) => ReturnType<s.Handler> };

/** What an event does where the row says nothing: a timer does nothing, a party's action is refused. */
const DEFAULTS: Row = {
  PAYMENT_CAPTURED: s.stay,
  PAYMENT_DEADLINE_PASSED: s.stay,
  BUYER_CANCELLED: s.notCancellable,
  SELLER_STARTED: s.refuse,
  SELLER_DELIVERED: s.refuse,
  DELIVERY_DEADLINE_PASSED: s.stay,
  BUYER_REMINDER_DUE: s.stay,
  BUYER_CONFIRMED: s.refuse,
  AUTO_COMPLETE_DUE: s.stay,
  CANCEL_REQUESTED: s.refuse,
  CANCEL_ACCEPTED: s.refuse,
  CANCEL_DECLINED: s.refuse,
  CANCEL_ANSWER_DEADLINE_PASSED: s.stay,
  DISPUTE_OPENED: s.refuse,
  DISPUTE_ANSWERED: s.refuse,
  DISPUTE_ANSWER_DEADLINE_PASSED: s.stay,
  DISPUTE_RESOLVED: s.refuse,
  STAFF_REFUNDED: s.refuse,
  STAFF_COMPLETED: s.refuse,
  SETTLE_DUE: s.stay,
};

const row = (handlers: Partial<Row>): Row => ({ ...DEFAULTS, ...handlers });

/** The transition table: one row per state, one handler per event (the defaults above fill what a row leaves out). */
export const ORDER_TRANSITIONS: { readonly [S in OrderState]: Row } = {
  pending_payment: row({ PAYMENT_CAPTURED: s.pay, PAYMENT_DEADLINE_PASSED: s.expire }),
  payment_expired: row({}),
  paid: row({
    BUYER_CANCELLED: s.buyerCancel,
    SELLER_STARTED: s.start,
    SELLER_DELIVERED: s.deliver,
    DELIVERY_DEADLINE_PASSED: s.becomeLate,
    STAFF_REFUNDED: s.staffRefund,
    STAFF_COMPLETED: s.staffComplete,
  }),
  in_delivery: row({
    SELLER_STARTED: s.stay,
    SELLER_DELIVERED: s.deliver,
    DELIVERY_DEADLINE_PASSED: s.becomeLate,
    CANCEL_REQUESTED: s.requestCancel,
    CANCEL_DECLINED: s.stay,
    STAFF_REFUNDED: s.staffRefund,
    STAFF_COMPLETED: s.staffComplete,
  }),
  late: row({
    BUYER_CANCELLED: s.buyerCancel,
    SELLER_STARTED: s.stay,
    SELLER_DELIVERED: s.deliver,
    CANCEL_DECLINED: s.stay,
    STAFF_REFUNDED: s.staffRefund,
    STAFF_COMPLETED: s.staffComplete,
  }),
  cancel_requested: row({
    SELLER_DELIVERED: s.deliver,
    CANCEL_REQUESTED: s.stay,
    CANCEL_ACCEPTED: s.acceptCancel,
    CANCEL_DECLINED: s.declineCancel,
    CANCEL_ANSWER_DEADLINE_PASSED: s.cancelTimeout,
    STAFF_REFUNDED: s.staffRefund,
    STAFF_COMPLETED: s.staffComplete,
  }),
  delivered: row({
    SELLER_DELIVERED: s.stay,
    BUYER_REMINDER_DUE: s.remind,
    BUYER_CONFIRMED: s.confirm,
    AUTO_COMPLETE_DUE: s.autoComplete,
    DISPUTE_OPENED: s.openDispute,
    STAFF_REFUNDED: s.staffRefund,
    STAFF_COMPLETED: s.staffComplete,
  }),
  disputed: row({
    DISPUTE_OPENED: s.stay,
    DISPUTE_ANSWERED: s.answerDispute,
    DISPUTE_ANSWER_DEADLINE_PASSED: s.disputeTimeout,
    DISPUTE_RESOLVED: s.resolve,
    STAFF_REFUNDED: s.staffRefund,
    STAFF_COMPLETED: s.staffComplete,
  }),
  completed: row({
    SELLER_DELIVERED: s.stay,
    BUYER_CONFIRMED: s.stay,
    DISPUTE_OPENED: s.openDispute,
    DISPUTE_RESOLVED: s.resolvedAlready,
    STAFF_REFUNDED: s.staffRefund,
    STAFF_COMPLETED: s.stay,
    SETTLE_DUE: s.settle,
  }),
  settled: row({ BUYER_CONFIRMED: s.stay, DISPUTE_RESOLVED: s.resolvedAlready, STAFF_COMPLETED: s.stay }),
  cancelled: row({ BUYER_CANCELLED: s.stay, CANCEL_ACCEPTED: s.stay }),
  refunded: row({ DISPUTE_RESOLVED: s.resolvedAlready, STAFF_REFUNDED: s.stay }),
  partially_refunded: row({ DISPUTE_RESOLVED: s.resolvedAlready }),
};

export interface OrderTransition<O extends MachineOrder> {
  readonly order: O;
  readonly effects: readonly OrderEffect[];
  /** False when the event changed nothing (a repeat, or not yet due). */
  readonly changed: boolean;
  /** What the order's timeline records, or null. */
  readonly happened: OrderTimelineKind | null;
}

/** The order's next lifecycle and the effects to run for `event` at `now`, or the refusal. */
export function transitionOrder<O extends MachineOrder>(order: O, event: OrderEvent, now: Date): Result<OrderTransition<O>, DomainError> {
  // The table is typed per event; this widening only forgets that pairing.
  const handler = ORDER_TRANSITIONS[order.state][event.type] as s.Handler;
  return handler(order, event, now).map((step) => ({
    order: { ...order, ...step.changes },
    effects: step.effects,
    changed: Object.keys(step.changes).length > 0,
    happened: step.happened,
  }));
}
