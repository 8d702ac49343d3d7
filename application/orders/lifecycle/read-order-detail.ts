import { err, ok, type Result } from 'neverthrow';
import { can, domainError, goodsOf, mustMoney, requirePermission, type Actor, type DomainError } from '../../../domain/index.ts';
import type { DeliveryView, DisputeQueueEntry, OrderAction, OrderDetail, OrderWithId, PenaltyView } from '../../../contracts/orders/index.ts';
import { orderView } from '../read-orders.ts';
import type { OrderLifecycleRecords, OrderReading, OrderRefundRecords, OrderStore, StoredDelivery } from '../ports/index.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;
type Side = 'buyer' | 'seller' | 'staff';

/** What the reader may do now, decided here so the page shows exactly these buttons. */
export function allowedActions(o: OrderReading, side: Side, actor: Actor, now: Date, extra: { readonly rated: boolean; readonly credentials: boolean }): OrderAction[] {
  const s = o.state;
  const boost = goodsOf(o.productType) === 'boost';
  const actions: OrderAction[] = [];
  if (side === 'buyer') {
    if (s === 'paid' || s === 'late') actions.push('cancel');
    if (s === 'in_delivery') actions.push('requestCancel');
    if (s === 'delivered') actions.push('confirm', 'openDispute');
    if (s === 'completed' && o.warrantyEndsAt !== null && o.warrantyEndsAt.getTime() > now.getTime()) actions.push('openDispute');
    if ((s === 'completed' || s === 'settled') && !extra.rated) actions.push('rate');
    if (extra.credentials) actions.push('revealDelivery');
  }
  if (side === 'seller') {
    if (s === 'paid') actions.push('start');
    if (['paid', 'in_delivery', 'late', 'cancel_requested'].includes(s)) actions.push('deliver', ...(boost ? (['postProgress'] as const) : []));
    if (s === 'cancel_requested') actions.push('answerCancel');
  }
  if (s === 'disputed') actions.push('answerDispute');
  if (side === 'staff' || can(actor, 'order.staff.view')) {
    if (s === 'disputed' && can(actor, 'order.dispute.resolve')) actions.push('resolveDispute');
    if (['paid', 'in_delivery', 'late', 'cancel_requested', 'delivered', 'disputed'].includes(s) && can(actor, 'order.dispute.resolve')) actions.push('forceComplete');
    if (['paid', 'in_delivery', 'late', 'cancel_requested', 'delivered', 'disputed', 'completed'].includes(s) && can(actor, 'order.refund')) actions.push('refund');
  }
  return [...new Set(actions)];
}

function deliveryView(d: StoredDelivery, views: number): DeliveryView {
  if (d.kind === 'text') return { kind: 'text', text: d.text, deliveredAt: d.deliveredAt.toISOString() };
  if (d.kind === 'files') return { kind: 'files', files: d.files, note: d.note, deliveredAt: d.deliveredAt.toISOString() };
  return { kind: 'credentials', loginHint: d.loginHint, deliveredAt: d.deliveredAt.toISOString(), views };
}

/** The reads of the order page, the staff's queue and lookups, penalties and the dispute count. */
export class ReadOrderDetail {
  constructor(
    private readonly store: OrderStore,
    private readonly records: OrderLifecycleRecords,
    private readonly now: () => Date,
    /** The buyer's refund destination, the card refund, and whether a card paid (absent: every refund goes to credits). */
    private readonly refunds?: Pick<OrderRefundRecords, 'destinationOf' | 'cardRefund'> & { paidByCard(orderGroupId: string): Promise<boolean> },
  ) {}

  /** One order as `order({ orderId })` publishes it: for its buyer, its seller, or staff. */
  async detail(actor: Actor, orderId: string): Promise<Result<OrderDetail & { id: string }, DomainError>> {
    const user = requirePermission(actor, 'order.view');
    if (user.isErr()) return err(user.error);
    const o = await this.store.order(orderId);
    const side: Side | undefined = o === undefined ? undefined : o.buyerId === user.value ? 'buyer' : o.sellerId === user.value ? 'seller' : can(actor, 'order.staff.view') ? 'staff' : undefined;
    if (o === undefined || side === undefined) return err(domainError('ORDER_NOT_FOUND', 'Order not found', { field: 'orderId' }));
    const [timeline, delivery, progress, dispute, review, names] = await Promise.all([
      this.records.timeline(o.id),
      this.records.delivery(o.id),
      this.records.progress(o.id),
      this.records.dispute(o.id),
      this.records.review(o.id),
      this.records.namesOf([o.buyerId]),
    ]);
    const views = delivery?.kind === 'credentials' ? await this.records.deliveryViews(o.id) : 0;
    const refundTo = (await this.refunds?.destinationOf(o.id)) ?? 'CREDITS';
    const card = await this.refunds?.cardRefund(o.id);
    // Only the buyer chooses where a refund goes, so only they need to know a card paid.
    const paidByCard = side === 'buyer' && (await this.refunds?.paidByCard(o.groupId)) === true;
    const base = orderView(o, user.value);
    return ok({
      ...base,
      role: side,
      cancellable: side === 'buyer' && base.cancellable,
      buyerName: names.get(o.buyerId) ?? '',
      refundTo,
      paidByCard,
      cardRefund: card === undefined ? null : { state: card.state, amount: { ...card.amount } },
      deadlines: {
        deliveryDueAt: iso(o.deliveryDueAt),
        lateAt: iso(o.lateAt),
        buyerReminderAt: iso(o.buyerReminderAt),
        autoCompleteAt: iso(o.autoCompleteAt),
        cancelAnswerDueAt: iso(o.cancelAnswerDueAt),
        disputeAnswerDueAt: iso(o.disputeAnswerDueAt),
        warrantyEndsAt: iso(o.warrantyEndsAt),
        settleAt: iso(o.settleAt),
      },
      startedAt: iso(o.startedAt),
      deliveredAt: iso(o.deliveredAt),
      completedAt: iso(o.completedAt),
      settledAt: iso(o.settledAt),
      cancelledAt: iso(o.cancelledAt),
      refunded: mustMoney(o.refundedMinor, o.total.currency),
      penalty: o.penaltyMinor > 0 ? mustMoney(o.penaltyMinor, o.total.currency) : null,
      actions: allowedActions(o, side, actor, this.now(), { rated: review !== undefined, credentials: delivery?.kind === 'credentials' }),
      timeline: timeline.map((t) => ({ id: t.id, at: t.at.toISOString(), kind: t.kind, by: t.by, note: t.note })),
      deliveryKind: delivery?.kind ?? null,
      delivery: delivery === undefined || side === 'seller' ? null : deliveryView(delivery, views),
      progress,
      dispute: dispute === undefined ? null : { ...dispute, answerDueAt: iso(o.disputeAnswerDueAt), sellerAnsweredAt: iso(o.disputeAnsweredAt) },
      review: review ?? null,
    });
  }

  async disputeQueue(actor: Actor): Promise<Result<readonly (DisputeQueueEntry & { id: string })[], DomainError>> {
    const staff = requirePermission(actor, 'order.staff.view');
    if (staff.isErr()) return err(staff.error);
    return ok((await this.records.openDisputes(500)).map((d) => ({ id: d.orderId, ...d })));
  }

  async penalties(actor: Actor): Promise<Result<{ penalties: readonly PenaltyView[] }, DomainError>> {
    const user = requirePermission(actor, 'order.view');
    if (user.isErr()) return err(user.error);
    return ok({ penalties: await this.records.penaltiesOf(user.value, 200) });
  }

  async disputeCount(actor: Actor): Promise<Result<{ count: number; queue: number | null }, DomainError>> {
    const user = requirePermission(actor, 'order.view');
    if (user.isErr()) return err(user.error);
    const queue = can(actor, 'order.staff.view') ? await this.records.openDisputeCount() : null;
    return ok({ count: await this.records.disputeCount(user.value), queue });
  }

  async lookup(actor: Actor, q: { orderId?: string | undefined; buyerId?: string | undefined; sellerId?: string | undefined }): Promise<Result<{ orders: readonly OrderWithId[] }, DomainError>> {
    const staff = requirePermission(actor, 'order.staff.view');
    if (staff.isErr()) return err(staff.error);
    if (q.orderId !== undefined) {
      const o = await this.store.order(q.orderId);
      return ok({ orders: o === undefined ? [] : [orderView(o, o.buyerId)] });
    }
    const userId = q.buyerId ?? q.sellerId ?? '';
    const rows = (await this.store.ordersOf(userId, 100)).filter((o) => (q.buyerId !== undefined ? o.buyerId === userId : o.sellerId === userId));
    return ok({ orders: rows.map((o) => orderView(o, o.buyerId)) });
  }
}
