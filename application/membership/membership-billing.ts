import { err, ok, type Result } from 'neverthrow';
import type { DomainError } from '../../domain/index.ts';
import type { CapturedPayment, ChargeSavedCard, PaymentListener } from '../payments/index.ts';
import type { RatesSource, UnitOfWork } from '../shared/ports/index.ts';
import type { FiredTimer } from '../shared/timer-handlers.ts';
import { applyMembershipEvent, chargeMonth, lockOrCreate, monthPrice, type MembershipDeps } from './membership-effects.ts';

type Answer<T> = Promise<Result<T, DomainError>>;

/**
 * The money side of ig-plus that no member calls: a card or crypto payment
 * for a month arriving (payments' listener), and the renewal timer. Kept
 * apart from {@link IgPlus} because payments call it back, and it must not
 * need payments to be built.
 */
export class MembershipBilling implements PaymentListener {
  constructor(
    private readonly deps: MembershipDeps & {
      readonly uow: UnitOfWork;
      readonly rates: RatesSource;
      readonly newId: () => string;
      /** The member's saved card, tried when the credits fall short at a renewal. */
      readonly savedCard: ChargeSavedCard;
    },
  ) {}

  /** A card or crypto payment for ig-plus arrived in the member's credits (inside its unit of work): the month is charged from there. */
  async captured(payment: CapturedPayment): Answer<void> {
    if (payment.purpose.kind !== 'MEMBERSHIP') return ok(undefined);
    const member = await lockOrCreate(this.deps, payment.userId, payment.amount.currency);
    const charged = await chargeMonth(this.deps, member, payment.amount, `membership:payment:${payment.paymentId}`);
    // An underpaid invoice leaves its money in the credits; nothing is bought.
    if (charged.isErr()) return charged.error.code === 'INSUFFICIENT_FUNDS' ? ok(undefined) : err(charged.error);
    await applyMembershipEvent(this.deps, member, { type: 'PAID', now: this.deps.clock.now() });
    return ok(undefined);
  }

  failed(): Answer<void> {
    return Promise.resolve(ok(undefined));
  }

  /** The renewal timer: at the period's end renew from the credits (or end a cancelled membership); a short balance fails the attempt. */
  readonly onTimer = (timer: FiredTimer<{ readonly membershipId: string }>): Answer<void> =>
    this.deps.uow.run(async (): Answer<void> => {
      const member = await this.deps.store.lockById(timer.payload.membershipId);
      if (member === undefined) return ok(undefined);
      const now = this.deps.clock.now();
      const due = await applyMembershipEvent(this.deps, member, { type: 'RENEWAL_DUE', now });
      if (!due.chargeDue) return ok(undefined);
      const price = await monthPrice(this.deps.rates, member.currency);
      if (price.isErr()) {
        await applyMembershipEvent(this.deps, due.membership, { type: 'RENEWAL_FAILED', now });
        return ok(undefined);
      }
      const renewal = `membership:${member.id}:renewal:${member.periodEnd.toISOString()}`;
      const charged = await chargeMonth(this.deps, member, price.value, renewal);
      if (charged.isOk()) {
        await applyMembershipEvent(this.deps, due.membership, { type: 'PAID', now });
        return ok(undefined);
      }
      if (charged.error.code !== 'INSUFFICIENT_FUNDS') return err(charged.error);
      // Credits short: the saved card pays the month. Its capture lands in the credits and `captured` above
      // charges the month and renews, in this same unit. Each attempt has its own key: a retry a day later is
      // a new charge, while a timer fired twice for one attempt charges once.
      const byCard = await this.deps.savedCard.chargeSavedCard(member.userId, {
        purpose: { kind: 'MEMBERSHIP' },
        amount: price.value,
        idempotencyKey: `${renewal}:card:${member.failedAttempts}`,
      });
      // No card, a declined one, or the card service down: a failed attempt, retried tomorrow like a short balance.
      if (byCard.isErr()) await applyMembershipEvent(this.deps, due.membership, { type: 'RENEWAL_FAILED', now });
      return ok(undefined);
    });
}
