import { err, ok, type Result } from 'neverthrow';
import { mustMoney, requirePermission, type Actor, type DomainError } from '../../domain/index.ts';
import type { PaymentRecord } from '../../contracts/payments/index.ts';
import type { PaymentStore, StoredPayment } from './ports/index.ts';

/** One stored payment as `/dashboard/finances/payments` shows it; `created` (never committed as such) reads as pending. */
export function paymentRecordOf(payment: StoredPayment): PaymentRecord {
  const { state } = payment;
  return {
    id: payment.id,
    purpose: payment.purpose.kind,
    orderGroupId: payment.purpose.kind === 'ORDER_GROUP' ? payment.purpose.orderGroupId : null,
    method: payment.method,
    provider: payment.provider,
    status: state.status === 'created' ? 'pending' : state.status,
    amount: state.amount,
    received: state.receivedMinor > 0 ? mustMoney(state.receivedMinor, state.amount.currency) : null,
    createdAt: payment.createdAt.toISOString(),
    updatedAt: payment.updatedAt.toISOString(),
    failureReason: state.failureReason,
  };
}

/** `myPayments`: the signed-in buyer's own payments, newest first. */
export class MyPayments {
  constructor(private readonly payments: PaymentStore) {}

  async execute(actor: Actor, params: { readonly limit: number }): Promise<Result<{ payments: PaymentRecord[] }, DomainError>> {
    const userId = requirePermission(actor, 'credits.manage');
    if (userId.isErr()) return err(userId.error);
    const rows = await this.payments.listForUser(userId.value, params.limit);
    return ok({ payments: rows.map(paymentRecordOf) });
  }
}
