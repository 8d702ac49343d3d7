import { ok, type Result } from 'neverthrow';
import * as v from 'valibot';
import type { DomainError } from '../../domain/index.ts';
import { defineTimerKind, type FiredTimer } from '../shared/timer-handlers.ts';
import type { UnitOfWork } from '../shared/ports/index.ts';
import type { PaymentEvents } from './apply-payment-event.ts';
import type { PaymentStore } from './ports/index.ts';

/** Fires when a payment's window (15 minutes) ends: a confirmation step not taken, an invoice not (fully) paid. */
export const paymentExpiry = defineTimerKind('paymentExpiry', v.object({ paymentId: v.string() }));

/**
 * Expires a payment still waiting for the buyer or for money. A payment that
 * succeeded (or failed) meanwhile is left as it is; money that arrived before
 * stays credited, and money that arrives later is credited too (see the
 * payment machine). The listener hears `failed`, so an order group releases its stock.
 */
export class ExpirePayment {
  constructor(
    private readonly payments: PaymentStore,
    private readonly events: PaymentEvents,
    private readonly uow: UnitOfWork,
  ) {}

  execute(paymentId: string): Promise<Result<void, DomainError>> {
    return this.uow.run(async (): Promise<Result<void, DomainError>> => {
      const payment = await this.payments.lock(paymentId);
      if (payment === undefined) return ok(undefined);
      return (await this.events.apply(payment, { type: 'EXPIRED' }, 'expired')).map(() => undefined);
    });
  }

  /** The timer handler: its writes join the firing transaction (the SQL adapters find it by themselves). */
  readonly onTimer = (timer: FiredTimer<{ readonly paymentId: string }>): Promise<Result<void, DomainError>> => this.execute(timer.payload.paymentId);
}
