import { err, ok, type Result } from 'neverthrow';
import * as v from 'valibot';
import { domainError, ledgerAccounts, mustMoney, type DomainError } from '../../../domain/index.ts';
import type { Ledger } from '../../ledger/index.ts';
import type { Clock, Outbox, Scheduler, UnitOfWork } from '../../shared/ports/index.ts';
import { defineTimerKind } from '../../shared/timer-handlers.ts';
import { ORDERS_COLLECTION } from '../order-events.ts';
import type { CardPayments, OrderRecord, OrderRefundRecords, RefundDestination } from '../ports/index.ts';

/** Sends a started card refund to the provider, after the unit of work that started it committed. */
export const orderCardRefund = defineTimerKind('orderCardRefund', v.object({ orderId: v.string() }));

/** A provider that does not answer is asked again (the timer's backoff) this many times before the refund falls back to credits. */
export const CARD_REFUND_ATTEMPTS = 5;

const keyOf = (orderId: string) => `card-refund:${orderId}`;

/**
 * Refunds to the original card, when the buyer asks. Reading: the order
 * machine always refunds to the buyer's credits first (so its ledger rules
 * and properties stay as they are); when the buyer chose `CARD` on an order a
 * card paid, the refunded amount is then held from their credits towards
 * `psp:{provider}` in the same unit of work (they cannot spend it meanwhile)
 * and a timer asks the provider for the refund once that unit committed. The
 * provider's success posts the hold (the money left through the card); a
 * refusal voids it, so the money stays in credits: a failed card refund
 * falls back to credits by itself. Every step carries the key
 * `card-refund:{orderId}` (the hold's and the provider's idempotency key), so
 * a retried timer neither holds, posts nor refunds twice.
 */
export class CardRefunds {
  constructor(
    private readonly refunds: OrderRefundRecords,
    private readonly payments: CardPayments,
    private readonly ledger: Ledger,
    private readonly scheduler: Scheduler,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
  ) {}

  /** Keeps the buyer's choice (inside the caller's unit of work); `CARD` only for an order paid by card. */
  async choose(order: OrderRecord, destination: RefundDestination): Promise<Result<void, DomainError>> {
    if (destination === 'CARD' && (await this.payments.cardPaymentOf(order.groupId)) === undefined) {
      return err(domainError('REFUND_TO_CARD_UNAVAILABLE', 'This order was not paid by card: its refund goes to your credits', { field: 'refundTo' }));
    }
    await this.refunds.setDestination(order.id, destination);
    return ok(undefined);
  }

  /** The order machine refunded `amountMinor` to the buyer's credits (caller's unit of work): on to the card if the buyer asked. */
  async refunded(order: OrderRecord, amountMinor: number): Promise<Result<void, DomainError>> {
    if (amountMinor <= 0 || (await this.refunds.destinationOf(order.id)) !== 'CARD') return ok(undefined);
    // One refund per order reaches the buyer (the machine's final states), so one card refund.
    if ((await this.refunds.cardRefund(order.id)) !== undefined) return ok(undefined);
    const payment = await this.payments.cardPaymentOf(order.groupId);
    if (payment === undefined) return ok(undefined);
    const amount = mustMoney(amountMinor, order.total.currency);
    const hold = await this.ledger.hold({
      idempotencyKey: keyOf(order.id),
      from: ledgerAccounts.buyerCredits(order.buyerId),
      to: ledgerAccounts.psp(payment.provider),
      amount,
      reference: { type: 'card-refund', id: order.id },
    });
    if (hold.isErr()) return err(hold.error);
    const now = this.clock.now();
    await this.refunds.startCardRefund({ orderId: order.id, amount, provider: payment.provider, providerPaymentId: payment.providerPaymentId, holdId: hold.value.id }, now);
    await this.scheduler.schedule(orderCardRefund.at(keyOf(order.id), now, { orderId: order.id }));
    return ok(undefined);
  }

  /** The timer's use case: asks the provider, then posts (succeeded) or voids (failed, back in credits) the hold. */
  send(input: { readonly orderId: string }, attempt = 1): Promise<Result<void, DomainError>> {
    return this.uow.run(async (): Promise<Result<void, DomainError>> => {
      const refund = await this.refunds.lockCardRefund(input.orderId);
      if (refund?.state !== 'pending') return ok(undefined);
      const asked = await this.payments.refund(refund.provider, { providerPaymentId: refund.providerPaymentId, amount: refund.amount, idempotencyKey: keyOf(refund.orderId) });
      // Not answering is not refusing: the timer asks again later, with the same key.
      if (asked.isErr() && asked.error.code === 'UNAVAILABLE' && attempt < CARD_REFUND_ATTEMPTS) return err(asked.error);
      const now = this.clock.now();
      if (asked.isOk()) {
        const posted = await this.ledger.postHold(refund.holdId);
        if (posted.isErr()) return err(posted.error);
        await this.refunds.resolveCardRefund(refund.orderId, { state: 'succeeded', providerRefundId: asked.value.providerRefundId }, now);
      } else {
        const voided = await this.ledger.voidHold(refund.holdId);
        if (voided.isErr()) return err(voided.error);
        await this.refunds.resolveCardRefund(refund.orderId, { state: 'failed', failure: asked.error.message }, now);
      }
      await this.outbox.add({ type: 'OrderChanged', collection: ORDERS_COLLECTION, id: refund.orderId });
      return ok(undefined);
    });
  }
}
