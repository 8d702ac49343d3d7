import { err, type Result } from 'neverthrow';
import { checkTopUpAmount, domainError, mustMoney, rateOf, requirePermission, topUpLimits, type Actor, type DomainError } from '../../domain/index.ts';
import type { TopUpCreditsAnswer, TopUpCreditsParams } from '../../contracts/payments/index.ts';
import type { Idempotency, RatesSource } from '../shared/ports/index.ts';
import type { StartPayment } from './start-payment-api.ts';

/**
 * `topUpCredits`: the buyer adds money to their site credits by card or
 * crypto. The amount must lie within the top-up limits in its currency
 * ($5–$2,000 converted at the current rate, domain/payments/top-up-limits.ts).
 * The call happens once per idempotency key: a retry replays the first
 * answer, the same key with another amount or method is IDEMPOTENCY_KEY_REUSED.
 */
export class TopUpCredits {
  constructor(
    private readonly startPayment: StartPayment,
    private readonly idempotency: Idempotency,
    private readonly rates: RatesSource,
  ) {}

  async execute(actor: Actor, params: TopUpCreditsParams): Promise<Result<TopUpCreditsAnswer, DomainError>> {
    const userId = requirePermission(actor, 'credits.manage');
    if (userId.isErr()) return err(userId.error);
    const { method, card, idempotencyKey } = params;
    const amount = mustMoney(params.amount.minor, params.amount.currency);
    const rate = rateOf(amount.currency, await this.rates.currentRates());
    if (rate === undefined) return err(domainError('CURRENCY_INVALID', `Credits cannot be bought in ${amount.currency}`, { field: 'amount.currency' }));
    const limits = topUpLimits(amount.currency, rate);
    if (limits.isErr()) return err(limits.error);
    const checked = checkTopUpAmount(amount, limits.value);
    if (checked.isErr()) return err(checked.error);
    // The params in a fixed order; short enough to be their own digest.
    const fingerprint = JSON.stringify([amount.minor, amount.currency, method, card ?? null]);
    return this.idempotency.once({ scope: `topUpCredits:${userId.value}`, key: idempotencyKey, fingerprint }, async () => {
      const started = await this.startPayment.execute(actor, {
        purpose: { kind: 'TOP_UP' },
        amount: checked.value,
        method,
        ...(card === undefined ? {} : { card }),
        idempotencyKey,
      });
      return started.map((payment) => ({ payment: { id: payment.id, status: payment.status, ...(payment.nextAction === undefined ? {} : { nextAction: payment.nextAction }) } }));
    });
  }
}
