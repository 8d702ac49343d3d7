import { err, ok, type Result } from 'neverthrow';
import { domainError, goodsOf, mustMoney, requirePermission, type Actor, type DomainError, type OrderEvent } from '../../../domain/index.ts';
import type { DeliverOrderParams, OpenDisputeParams, OrderMoneyAnswer, OrderStateAnswer, PostBoostProgressParams, RateOrderParams } from '../../../contracts/orders/index.ts';
import type { Idempotency, UnitOfWork } from '../../shared/ports/index.ts';
import type { CredentialVault, OrderLifecycleRecords, OrderRecord, RefundDestination, StoredDelivery } from '../ports/index.ts';
import type { CardRefunds } from './card-refunds.ts';
import { buyerOnly, sellerOnly, type Applied, type OrderRunner } from './order-runner.ts';

type Answer<T> = Promise<Result<T, DomainError>>;
const stateOf = (a: Applied): OrderStateAnswer => ({ orderId: a.order.id, state: a.order.state });
const moneyOf = (a: Applied, refunded: number): OrderMoneyAnswer => ({ ...stateOf(a), refunded: mustMoney(a.changed ? refunded : 0, a.order.total.currency) });
const notAllowed = (o: OrderRecord) => err(domainError('ORDER_ACTION_NOT_ALLOWED', `This order is ${o.state.replace(/_/g, ' ')}: that is not possible now`, { state: o.state }));

/**
 * What the buyer and the seller do to an order after payment. Each call
 * checks the permission, then the side (someone else's order is
 * ORDER_NOT_FOUND), then lets the transition table decide; the calls that move
 * money replay their first answer for the same idempotency key.
 */
export class PartyActions {
  constructor(
    private readonly runner: OrderRunner,
    private readonly records: OrderLifecycleRecords,
    private readonly vault: CredentialVault,
    private readonly idempotency: Idempotency,
    private readonly uow: UnitOfWork,
    /** Keeps where the buyer wants a refund (absent: refunds go to credits). */
    private readonly refundChoice?: Pick<CardRefunds, 'choose'>,
  ) {}

  /** The buyer's `refundTo`, kept before the event runs, so a refund the event makes goes where they asked. */
  private async chooseRefund(userId: string, orderId: string, refundTo: RefundDestination | undefined): Promise<Result<void, DomainError>> {
    if (refundTo === undefined || this.refundChoice === undefined) return ok(undefined);
    const order = await this.runner.lockOrder(orderId);
    if (order === undefined || order.buyerId !== userId) return err(domainError('ORDER_NOT_FOUND', 'Order not found', { field: 'orderId' }));
    return this.refundChoice.choose(order, refundTo);
  }

  private as(actor: Actor, permission: 'order.place' | 'order.fulfil') {
    return requirePermission(actor, permission);
  }

  private keyed<T>(scope: string, user: string, key: string, payload: unknown, work: () => Answer<T>): Answer<T> {
    return this.idempotency.once({ scope: `${scope}:${user}`, key, fingerprint: JSON.stringify(payload) }, () => this.uow.run(work));
  }

  private event(type: OrderEvent['type']): (level: number) => OrderEvent {
    return (sellerLevel) => ({ type, sellerLevel }) as OrderEvent;
  }

  async start(actor: Actor, p: { orderId: string }): Answer<OrderStateAnswer> {
    const user = this.as(actor, 'order.fulfil');
    if (user.isErr()) return err(user.error);
    return (await this.uow.run(() => this.runner.apply(p.orderId, this.event('SELLER_STARTED'), { by: 'seller', actorId: user.value }, sellerOnly(user.value)))).map(stateOf);
  }

  async deliver(actor: Actor, p: DeliverOrderParams): Answer<OrderStateAnswer> {
    const user = this.as(actor, 'order.fulfil');
    if (user.isErr()) return err(user.error);
    return this.uow.run(async () => {
      const applied = await this.runner.apply(p.orderId, this.event('SELLER_DELIVERED'), { by: 'seller', actorId: user.value }, sellerOnly(user.value));
      if (applied.isErr()) return err(applied.error);
      if (applied.value.changed) await this.records.saveDelivery(p.orderId, this.stored(p.delivery, this.runner.now()));
      return ok(stateOf(applied.value));
    });
  }

  private stored(d: DeliverOrderParams['delivery'], at: Date): StoredDelivery {
    if (d.kind === 'text') return { kind: 'text', text: d.text, deliveredAt: at };
    if (d.kind === 'files') return { kind: 'files', files: d.files, note: d.note ?? null, deliveredAt: at };
    const loginHint = d.login.length <= 3 ? '•••' : `${d.login.slice(0, 3)}•••`;
    return { kind: 'credentials', loginHint, secret: this.vault.seal({ login: d.login, password: d.password, extra: d.extra ?? null }), deliveredAt: at };
  }

  async confirm(actor: Actor, p: { orderId: string; idempotencyKey: string }): Answer<OrderMoneyAnswer> {
    const user = this.as(actor, 'order.place');
    if (user.isErr()) return err(user.error);
    return this.keyed('confirmOrder', user.value, p.idempotencyKey, { orderId: p.orderId }, async () =>
      (await this.runner.apply(p.orderId, this.event('BUYER_CONFIRMED'), { by: 'buyer', actorId: user.value }, buyerOnly(user.value))).map((a) => moneyOf(a, 0)),
    );
  }

  async cancel(actor: Actor, p: { orderId: string; idempotencyKey: string; refundTo?: RefundDestination | undefined }): Answer<OrderMoneyAnswer> {
    const user = this.as(actor, 'order.place');
    if (user.isErr()) return err(user.error);
    return this.keyed('cancelOrder', user.value, p.idempotencyKey, { orderId: p.orderId, refundTo: p.refundTo }, async () => {
      const chosen = await this.chooseRefund(user.value, p.orderId, p.refundTo);
      if (chosen.isErr()) return err(chosen.error);
      return (await this.runner.apply(p.orderId, this.event('BUYER_CANCELLED'), { by: 'buyer', actorId: user.value }, buyerOnly(user.value))).map((a) => ({
        ...stateOf(a),
        refunded: mustMoney(a.order.state === 'cancelled' ? a.order.refundedMinor : 0, a.order.total.currency),
      }));
    });
  }

  async requestCancel(actor: Actor, p: { orderId: string; reason?: string | undefined; refundTo?: RefundDestination | undefined }): Answer<OrderStateAnswer> {
    const user = this.as(actor, 'order.place');
    if (user.isErr()) return err(user.error);
    const acting = { by: 'buyer', actorId: user.value, note: p.reason ?? null } as const;
    return this.uow.run(async () => {
      const chosen = await this.chooseRefund(user.value, p.orderId, p.refundTo);
      if (chosen.isErr()) return err(chosen.error);
      return (await this.runner.apply(p.orderId, this.event('CANCEL_REQUESTED'), acting, buyerOnly(user.value))).map(stateOf);
    });
  }

  async answerCancel(actor: Actor, p: { orderId: string; accept: boolean; idempotencyKey: string }): Answer<OrderMoneyAnswer> {
    const user = this.as(actor, 'order.fulfil');
    if (user.isErr()) return err(user.error);
    return this.keyed('answerCancel', user.value, p.idempotencyKey, { orderId: p.orderId, accept: p.accept }, async () =>
      (await this.runner.apply(p.orderId, this.event(p.accept ? 'CANCEL_ACCEPTED' : 'CANCEL_DECLINED'), { by: 'seller', actorId: user.value }, sellerOnly(user.value))).map((a) =>
        moneyOf(a, p.accept ? a.order.refundedMinor : 0),
      ),
    );
  }

  async openDispute(actor: Actor, p: OpenDisputeParams): Answer<OrderStateAnswer> {
    const user = this.as(actor, 'order.place');
    if (user.isErr()) return err(user.error);
    return this.uow.run(async () => {
      const chosen = await this.chooseRefund(user.value, p.orderId, p.refundTo);
      if (chosen.isErr()) return err(chosen.error);
      const applied = await this.runner.apply(p.orderId, this.event('DISPUTE_OPENED'), { by: 'buyer', actorId: user.value, note: p.reason }, buyerOnly(user.value));
      if (applied.isErr()) return err(applied.error);
      if (applied.value.changed) {
        const at = this.runner.now();
        await this.records.openDispute(p.orderId, { reason: p.reason, at, warrantyClaim: applied.value.before.state === 'completed' });
        await this.records.addDisputeMessage(p.orderId, { at, by: 'buyer', authorId: user.value, body: p.message });
      }
      return ok(stateOf(applied.value));
    });
  }

  async postProgress(actor: Actor, p: PostBoostProgressParams): Answer<{ orderId: string; progressId: string }> {
    const user = this.as(actor, 'order.fulfil');
    if (user.isErr()) return err(user.error);
    return this.uow.run(async () => {
      const order = await this.runner.lockOrder(p.orderId);
      if (order === undefined || order.sellerId !== user.value) return err(domainError('ORDER_NOT_FOUND', 'Order not found', { field: 'orderId' }));
      if (goodsOf(order.productType) !== 'boost' || !['paid', 'in_delivery', 'late', 'cancel_requested'].includes(order.state)) return notAllowed(order);
      const progressId = await this.records.addProgress(p.orderId, { at: this.runner.now(), percent: p.percent ?? null, rank: p.rank ?? null, note: p.note ?? null });
      await this.runner.record(order, 'progress', { by: 'seller', actorId: user.value, note: p.note ?? null });
      return ok({ orderId: p.orderId, progressId });
    });
  }

  async rate(actor: Actor, p: RateOrderParams): Answer<{ orderId: string; stars: number; communityRating: number | null }> {
    const user = this.as(actor, 'order.place');
    if (user.isErr()) return err(user.error);
    return this.uow.run(async () => {
      const order = await this.runner.lockOrder(p.orderId);
      if (order === undefined || order.buyerId !== user.value) return err(domainError('ORDER_NOT_FOUND', 'Order not found', { field: 'orderId' }));
      if (order.state !== 'completed' && order.state !== 'settled') return notAllowed(order);
      const added = await this.records.addReview(order.id, { buyerId: order.buyerId, sellerId: order.sellerId, stars: p.stars, comment: p.comment ?? null, at: this.runner.now() });
      if (!added) return err(domainError('ORDER_ALREADY_RATED', 'You have already rated this order', { field: 'orderId' }));
      const communityRating = await this.records.refreshSellerRating(order.sellerId);
      await this.runner.record(order, 'reviewed', { by: 'buyer', actorId: user.value });
      return ok({ orderId: order.id, stars: p.stars, communityRating });
    });
  }

  async reveal(actor: Actor, p: { orderId: string }): Answer<{ login: string; password: string; extra: string | null }> {
    const user = this.as(actor, 'order.place');
    if (user.isErr()) return err(user.error);
    return this.uow.run(async () => {
      const order = await this.runner.lockOrder(p.orderId);
      if (order === undefined || order.buyerId !== user.value) return err(domainError('ORDER_NOT_FOUND', 'Order not found', { field: 'orderId' }));
      const delivery = await this.records.delivery(order.id);
      const opened = delivery?.kind === 'credentials' ? this.vault.open(delivery.secret) : undefined;
      if (opened === undefined) return notAllowed(order);
      await this.records.logDeliveryView(order.id, user.value, this.runner.now());
      return ok(opened);
    });
  }
}
