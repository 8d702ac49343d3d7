import { err, ok, type Result } from 'neverthrow';
import { allocateGroupAmounts, domainError, mustMoney, paymentDueAt, placedLifecycle, type CurrencyCode, type DomainError, type Money, type OrderGroup } from '../../domain/index.ts';
import type { Outbox, Scheduler, UnitOfWork } from '../shared/ports/index.ts';
import { announceOrders, announceStock, orderGroupPaymentExpiry, paymentExpiryKey } from './order-events.ts';
import type { ListingSnapshot, OrderIds, OrderRecord, OrderStore, StockReservations, TradingParties } from './ports/index.ts';

/** One priced line of a checkout, as the server's quote priced it. */
export interface PricedOrderLine extends ListingSnapshot {
  /** The listing whose stock the line takes; null for a deal, which takes none. */
  readonly productId: string | null;
  readonly sellerId: string;
  readonly quantity: number;
  readonly unitPrice: Money;
  readonly lineTotal: Money;
}

export interface CreateOrderGroupInput {
  readonly buyerId: string;
  readonly currency: CurrencyCode;
  readonly lines: readonly PricedOrderLine[];
  readonly fee: Money;
  readonly membershipDiscount: Money;
  readonly couponDiscount: Money;
  readonly couponCode: string | null;
  readonly now: Date;
}

export interface CreatedOrderGroup {
  readonly group: OrderGroup;
  readonly orders: readonly OrderRecord[];
}

/**
 * Places a checkout's order group: reserves the stock of every line (in the
 * order of listing ids, so concurrent checkouts cannot deadlock; a line short
 * of stock fails the whole group with OUT_OF_STOCK naming it, never buying
 * fewer), writes the group and one order per line in `pending_payment` with
 * the group's fee and discounts split across them, and arms the payment
 * expiry at +15 minutes. Called by the checkout inside its unit of work,
 * after it has authorized the buyer and priced the cart.
 */
export class CreateOrderGroup {
  constructor(
    private readonly store: OrderStore,
    private readonly stock: StockReservations,
    private readonly ids: OrderIds,
    private readonly scheduler: Scheduler,
    private readonly outbox: Outbox,
    private readonly uow: UnitOfWork,
    private readonly parties: TradingParties,
  ) {}

  execute(input: CreateOrderGroupInput): Promise<Result<CreatedOrderGroup, DomainError>> {
    return this.uow.run(async () => {
      const stillTrading = await this.holdParties(input);
      if (stillTrading.isErr()) return err(stillTrading.error);
      const listed = input.lines.filter((l): l is PricedOrderLine & { productId: string } => l.productId !== null);
      const byId = [...listed].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
      for (const line of byId) {
        if (!(await this.stock.reserve(line.productId, line.quantity))) {
          return err(domainError('OUT_OF_STOCK', 'This offer does not have that many units left', { productId: line.productId, field: 'lines' }));
        }
      }
      const created = this.build(input);
      await this.store.insert(created.group, created.orders);
      await this.scheduler.schedule(orderGroupPaymentExpiry.at(paymentExpiryKey(created.group.id), created.group.paymentDueAt, { orderGroupId: created.group.id }));
      await announceOrders(this.outbox, created.orders);
      await announceStock(this.outbox, byId.map((l) => l.productId));
      return ok(created);
    });
  }

  /**
   * Holds the buyer and the sellers until the commit and refuses the group if
   * one of them was banned or removed since the cart was priced (the quote
   * read their listings without a lock): an erasure cannot miss this order.
   */
  private async holdParties(input: CreateOrderGroupInput): Promise<Result<true, DomainError>> {
    const held = new Map((await this.parties.hold([input.buyerId, ...input.lines.map((l) => l.sellerId)])).map((p) => [p.id, p.out]));
    if (held.get(input.buyerId) !== false) return err(domainError('UNAUTHENTICATED', 'You must be logged in'));
    const lost = input.lines.find((l) => held.get(l.sellerId) !== false);
    if (lost !== undefined) return err(domainError('OUT_OF_STOCK', 'This offer is no longer available', { ...(lost.productId === null ? {} : { productId: lost.productId }), field: 'lines' }));
    return ok(true);
  }

  private build(input: CreateOrderGroupInput): CreatedOrderGroup {
    const m = (minor: number) => mustMoney(minor, input.currency);
    const shares = allocateGroupAmounts({
      lineTotals: input.lines.map((l) => l.lineTotal.minor),
      fee: input.fee.minor,
      membershipDiscount: input.membershipDiscount.minor,
      couponDiscount: input.couponDiscount.minor,
    });
    const groupId = this.ids.groupId();
    const dueAt = paymentDueAt(input.now);
    const orders = input.lines.map((line, i): OrderRecord => {
      const share = shares[i] ?? { fee: 0, membershipDiscount: 0, couponDiscount: 0 };
      return {
        id: this.ids.orderId(),
        groupId,
        buyerId: input.buyerId,
        sellerId: line.sellerId,
        productId: line.productId,
        title: line.title,
        gameType: line.gameType,
        productType: line.productType,
        deliveryDuration: line.deliveryDuration,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        lineTotal: line.lineTotal,
        fee: m(share.fee),
        membershipDiscount: m(share.membershipDiscount),
        couponDiscount: m(share.couponDiscount),
        total: m(line.lineTotal.minor + share.fee - share.membershipDiscount - share.couponDiscount),
        placedAt: input.now,
        ...placedLifecycle(input.now),
      };
    });
    const subtotal = input.lines.reduce((a, l) => a + l.lineTotal.minor, 0);
    const group: OrderGroup = {
      id: groupId,
      buyerId: input.buyerId,
      subtotal: m(subtotal),
      fee: input.fee,
      membershipDiscount: input.membershipDiscount,
      couponDiscount: input.couponDiscount,
      total: m(subtotal + input.fee.minor - input.membershipDiscount.minor - input.couponDiscount.minor),
      couponCode: input.couponCode,
      state: 'pending_payment',
      placedAt: input.now,
      paymentDueAt: dueAt,
      paidAt: null,
    };
    return { group, orders };
  }
}
