import type { Result } from 'neverthrow';
import type { DomainError, Money } from '../../../domain/index.ts';

/** What a payment is for: topping up the buyer's credits, paying a checkout's order group, or a month of ig-plus. */
export type PaymentPurpose = { readonly kind: 'TOP_UP' } | { readonly kind: 'ORDER_GROUP'; readonly orderGroupId: string } | { readonly kind: 'MEMBERSHIP' };

/** A payment whose money has arrived and has been posted `psp:{provider}` → `buyer:{userId}:credits`. */
export interface CapturedPayment {
  readonly paymentId: string;
  readonly userId: string;
  readonly purpose: PaymentPurpose;
  readonly amount: Money;
}

/**
 * Told of every capture inside the unit of work that records it. Payments
 * never imports orders: the money always lands in the buyer's credits, and
 * the checkout (application/shopping) listens here to move it on into the
 * order group's escrow. If the group can no longer be paid (expired,
 * cancelled) the listener answers ok and the money stays in the credits.
 */
export interface PaymentListener {
  captured(payment: CapturedPayment): Promise<Result<void, DomainError>>;
  /** The payment failed or expired before any money arrived. */
  failed(payment: { readonly paymentId: string; readonly userId: string; readonly purpose: PaymentPurpose }): Promise<Result<void, DomainError>>;
}
