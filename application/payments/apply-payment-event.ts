import { err, ok, type Result } from 'neverthrow';
import { ledgerAccounts, mustMoney, transitionPayment, type DomainError, type LedgerAccount, type Money, type PaymentEffect, type PaymentEvent } from '../../domain/index.ts';
import type { Ledger } from '../ledger/index.ts';
import type { PaymentChange, PaymentListener, PaymentStore, StoredPayment } from './ports/index.ts';

/**
 * Applies one event to a payment the caller holds locked, inside the caller's
 * unit of work: the machine decides the new state and effects; money moves
 * through the ledger and the listener hears of it in the same unit.
 *
 * Ledger keys are derived from the payment and the event, so a capture is
 * posted at most once per provider event: a card's single capture is
 * `payment:{id}:captured` whichever way it arrives (the provider's answer or
 * its webhook), an invoice's receipts `payment:{id}:received:{eventId}`.
 */
export class PaymentEvents {
  constructor(
    private readonly payments: PaymentStore,
    private readonly ledger: Ledger,
    private readonly listener: PaymentListener,
  ) {}

  async apply(
    payment: StoredPayment,
    event: PaymentEvent,
    eventId: string,
    extra: Omit<PaymentChange, 'state'> = {},
  ): Promise<Result<StoredPayment, DomainError>> {
    const next = transitionPayment(payment.state, event);
    const updated: StoredPayment = {
      ...payment,
      state: next.state,
      providerPaymentId: extra.providerPaymentId ?? payment.providerPaymentId,
      expiresAt: extra.expiresAt ?? payment.expiresAt,
    };
    if (next.state !== payment.state || extra.providerPaymentId !== undefined || extra.expiresAt !== undefined) {
      await this.payments.update(payment.id, { state: next.state, ...extra });
    }
    for (const effect of next.effects) {
      const done = await this.run(updated, effect, eventId);
      if (done.isErr()) return err(done.error);
    }
    return ok(updated);
  }

  private async run(payment: StoredPayment, effect: PaymentEffect, eventId: string): Promise<Result<void, DomainError>> {
    const { id, userId, purpose } = payment;
    switch (effect.type) {
      case 'credit': {
        const key = payment.state.collection === 'invoice' ? `payment:${id}:received:${eventId}` : `payment:${id}:captured`;
        return this.move(payment, key, 'payment-received', ledgerAccounts.psp(payment.provider), ledgerAccounts.buyerCredits(userId), effect.amount);
      }
      case 'refund':
        return this.move(payment, `payment:${id}:refund:${eventId}`, 'payment-refund', ledgerAccounts.buyerCredits(userId), ledgerAccounts.psp(payment.provider), effect.amount);
      case 'captured':
        return this.listener.captured({ paymentId: id, userId, purpose, amount: effect.received });
      case 'failed':
        return this.listener.failed({ paymentId: id, userId, purpose });
    }
  }

  private async move(payment: StoredPayment, idempotencyKey: string, kind: string, from: LedgerAccount, to: LedgerAccount, amount: Money): Promise<Result<void, DomainError>> {
    const posted = await this.ledger.post({
      idempotencyKey,
      kind,
      entries: [
        { account: from, amount: mustMoney(-amount.minor, amount.currency) },
        { account: to, amount },
      ],
      reference: { type: 'payment', id: payment.id },
    });
    return posted.map(() => undefined);
  }
}
