import { err, ok, type Result } from 'neverthrow';
import { domainError, initialPayment, paymentExpiresAt, requirePermission, type Actor, type DomainError, type PaymentCollection } from '../../domain/index.ts';
import type { Clock, Scheduler, UnitOfWork } from '../shared/ports/index.ts';
import type { PaymentEvents } from './apply-payment-event.ts';
import { paymentExpiry } from './expire-payment.ts';
import type { PaymentProviders } from './payment-providers.ts';
import type { PaymentProvider, PaymentStore, ReturnUrls, SavedCardStore, StoredPayment, StoredSavedCard } from './ports/index.ts';
import type { ChargeSavedCard, StartedPayment, StartPayment, StartPaymentInput } from './start-payment-api.ts';

/** What the provider shows on the payer's statement. */
function describe(purpose: StartPaymentInput['purpose']): string {
  switch (purpose.kind) {
    case 'TOP_UP':
      return 'Site credits top-up';
    case 'MEMBERSHIP':
      return 'ig-plus membership, one month';
    case 'ORDER_GROUP':
      return `Order group ${purpose.orderGroupId}`;
  }
}

export interface StartPaymentDeps {
  readonly payments: PaymentStore;
  readonly providers: PaymentProviders;
  readonly events: PaymentEvents;
  readonly scheduler: Scheduler;
  readonly clock: Clock;
  readonly uow: UnitOfWork;
  readonly returnUrls: ReturnUrls;
  readonly savedCards: SavedCardStore;
}

/**
 * Records a payment and asks its provider to collect it, in one unit of work
 * (the caller's, when the checkout or the top-up calls it inside theirs):
 * - CREDITS: the site-credits provider succeeds at once; nothing comes from a
 *   `psp:*` account, the listener moves the buyer's credits on;
 * - a card the provider collects at once is captured before this answers;
 * - a confirmation step or a crypto invoice answers `requires_action` /
 *   `pending` with the provider's page, and a timer expires it after the
 *   payment window unless money arrived;
 * - a declined card is Err(PAYMENT_DECLINED) with the provider's reason, and
 *   nothing is kept (the unit rolls back).
 */
export class StartPaymentUseCase implements StartPayment, ChargeSavedCard {
  constructor(private readonly deps: StartPaymentDeps) {}

  async execute(actor: Actor, input: StartPaymentInput): Promise<Result<StartedPayment, DomainError>> {
    const userId = requirePermission(actor, input.purpose.kind === 'ORDER_GROUP' ? 'order.place' : 'credits.manage');
    if (userId.isErr()) return err(userId.error);
    const provider = input.method === 'CREDITS' ? this.deps.providers.credits : this.deps.providers.forMethod(input.method);
    if (provider === undefined) return err(domainError('PAYMENT_METHOD_UNAVAILABLE', `Paying by ${input.method} is not available`, { field: 'method' }));
    return this.deps.uow.run(() => this.start(userId.value, provider, input));
  }

  /**
   * Charges the card `userId` saved, with nobody present (the renewal timer
   * calls it): captured before it answers, like a card paid at once, or
   * Err(PAYMENT_DECLINED), also when the bank asks for a confirmation step.
   * SAVED_CARD_NOT_FOUND without a card, or when its provider is gone.
   */
  async chargeSavedCard(userId: string, input: Omit<StartPaymentInput, 'method' | 'card'>): Promise<Result<StartedPayment, DomainError>> {
    const card = await this.deps.savedCards.find(userId);
    const provider = card === undefined ? undefined : this.deps.providers.byName(card.provider);
    if (card === undefined || provider === undefined) return err(domainError('SAVED_CARD_NOT_FOUND', 'No card is saved for this charge'));
    return this.deps.uow.run(() => this.start(userId, provider, { ...input, method: 'CARD' }, card));
  }

  private async start(userId: string, provider: PaymentProvider, input: StartPaymentInput, savedCard?: StoredSavedCard): Promise<Result<StartedPayment, DomainError>> {
    const collection: PaymentCollection = input.method === 'CREDITS' ? 'credits' : input.method === 'CRYPTO' ? 'invoice' : 'capture';
    const state = initialPayment(input.amount, collection);
    const id = await this.deps.payments.insert({ userId, purpose: input.purpose, method: input.method, provider: provider.name, amount: input.amount, state });
    const now = this.deps.clock.now();
    const payment: StoredPayment = { id, userId, purpose: input.purpose, method: input.method, provider: provider.name, providerPaymentId: null, state, expiresAt: null, createdAt: now, updatedAt: now };
    const answer = await provider.create({
      reference: id,
      amount: input.amount,
      method: input.method === 'CRYPTO' ? 'CRYPTO' : 'CARD',
      ...(input.card === undefined ? {} : { card: input.card }),
      ...(savedCard === undefined ? {} : { savedCard: { customerId: savedCard.customerId, methodId: savedCard.methodId } }),
      // Per buyer and intent: a retried call reaches the provider's own idempotency with the same key.
      idempotencyKey: `${userId}:${input.idempotencyKey}`,
      returnUrl: this.deps.returnUrls({ id, purpose: input.purpose }),
      description: describe(input.purpose),
    });
    if (answer.isErr()) return err(answer.error);
    const created = answer.value;
    const providerPaymentId = created.providerPaymentId;
    switch (created.status) {
      case 'declined':
        return err(domainError('PAYMENT_DECLINED', created.reason, { reason: created.reason }));
      case 'succeeded': {
        const captured = await this.deps.events.apply(payment, { type: 'FUNDS_ARRIVED', amount: input.amount }, 'captured', { providerPaymentId });
        return captured.map(() => ({ id, status: 'succeeded' as const }));
      }
      case 'requires_action':
      case 'pending': {
        if (savedCard !== undefined) return err(domainError('PAYMENT_DECLINED', 'The bank asks to confirm this charge, which needs you present', { reason: 'authentication_required' }));
        const expiresAt = created.status === 'pending' ? created.expiresAt : paymentExpiresAt(now);
        const event = created.status === 'pending' ? ({ type: 'AWAITING_FUNDS' } as const) : ({ type: 'ACTION_REQUIRED' } as const);
        const opened = await this.deps.events.apply(payment, event, 'opened', { providerPaymentId, expiresAt });
        if (opened.isErr()) return err(opened.error);
        await this.deps.scheduler.schedule(paymentExpiry.at(`paymentExpiry:${id}`, expiresAt, { paymentId: id }));
        return ok({ id, status: created.status, nextAction: { type: 'redirect' as const, url: created.redirectUrl } });
      }
    }
  }
}
