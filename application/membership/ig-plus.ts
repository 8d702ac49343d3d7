import { err, ok, type Result } from 'neverthrow';
import { domainError, membershipActive, requirePermission, type Actor, type CurrencyCode, type DomainError, type Money } from '../../domain/index.ts';
import type { SavedCards, StartedPayment, StartPayment, StoredSavedCard } from '../payments/index.ts';
import type { Idempotency, RatesSource, UnitOfWork } from '../shared/ports/index.ts';
import { applyMembershipEvent, chargeMonth, lockOrCreate, monthPrice, type MembershipDeps } from './membership-effects.ts';
import type { StoredMembership } from './ports.ts';

type Answer<T> = Promise<Result<T, DomainError>>;

export interface BuyIgPlusRequest {
  readonly currency: CurrencyCode;
  readonly method: 'CREDITS' | 'CARD' | 'CRYPTO';
  readonly card?: string | undefined;
  /** With CARD: keep the card for renewals once it paid. */
  readonly saveCard?: boolean | undefined;
  readonly idempotencyKey: string;
}

/** A purchase's answer: the membership when it is on, the payment when a provider still has a step (a confirmation page, an invoice). */
export interface BoughtIgPlus {
  readonly membership: StoredMembership | null;
  readonly payment: StartedPayment | null;
  /** The card kept for renewals, when the purchase asked to keep it and the provider did. */
  readonly savedCard: StoredSavedCard | null;
}

/**
 * ig-plus as members use it: a month bought with credits (charged at once)
 * or with a card or crypto (the payment lands in the member's credits and
 * {@link MembershipBilling} charges the month from there when it arrives, as
 * a checkout's money is); cancelled at period end, resumed. Every charge is a
 * ledger transaction `buyer:{id}:credits` → `revenue:membership` under its own key.
 */
export class IgPlus {
  constructor(
    private readonly deps: MembershipDeps & {
      readonly uow: UnitOfWork;
      readonly rates: RatesSource;
      readonly idempotency: Idempotency;
      readonly startPayment: StartPayment;
      readonly savedCards: Pick<SavedCards, 'saveFor'>;
      readonly newId: () => string;
    },
  ) {}

  /** A month's price in `currency` at today's rate. */
  price(currency: CurrencyCode): Answer<Money> {
    return monthPrice(this.deps.rates, currency);
  }

  /** The caller's membership, if they ever had one. */
  async mine(actor: Actor): Answer<StoredMembership | null> {
    const user = requirePermission(actor, 'credits.manage');
    if (user.isErr()) return err(user.error);
    return ok((await this.deps.store.find(user.value)) ?? null);
  }

  async buy(actor: Actor, request: BuyIgPlusRequest): Answer<BoughtIgPlus> {
    const user = requirePermission(actor, 'credits.manage');
    if (user.isErr()) return err(user.error);
    const userId = user.value;
    const price = await this.price(request.currency);
    if (price.isErr()) return err(price.error);
    const keepCard = request.method === 'CARD' && request.saveCard === true && request.card !== undefined;
    const call = { scope: `buyIgPlus:${userId}`, key: request.idempotencyKey, fingerprint: JSON.stringify([request.currency, request.method, request.card ?? null, keepCard]) };
    const done = await this.deps.idempotency.once(call, async (): Answer<{ readonly paymentId: string | null; readonly payment: StartedPayment | null }> => {
      const current = await this.deps.store.find(userId);
      if (current !== undefined && membershipActive(current)) return err(domainError('MEMBERSHIP_ALREADY_ACTIVE', 'Your ig-plus membership is already on'));
      if (request.method !== 'CREDITS') {
        const started = await this.deps.startPayment.execute(actor, {
          purpose: { kind: 'MEMBERSHIP' },
          amount: price.value,
          method: request.method,
          ...(request.card === undefined ? {} : { card: request.card }),
          idempotencyKey: request.idempotencyKey,
        });
        return started.map((payment) => ({ paymentId: payment.id, payment }));
      }
      return this.deps.uow.run(async () => {
        const member = await lockOrCreate(this.deps, userId, request.currency);
        const charged = await chargeMonth(this.deps, member, price.value, `membership:${member.id}:purchase:${request.idempotencyKey}`);
        if (charged.isErr()) return err(charged.error);
        await applyMembershipEvent(this.deps, member, { type: 'PAID', now: this.deps.clock.now() });
        return ok({ paymentId: null, payment: null });
      });
    });
    if (done.isErr()) return err(done.error);
    // Only a card that paid (or waits on its bank's page) is kept; keeping it twice is one provider call (same key).
    // A card the provider will not keep leaves the purchase as it is: the answer says no card was kept.
    const kept = keepCard && request.card !== undefined ? await this.deps.savedCards.saveFor(userId, request.card, request.idempotencyKey) : undefined;
    const membership = (await this.deps.store.find(userId)) ?? null;
    return ok({ membership: membership !== null && membershipActive(membership) ? membership : null, payment: done.value.payment, savedCard: kept?.unwrapOr(null) ?? null });
  }

  cancel(actor: Actor): Answer<StoredMembership> {
    return this.step(actor, 'CANCEL_REQUESTED');
  }

  resume(actor: Actor): Answer<StoredMembership> {
    return this.step(actor, 'RESUMED');
  }

  private async step(actor: Actor, type: 'CANCEL_REQUESTED' | 'RESUMED'): Answer<StoredMembership> {
    const user = requirePermission(actor, 'credits.manage');
    if (user.isErr()) return err(user.error);
    return this.deps.uow.run(async (): Answer<StoredMembership> => {
      const member = await this.deps.store.lock(user.value);
      if (member === undefined || !membershipActive(member)) return err(domainError('MEMBERSHIP_NOT_FOUND', 'You have no ig-plus membership running'));
      const now = this.deps.clock.now();
      const applied = await applyMembershipEvent(this.deps, member, type === 'RESUMED' ? { type } : { type, now });
      return ok(applied.membership);
    });
  }

}
