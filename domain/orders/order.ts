import type { Money } from '../shared/money/index.ts';

/**
 * The states an order passes through in this issue. The lifecycle after
 * payment (in_delivery, delivered, completed, settled, late, disputed,
 * refunded...) joins this list and the transition table with issue 12.
 */
export const ORDER_STATES = ['pending_payment', 'paid', 'payment_expired', 'cancelled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** States an order never leaves. */
export const FINAL_ORDER_STATES: readonly OrderState[] = ['payment_expired', 'cancelled'];

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
export interface Order {
  readonly id: string;
  readonly groupId: string;
  readonly buyerId: string;
  readonly sellerId: string;
  readonly productId: string;
  readonly quantity: number;
  readonly unitPrice: Money;
  readonly lineTotal: Money;
  readonly fee: Money;
  readonly membershipDiscount: Money;
  readonly couponDiscount: Money;
  readonly total: Money;
  readonly state: OrderState;
  readonly placedAt: Date;
  readonly paymentDueAt: Date;
  readonly paidAt: Date | null;
  readonly cancelledAt: Date | null;
}

/** The fields the transition table reads and writes. */
export type OrderLifecycle = Pick<Order, 'state' | 'paymentDueAt' | 'paidAt' | 'cancelledAt'>;

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

/** Whether the buyer may cancel it now (paid, and the seller has not started). */
export function buyerMayCancel(order: Pick<Order, 'state'>): boolean {
  return order.state === 'paid';
}
