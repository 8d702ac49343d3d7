import { err, ok, type Result } from 'neverthrow';
import { domainError, ledgerAccounts, transitionOrder, type DomainError, type Money } from '../../domain/index.ts';
import type { Ledger } from '../ledger/index.ts';
import type { Clock, Outbox, Scheduler, UnitOfWork } from '../shared/ports/index.ts';
import type { OrderEffects } from './order-effects.ts';
import { announceOrders, paymentExpiryKey } from './order-events.ts';
import type { OrderNotifier, OrderStore } from './ports/index.ts';

export interface PayOrderGroupInput {
  readonly orderGroupId: string;
  /** Whose credits pay: the payment's user, who must be the group's buyer. */
  readonly userId: string;
  /** What the payment brought in (for credits: what was asked). */
  readonly amount: Money;
}

/** `paid`: the group moved into escrow now or before; `left`: the group could not take it, the money stays in the credits. */
export type PayOrderGroupOutcome = 'paid' | 'left';

/**
 * Pays an order group from the buyer's credits once a payment for it is
 * captured (the money of a card or crypto payment has already landed in the
 * credits): each order moves to `paid`, its money into its escrow with the
 * seller's and the fee's holds, and the expiry timer is dropped.
 *
 * - A group no longer pending (expired, already paid), someone else's, in
 *   another currency or paid short (an under-paid crypto invoice) is left
 *   alone: the money stays in the buyer's credits, ok `left`.
 * - A full payment whose credits do not cover the group (paying with
 *   credits one does not have) is INSUFFICIENT_CREDITS, rolling back.
 */
export class PayOrderGroup {
  constructor(
    private readonly store: OrderStore,
    private readonly ledger: Ledger,
    private readonly effects: OrderEffects,
    private readonly scheduler: Scheduler,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    /** Tells each seller of their new paid order (and the buyer it is paid); without it nobody is told. */
    private readonly notifier?: OrderNotifier,
  ) {}

  execute(input: PayOrderGroupInput): Promise<Result<PayOrderGroupOutcome, DomainError>> {
    return this.uow.run(async (): Promise<Result<PayOrderGroupOutcome, DomainError>> => {
      const found = await this.store.lockGroup(input.orderGroupId);
      if (found === undefined) return ok('left');
      const { group, orders } = found;
      if (group.state === 'paid') return ok('paid');
      const { total } = group;
      if (group.state !== 'pending_payment' || group.buyerId !== input.userId || input.amount.currency !== total.currency || input.amount.minor < total.minor) {
        return ok('left');
      }
      const credits = ledgerAccounts.buyerCredits(group.buyerId);
      const [balance] = (await this.ledger.balances([credits])).filter((b) => b.currency === total.currency);
      if ((balance?.available ?? 0) < total.minor) {
        return err(domainError('INSUFFICIENT_CREDITS', 'Your credits do not cover this order', { needed: total, available: balance?.available ?? 0 }));
      }
      const now = this.clock.now();
      const changed = [];
      for (const order of orders) {
        const next = transitionOrder(order, { type: 'PAYMENT_CAPTURED' }, now);
        if (next.isErr()) return err(next.error);
        const ran = await this.effects.run(order, next.value.effects);
        if (ran.isErr()) return err(insufficient(ran.error));
        if (next.value.changed) changed.push(next.value.order);
      }
      await this.store.saveOrderLifecycles(changed);
      await this.store.saveGroupState(group.id, 'paid', now);
      await this.scheduler.cancel(paymentExpiryKey(group.id));
      await announceOrders(this.outbox, orders);
      for (const order of orders) {
        for (const userId of [order.sellerId, order.buyerId]) await this.notifier?.notify(userId, { orderId: order.id, buyerId: order.buyerId, sellerId: order.sellerId, kind: 'paid', title: order.title, at: now });
      }
      return ok('paid');
    });
  }
}

/** The ledger's refusal of a buyer's credits going below zero, in the checkout's words. */
function insufficient(error: DomainError): DomainError {
  const account = error.details?.['account'];
  return error.code === 'INSUFFICIENT_FUNDS' && typeof account === 'string' && account.startsWith('buyer:')
    ? domainError('INSUFFICIENT_CREDITS', 'Your credits do not cover this order', error.details)
    : error;
}
