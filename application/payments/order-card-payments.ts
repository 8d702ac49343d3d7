import { err, type Result } from 'neverthrow';
import { domainError, transitionPayment, type DomainError, type Money } from '../../domain/index.ts';
import type { PaymentProviders } from './payment-providers.ts';
import type { PaymentStore } from './ports/index.ts';

/**
 * What the orders context asks of payments for a refund to the card (its
 * `CardPayments` port): the card payment that paid an order group, and the
 * provider's refund of part of it. The refund's money is posted by the
 * orders context on the provider's answer, under the refund's own key; the
 * provider's later `refund.succeeded` webhook is only acknowledged (see
 * handle-webhook.ts), so nothing is posted twice; `refunded` then records
 * it on the payment, so the payment shows what went back to the card.
 */
export class OrderCardPayments {
  constructor(
    private readonly payments: PaymentStore,
    private readonly providers: PaymentProviders,
  ) {}

  async cardPaymentOf(orderGroupId: string): Promise<{ readonly provider: string; readonly providerPaymentId: string } | undefined> {
    const paid = (await this.payments.listForOrderGroup(orderGroupId)).find((p) => p.method === 'CARD' && p.state.status === 'succeeded' && p.providerPaymentId !== null);
    return paid === undefined || paid.providerPaymentId === null ? undefined : { provider: paid.provider, providerPaymentId: paid.providerPaymentId };
  }

  async refund(provider: string, request: { providerPaymentId: string; amount: Money; idempotencyKey: string }): Promise<Result<{ readonly providerRefundId: string }, DomainError>> {
    const found = this.providers.byName(provider);
    if (found === undefined) return err(domainError('UNAVAILABLE', `The payment provider ${provider} is not configured here`, { provider }));
    return found.refund(request);
  }

  /** The machine's REFUNDED step on the payment, its state only: the refund's money was posted by the orders context (the same psp ← credits move the machine's effect names). */
  async refunded(orderGroupId: string, providerPaymentId: string, amount: Money): Promise<void> {
    const found = (await this.payments.listForOrderGroup(orderGroupId)).find((p) => p.providerPaymentId === providerPaymentId);
    const payment = found === undefined ? undefined : await this.payments.lock(found.id);
    if (payment === undefined) return;
    const next = transitionPayment(payment.state, { type: 'REFUNDED', amount });
    if (next.state !== payment.state) await this.payments.update(payment.id, { state: next.state });
  }
}
