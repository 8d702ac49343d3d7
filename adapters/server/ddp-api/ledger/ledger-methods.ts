import type { GetBalances, GetStatement, GrantCredits } from '../../../../application/ledger/index.ts';
import { GetBalancesMethod, GrantCreditsMethod, MyStatementMethod } from '../../../../contracts/ledger/index.ts';
import type { MethodHandler } from '../../ddp/index.ts';
import type { actorMethod } from '../shared/actor-method.ts';

export interface LedgerUseCases {
  readonly getBalances: GetBalances;
  readonly grantCredits: GrantCredits;
  readonly getStatement: GetStatement;
}

/** Defines a method that acts for the call's actor (`actorMethod` over the actor directory, built by the composition root). */
export type ActorMethodFactory = ReturnType<typeof actorMethod>;

/**
 * The ledger's DDP methods: `getBalances` (the caller's own balances) and
 * `grantCredits` (admins; reason and idempotency key required),
 * `myStatement` (the caller's own entries, newest first, a page at a time). Params are
 * checked by the contract first; who may call is the use case's decision,
 * made from the connection's actor, never from the params.
 */
export function ledgerMethods(useCases: LedgerUseCases, method: ActorMethodFactory): Map<string, MethodHandler> {
  return new Map<string, MethodHandler>([
    [GetBalancesMethod.name, method(GetBalancesMethod.params, (actor) => useCases.getBalances.execute(actor))],
    [GrantCreditsMethod.name, method(GrantCreditsMethod.params, (actor, [p]) => useCases.grantCredits.execute(actor, p))],
    [MyStatementMethod.name, method(MyStatementMethod.params, (actor, [p]) => useCases.getStatement.execute(actor, p ?? {}))],
  ]);
}
