import type { Result } from 'neverthrow';
import type { Actor, DomainError, Money } from '../../domain/index.ts';
import type { PaymentMethod, PaymentPurpose } from './ports/index.ts';

export interface StartPaymentInput {
  readonly purpose: PaymentPurpose;
  readonly amount: Money;
  /**
   * CREDITS pays from the buyer's own credits (the site-credits provider): the
   * payment is recorded and succeeds at once, nothing is posted from a
   * `psp:*` account, and the listener moves the money on (or answers
   * INSUFFICIENT_CREDITS, which rolls the whole call back).
   */
  readonly method: 'CREDITS' | PaymentMethod;
  readonly card?: string;
  readonly idempotencyKey: string;
}

/** How to go on: `redirect` to the provider's page (a confirmation step, a crypto invoice). */
export interface NextAction {
  readonly type: 'redirect';
  readonly url: string;
}

/** The payment as the buyer sees it after starting it. */
export interface StartedPayment {
  readonly id: string;
  readonly status: 'succeeded' | 'requires_action' | 'pending';
  readonly nextAction?: NextAction;
}

/**
 * Starts collecting money (application/payments implements it; the checkout
 * and the top-up call it inside their unit of work). A card that succeeds at
 * once is captured before this answers (the `PaymentListener` has run);
 * a declined card is `Err(PAYMENT_DECLINED)` with the provider's reason.
 */
export interface StartPayment {
  execute(actor: Actor, input: StartPaymentInput): Promise<Result<StartedPayment, DomainError>>;
}

/** Charges the card a user saved, with nobody present (ig-plus renewals); see StartPaymentUseCase.chargeSavedCard. */
export interface ChargeSavedCard {
  chargeSavedCard(userId: string, input: Omit<StartPaymentInput, 'method' | 'card'>): Promise<Result<StartedPayment, DomainError>>;
}
