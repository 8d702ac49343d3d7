import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/errors/index.ts';
import type { OrderLifecycle, OrderState } from './order.ts';

/**
 * The order's lifecycle as an explicit table: `(state, event, now) →
 * { state, effects }`, in the style of the consent machine. Readings:
 *
 * - A payment captured while pending pays the order, even a moment after its
 *   due time if the expiry has not run yet: the money is there, so the buyer
 *   gets the goods. Captured once the order expired or ended, it changes
 *   nothing (the payments side leaves the money in the buyer's credits).
 * - The payment deadline passing expires a pending order and releases its
 *   stock; a deadline event before `paymentDueAt` (a clock skew, an early
 *   retry) changes nothing, as the deadline is data on the order.
 * - The buyer may cancel a paid order (the seller has not started): refunded
 *   to credits at once and the stock returned. Cancelling before payment or
 *   after expiry is refused; cancelling again changes nothing.
 * - Every event in the state it leads to is idempotent: a retried webhook,
 *   timer or double click gives no effects.
 */

export type OrderEvent =
  | { readonly type: 'PAYMENT_CAPTURED' }
  | { readonly type: 'PAYMENT_DEADLINE_PASSED' }
  | { readonly type: 'BUYER_CANCELLED' };

/** What the application must do for a transition, in order, in the same unit of work. */
export type OrderEffect =
  /** Post the order's payment (buyer credits and marketing → escrow, then the seller's and the fee's holds). */
  | { readonly type: 'moveToEscrow' }
  /** Put the order's quantity back on the listing. */
  | { readonly type: 'releaseStock' }
  /** Void the holds and pay the escrow back to the buyer's credits (and the discounts to marketing). */
  | { readonly type: 'refundToCredits' };

export interface OrderTransition {
  readonly lifecycle: OrderLifecycle;
  readonly effects: readonly OrderEffect[];
  /** False when the event changed nothing (a repeat, or not yet due). */
  readonly changed: boolean;
}

type EventType = OrderEvent['type'];
type Handler = (order: OrderLifecycle, now: Date) => Result<OrderTransition, DomainError>;
type Row = { readonly [E in EventType]: Handler };

const stay: Handler = (order) => ok({ lifecycle: order, effects: [], changed: false });

const notCancellable: Handler = (order) =>
  err(domainError('ORDER_NOT_CANCELLABLE', order.state === 'pending_payment' ? 'This order is not paid yet' : 'This order can no longer be cancelled', { state: order.state }));

const pay: Handler = (order, now) => ok({ lifecycle: { ...order, state: 'paid', paidAt: now }, effects: [{ type: 'moveToEscrow' }], changed: true });

const expire: Handler = (order, now) =>
  now.getTime() < order.paymentDueAt.getTime()
    ? stay(order, now)
    : ok({ lifecycle: { ...order, state: 'payment_expired' }, effects: [{ type: 'releaseStock' }], changed: true });

const cancel: Handler = (order, now) =>
  ok({ lifecycle: { ...order, state: 'cancelled', cancelledAt: now }, effects: [{ type: 'refundToCredits' }, { type: 'releaseStock' }], changed: true });

/** The transition table: one row per state, one handler per event. */
export const ORDER_TRANSITIONS: { readonly [S in OrderState]: Row } = {
  pending_payment: { PAYMENT_CAPTURED: pay, PAYMENT_DEADLINE_PASSED: expire, BUYER_CANCELLED: notCancellable },
  paid: { PAYMENT_CAPTURED: stay, PAYMENT_DEADLINE_PASSED: stay, BUYER_CANCELLED: cancel },
  payment_expired: { PAYMENT_CAPTURED: stay, PAYMENT_DEADLINE_PASSED: stay, BUYER_CANCELLED: notCancellable },
  cancelled: { PAYMENT_CAPTURED: stay, PAYMENT_DEADLINE_PASSED: stay, BUYER_CANCELLED: stay },
};

/** The order's next lifecycle and the effects to run for `event` at `now`, or the refusal (ORDER_NOT_CANCELLABLE). */
export function transitionOrder<O extends OrderLifecycle>(order: O, event: OrderEvent, now: Date): Result<{ readonly order: O; readonly effects: readonly OrderEffect[]; readonly changed: boolean }, DomainError> {
  return ORDER_TRANSITIONS[order.state][event.type](order, now).map((t) => ({ order: { ...order, ...t.lifecycle }, effects: t.effects, changed: t.changed }));
}
