import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/errors/index.ts';
import {
  ACCOUNT_WARRANTY_MS,
  AUTO_COMPLETE_AFTER_MS,
  BUYER_REMINDER_AFTER_MS,
  CANCEL_ANSWER_WINDOW_MS,
  deliveryPromiseMs,
  disputeAnswerWindowMs,
  goodsOf,
  LATE_GRACE_MS,
  latePenaltyMinor,
  settleHoldMs,
} from './lifecycle-policy.ts';
import type { DisputeOutcome, MachineOrder, OrderEffect, OrderEvent, OrderEventType, OrderTimelineKind } from './order-events.ts';
import type { OrderLifecycle } from './order.ts';

/*
 * The handlers the transition table (order-machine.ts) is made of: each
 * takes the order, the event and the time, and answers the lifecycle's
 * changes, the effects and what the timeline records, or a refusal.
 */

/** One transition before it is applied: the fields that change, the effects, and the timeline's entry (null: nothing to record). */
export interface Step {
  readonly changes: Partial<OrderLifecycle>;
  readonly effects: readonly OrderEffect[];
  readonly happened: OrderTimelineKind | null;
}

/** A handler of any event (or, with `E`, of one event type and its payload). */
export type Handler<E extends OrderEventType = OrderEventType> = (order: MachineOrder, event: [E] extends [OrderEventType] ? (OrderEventType extends E ? OrderEvent : Extract<OrderEvent, { type: E }>) : never, now: Date) => Result<Step, DomainError>;

const plus = (at: Date, ms: number) => new Date(at.getTime() + ms);
const reached = (deadline: Date | null, now: Date) => deadline !== null && now.getTime() >= deadline.getTime();

const step = (changes: Partial<OrderLifecycle>, effects: readonly OrderEffect[], happened: OrderTimelineKind | null): Result<Step, DomainError> => ok({ changes, effects, happened });

/** Nothing happens: a repeat, a deadline not yet come, or a timer in a state it does not act in. */
export const stay: Handler = () => step({}, [], null);

/** The caller may not do that in this state. */
export const refuse: Handler = (order, event) =>
  err(domainError('ORDER_ACTION_NOT_ALLOWED', `This order is ${order.state.replace(/_/g, ' ')}: that is not possible now`, { state: order.state, event: event.type }));

export const notCancellable: Handler = (order) =>
  err(domainError('ORDER_NOT_CANCELLABLE', order.state === 'pending_payment' ? 'This order is not paid yet' : 'This order can no longer be cancelled', { state: order.state }));

export const pay: Handler = (order, _e, now) => {
  const deliveryDueAt = plus(now, deliveryPromiseMs(order.deliveryDuration));
  const lateAt = plus(deliveryDueAt, LATE_GRACE_MS);
  return step({ state: 'paid', paidAt: now, deliveryDueAt, lateAt }, [{ type: 'moveToEscrow' }, { type: 'arm', timer: 'late', at: lateAt }], 'paid');
};

export const expire: Handler = (order, _e, now) => (reached(order.paymentDueAt, now) ? step({ state: 'payment_expired' }, [{ type: 'releaseStock' }], 'payment_expired') : stay(order, _e, now));

/** A full refund to credits of an order whose money is still in escrow; the stock goes back unless delivered. */
function refundFromEscrow(order: MachineOrder, state: 'cancelled' | 'refunded', now: Date, happened: OrderTimelineKind, extra: readonly OrderEffect[] = []): Result<Step, DomainError> {
  const delivered = order.deliveredAt !== null;
  const effects: OrderEffect[] = [{ type: 'refundToCredits' }, ...(delivered ? [] : [{ type: 'releaseStock' } as const]), ...extra];
  const when = state === 'cancelled' ? { cancelledAt: now } : {};
  return step({ state, refundedMinor: order.total.minor, ...when, ...clearedDeadlines }, effects, happened);
}

/** Deadlines that mean nothing once the order has ended. */
const clearedDeadlines: Partial<OrderLifecycle> = { cancelAnswerDueAt: null, disputeAnswerDueAt: null, autoCompleteAt: null, buyerReminderAt: null, settleAt: null };

export const buyerCancel: Handler = (order, _e, now) => {
  if (order.state !== 'late') return refundFromEscrow(order, 'cancelled', now, 'cancelled');
  const penalty = latePenaltyMinor(order.lineTotal.minor);
  const charge: OrderEffect[] = penalty > 0 ? [{ type: 'chargePenalty', amount: penalty }] : [];
  return refundFromEscrow(order, 'cancelled', now, 'cancelled', charge).map((s) => ({ ...s, changes: { ...s.changes, penaltyMinor: penalty } }));
};

export const start: Handler = (_o, _e, now) => step({ state: 'in_delivery', startedAt: now }, [], 'started');

export const deliver: Handler = (order, _e, now) => {
  const autoCompleteAt = plus(now, AUTO_COMPLETE_AFTER_MS);
  const buyerReminderAt = plus(now, BUYER_REMINDER_AFTER_MS);
  return step(
    { state: 'delivered', deliveredAt: now, startedAt: order.startedAt ?? now, autoCompleteAt, buyerReminderAt, cancelAnswerDueAt: null, cancelRequestedFrom: null },
    [
      { type: 'arm', timer: 'buyerReminder', at: buyerReminderAt },
      { type: 'arm', timer: 'autoComplete', at: autoCompleteAt },
    ],
    'delivered',
  );
};

export const becomeLate: Handler = (order, e, now) => (reached(order.lateAt, now) ? step({ state: 'late' }, [], 'late') : stay(order, e, now));

export const remind: Handler = (order, e, now) =>
  order.buyerRemindedAt === null && reached(order.buyerReminderAt, now) ? step({ buyerRemindedAt: now }, [{ type: 'remindBuyer' }], 'buyer_reminded') : stay(order, e, now);

/** delivered (or further back, by staff) → completed: the holds are posted, the funds pending until `settleAt`. */
function complete(order: MachineOrder, now: Date, sellerLevel: number, happened: OrderTimelineKind): Result<Step, DomainError> {
  const account = goodsOf(order.productType) === 'account';
  const warrantyEndsAt = account ? plus(now, ACCOUNT_WARRANTY_MS) : null;
  const settleAt = warrantyEndsAt ?? plus(now, settleHoldMs(sellerLevel));
  return step(
    { ...clearedDeadlines, state: 'completed', completedAt: now, warrantyEndsAt, settleAt, disputedFrom: null },
    [{ type: 'releaseToSeller' }, { type: 'arm', timer: 'settle', at: settleAt }],
    happened,
  );
}

/** A warranty dispute settled for the seller: the order is completed again, its funds wait for the warranty's end (or settle at once after it). */
function backToCompleted(order: MachineOrder, now: Date, happened: OrderTimelineKind): Result<Step, DomainError> {
  const settleAt = order.warrantyEndsAt !== null && order.warrantyEndsAt.getTime() > now.getTime() ? order.warrantyEndsAt : now;
  return step({ ...clearedDeadlines, state: 'completed', settleAt, disputedFrom: null }, [{ type: 'arm', timer: 'settle', at: settleAt }], happened);
}

export const confirm: Handler<'BUYER_CONFIRMED'> = (order, e, now) => complete(order, now, e.sellerLevel, 'confirmed');

export const autoComplete: Handler<'AUTO_COMPLETE_DUE'> = (order, e, now) => (reached(order.autoCompleteAt, now) ? complete(order, now, e.sellerLevel, 'auto_completed') : stay(order, e, now));

export const requestCancel: Handler = (_o, _e, now) => {
  const cancelAnswerDueAt = plus(now, CANCEL_ANSWER_WINDOW_MS);
  return step({ state: 'cancel_requested', cancelRequestedFrom: 'in_delivery', cancelAnswerDueAt }, [{ type: 'arm', timer: 'cancelAnswer', at: cancelAnswerDueAt }], 'cancel_requested');
};

export const acceptCancel: Handler = (order, _e, now) => refundFromEscrow(order, 'cancelled', now, 'cancel_accepted');

/** The seller declines: back to delivering, or straight to late if the promise ran out meanwhile (the late timer did nothing while the request was open). */
export const declineCancel: Handler = (order, _e, now) => {
  const late = reached(order.lateAt, now);
  const rearm: OrderEffect[] = !late && order.lateAt !== null ? [{ type: 'arm', timer: 'late', at: order.lateAt }] : [];
  return step({ state: late ? 'late' : 'in_delivery', cancelRequestedFrom: null, cancelAnswerDueAt: null }, rearm, 'cancel_declined');
};

export const cancelTimeout: Handler = (order, e, now) => (reached(order.cancelAnswerDueAt, now) ? refundFromEscrow(order, 'cancelled', now, 'cancel_accepted') : stay(order, e, now));

export const openDispute: Handler = (order, e, now) => {
  if (order.state === 'completed') {
    if (goodsOf(order.productType) !== 'account') return refuse(order, e, now);
    if (order.warrantyEndsAt === null || now.getTime() >= order.warrantyEndsAt.getTime()) return err(domainError('WARRANTY_EXPIRED', "This account's warranty has ended", { state: order.state }));
  }
  const disputeAnswerDueAt = plus(now, disputeAnswerWindowMs(order.productType));
  const disputedFrom = order.state === 'completed' ? 'completed' : 'delivered';
  return step(
    { state: 'disputed', disputedFrom, disputeAnswerDueAt, disputeAnsweredAt: null, autoCompleteAt: null, buyerReminderAt: null, settleAt: null },
    [{ type: 'arm', timer: 'disputeAnswer', at: disputeAnswerDueAt }],
    'dispute_opened',
  );
};

export const answerDispute: Handler = (order, e, now) => (order.disputeAnsweredAt === null ? step({ disputeAnsweredAt: now, disputeAnswerDueAt: null }, [], 'dispute_answered') : stay(order, e, now));

/** A full refund of a disputed order, wherever its money is now. */
function refundDisputed(order: MachineOrder, now: Date, happened: OrderTimelineKind): Result<Step, DomainError> {
  if (order.disputedFrom === 'completed') return step({ ...clearedDeadlines, state: 'refunded', refundedMinor: order.total.minor }, [{ type: 'refundFromSeller' }], happened);
  return refundFromEscrow(order, 'refunded', now, happened);
}

export const disputeTimeout: Handler = (order, e, now) =>
  order.disputeAnsweredAt === null && reached(order.disputeAnswerDueAt, now) ? refundDisputed(order, now, 'refunded') : stay(order, e, now);

export const resolve: Handler<'DISPUTE_RESOLVED'> = (order, e, now) => resolveAs(order, e.outcome, e.amount, e.sellerLevel, now);

function resolveAs(order: MachineOrder, outcome: DisputeOutcome, amount: number | undefined, sellerLevel: number, now: Date): Result<Step, DomainError> {
  if (outcome === 'COMPLETE') return order.disputedFrom === 'completed' ? backToCompleted(order, now, 'dispute_resolved') : complete(order, now, sellerLevel, 'dispute_resolved');
  if (outcome === 'REFUND') return refundDisputed(order, now, 'refunded');
  return partialRefund(order, amount);
}

/** `amount` of the line back to the buyer, the rest to the seller: from the seller's pending funds once the order was completed, else from the escrow. */
function partialRefund(order: MachineOrder, amount: number | undefined): Result<Step, DomainError> {
  if (amount === undefined || !Number.isSafeInteger(amount) || amount < 1 || amount > order.lineTotal.minor) {
    return err(domainError('AMOUNT_INVALID', `A partial refund is 1 to ${order.lineTotal.minor} minor units (the line total)`, { field: 'amount' }));
  }
  const fundsReleased = order.state === 'completed' || (order.state === 'disputed' && order.disputedFrom === 'completed');
  return step({ ...clearedDeadlines, state: 'partially_refunded', refundedMinor: amount }, [{ type: 'partialRefund', amount, fundsReleased }], 'partially_refunded');
}

/** A decision repeated after it was carried out (same outcome) changes nothing; another one is refused. */
export const resolvedAlready: Handler<'DISPUTE_RESOLVED'> = (order, e, now) => {
  const same = { completed: 'COMPLETE', settled: 'COMPLETE', refunded: 'REFUND', partially_refunded: 'PARTIAL_REFUND' } as const;
  const outcome = (same as Partial<Record<string, DisputeOutcome>>)[order.state];
  return outcome === e.outcome ? stay(order, e, now) : refuse(order, e, now);
};

export const staffRefund: Handler<'STAFF_REFUNDED'> = (order, e, now) => {
  if (e.amount !== undefined) return partialRefund(order, e.amount);
  if (order.state === 'completed') return step({ ...clearedDeadlines, state: 'refunded', refundedMinor: order.total.minor }, [{ type: 'refundFromSeller' }], 'refunded');
  if (order.state === 'disputed') return refundDisputed(order, now, 'refunded');
  return refundFromEscrow(order, 'refunded', now, 'refunded');
};

export const staffComplete: Handler<'STAFF_COMPLETED'> = (order, e, now) =>
  order.state === 'disputed' && order.disputedFrom === 'completed' ? backToCompleted(order, now, 'force_completed') : complete(order, now, e.sellerLevel, 'force_completed');

export const settle: Handler = (order, e, now) => (reached(order.settleAt, now) ? step({ state: 'settled', settledAt: now, settleAt: null }, [{ type: 'settleToSeller' }], 'settled') : stay(order, e, now));
