import { ok, type Result } from 'neverthrow';
import { crownsForOrder, type DomainError, type Order } from '../../domain/index.ts';
import type { Clock, UserChanges } from '../shared/ports/index.ts';
import type { CrownStore } from './ports/index.ts';

/** What an award needs of an order. */
export type CrownOrder = Pick<Order, 'id' | 'buyerId' | 'lineTotal'>;

/**
 * The buyer's crowns (domain `crownsForOrder`), run by the order lifecycle
 * inside the transition's unit of work, beside the affiliate's commission:
 * - `orderCompleted` (the money reached the seller): award once per order
 *   (the award row's primary key makes a second award impossible, so a
 *   rerun of the transition adds nothing);
 * - `orderRefunded` (a refund after completion): take the award back, once.
 * Crowns are loyalty points, not money, so nothing here touches the ledger.
 */
export class CrownAwards {
  constructor(
    private readonly store: CrownStore,
    private readonly clock: Clock,
    private readonly userChanges: UserChanges,
  ) {}

  async orderCompleted(order: CrownOrder): Promise<Result<void, DomainError>> {
    const crowns = crownsForOrder(order.lineTotal);
    if (crowns <= 0) return ok(undefined);
    if (await this.store.award({ orderId: order.id, userId: order.buyerId, crowns, at: this.clock.now() })) await this.userChanges.userChanged(order.buyerId);
    return ok(undefined);
  }

  async orderRefunded(order: CrownOrder): Promise<Result<void, DomainError>> {
    if (await this.store.reverse(order.id, this.clock.now())) await this.userChanges.userChanged(order.buyerId);
    return ok(undefined);
  }
}
