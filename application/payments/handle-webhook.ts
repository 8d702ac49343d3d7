import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError, type PaymentEvent } from '../../domain/index.ts';
import type { Clock, UnitOfWork } from '../shared/ports/index.ts';
import type { PaymentEvents } from './apply-payment-event.ts';
import type { PaymentProviders } from './payment-providers.ts';
import type { PaymentStore, ProviderEvent, WebhookEventLog } from './ports/index.ts';

export interface WebhookRequest {
  readonly provider: string;
  /** The body exactly as received: the signature covers its bytes. */
  readonly rawBody: string;
  readonly headers: Readonly<Record<string, string | undefined>>;
}

/** What became of a delivered event; every outcome is acknowledged (200) so the provider stops resending. */
export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

function paymentEventOf(event: ProviderEvent): PaymentEvent | undefined {
  switch (event.type) {
    case 'payment.succeeded':
      return { type: 'FUNDS_ARRIVED', amount: event.amount };
    case 'payment.failed':
      return { type: 'FAILED', reason: event.reason };
    case 'payment.expired':
      return { type: 'EXPIRED' };
    // A refund is posted by whoever asked for it, on the provider's answer
    // (a refund to the card: application/orders CardRefunds), as the Stripe
    // adapter already reads it; posting the webhook too would refund twice.
    case 'refund.succeeded':
    case 'ignored':
      return undefined;
  }
}

/**
 * A provider's webhook: verified by its adapter (signature and timestamp),
 * then applied once. The event id is recorded in the unit of work that
 * applies it, so a duplicate delivery changes nothing and a delivery whose
 * work failed may come again. An event for a payment we never kept (a
 * declined card rolled back, another environment's payment) is acknowledged
 * and ignored: there is nothing to credit. Events that arrive after the
 * payment expired still credit what arrived (the payment machine's rule).
 */
export class HandleWebhook {
  constructor(
    private readonly providers: PaymentProviders,
    private readonly payments: PaymentStore,
    private readonly log: WebhookEventLog,
    private readonly events: PaymentEvents,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(request: WebhookRequest): Promise<Result<WebhookOutcome, DomainError>> {
    const provider = this.providers.byName(request.provider);
    if (provider === undefined) return err(domainError('NOT_FOUND', `No payment provider named ${request.provider}`, { field: 'provider' }));
    const parsed = provider.parseWebhook(request.rawBody, request.headers, this.clock.now());
    if (parsed.isErr()) return err(parsed.error);
    const event = parsed.value;
    const change = paymentEventOf(event);
    if (change === undefined || event.type === 'ignored') return ok('ignored');
    return this.uow.run(async (): Promise<Result<WebhookOutcome, DomainError>> => {
      if (!(await this.log.record(provider.name, event.eventId, event.type))) return ok('duplicate');
      const payment = await this.payments.lock(event.reference);
      if (payment === undefined || payment.provider !== provider.name) return ok('ignored');
      if (payment.providerPaymentId !== null && payment.providerPaymentId !== event.providerPaymentId) return ok('ignored');
      const applied = await this.events.apply(payment, change, event.eventId);
      return applied.map(() => 'applied' as const);
    });
  }
}
