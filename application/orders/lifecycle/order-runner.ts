import { err, ok, type Result } from 'neverthrow';
import { domainError, sellerLevelOf, transitionOrder, type DomainError, type OrderEvent, type OrderTimelineKind } from '../../../domain/index.ts';
import type { Clock, Outbox } from '../../shared/ports/index.ts';
import type { OrderEffects } from '../order-effects.ts';
import type { CardRefunds } from './card-refunds.ts';
import { announceOrders } from '../order-events.ts';
import type { OrderLifecycleRecords, OrderNotifier, OrderParty, OrderRecord, OrderStore } from '../ports/index.ts';

/** Who acts, for the timeline and the notices. */
export interface Acting {
  readonly by: OrderParty;
  readonly actorId: string | null;
  readonly note?: string | null;
}

export interface Applied {
  readonly before: OrderRecord;
  readonly order: OrderRecord;
  readonly changed: boolean;
  readonly happened: OrderTimelineKind | null;
}

const NOT_FOUND = domainError('ORDER_NOT_FOUND', 'Order not found', { field: 'orderId' });

/** Refuses callers who are not the order's buyer (or seller): ORDER_NOT_FOUND, so an order's existence is not revealed. */
export const buyerOnly = (userId: string) => (o: OrderRecord) => (o.buyerId === userId ? ok(undefined) : err(NOT_FOUND));
export const sellerOnly = (userId: string) => (o: OrderRecord) => (o.sellerId === userId ? ok(undefined) : err(NOT_FOUND));
export const anyone = (): Result<undefined, DomainError> => ok(undefined);

/** The other side(s) to tell about what `by` did. */
function audience(order: OrderRecord, by: OrderParty): string[] {
  if (by === 'buyer') return [order.sellerId];
  if (by === 'seller') return [order.buyerId];
  return [order.buyerId, order.sellerId];
}

/**
 * Applies one event to one order, inside the caller's unit of work: locks the
 * order, checks the caller's side, runs the table, then (when anything
 * changed) its effects, the new lifecycle, the timeline entry, a notice to the
 * other party, and the live announcements. The seller's level (for the
 * settlement hold) is read from their completed sales.
 */
export class OrderRunner {
  constructor(
    private readonly store: OrderStore,
    private readonly effects: OrderEffects,
    private readonly records: OrderLifecycleRecords,
    private readonly notifier: OrderNotifier,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    /** Sends refunds on to the card when the buyer asked (absent: every refund stays in credits). */
    private readonly cardRefunds?: Pick<CardRefunds, 'refunded'>,
  ) {}

  now(): Date {
    return this.clock.now();
  }

  lockOrder(orderId: string): Promise<OrderRecord | undefined> {
    return this.store.lockOrder(orderId);
  }

  async apply(orderId: string, event: (sellerLevel: number) => OrderEvent, acting: Acting, guard: (o: OrderRecord) => Result<void, DomainError>): Promise<Result<Applied, DomainError>> {
    const order = await this.store.lockOrder(orderId);
    if (order === undefined) return err(NOT_FOUND);
    const allowed = guard(order);
    if (allowed.isErr()) return err(allowed.error);
    const level = sellerLevelOf({ completedSales: await this.records.completedSalesOf(order.sellerId), disputes: await this.records.disputesOf(order.sellerId) }).level;
    const now = this.clock.now();
    const next = transitionOrder(order, event(level), now);
    if (next.isErr()) return err(next.error);
    const { order: after, changed, happened, effects } = next.value;
    if (!changed) return ok({ before: order, order, changed: false, happened: null });
    const ran = await this.effects.run(order, effects);
    if (ran.isErr()) return err(ran.error);
    await this.store.saveOrderLifecycles([after]);
    if (this.cardRefunds !== undefined && after.refundedMinor > order.refundedMinor) {
      const sent = await this.cardRefunds.refunded(after, after.refundedMinor - order.refundedMinor);
      if (sent.isErr()) return err(sent.error);
    }
    if (order.completedAt === null && after.completedAt !== null) await this.records.countCompletedSale(order.sellerId);
    if (happened !== null) await this.record(after, happened, acting);
    else await announceOrders(this.outbox, [after]);
    return ok({ before: order, order: after, changed: true, happened });
  }

  /** Writes a timeline entry, tells the other side, announces the change. */
  async record(order: OrderRecord, kind: OrderTimelineKind, acting: Acting): Promise<void> {
    const at = this.clock.now();
    await this.records.appendEvent(order.id, { at, kind, by: acting.by, actorId: acting.actorId, note: acting.note ?? null });
    const to = kind === 'buyer_reminded' ? [order.buyerId] : audience(order, acting.by);
    for (const userId of to) await this.notifier.notify(userId, { orderId: order.id, buyerId: order.buyerId, sellerId: order.sellerId, kind, title: order.title, at });
    await announceOrders(this.outbox, [order]);
  }
}
