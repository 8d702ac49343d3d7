import { err, type Result } from 'neverthrow';
import { domainError, requirePermission, type Actor, type DomainError, type Money } from '../../domain/index.ts';
import type { ChainPaymentSimulator, PaymentStore } from './ports/index.ts';

export interface SimulateChainPaymentInput {
  readonly paymentId: string;
  readonly amount: Money;
  readonly txHash: string;
}

/**
 * Staff (ADMIN, 'payments.simulate') post a simulated chain payment to a
 * crypto invoice of the local test provider: the provider then sends its
 * signed webhook, which credits what "arrived" like a real one. Any amount
 * may be posted (partial, exact, over) and at any time (late, after expiry).
 */
export class SimulateChainPayment {
  constructor(
    private readonly payments: PaymentStore,
    private readonly simulator: ChainPaymentSimulator,
    private readonly providerName: string,
  ) {}

  async execute(actor: Actor, input: SimulateChainPaymentInput): Promise<Result<void, DomainError>> {
    const staff = requirePermission(actor, 'payments.simulate');
    if (staff.isErr()) return err(staff.error);
    const payment = await this.payments.find(input.paymentId);
    if (payment === undefined || payment.method !== 'CRYPTO' || payment.provider !== this.providerName || payment.providerPaymentId === null) {
      return err(domainError('PAYMENT_NOT_FOUND', 'No crypto invoice of the local provider has this id', { field: 'paymentId' }));
    }
    if (input.amount.currency !== payment.state.amount.currency) {
      return err(domainError('CURRENCY_MISMATCH', `The invoice is in ${payment.state.amount.currency}`, { field: 'amount.currency' }));
    }
    return this.simulator.simulate(payment.providerPaymentId, { amount: input.amount, txHash: input.txHash });
  }
}
