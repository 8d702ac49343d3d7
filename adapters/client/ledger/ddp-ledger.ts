import type { Result } from 'neverthrow';
import type { DomainError } from '../../../domain/index.ts';
import { GetBalancesMethod, MyStatementMethod, type Balances, type Statement, type StatementParamsInput } from '../../../contracts/ledger/index.ts';
import { callMethod, type DdpMethodCaller } from '../shared/ddp-answer.ts';

/** `getBalances` and `myStatement` over the storefront's DDP channel: the signed-in user's credits per currency. */
export class DdpLedger {
  constructor(private readonly ddp: DdpMethodCaller) {}

  async balances(): Promise<Result<Balances['balances'], DomainError>> {
    return (await callMethod(this.ddp, GetBalancesMethod)).map((answer) => answer.balances);
  }

  /** `myStatement`: one page of the user's ledger entries, newest first. */
  statement(params: StatementParamsInput): Promise<Result<Statement, DomainError>> {
    return callMethod(this.ddp, MyStatementMethod, params);
  }
}
