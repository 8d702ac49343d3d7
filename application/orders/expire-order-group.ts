import { err, ok, type Result } from 'neverthrow';
import { transitionOrder, type DomainError } from '../../domain/index.ts';
import type { Clock, Outbox, UnitOfWork } from '../shared/ports/index.ts';
import type { OrderEffects } from './order-effects.ts';
import { announceOrders } from './order-events.ts';
import type { CouponUses, OrderStore } from './ports/index.ts';

/**
 * The `orderGroupPaymentExpiry` timer's use case: a group still unpaid at its
 * `paymentDueAt` expires — every order `payment_expired`, its stock given
 * back, its coupon use released. A group paid meanwhile, or a timer firing
 * before the due time, changes nothing (ok, so the timer is done).
 */
export class ExpireOrderGroup {
  constructor(
    private readonly store: OrderStore,
    private readonly effects: OrderEffects,
    private readonly coupons: CouponUses,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
  ) {}

  execute(input: { readonly orderGroupId: string }): Promise<Result<void, DomainError>> {
    return this.uow.run(async (): Promise<Result<void, DomainError>> => {
      const found = await this.store.lockGroup(input.orderGroupId);
      if (found === undefined || found.group.state !== 'pending_payment') return ok(undefined);
      const now = this.clock.now();
      const changed = [];
      for (const order of found.orders) {
        const next = transitionOrder(order, { type: 'PAYMENT_DEADLINE_PASSED' }, now);
        if (next.isErr()) return err(next.error);
        if (!next.value.changed) continue;
        const ran = await this.effects.run(order, next.value.effects);
        if (ran.isErr()) return ran;
        changed.push(next.value.order);
      }
      if (changed.length === 0) return ok(undefined);
      await this.store.saveOrderLifecycles(changed);
      await this.store.saveGroupState(found.group.id, 'payment_expired', null);
      if (found.group.couponCode !== null) await this.coupons.release(found.group.id);
      await announceOrders(this.outbox, changed);
      return ok(undefined);
    });
  }
}
