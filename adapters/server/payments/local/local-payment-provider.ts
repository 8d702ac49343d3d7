import { randomBytes } from 'node:crypto';
import { err, ok, type Result } from 'neverthrow';
import * as v from 'valibot';
import type {
  ChainPaymentSimulator,
  PaymentMethod,
  PaymentProvider,
  ProviderEvent,
  ProviderPayment,
  ProviderPaymentRequest,
  ProviderRefundRequest,
  ProviderSavedCard,
  SaveCardRequest,
} from '../../../../application/payments/ports/index.ts';
import { domainError, mustMoney, paymentExpiresAt, type CurrencyCode, type DomainError, type Money } from '../../../../domain/index.ts';
import { keepLocalCard, localCardOfSaved } from './local-card-vault.ts';
import { localCardBehaviour } from './local-test-cards.ts';
import { LOCAL_SIGNATURE_HEADER, verifyLocalWebhook } from './local-signature.ts';
import type { LocalWebhookQueue } from './local-webhook-queue.ts';

/** A payment as the local provider keeps it (its own books, in memory: it is a stand-in for a service elsewhere). */
export interface LocalIntent {
  readonly id: string;
  readonly reference: string;
  readonly method: PaymentMethod;
  readonly amount: Money;
  readonly description: string;
  readonly returnUrl: string;
  status: 'requires_confirmation' | 'succeeded' | 'canceled' | 'declined' | 'open';
  /** Crypto: where to pay and until when; what arrived so far. */
  readonly address?: string;
  readonly expiresAt?: Date;
  readonly receipts: { readonly txHash: string; readonly amount: Money }[];
  refundedMinor: number;
}

const EventBody = v.object({
  id: v.string(),
  type: v.picklist(['payment.succeeded', 'payment.failed', 'payment.expired', 'refund.succeeded']),
  data: v.object({
    paymentId: v.string(),
    reference: v.string(),
    amount: v.optional(v.object({ minor: v.pipe(v.number(), v.safeInteger(), v.minValue(1)), currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)) })),
    reason: v.optional(v.string()),
  }),
});

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

export interface LocalProviderOptions {
  readonly secret: string;
  readonly queue: LocalWebhookQueue;
  /** Our public address: the hosted pages are served by this server under `/pay/local/{id}`. */
  readonly baseUrl: () => string;
  readonly now?: () => Date;
}

/**
 * The embedded test provider (`local`): cards by Stripe's test numbers
 * (local-test-cards.ts), a hosted confirmation page for the card that asks
 * for one, crypto invoices with a hosted invoice page, and signed webhooks
 * sent through its queue for everything that happens after `create`
 * answers. Staff post simulated chain payments to an invoice.
 */
export class LocalPaymentProvider implements PaymentProvider, ChainPaymentSimulator {
  readonly name = 'local';
  readonly methods: readonly PaymentMethod[] = ['CARD', 'CRYPTO'];
  private readonly intents = new Map<string, LocalIntent>();
  /** Refunds by our idempotency key, so a retried refund is answered, not repeated. */
  private readonly refundsByKey = new Map<string, string>();
  private readonly byIdempotencyKey = new Map<string, ProviderPayment>();
  private readonly now: () => Date;

  constructor(private readonly options: LocalProviderOptions) {
    this.now = options.now ?? (() => new Date());
  }

  async create(request: ProviderPaymentRequest): Promise<Result<ProviderPayment, DomainError>> {
    const replay = this.byIdempotencyKey.get(request.idempotencyKey);
    if (replay !== undefined) return ok(replay);
    const answer = request.method === 'CRYPTO' ? this.openInvoice(request) : this.charge(request);
    if (answer.isOk()) this.byIdempotencyKey.set(request.idempotencyKey, answer.value);
    return answer;
  }

  private charge(request: ProviderPaymentRequest): Result<ProviderPayment, DomainError> {
    const card = request.savedCard === undefined ? request.card : localCardOfSaved(this.options.secret, request.savedCard);
    if (card === undefined) {
      return request.savedCard === undefined
        ? err(domainError('VALIDATION_FAILED', 'card: a card number is required to pay by card', { field: 'card' }))
        : ok({ status: 'declined', providerPaymentId: '', reason: 'This provider keeps no such card.' });
    }
    const behaviour = localCardBehaviour(card);
    const intent = this.remember(`lpi_${hex(12)}`, request, behaviour.outcome === 'succeeds' ? 'succeeded' : behaviour.outcome === 'declined' ? 'declined' : 'requires_confirmation');
    switch (behaviour.outcome) {
      case 'succeeds':
        intent.receipts.push({ txHash: intent.id, amount: request.amount });
        this.emit('payment.succeeded', intent, { amount: request.amount });
        return ok({ status: 'succeeded', providerPaymentId: intent.id });
      case 'declined':
        this.emit('payment.failed', intent, { reason: behaviour.reason });
        return ok({ status: 'declined', providerPaymentId: intent.id, reason: behaviour.reason });
      case 'requires_action':
        return ok({ status: 'requires_action', providerPaymentId: intent.id, redirectUrl: this.pageUrl(intent.id) });
    }
  }

  private openInvoice(request: ProviderPaymentRequest): Result<ProviderPayment, DomainError> {
    const expiresAt = paymentExpiresAt(this.now());
    const intent = this.remember(`linv_${hex(12)}`, request, 'open', { address: `tb1q${hex(19)}`, expiresAt });
    return ok({ status: 'pending', providerPaymentId: intent.id, redirectUrl: this.pageUrl(intent.id), expiresAt });
  }

  private remember(id: string, request: ProviderPaymentRequest, status: LocalIntent['status'], invoice: { address?: string; expiresAt?: Date } = {}): LocalIntent {
    const intent: LocalIntent = { id, reference: request.reference, method: request.method, amount: request.amount, description: request.description, returnUrl: request.returnUrl, status, receipts: [], refundedMinor: 0, ...invoice };
    this.intents.set(id, intent);
    return intent;
  }

  async saveCard(request: SaveCardRequest): Promise<Result<ProviderSavedCard, DomainError>> {
    const kept = keepLocalCard(this.options.secret, request.userId, request.card, this.now());
    return 'refused' in kept ? err(domainError('PAYMENT_DECLINED', kept.refused, { reason: kept.refused })) : ok(kept);
  }

  /** Kept cards live in their signed ids (local-card-vault.ts): once our row is gone, nothing is left to forget. */
  async forgetCard(): Promise<Result<void, DomainError>> {
    return ok(undefined);
  }

  async refund(request: ProviderRefundRequest): Promise<Result<{ readonly providerRefundId: string }, DomainError>> {
    // Like Stripe: the same idempotency key answers the first refund again and refunds nothing more.
    const before = this.refundsByKey.get(request.idempotencyKey);
    if (before !== undefined) return ok({ providerRefundId: before });
    const intent = this.intents.get(request.providerPaymentId);
    const received = intent?.receipts.reduce((sum, receipt) => sum + receipt.amount.minor, 0) ?? 0;
    if (intent === undefined || received === 0) return err(domainError('PAYMENT_NOT_FOUND', 'Nothing was collected for this payment', { field: 'providerPaymentId' }));
    if (request.amount.currency !== intent.amount.currency || request.amount.minor > received - intent.refundedMinor) {
      return err(domainError('AMOUNT_INVALID', 'A refund cannot exceed what was collected', { field: 'amount' }));
    }
    intent.refundedMinor += request.amount.minor;
    const providerRefundId = `lre_${hex(12)}`;
    this.refundsByKey.set(request.idempotencyKey, providerRefundId);
    this.emit('refund.succeeded', intent, { amount: request.amount });
    return ok({ providerRefundId });
  }

  parseWebhook(rawBody: string, headers: Readonly<Record<string, string | undefined>>, now: Date): Result<ProviderEvent, DomainError> {
    const verified = verifyLocalWebhook(this.options.secret, rawBody, headers[LOCAL_SIGNATURE_HEADER], now);
    if (verified.isErr()) return err(verified.error);
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      return err(domainError('VALIDATION_FAILED', 'body: not JSON', { field: 'body' }));
    }
    const parsed = v.safeParse(EventBody, json);
    if (!parsed.success) return ok({ type: 'ignored', eventId: typeof (json as { id?: unknown }).id === 'string' ? (json as { id: string }).id : 'unknown' });
    const { id: eventId, type, data } = parsed.output;
    const base = { eventId, providerPaymentId: data.paymentId, reference: data.reference };
    const amount = data.amount === undefined ? undefined : mustMoney(data.amount.minor, data.amount.currency as CurrencyCode);
    if ((type === 'payment.succeeded' || type === 'refund.succeeded') && amount !== undefined) return ok({ type, ...base, amount });
    if (type === 'payment.failed') return ok({ type, ...base, reason: data.reason ?? 'The payment failed' });
    if (type === 'payment.expired') return ok({ type, ...base });
    return ok({ type: 'ignored', eventId });
  }

  /** The buyer pressed Confirm on the hosted page: the card is charged and the webhook sent. */
  confirm(id: string): LocalIntent | undefined {
    const intent = this.intents.get(id);
    if (intent?.status !== 'requires_confirmation') return intent;
    intent.status = 'succeeded';
    intent.receipts.push({ txHash: intent.id, amount: intent.amount });
    this.emit('payment.succeeded', intent, { amount: intent.amount });
    return intent;
  }

  /** The buyer pressed Cancel on the hosted page. */
  cancel(id: string): LocalIntent | undefined {
    const intent = this.intents.get(id);
    if (intent?.status !== 'requires_confirmation') return intent;
    intent.status = 'canceled';
    this.emit('payment.failed', intent, { reason: 'The buyer cancelled the payment on the confirmation page.' });
    return intent;
  }

  /** A chain payment seen for an invoice (simulated): whatever the amount and however late, it is reported. */
  async simulate(providerPaymentId: string, payment: { readonly amount: Money; readonly txHash: string }): Promise<Result<void, DomainError>> {
    const intent = this.intents.get(providerPaymentId);
    if (intent === undefined || intent.method !== 'CRYPTO') return err(domainError('PAYMENT_NOT_FOUND', 'No such invoice at the local provider', { field: 'paymentId' }));
    if (payment.amount.currency !== intent.amount.currency) return err(domainError('CURRENCY_MISMATCH', `The invoice is in ${intent.amount.currency}`, { field: 'amount.currency' }));
    if (intent.receipts.some((receipt) => receipt.txHash === payment.txHash)) return ok(undefined);
    intent.receipts.push(payment);
    // The event id names the transaction, so one chain payment is one event however often it is reported.
    this.emit('payment.succeeded', intent, { amount: payment.amount }, `evt_local_tx_${payment.txHash}`);
    return ok(undefined);
  }

  /** The provider's record of a payment, for its hosted pages. */
  intent(id: string): LocalIntent | undefined {
    return this.intents.get(id);
  }

  pageUrl(id: string): string {
    return `${this.options.baseUrl()}/pay/local/${id}`;
  }

  private emit(type: string, intent: LocalIntent, data: { amount?: Money; reason?: string }, eventId = `evt_local_${hex(12)}`): void {
    const amount = data.amount === undefined ? undefined : { minor: data.amount.minor, currency: data.amount.currency };
    this.options.queue.enqueue(JSON.stringify({ id: eventId, type, created: Math.floor(this.now().getTime() / 1000), data: { paymentId: intent.id, reference: intent.reference, amount, reason: data.reason } }));
  }
}
