import { err, ok, type Result } from 'neverthrow';
import { buyerMayCancel, domainError, mustMoney, requirePermission, type Actor, type DomainError } from '../../domain/index.ts';
import type { DeadlineKind, OrderGroupView, OrderWithId } from '../../contracts/orders/index.ts';
import type { OrderReading, OrderStore } from './ports/index.ts';

/** How many orders `myOrders` shows (newest first); older ones come with paging later. */
export const MY_ORDERS_LIMIT = 200;

/** An order as `reader` sees it: `role` says which side they are on; only the buyer may cancel. */
export function orderView(order: OrderReading, reader: string): OrderWithId {
  const role = order.buyerId === reader ? 'buyer' : 'seller';
  const { membershipDiscount, couponDiscount } = order;
  return {
    id: order.id,
    orderGroupId: order.groupId,
    state: order.state,
    role,
    buyerId: order.buyerId,
    sellerId: order.sellerId,
    sellerName: order.sellerName,
    productId: order.productId,
    title: order.title,
    gameType: order.gameType,
    productType: order.productType,
    quantity: order.quantity,
    unitPrice: { ...order.unitPrice },
    lineTotal: { ...order.lineTotal },
    fee: { ...order.fee },
    discount: mustMoney(membershipDiscount.minor + couponDiscount.minor, membershipDiscount.currency),
    total: { ...order.total },
    deliveryDuration: order.deliveryDuration,
    createdAt: order.placedAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    paymentDueAt: order.state === 'pending_payment' ? order.paymentDueAt.toISOString() : null,
    cancellable: role === 'buyer' && buyerMayCancel(order),
    nextDeadline: nextDeadline(order),
  };
}

/** The deadline the order now waits on, for the list's countdown. */
function nextDeadline(o: OrderReading): OrderWithId['nextDeadline'] {
  const by: Partial<Record<OrderReading['state'], DeadlineKind>> = {
    paid: 'lateAt',
    in_delivery: 'lateAt',
    delivered: 'autoCompleteAt',
    cancel_requested: 'cancelAnswerDueAt',
    disputed: 'disputeAnswerDueAt',
    completed: 'settleAt',
  };
  const kind = by[o.state];
  const at = kind === undefined ? null : o[kind];
  return kind === undefined || at === null ? null : { kind, at: at.toISOString() };
}

const notFound = (field: string) => err(domainError('ORDER_NOT_FOUND', 'Order not found', { field }));

/** The reads behind `myOrders`, `getOrderGroup` and `getOrder`: a user sees only orders they bought or sold. */
export class ReadOrders {
  constructor(private readonly store: OrderStore) {}

  /** The orders the actor bought or sold, newest first. */
  async mine(actor: Actor): Promise<Result<readonly OrderWithId[], DomainError>> {
    const user = requirePermission(actor, 'order.view');
    if (user.isErr()) return err(user.error);
    return ok((await this.store.ordersOf(user.value, MY_ORDERS_LIMIT)).map((o) => orderView(o, user.value)));
  }

  /** A checkout's group, for its buyer. */
  async group(actor: Actor, input: { readonly orderGroupId: string }): Promise<Result<OrderGroupView, DomainError>> {
    const user = requirePermission(actor, 'order.view');
    if (user.isErr()) return err(user.error);
    const found = await this.store.group(input.orderGroupId);
    if (found === undefined || found.group.buyerId !== user.value) return notFound('orderGroupId');
    const { group } = found;
    return ok({
      id: group.id,
      state: group.state,
      buyerId: group.buyerId,
      subtotal: { ...group.subtotal },
      fee: { ...group.fee },
      membershipDiscount: { ...group.membershipDiscount },
      couponDiscount: { ...group.couponDiscount },
      total: { ...group.total },
      couponCode: group.couponCode,
      createdAt: group.placedAt.toISOString(),
      paidAt: group.paidAt?.toISOString() ?? null,
      paymentDueAt: group.paymentDueAt.toISOString(),
      orders: found.orders.map((o) => orderView(o, user.value)),
    });
  }

  /** One order, for its buyer or its seller. */
  async order(actor: Actor, input: { readonly orderId: string }): Promise<Result<OrderWithId, DomainError>> {
    const user = requirePermission(actor, 'order.view');
    if (user.isErr()) return err(user.error);
    const order = await this.store.order(input.orderId);
    if (order === undefined || (order.buyerId !== user.value && order.sellerId !== user.value)) return notFound('orderId');
    return ok(orderView(order, user.value));
  }
}
