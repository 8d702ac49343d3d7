import type { Result } from 'neverthrow';
import type { DomainError } from '../../../domain/index.ts';
import { MyPaymentsMethod, TopUpCreditsMethod, type PaymentRecord, type TopUpCreditsAnswer, type TopUpCreditsParams } from '../../../contracts/payments/index.ts';
import { callMethod, type DdpMethodCaller } from '../shared/ddp-answer.ts';

/** `topUpCredits` and `myPayments` over the storefront's DDP channel, answers checked against the payments contract. */
export class DdpPayments {
  constructor(private readonly ddp: DdpMethodCaller) {}

  async topUpCredits(request: TopUpCreditsParams): Promise<Result<TopUpCreditsAnswer, DomainError>> {
    const params: TopUpCreditsParams = {
      amount: { minor: request.amount.minor, currency: request.amount.currency },
      method: request.method,
      ...(request.method === 'CARD' && request.card !== undefined ? { card: request.card } : {}),
      idempotencyKey: request.idempotencyKey,
    };
    return callMethod(this.ddp, TopUpCreditsMethod, params);
  }

  async myPayments(limit = 50): Promise<Result<readonly PaymentRecord[], DomainError>> {
    return (await callMethod(this.ddp, MyPaymentsMethod, { limit })).map((answer) => answer.payments);
  }
}
