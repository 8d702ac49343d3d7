import { err, ok, type Result } from 'neverthrow';
import { domainError, requirePermission, transitionOrder, type Actor, type DomainError, type Money, type OrderState } from '../../domain/index.ts';
import type { CancelOrderParams } from '../../contracts/orders/index.ts';
import type { Clock, Idempotency, Outbox, UnitOfWork } from '../shared/ports/index.ts';
import type { OrderEffects } from './order-effects.ts';
import { announceOrders } from './order-events.ts';
import type { OrderStore } from './ports/index.ts';

export interface CancelOrderOutput {
  readonly orderId: string;
  readonly state: OrderState;
  readonly refunded: Money;
}

/**
 * `cancelOrder`: the buyer cancels a paid order the seller has not started.
 * Refunded at once to the buyer's credits (exactly what they paid for it;
 * the discounts go back to marketing), the stock returned to the listing,
 * both parties told. Only the buyer may (anyone else: ORDER_NOT_FOUND, so
 * an order's existence is not revealed); an unpaid or expired order is
 * ORDER_NOT_CANCELLABLE; cancelling again answers the same, refunding
 * nothing more. The idempotency key replays the first answer.
 */
export class CancelOrder {
  constructor(
    private readonly store: OrderStore,
    private readonly effects: OrderEffects,
    private readonly idempotency: Idempotency,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(actor: Actor, input: CancelOrderParams): Promise<Result<CancelOrderOutput, DomainError>> {
    const user = requirePermission(actor, 'order.place');
    if (user.isErr()) return err(user.error);
    const call = { scope: `cancelOrder:${user.value}`, key: input.idempotencyKey, fingerprint: JSON.stringify({ orderId: input.orderId }) };
    return this.idempotency.once(call, () => this.uow.run(() => this.cancel(user.value, input.orderId)));
  }

  private async cancel(userId: string, orderId: string): Promise<Result<CancelOrderOutput, DomainError>> {
    const order = await this.store.lockOrder(orderId);
    if (order === undefined || order.buyerId !== userId) return err(domainError('ORDER_NOT_FOUND', 'Order not found', { field: 'orderId' }));
    const next = transitionOrder(order, { type: 'BUYER_CANCELLED' }, this.clock.now());
    if (next.isErr()) return err(next.error);
    if (next.value.changed) {
      const ran = await this.effects.run(order, next.value.effects);
      if (ran.isErr()) return err(ran.error);
      await this.store.saveOrderLifecycles([next.value.order]);
      await announceOrders(this.outbox, [order]);
    }
    return ok({ orderId, state: next.value.order.state, refunded: { ...order.total } });
  }
}
