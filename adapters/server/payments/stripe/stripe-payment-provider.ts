import { err, ok, type Result } from 'neverthrow';
import Stripe from 'stripe';
import type {
  PaymentMethod,
  PaymentProvider,
  ProviderEvent,
  ProviderPayment,
  ProviderPaymentRequest,
  ProviderRefundRequest,
  ProviderSavedCard,
  SaveCardRequest,
  SavedCardRef,
} from '../../../../application/payments/ports/index.ts';
import { domainError, mustMoney, paymentExpiresAt, type CurrencyCode, type DomainError } from '../../../../domain/index.ts';
import { SIGNATURE_TOLERANCE_SECONDS } from '../local/local-signature.ts';
import { STRIPE_TEST_PAYMENT_METHODS } from './stripe-test-cards.ts';

export interface StripeProviderOptions {
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** Where the API answers; Stripe's by default, a recorded-answers server in tests. */
  readonly api?: { readonly host: string; readonly port: number; readonly protocol: 'http' | 'https' };
}

/** Stripe amounts are minor units with a lower-case currency, as ours are with an upper-case one. */
const currencyOf = (code: string): CurrencyCode => code.toUpperCase() as CurrencyCode;

function unavailable(error: unknown): DomainError {
  return domainError('UNAVAILABLE', `The card processor did not answer: ${error instanceof Error ? error.message : String(error)}`);
}

/**
 * Cards through Stripe PaymentIntents (enabled when STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET are set): created and confirmed in one call with a
 * test PaymentMethod (stripe-test-cards.ts) under our idempotency key, so a
 * retried call never charges twice. A 3D Secure card answers
 * `requires_action` with Stripe's redirect; a decline is `declined` with
 * Stripe's message for the buyer. A card kept for renewals is a Customer
 * with the PaymentMethod attached, charged `off_session`. Webhooks are verified with
 * `stripe.webhooks.constructEvent` (signature and a 5-minute tolerance).
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly methods: readonly PaymentMethod[] = ['CARD'];
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      telemetry: false,
      timeout: 20_000,
      ...(options.api === undefined ? {} : { host: options.api.host, port: options.api.port, protocol: options.api.protocol }),
    });
  }

  async create(request: ProviderPaymentRequest): Promise<Result<ProviderPayment, DomainError>> {
    if (request.method !== 'CARD') return err(domainError('PAYMENT_METHOD_UNAVAILABLE', 'Stripe takes cards only here', { field: 'method' }));
    if (request.savedCard !== undefined) return this.chargeSaved(request, request.savedCard);
    const paymentMethod = request.card === undefined ? undefined : STRIPE_TEST_PAYMENT_METHODS[request.card];
    if (paymentMethod === undefined) return err(domainError('VALIDATION_FAILED', 'card: not a test card Stripe accepts here', { field: 'card' }));
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amount.minor,
          currency: request.amount.currency.toLowerCase(),
          payment_method: paymentMethod,
          automatic_payment_methods: { enabled: true },
          confirm: true,
          return_url: request.returnUrl,
          description: request.description,
          metadata: { reference: request.reference },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return ok(this.answerOf(intent));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        return ok({ status: 'declined', providerPaymentId: error.payment_intent?.id ?? '', reason: error.message });
      }
      return err(unavailable(error));
    }
  }

  /** A kept card charged with nobody present (`off_session`): Stripe declines with `authentication_required` when the bank wants the payer. */
  private async chargeSaved(request: ProviderPaymentRequest, saved: SavedCardRef): Promise<Result<ProviderPayment, DomainError>> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amount.minor,
          currency: request.amount.currency.toLowerCase(),
          customer: saved.customerId,
          payment_method: saved.methodId,
          off_session: true,
          confirm: true,
          description: request.description,
          metadata: { reference: request.reference },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return ok(this.answerOf(intent));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) return ok({ status: 'declined', providerPaymentId: error.payment_intent?.id ?? '', reason: error.message });
      return err(unavailable(error));
    }
  }

  /** A Customer for our user, and the test card's PaymentMethod attached to it (Stripe checks the card then: a declining one is refused). */
  async saveCard(request: SaveCardRequest): Promise<Result<ProviderSavedCard, DomainError>> {
    const token = STRIPE_TEST_PAYMENT_METHODS[request.card];
    if (token === undefined) return err(domainError('VALIDATION_FAILED', 'card: not a test card Stripe accepts here', { field: 'card' }));
    try {
      const customer = await this.stripe.customers.create({ metadata: { userId: request.userId } }, { idempotencyKey: `${request.idempotencyKey}:customer` });
      const method = await this.stripe.paymentMethods.attach(token, { customer: customer.id }, { idempotencyKey: `${request.idempotencyKey}:attach` });
      const card = method.card;
      if (card === undefined || card === null) return err(domainError('PAYMENT_DECLINED', 'Stripe kept no card', { reason: 'not_a_card' }));
      return ok({ customerId: customer.id, methodId: method.id, brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) return err(domainError('PAYMENT_DECLINED', error.message, { reason: error.message }));
      return err(unavailable(error));
    }
  }

  async forgetCard(card: SavedCardRef): Promise<Result<void, DomainError>> {
    try {
      await this.stripe.paymentMethods.detach(card.methodId);
      return ok(undefined);
    } catch (error) {
      // Already detached (or deleted with its customer): nothing is kept, which is what was asked.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return ok(undefined);
      return err(unavailable(error));
    }
  }

  private answerOf(intent: Stripe.PaymentIntent): ProviderPayment {
    switch (intent.status) {
      case 'succeeded':
        return { status: 'succeeded', providerPaymentId: intent.id };
      case 'requires_action': {
        const url = intent.next_action?.redirect_to_url?.url;
        return url === undefined || url === null
          ? { status: 'declined', providerPaymentId: intent.id, reason: 'The card asks for a confirmation step this shop cannot show.' }
          : { status: 'requires_action', providerPaymentId: intent.id, redirectUrl: url };
      }
      case 'processing':
        // The bank has not answered yet; its webhook will. Wait like an invoice.
        return { status: 'pending', providerPaymentId: intent.id, redirectUrl: '', expiresAt: paymentExpiresAt(new Date()) };
      default:
        return { status: 'declined', providerPaymentId: intent.id, reason: intent.last_payment_error?.message ?? 'Your card was declined.' };
    }
  }

  async refund(request: ProviderRefundRequest): Promise<Result<{ readonly providerRefundId: string }, DomainError>> {
    try {
      const refund = await this.stripe.refunds.create({ payment_intent: request.providerPaymentId, amount: request.amount.minor }, { idempotencyKey: request.idempotencyKey });
      return ok({ providerRefundId: refund.id });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return err(domainError('AMOUNT_INVALID', error.message, { field: 'amount' }));
      return err(unavailable(error));
    }
  }

  parseWebhook(rawBody: string, headers: Readonly<Record<string, string | undefined>>, now: Date): Result<ProviderEvent, DomainError> {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, headers['stripe-signature'] ?? '', this.options.webhookSecret, SIGNATURE_TOLERANCE_SECONDS, undefined, now.getTime());
    } catch (error) {
      return err(domainError('WEBHOOK_SIGNATURE_INVALID', `Webhook signature refused: ${error instanceof Error ? error.message : 'invalid'}`, { field: 'headers.stripe-signature' }));
    }
    return ok(providerEventOf(event));
  }
}

/** The events we act on; refunds are posted by whoever asked for them, so their events are only acknowledged. */
function providerEventOf(event: Stripe.Event): ProviderEvent {
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed' && event.type !== 'payment_intent.canceled') {
    return { type: 'ignored', eventId: event.id };
  }
  const intent = event.data.object;
  const reference = intent.metadata['reference'];
  if (reference === undefined) return { type: 'ignored', eventId: event.id };
  const base = { eventId: event.id, providerPaymentId: intent.id, reference };
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { type: 'payment.succeeded', ...base, amount: mustMoney(intent.amount_received, currencyOf(intent.currency)) };
    case 'payment_intent.payment_failed':
      return { type: 'payment.failed', ...base, reason: intent.last_payment_error?.message ?? 'Your card was declined.' };
    case 'payment_intent.canceled':
      return { type: 'payment.failed', ...base, reason: 'The payment was cancelled.' };
  }
}
