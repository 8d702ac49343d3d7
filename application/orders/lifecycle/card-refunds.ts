import { err, ok, type Result } from 'neverthrow';
import * as v from 'valibot';
import { domainError, formatMoney, ledgerAccounts, mustMoney, type DomainError } from '../../../domain/index.ts';
import type { Ledger } from '../../ledger/index.ts';
import type { Clock, Outbox, Scheduler, UnitOfWork } from '../../shared/ports/index.ts';
import { defineTimerKind } from '../../shared/timer-handlers.ts';
import { ORDERS_COLLECTION } from '../order-events.ts';
import type { CardPayments, CardRefund, OrderLifecycleRecords, OrderNotifier, OrderRecord, OrderRefundRecords, OrderStore, RefundDestination } from '../ports/index.ts';

/** Sends a started card refund to the provider, after the unit of work that started it committed. */
export const orderCardRefund = defineTimerKind('orderCardRefund', v.object({ orderId: v.string() }));

/** A provider that does not answer is asked again (the timer's backoff) this many times before the refund falls back to credits. */
export const CARD_REFUND_ATTEMPTS = 5;

const keyOf = (orderId: string) => `card-refund:${orderId}`;

/** What a card refund works with: its records, the payments context, the ledger, and the order's timeline and notices. */
export interface CardRefundParts {
  readonly refunds: OrderRefundRecords;
  readonly payments: CardPayments;
  readonly ledger: Ledger;
  readonly scheduler: Scheduler;
  readonly outbox: Outbox;
  readonly clock: Clock;
  readonly uow: UnitOfWork;
  readonly orders: Pick<OrderStore, 'order'>;
  readonly records: Pick<OrderLifecycleRecords, 'appendEvent'>;
  readonly notifier: OrderNotifier;
}

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
  constructor(private readonly p: CardRefundParts) {}

  /** Keeps the buyer's choice (inside the caller's unit of work); `CARD` only for an order paid by card. */
  async choose(order: OrderRecord, destination: RefundDestination): Promise<Result<void, DomainError>> {
    if (destination === 'CARD' && !(await this.paidByCard(order.groupId))) {
      return err(domainError('REFUND_TO_CARD_UNAVAILABLE', 'This order was not paid by card: its refund goes to your credits', { field: 'refundTo' }));
    }
    await this.p.refunds.setDestination(order.id, destination);
    return ok(undefined);
  }

  /** Whether a card paid the order's group, so the buyer may ask for their refund there. */
  async paidByCard(orderGroupId: string): Promise<boolean> {
    return (await this.p.payments.cardPaymentOf(orderGroupId)) !== undefined;
  }

  /** The order machine refunded `amountMinor` to the buyer's credits (caller's unit of work): on to the card if the buyer asked. */
  async refunded(order: OrderRecord, amountMinor: number): Promise<Result<void, DomainError>> {
    if (amountMinor <= 0 || (await this.p.refunds.destinationOf(order.id)) !== 'CARD') return ok(undefined);
    // One refund per order reaches the buyer (the machine's final states), so one card refund.
    if ((await this.p.refunds.cardRefund(order.id)) !== undefined) return ok(undefined);
    const payment = await this.p.payments.cardPaymentOf(order.groupId);
    if (payment === undefined) return ok(undefined);
    const amount = mustMoney(amountMinor, order.total.currency);
    const hold = await this.p.ledger.hold({
      idempotencyKey: keyOf(order.id),
      from: ledgerAccounts.buyerCredits(order.buyerId),
      to: ledgerAccounts.psp(payment.provider),
      amount,
      reference: { type: 'card-refund', id: order.id },
    });
    if (hold.isErr()) return err(hold.error);
    const now = this.p.clock.now();
    await this.p.refunds.startCardRefund({ orderId: order.id, amount, provider: payment.provider, providerPaymentId: payment.providerPaymentId, holdId: hold.value.id }, now);
    await this.p.scheduler.schedule(orderCardRefund.at(keyOf(order.id), now, { orderId: order.id }));
    return ok(undefined);
  }

  /**
   * The timer's use case. The provider is asked outside any transaction (no
   * row lock waits on the network); the answer is then applied under the
   * refund row's lock, once: a second run that finds the refund resolved
   * does nothing, and the provider answers a repeated key with the same
   * refund, so two runs cannot refund twice.
   */
  async send(input: { readonly orderId: string }, attempt = 1): Promise<Result<void, DomainError>> {
    const refund = await this.p.refunds.cardRefund(input.orderId);
    if (refund?.state !== 'pending') return ok(undefined);
    const asked = await this.p.payments.refund(refund.provider, { providerPaymentId: refund.providerPaymentId, amount: refund.amount, idempotencyKey: keyOf(refund.orderId) });
    // Not answering is not refusing: the timer asks again later, with the same key.
    if (asked.isErr() && asked.error.code === 'UNAVAILABLE' && attempt < CARD_REFUND_ATTEMPTS) return err(asked.error);
    const outcome = asked.isOk() ? ({ state: 'succeeded', providerRefundId: asked.value.providerRefundId } as const) : ({ state: 'failed', failure: asked.error.message } as const);
    return this.p.uow.run(() => this.resolve(input.orderId, outcome));
  }

  private async resolve(orderId: string, outcome: { state: 'succeeded'; providerRefundId: string } | { state: 'failed'; failure: string }): Promise<Result<void, DomainError>> {
    const refund = await this.p.refunds.lockCardRefund(orderId);
    if (refund?.state !== 'pending') return ok(undefined);
    const order = await this.p.orders.order(orderId);
    if (order === undefined) return err(domainError('ORDER_NOT_FOUND', 'Order not found', { field: 'orderId' }));
    const moved = outcome.state === 'succeeded' ? await this.p.ledger.postHold(refund.holdId) : await this.p.ledger.voidHold(refund.holdId);
    if (moved.isErr()) return err(moved.error);
    if (outcome.state === 'succeeded') await this.p.payments.refunded(order.groupId, refund.providerPaymentId, refund.amount);
    const now = this.p.clock.now();
    await this.p.refunds.resolveCardRefund(orderId, outcome, now);
    await this.tellBuyer(order, refund, outcome.state === 'succeeded' ? 'card_refunded' : 'card_refund_failed', now);
    await this.p.outbox.add({ type: 'OrderChanged', collection: ORDERS_COLLECTION, id: orderId });
    return ok(undefined);
  }

  /** The timeline line and the buyer's notice: where their money went. */
  private async tellBuyer(order: OrderRecord, refund: CardRefund, kind: 'card_refunded' | 'card_refund_failed', at: Date): Promise<void> {
    const amount = formatMoney(refund.amount);
    const note = kind === 'card_refunded' ? `${amount} to the card` : `${amount} kept in credits`;
    await this.p.records.appendEvent(order.id, { at, kind, by: 'system', actorId: null, note });
    await this.p.notifier.notify(order.buyerId, { orderId: order.id, buyerId: order.buyerId, sellerId: order.sellerId, kind, title: order.title, at });
  }
}
