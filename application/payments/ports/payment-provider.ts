import type { Result } from 'neverthrow';
import type { DomainError, Money } from '../../../domain/index.ts';

export type PaymentMethod = 'CARD' | 'CRYPTO';

/** What we ask a provider to collect. `reference` is our payment id, echoed in its webhooks. */
export interface ProviderPaymentRequest {
  readonly reference: string;
  readonly amount: Money;
  readonly method: PaymentMethod;
  /** A card number, accepted only by test providers (the local one; Stripe's test mode takes a test token). */
  readonly card?: string;
  readonly idempotencyKey: string;
  /** Where the provider's hosted page sends the buyer back. */
  readonly returnUrl: string;
  readonly description: string;
  /**
   * Charge this saved card with nobody present (an ig-plus renewal) instead of
   * `card`. A bank that asks for a confirmation step then is a decline: there
   * is no payer to show its page to.
   */
  readonly savedCard?: SavedCardRef;
}

/** A card kept at a provider: its customer and its reusable payment method. */
export interface SavedCardRef {
  readonly customerId: string;
  readonly methodId: string;
}

/** A card the provider agreed to keep, with what its owner may be shown of it (never the number). */
export interface ProviderSavedCard extends SavedCardRef {
  readonly brand: string;
  readonly last4: string;
  readonly expMonth: number;
  readonly expYear: number;
}

/** Asking a provider to keep a card for later charges: `userId` names our customer; the key makes a retry save it once. */
export interface SaveCardRequest {
  readonly userId: string;
  readonly card: string;
  readonly idempotencyKey: string;
}

/**
 * The provider's answer: collected (`succeeded`), waiting for the buyer on
 * the provider's page (`requires_action`, with the page's URL), waiting for
 * money to arrive (`pending`: a crypto invoice, with its address and expiry),
 * or refused (`declined`, with the reason a buyer may read).
 */
export type ProviderPayment =
  | { readonly status: 'succeeded'; readonly providerPaymentId: string }
  | { readonly status: 'requires_action'; readonly providerPaymentId: string; readonly redirectUrl: string }
  | { readonly status: 'pending'; readonly providerPaymentId: string; readonly redirectUrl: string; readonly expiresAt: Date }
  | { readonly status: 'declined'; readonly providerPaymentId: string; readonly reason: string };

/** A verified webhook, reduced to what we act on. `amount` is what actually arrived (a crypto invoice may be under- or over-paid). */
export type ProviderEvent =
  | { readonly type: 'payment.succeeded'; readonly eventId: string; readonly providerPaymentId: string; readonly reference: string; readonly amount: Money }
  | { readonly type: 'payment.failed'; readonly eventId: string; readonly providerPaymentId: string; readonly reference: string; readonly reason: string }
  | { readonly type: 'payment.expired'; readonly eventId: string; readonly providerPaymentId: string; readonly reference: string }
  | { readonly type: 'refund.succeeded'; readonly eventId: string; readonly providerPaymentId: string; readonly reference: string; readonly amount: Money }
  | { readonly type: 'ignored'; readonly eventId: string };

export interface ProviderRefundRequest {
  readonly providerPaymentId: string;
  readonly amount: Money;
  readonly idempotencyKey: string;
}

/**
 * A payment service behind one interface: the local test provider (cards and
 * crypto), Stripe, and any later one. Each adapter passes the conformance
 * suite in tests/server/payments/. Expected refusals are `Result` errors
 * (PAYMENT_DECLINED, WEBHOOK_SIGNATURE_INVALID, UNAVAILABLE).
 */
export interface PaymentProvider {
  /** The name in `psp:{name}` ledger accounts and in our payment records. */
  readonly name: string;
  readonly methods: readonly PaymentMethod[];
  create(request: ProviderPaymentRequest): Promise<Result<ProviderPayment, DomainError>>;
  refund(request: ProviderRefundRequest): Promise<Result<{ readonly providerRefundId: string }, DomainError>>;
  /** Keeps a card for charges without the payer (PAYMENT_DECLINED when the card is refused); absent when the provider cannot. */
  saveCard?(request: SaveCardRequest): Promise<Result<ProviderSavedCard, DomainError>>;
  /** Forgets a kept card; forgetting one already gone succeeds. */
  forgetCard?(card: SavedCardRef): Promise<Result<void, DomainError>>;
  /** Checks the signature (HMAC over timestamp and raw body, timestamp within tolerance) and parses the event. */
  parseWebhook(rawBody: string, headers: Readonly<Record<string, string | undefined>>, now: Date): Result<ProviderEvent, DomainError>;
}
