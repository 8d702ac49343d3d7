import { err, ok, type Result } from 'neverthrow';
import { requirePermission, type Actor, type DomainError } from '../../domain/index.ts';
import type { TrialBalance as TrialBalanceAnswer } from '../../contracts/ledger/index.ts';
import type { LedgerStore } from './ports/index.ts';

/**
 * The trial balance for staff who audit the books ('ledger.audit'): per
 * currency, the sum of every entry ever posted and how many there are.
 * Every transaction sums to zero, so every currency must show 0; `balanced`
 * says whether it does.
 */
export class TrialBalance {
  constructor(private readonly store: LedgerStore) {}

  async execute(actor: Actor): Promise<Result<TrialBalanceAnswer, DomainError>> {
    const auditor = requirePermission(actor, 'ledger.audit');
    if (auditor.isErr()) return err(auditor.error);
    const totals = await this.store.trialBalance();
    const currencies = totals.map((t) => ({ currency: t.currency as TrialBalanceAnswer['currencies'][number]['currency'], sum: t.sum, entries: t.entries }));
    return ok({ currencies, balanced: currencies.every((c) => c.sum === 0) });
  }
}
