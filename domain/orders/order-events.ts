import type { Money } from '../shared/money/index.ts';
import type { OrderLifecycle } from './order.ts';

/** How a dispute ends by staff's decision. */
export type DisputeOutcome = 'COMPLETE' | 'REFUND' | 'PARTIAL_REFUND';

/**
 * What can happen to an order: the parties' actions, staff's decisions and
 * the deadlines' timers (`*_DUE` / `*_PASSED`). The events that complete an
 * order carry the seller's level, which decides how long the funds stay
 * pending.
 */
export type OrderEvent =
  | { readonly type: 'PAYMENT_CAPTURED' }
  | { readonly type: 'PAYMENT_DEADLINE_PASSED' }
  | { readonly type: 'BUYER_CANCELLED' }
  | { readonly type: 'SELLER_STARTED' }
  | { readonly type: 'SELLER_DELIVERED' }
  | { readonly type: 'DELIVERY_DEADLINE_PASSED' }
  | { readonly type: 'BUYER_REMINDER_DUE' }
  | { readonly type: 'BUYER_CONFIRMED'; readonly sellerLevel: number }
  | { readonly type: 'AUTO_COMPLETE_DUE'; readonly sellerLevel: number }
  | { readonly type: 'CANCEL_REQUESTED' }
  | { readonly type: 'CANCEL_ACCEPTED' }
  | { readonly type: 'CANCEL_DECLINED' }
  | { readonly type: 'CANCEL_ANSWER_DEADLINE_PASSED' }
  | { readonly type: 'DISPUTE_OPENED' }
  | { readonly type: 'DISPUTE_ANSWERED' }
  | { readonly type: 'DISPUTE_ANSWER_DEADLINE_PASSED' }
  | { readonly type: 'DISPUTE_RESOLVED'; readonly outcome: DisputeOutcome; readonly amount?: number; readonly sellerLevel: number }
  /** `amount` (minor units, 1 … the line total): only that much back to the buyer, the rest of the line to the seller. */
  | { readonly type: 'STAFF_REFUNDED'; readonly amount?: number }
  | { readonly type: 'STAFF_COMPLETED'; readonly sellerLevel: number }
  | { readonly type: 'SETTLE_DUE' };

export type OrderEventType = OrderEvent['type'];

/** The events a timer raises: none of them acts on a disputed or final order (but the dispute's own answer deadline). */
export const TIMER_EVENTS: readonly OrderEventType[] = [
  'PAYMENT_DEADLINE_PASSED',
  'DELIVERY_DEADLINE_PASSED',
  'BUYER_REMINDER_DUE',
  'AUTO_COMPLETE_DUE',
  'CANCEL_ANSWER_DEADLINE_PASSED',
  'DISPUTE_ANSWER_DEADLINE_PASSED',
  'SETTLE_DUE',
];

/** The durable timers of an order, one per deadline field. */
export const ORDER_TIMERS = ['late', 'buyerReminder', 'autoComplete', 'cancelAnswer', 'disputeAnswer', 'settle'] as const;
export type OrderTimer = (typeof ORDER_TIMERS)[number];

/** The event each timer raises when it fires. */
export function timerEvent(timer: OrderTimer, sellerLevel: number): OrderEvent {
  switch (timer) {
    case 'late':
      return { type: 'DELIVERY_DEADLINE_PASSED' };
    case 'buyerReminder':
      return { type: 'BUYER_REMINDER_DUE' };
    case 'autoComplete':
      return { type: 'AUTO_COMPLETE_DUE', sellerLevel };
    case 'cancelAnswer':
      return { type: 'CANCEL_ANSWER_DEADLINE_PASSED' };
    case 'disputeAnswer':
      return { type: 'DISPUTE_ANSWER_DEADLINE_PASSED' };
    case 'settle':
      return { type: 'SETTLE_DUE' };
  }
}

/** What the application must do for a transition, in order, in the same unit of work. */
export type OrderEffect =
  /** Post the order's payment (buyer credits and marketing → escrow, then the seller's and the fee's holds). */
  | { readonly type: 'moveToEscrow' }
  /** Put the order's quantity back on the listing. */
  | { readonly type: 'releaseStock' }
  /** Void the holds and pay the escrow back to the buyer's credits (and the discounts to marketing). */
  | { readonly type: 'refundToCredits' }
  /** Post the holds: the line total to the seller's pending funds, the fee to revenue; the escrow is empty. */
  | { readonly type: 'releaseToSeller' }
  /** The seller's pending line total becomes available (less any penalty they owe). */
  | { readonly type: 'settleToSeller' }
  /** A warranty refund: the seller's pending line total and the fee revenue back to the buyer's credits. */
  | { readonly type: 'refundFromSeller' }
  /** `amount` to the buyer's credits, the rest of the line to the seller's available funds; from escrow or, `fundsReleased`, from the seller's pending funds. */
  | { readonly type: 'partialRefund'; readonly amount: number; readonly fundsReleased: boolean }
  /** Charge the seller a penalty (owed, recovered from their next settlements). */
  | { readonly type: 'chargePenalty'; readonly amount: number }
  /** Remind the buyer to confirm or dispute before auto-completion. */
  | { readonly type: 'remindBuyer' }
  /** Arm a durable timer (by key: arming again moves it). */
  | { readonly type: 'arm'; readonly timer: OrderTimer; readonly at: Date };

/** What the order's timeline records for a transition. */
export const ORDER_TIMELINE_KINDS = [
  'placed',
  'paid',
  'payment_expired',
  'started',
  'progress',
  'delivered',
  'late',
  'cancel_requested',
  'cancel_accepted',
  'cancel_declined',
  'cancelled',
  'confirmed',
  'auto_completed',
  'buyer_reminded',
  'dispute_opened',
  'dispute_answered',
  'dispute_message',
  'dispute_resolved',
  'refunded',
  'partially_refunded',
  'force_completed',
  'settled',
  'penalty_charged',
  'reviewed',
  'delivery_viewed',
  /** A refund the buyer wanted on their card: the provider made it, or refused it and the money stayed in credits. */
  'card_refunded',
  'card_refund_failed',
] as const;
export type OrderTimelineKind = (typeof ORDER_TIMELINE_KINDS)[number];

/** What the table reads of an order besides its lifecycle. */
export interface MachineOrder extends OrderLifecycle {
  readonly productType: string;
  readonly deliveryDuration: string;
  readonly lineTotal: Money;
  readonly total: Money;
}
