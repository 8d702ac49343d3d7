import { err, ok, type Result } from 'neverthrow';
import type { PaymentMethod, PaymentProvider, ProviderEvent, ProviderPayment, ProviderPaymentRequest } from '../../../application/payments/ports/index.ts';
import { domainError, type DomainError } from '../../../domain/index.ts';

/**
 * Site credits as a provider (`credits`): the money is already the buyer's
 * credits in our own ledger, so a payment succeeds at once and nothing comes
 * from outside; whether the credits suffice is the listener's question (it
 * moves them on, or answers INSUFFICIENT_CREDITS). It sends no webhooks, so
 * every delivery claiming to come from it is refused.
 */
export class SiteCreditsProvider implements PaymentProvider {
  readonly name = 'credits';
  /** Not a card or crypto provider: StartPayment picks it for the CREDITS method. */
  readonly methods: readonly PaymentMethod[] = [];

  create(request: ProviderPaymentRequest): Promise<Result<ProviderPayment, DomainError>> {
    return Promise.resolve(ok({ status: 'succeeded', providerPaymentId: `credits_${request.reference}` }));
  }

  refund(request: { readonly providerPaymentId: string }): Promise<Result<{ readonly providerRefundId: string }, DomainError>> {
    // A refund of credits is a ledger posting made by whoever refunds; the provider has nothing to send back.
    return Promise.resolve(ok({ providerRefundId: `credits_refund_${request.providerPaymentId}` }));
  }

  parseWebhook(): Result<ProviderEvent, DomainError> {
    return err(domainError('WEBHOOK_SIGNATURE_INVALID', 'Site credits send no webhooks'));
  }
}
