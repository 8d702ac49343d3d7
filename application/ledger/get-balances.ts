import { err, ok, type Result } from 'neverthrow';
import { requirePermission, type Actor, type DomainError } from '../../domain/index.ts';
import type { Balances } from '../../contracts/ledger/index.ts';
import type { LedgerStore } from './ports/index.ts';
import { userBalances } from './user-balances.ts';

/** `getBalances`: the caller's own balances per currency (see user-balances.ts for what available and pending hold). */
export class GetBalances {
  constructor(private readonly store: LedgerStore) {}

  async execute(actor: Actor): Promise<Result<Balances, DomainError>> {
    const userId = requirePermission(actor, 'credits.manage');
    if (userId.isErr()) return err(userId.error);
    return ok({ balances: await userBalances(this.store, userId.value) });
  }
}
