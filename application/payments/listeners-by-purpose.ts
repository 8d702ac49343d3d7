import { ok, type Result } from 'neverthrow';
import type { DomainError } from '../../domain/index.ts';
import type { CapturedPayment, PaymentListener, PaymentPurpose } from './ports/index.ts';

/**
 * Hands each captured or failed payment to the listener of its purpose (the
 * checkout for an order group, membership for ig-plus), so payments never
 * import the contexts they are paid for. A purpose without a listener (a
 * top-up) needs nothing beyond the credits it already reached.
 */
export class ListenersByPurpose implements PaymentListener {
  constructor(private readonly listeners: Partial<Readonly<Record<PaymentPurpose['kind'], PaymentListener>>>) {}

  captured(payment: CapturedPayment): Promise<Result<void, DomainError>> {
    return this.listeners[payment.purpose.kind]?.captured(payment) ?? Promise.resolve(ok(undefined));
  }

  failed(payment: { readonly paymentId: string; readonly userId: string; readonly purpose: PaymentPurpose }): Promise<Result<void, DomainError>> {
    return this.listeners[payment.purpose.kind]?.failed(payment) ?? Promise.resolve(ok(undefined));
  }
}
