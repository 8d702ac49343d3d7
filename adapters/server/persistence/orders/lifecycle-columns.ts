import type { OrderLifecycle, OrderState } from '../../../../domain/index.ts';
import type { orders } from './schema.ts';

type OrderRow = typeof orders.$inferSelect;

/** The lifecycle columns of an order row, named as the domain names them. */
export function lifecycleColumns(l: OrderLifecycle) {
  return {
    state: l.state,
    paymentDueAt: l.paymentDueAt,
    paidAt: l.paidAt,
    cancelledAt: l.cancelledAt,
    deliveryDueAt: l.deliveryDueAt,
    lateAt: l.lateAt,
    buyerReminderAt: l.buyerReminderAt,
    autoCompleteAt: l.autoCompleteAt,
    cancelAnswerDueAt: l.cancelAnswerDueAt,
    disputeAnswerDueAt: l.disputeAnswerDueAt,
    warrantyEndsAt: l.warrantyEndsAt,
    settleAt: l.settleAt,
    startedAt: l.startedAt,
    deliveredAt: l.deliveredAt,
    completedAt: l.completedAt,
    settledAt: l.settledAt,
    buyerRemindedAt: l.buyerRemindedAt,
    cancelRequestedFrom: l.cancelRequestedFrom,
    disputedFrom: l.disputedFrom,
    disputeAnsweredAt: l.disputeAnsweredAt,
    refundedMinor: l.refundedMinor,
    penaltyMinor: l.penaltyMinor,
  } satisfies Partial<OrderRow>;
}

/** An order row's lifecycle. */
export function lifecycleOf(row: OrderRow): OrderLifecycle {
  return {
    ...lifecycleColumns({ ...row, state: row.state as OrderState, cancelRequestedFrom: null, disputedFrom: null }),
    cancelRequestedFrom: row.cancelRequestedFrom === 'in_delivery' ? 'in_delivery' : null,
    disputedFrom: row.disputedFrom === 'delivered' || row.disputedFrom === 'completed' ? row.disputedFrom : null,
  };
}
