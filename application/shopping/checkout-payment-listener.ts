import { ok, type Result } from 'neverthrow';
import type { DomainError } from '../../domain/index.ts';
import type { PayOrderGroup } from '../orders/index.ts';
import type { CapturedPayment, PaymentListener, PaymentPurpose } from '../payments/index.ts';

/**
 * The checkout's side of a captured payment. Payments never imports orders:
 * the money always lands in the buyer's credits first, and this listener
 * moves it on into the order group's escrow (orders' `PayOrderGroup`) while
 * the group is still waiting for it. A group that expired or was paid, or a
 * short payment, leaves the money in the credits (ok). Paying with credits
 * the buyer lacks answers INSUFFICIENT_CREDITS, which rolls the checkout back.
 */
export class CheckoutPaymentListener implements PaymentListener {
  constructor(private readonly payGroup: PayOrderGroup) {}

  async captured(payment: CapturedPayment): Promise<Result<void, DomainError>> {
    if (payment.purpose.kind !== 'ORDER_GROUP') return ok(undefined);
    const paid = await this.payGroup.execute({ orderGroupId: payment.purpose.orderGroupId, userId: payment.userId, amount: payment.amount });
    return paid.map(() => undefined);
  }

  /**
   * Nothing arrived: the group keeps its stock until its expiry timer (the
   * buyer may still pay within the 15 minutes through another attempt).
   */
  failed(_payment: { readonly paymentId: string; readonly userId: string; readonly purpose: PaymentPurpose }): Promise<Result<void, DomainError>> {
    return Promise.resolve(ok(undefined));
  }
}
