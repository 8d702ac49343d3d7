import { err, ok, type Result } from 'neverthrow';
import { orderPaymentPostings, orderReference, orderRefundPosting, type DomainError, type OrderEffect } from '../../domain/index.ts';
import type { Ledger } from '../ledger/index.ts';
import type { Outbox } from '../shared/ports/index.ts';
import { announceStock } from './order-events.ts';
import type { OrderRecord, StockReservations } from './ports/index.ts';

/**
 * Runs what the transition table asks for one order, inside the caller's unit
 * of work: the ledger postings (each under a key naming the order, so a rerun
 * adds nothing) and the stock given back. An error rolls the unit back.
 */
export class OrderEffects {
  constructor(
    private readonly ledger: Ledger,
    private readonly stock: StockReservations,
    private readonly outbox: Outbox,
  ) {}

  async run(order: OrderRecord, effects: readonly OrderEffect[]): Promise<Result<void, DomainError>> {
    for (const effect of effects) {
      const done = await this.one(order, effect);
      if (done.isErr()) return done;
    }
    return ok(undefined);
  }

  private async one(order: OrderRecord, effect: OrderEffect): Promise<Result<void, DomainError>> {
    switch (effect.type) {
      case 'moveToEscrow':
        return this.moveToEscrow(order);
      case 'refundToCredits':
        return this.refund(order);
      case 'releaseStock':
        await this.stock.release(order.productId, order.quantity);
        await announceStock(this.outbox, [order.productId]);
        return ok(undefined);
    }
  }

  private async moveToEscrow(order: OrderRecord): Promise<Result<void, DomainError>> {
    const { transaction, holds } = orderPaymentPostings(order);
    const posted = await this.ledger.post(transaction);
    if (posted.isErr()) return err(posted.error);
    for (const hold of holds) {
      const held = await this.ledger.hold(hold);
      if (held.isErr()) return err(held.error);
    }
    return ok(undefined);
  }

  private async refund(order: OrderRecord): Promise<Result<void, DomainError>> {
    for (const hold of await this.ledger.holdsFor(orderReference(order.id))) {
      if (hold.state !== 'pending') continue;
      const voided = await this.ledger.voidHold(hold.id);
      if (voided.isErr()) return err(voided.error);
    }
    const posted = await this.ledger.post(orderRefundPosting(order));
    return posted.map(() => undefined);
  }
}
