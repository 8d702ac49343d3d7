import type { Result } from 'neverthrow';
import type { DomainError, Money } from '../../../domain/index.ts';

/** Where a buyer wants their money back: site credits (instant, the default) or the card that paid. */
export type RefundDestination = 'CREDITS' | 'CARD';
export type CardRefundState = 'pending' | 'succeeded' | 'failed';

/** A refund on its way to the card: what, through whom, and how far it got. */
export interface CardRefund {
  readonly orderId: string;
  readonly state: CardRefundState;
  readonly amount: Money;
  readonly provider: string;
  readonly providerPaymentId: string;
  readonly holdId: string;
  readonly providerRefundId: string | null;
  readonly failure: string | null;
}

/** The order's refund row (order_refunds): the buyer's choice and the card refund. Writes join the caller's unit of work. */
export interface OrderRefundRecords {
  destinationOf(orderId: string): Promise<RefundDestination>;
  setDestination(orderId: string, destination: RefundDestination): Promise<void>;
  /** The card refund, if one was started. */
  cardRefund(orderId: string): Promise<CardRefund | undefined>;
  /** Locks the card refund row until the unit of work ends. */
  lockCardRefund(orderId: string): Promise<CardRefund | undefined>;
  startCardRefund(refund: Omit<CardRefund, 'state' | 'providerRefundId' | 'failure'>, at: Date): Promise<void>;
  resolveCardRefund(orderId: string, outcome: { state: 'succeeded'; providerRefundId: string } | { state: 'failed'; failure: string }, at: Date): Promise<void>;
}

/**
 * The card payment behind an order group, as the payments context knows it,
 * and the provider's refund (`refunds.create` at Stripe) with our key, so a
 * retried call refunds once.
 */
export interface CardPayments {
  cardPaymentOf(orderGroupId: string): Promise<{ readonly provider: string; readonly providerPaymentId: string } | undefined>;
  refund(provider: string, request: { providerPaymentId: string; amount: Money; idempotencyKey: string }): Promise<Result<{ readonly providerRefundId: string }, DomainError>>;
  /**
   * Records a refund the provider made on the payment (its refunded amount
   * and state), in the caller's unit of work. Moves no money: the orders
   * context posted it already.
   */
  refunded(orderGroupId: string, providerPaymentId: string, amount: Money): Promise<void>;
}
