import { err, ok, type Result } from 'neverthrow';
import { can, domainError, mustMoney, requirePermission, timerEvent, type Actor, type DomainError, type OrderTimer, type StaffAuditAction } from '../../../domain/index.ts';
import type { OrderMoneyAnswer, OrderStateAnswer, ResolveDisputeParams } from '../../../contracts/orders/index.ts';
import type { Idempotency, UnitOfWork } from '../../shared/ports/index.ts';
import type { OrderLifecycleRecords, StaffAuditLog } from '../ports/index.ts';
import { anyone, sellerOnly, type Applied, type OrderRunner } from './order-runner.ts';

type Answer<T> = Promise<Result<T, DomainError>>;
const NOT_FOUND = domainError('ORDER_NOT_FOUND', 'Order not found', { field: 'orderId' });
const moneyOf = (a: Applied): OrderMoneyAnswer => ({
  orderId: a.order.id,
  state: a.order.state,
  refunded: mustMoney(a.changed ? a.order.refundedMinor - a.before.refundedMinor : 0, a.order.total.currency),
});

/**
 * The dispute's thread, the staff's decisions (each written to the audit log
 * with who, when, what and why) and the deadlines' timers.
 */
export class DisputeAndStaffActions {
  constructor(
    private readonly runner: OrderRunner,
    private readonly records: OrderLifecycleRecords,
    private readonly audit: StaffAuditLog,
    private readonly idempotency: Idempotency,
    private readonly uow: UnitOfWork,
  ) {}

  /** A message in the thread by the buyer, the seller or staff; the seller's first one answers the dispute. */
  async answerDispute(actor: Actor, p: { orderId: string; message: string }): Answer<OrderStateAnswer> {
    const user = requirePermission(actor, 'order.view');
    if (user.isErr()) return err(user.error);
    const staff = can(actor, 'order.dispute.resolve');
    return this.uow.run(async () => {
      const order = await this.runner.lockOrder(p.orderId);
      if (order === undefined) return err(NOT_FOUND);
      const by = order.sellerId === user.value ? 'seller' : order.buyerId === user.value ? 'buyer' : staff ? 'staff' : undefined;
      if (by === undefined) return err(NOT_FOUND);
      if (order.state !== 'disputed') return err(domainError('ORDER_ACTION_NOT_ALLOWED', 'This order is not in dispute', { state: order.state }));
      await this.records.addDisputeMessage(order.id, { at: this.runner.now(), by, authorId: user.value, body: p.message });
      if (by === 'seller' && order.disputeAnsweredAt === null) {
        const applied = await this.runner.apply(order.id, () => ({ type: 'DISPUTE_ANSWERED' }), { by, actorId: user.value }, sellerOnly(user.value));
        return applied.map((a) => ({ orderId: a.order.id, state: a.order.state }));
      }
      await this.runner.record(order, 'dispute_message', { by, actorId: user.value });
      return ok({ orderId: order.id, state: order.state });
    });
  }

  async resolveDispute(actor: Actor, p: ResolveDisputeParams): Answer<OrderMoneyAnswer> {
    const staff = requirePermission(actor, 'order.dispute.resolve');
    if (staff.isErr()) return err(staff.error);
    const payload = { orderId: p.orderId, outcome: p.outcome, amount: p.amount };
    return this.idempotency.once({ scope: `resolveDispute:${staff.value}`, key: p.idempotencyKey, fingerprint: JSON.stringify(payload) }, () =>
      this.uow.run(async () => {
        const event = (sellerLevel: number) => ({ type: 'DISPUTE_RESOLVED' as const, outcome: p.outcome, sellerLevel, ...(p.amount === undefined ? {} : { amount: p.amount }) });
        const applied = await this.runner.apply(p.orderId, event, { by: 'staff', actorId: staff.value, note: p.note }, anyone);
        if (applied.isErr()) return err(applied.error);
        if (applied.value.changed) {
          await this.records.closeDispute(p.orderId, p.outcome, this.runner.now());
          await this.audit.record({ at: this.runner.now(), staffId: staff.value, action: `resolveDispute:${p.outcome}`, targetType: 'order', targetId: p.orderId, reason: p.note, details: payload });
        }
        return ok(moneyOf(applied.value));
      }),
    );
  }

  /** In full, or `amount` of the line only (the rest to the seller): partially_refunded. */
  async refund(actor: Actor, p: { orderId: string; reason: string; amount?: number | undefined; idempotencyKey: string }): Answer<OrderMoneyAnswer> {
    const amount = p.amount;
    if (amount === undefined) return this.staffAct(actor, 'order.refund', 'refundOrder', p, () => ({ type: 'STAFF_REFUNDED' }), 'REFUND');
    return this.staffAct(actor, 'order.refund', 'refundOrder', p, () => ({ type: 'STAFF_REFUNDED', amount }), 'PARTIAL_REFUND');
  }

  async forceComplete(actor: Actor, p: { orderId: string; reason: string; idempotencyKey: string }): Answer<OrderMoneyAnswer> {
    return this.staffAct(actor, 'order.dispute.resolve', 'forceCompleteOrder', p, (sellerLevel) => ({ type: 'STAFF_COMPLETED', sellerLevel }), 'COMPLETE');
  }

  private staffAct(
    actor: Actor,
    permission: 'order.refund' | 'order.dispute.resolve',
    action: StaffAuditAction,
    p: { orderId: string; reason: string; amount?: number | undefined; idempotencyKey: string },
    event: Parameters<OrderRunner['apply']>[1],
    outcome: 'REFUND' | 'PARTIAL_REFUND' | 'COMPLETE',
  ): Answer<OrderMoneyAnswer> {
    const staff = requirePermission(actor, permission);
    if (staff.isErr()) return Promise.resolve(err(staff.error));
    return this.idempotency.once({ scope: `${action}:${staff.value}`, key: p.idempotencyKey, fingerprint: JSON.stringify({ orderId: p.orderId, amount: p.amount }) }, () =>
      this.uow.run(async () => {
        const applied = await this.runner.apply(p.orderId, event, { by: 'staff', actorId: staff.value, note: p.reason }, anyone);
        if (applied.isErr()) return err(applied.error);
        if (applied.value.changed) {
          if (applied.value.before.state === 'disputed') await this.records.closeDispute(p.orderId, outcome, this.runner.now());
          await this.audit.record({ at: this.runner.now(), staffId: staff.value, action, targetType: 'order', targetId: p.orderId, reason: p.reason, details: { from: applied.value.before.state, to: applied.value.order.state, ...(p.amount === undefined ? {} : { amount: p.amount }) } });
        }
        return ok(moneyOf(applied.value));
      }),
    );
  }

  /** The `orderDeadline` timer's use case: raises the timer's event; an order gone or not due changes nothing. */
  onDeadline(input: { readonly orderId: string; readonly timer: OrderTimer }): Promise<Result<void, DomainError>> {
    return this.uow.run(async (): Promise<Result<void, DomainError>> => {
      const applied = await this.runner.apply(input.orderId, (level) => timerEvent(input.timer, level), { by: 'system', actorId: null }, anyone);
      if (applied.isErr()) return applied.error.code === 'ORDER_NOT_FOUND' ? ok(undefined) : err(applied.error);
      if (applied.value.changed && input.timer === 'disputeAnswer' && applied.value.order.state === 'refunded') {
        await this.records.closeDispute(input.orderId, 'TIMEOUT_REFUND', this.runner.now());
      }
      return ok(undefined);
    });
  }
}
