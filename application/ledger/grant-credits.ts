import { err, ok, type Result } from 'neverthrow';
import { domainError, ledgerAccounts, mustMoney, parseLedgerAccount, requirePermission, type Actor, type DomainError } from '../../domain/index.ts';
import type { GrantCreditsParams } from '../../contracts/ledger/index.ts';
import { canonicalJson } from '../shared/canonical-json.ts';
import type { Idempotency } from '../shared/ports/index.ts';
import type { Ledger } from './ledger.ts';
import type { GrantRecipients, LedgerStore } from './ports/index.ts';
import { userBalances } from './user-balances.ts';

export type GrantCreditsAnswer = { readonly transactionId: string; readonly balances: Awaited<ReturnType<typeof userBalances>> };

/**
 * `grantCredits`: support gives a user site credits ('ledger.grant', admins),
 * paid by the marketplace's promotions budget: `marketing:promotions` →
 * `buyer:{userId}:credits`, with the reason as the transaction's memo. The
 * client's idempotency key is the admin's own (scope `grantCredits:{admin}`):
 * a retry gets the first answer, the same key with another user, amount or
 * reason is IDEMPOTENCY_KEY_REUSED. An unknown user is NOT_FOUND.
 */
export class GrantCredits {
  constructor(
    private readonly ledger: Ledger,
    private readonly store: LedgerStore,
    private readonly recipients: GrantRecipients,
    private readonly idempotency: Idempotency,
  ) {}

  async execute(actor: Actor, input: GrantCreditsParams): Promise<Result<GrantCreditsAnswer, DomainError>> {
    const admin = requirePermission(actor, 'ledger.grant');
    if (admin.isErr()) return err(admin.error);
    const { userId, amount, reason, idempotencyKey } = input;
    const call = { scope: `grantCredits:${admin.value}`, key: idempotencyKey, fingerprint: canonicalJson({ userId, amount, reason }) };
    return this.idempotency.once(call, async (): Promise<Result<GrantCreditsAnswer, DomainError>> => {
      const credits = parseLedgerAccount(ledgerAccounts.buyerCredits(userId));
      if (credits === undefined || !(await this.recipients.exists(userId))) return err(domainError('NOT_FOUND', 'User not found', { field: 'userId' }));
      const posted = await this.ledger.post({
        idempotencyKey: `grant:${admin.value}:${idempotencyKey}`,
        kind: 'grant',
        entries: [
          { account: ledgerAccounts.promotions, amount: mustMoney(-amount.minor, amount.currency) },
          { account: credits, amount: mustMoney(amount.minor, amount.currency) },
        ],
        reference: { type: 'user', id: userId },
        memo: `${reason} (granted by ${admin.value})`,
      });
      if (posted.isErr()) return err(posted.error);
      return ok({ transactionId: posted.value.id, balances: await userBalances(this.store, userId) });
    });
  }
}
