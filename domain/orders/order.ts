import type { Money } from '../shared/money/index.ts';

/**
 * Every state of an order: before payment (`pending_payment`,
 * `payment_expired`), then the lifecycle after payment: `paid` → `in_delivery`
 * → `delivered` → `completed` → `settled`, with `late`, `cancel_requested`
 * and `disputed` on the way and `cancelled`, `refunded`,
 * `partially_refunded` as the other ends.
 */
export const ORDER_STATES = [
  'pending_payment',
  'paid',
  'payment_expired',
  'in_delivery',
  'late',
  'cancel_requested',
  'delivered',
  'disputed',
  'completed',
  'settled',
  'cancelled',
  'refunded',
  'partially_refunded',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** States an order never leaves: the seller paid out (`settled`) or the buyer refunded, or never paid. */
export const FINAL_ORDER_STATES: readonly OrderState[] = ['payment_expired', 'cancelled', 'settled', 'refunded', 'partially_refunded'];

/** How long a placed checkout waits for its payment (Sharetribe's 15 minutes), then its stock is released. */
export const PAYMENT_WINDOW_MS = 15 * 60 * 1000;

/** When an order placed at `placedAt` expires unpaid. */
export function paymentDueAt(placedAt: Date): Date {
  return new Date(placedAt.getTime() + PAYMENT_WINDOW_MS);
}

/**
 * One line of a checkout: what the buyer bought from one seller, with the
 * amounts fixed when it was placed (never re-read from the listing).
 * `total` = `lineTotal` + `fee` − `membershipDiscount` − `couponDiscount`:
 * what the buyer pays for it. Deadlines are data (`paymentDueAt`), so a
 * timer that fires late or twice decides from the order, not from memory.
 */
export interface Order extends OrderLifecycle {
  readonly id: string;
  readonly groupId: string;
  readonly buyerId: string;
  readonly sellerId: string;
  /** The listing bought; null for a deal made in chat or on a request, which no listing sells. */
  readonly productId: string | null;
  readonly quantity: number;
  readonly unitPrice: Money;
  readonly lineTotal: Money;
  readonly fee: Money;
  readonly membershipDiscount: Money;
  readonly couponDiscount: Money;
  readonly total: Money;
  readonly placedAt: Date;
}

/**
 * The deadlines of an order, as data (null when not armed): timers only
 * wake the order up, and the transition table decides from these fields
 * whether the deadline has really come.
 */
export interface OrderDeadlineFields {
  readonly paymentDueAt: Date;
  /** paidAt + the offer's promised delivery time. */
  readonly deliveryDueAt: Date | null;
  /** deliveryDueAt + 30 minutes. */
  readonly lateAt: Date | null;
  readonly buyerReminderAt: Date | null;
  readonly autoCompleteAt: Date | null;
  readonly cancelAnswerDueAt: Date | null;
  readonly disputeAnswerDueAt: Date | null;
  readonly warrantyEndsAt: Date | null;
  readonly settleAt: Date | null;
}

/** The fields the transition table reads and writes. */
export interface OrderLifecycle extends OrderDeadlineFields {
  readonly state: OrderState;
  readonly paidAt: Date | null;
  readonly cancelledAt: Date | null;
  readonly startedAt: Date | null;
  readonly deliveredAt: Date | null;
  readonly completedAt: Date | null;
  readonly settledAt: Date | null;
  readonly buyerRemindedAt: Date | null;
  /** The state a cancel request came from, to return to when the seller declines. */
  readonly cancelRequestedFrom: 'in_delivery' | null;
  /** Where a dispute was opened: `delivered` (money still in escrow) or `completed` (a warranty claim: money in the seller's pending funds). */
  readonly disputedFrom: 'delivered' | 'completed' | null;
  readonly disputeAnsweredAt: Date | null;
  /** What the buyer got back (minor units of the order's currency). */
  readonly refundedMinor: number;
  /** The seller's penalty for this order (minor units). */
  readonly penaltyMinor: number;
}

/** The lifecycle of an order just placed: nothing has happened yet. */
export function placedLifecycle(placedAt: Date): OrderLifecycle {
  return {
    state: 'pending_payment',
    paymentDueAt: paymentDueAt(placedAt),
    deliveryDueAt: null,
    lateAt: null,
    buyerReminderAt: null,
    autoCompleteAt: null,
    cancelAnswerDueAt: null,
    disputeAnswerDueAt: null,
    warrantyEndsAt: null,
    settleAt: null,
    paidAt: null,
    cancelledAt: null,
    startedAt: null,
    deliveredAt: null,
    completedAt: null,
    settledAt: null,
    buyerRemindedAt: null,
    cancelRequestedFrom: null,
    disputedFrom: null,
    disputeAnsweredAt: null,
    refundedMinor: 0,
    penaltyMinor: 0,
  };
}

/** One checkout: the buyer's group of orders, paid (or expired) together. */
export interface OrderGroup {
  readonly id: string;
  readonly buyerId: string;
  readonly subtotal: Money;
  readonly fee: Money;
  readonly membershipDiscount: Money;
  readonly couponDiscount: Money;
  readonly total: Money;
  readonly couponCode: string | null;
  readonly state: OrderGroupState;
  readonly placedAt: Date;
  readonly paymentDueAt: Date;
  readonly paidAt: Date | null;
}

/** A group is paid or expires as a whole; each order goes its own way after payment. */
export type OrderGroupState = 'pending_payment' | 'paid' | 'payment_expired';

/** Whether the buyer may cancel it now with one click: paid and not started, or late (refunded at once either way). */
export function buyerMayCancel(order: Pick<Order, 'state'>): boolean {
  return order.state === 'paid' || order.state === 'late';
}
