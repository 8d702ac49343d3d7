import { err, ok, type Result } from 'neverthrow';
import { mustMoney, requirePermission, statementAccounts, statementKind, statementLink, type Actor, type CurrencyCode, type DomainError } from '../../domain/index.ts';
import type { Statement, StatementParamsInput } from '../../contracts/ledger/index.ts';
import type { StatementReader } from './ports/index.ts';

export const STATEMENT_PAGE = 25;

/**
 * `myStatement`: the caller's own ledger entries ('credits.manage', like
 * their balances), newest first, `limit` (25 unless asked) a page, each told
 * as a kind, the account it moved, the signed amount, that account's balance
 * right after it and the page of what it is about. One row is read beyond the
 * page to know whether another page follows.
 */
export class GetStatement {
  constructor(private readonly reader: StatementReader) {}

  async execute(actor: Actor, params: StatementParamsInput = {}): Promise<Result<Statement, DomainError>> {
    const userId = requirePermission(actor, 'credits.manage');
    if (userId.isErr()) return err(userId.error);
    const mine = statementAccounts(userId.value);
    const nameOf = new Map<string, (typeof mine)[number]['name']>(mine.map((m) => [m.account, m.name]));
    const limit = params.limit ?? STATEMENT_PAGE;
    const rows = await this.reader.entries({
      accounts: mine.map((m) => m.account),
      limit: limit + 1,
      ...(params.currency === undefined ? {} : { currency: params.currency }),
      ...(params.cursor === undefined ? {} : { before: params.cursor }),
    });
    const page = rows.slice(0, limit);
    const entries = page.map((row) => {
      const account = nameOf.get(row.account) ?? 'credits';
      const currency = row.currency as CurrencyCode;
      return {
        id: row.id,
        at: row.postedAt.toISOString(),
        kind: statementKind({ transactionKind: row.transactionKind, referenceType: row.reference?.type ?? null, account, amount: row.amount, counterparts: row.counterparts }),
        account,
        amount: mustMoney(row.amount, currency),
        balance: mustMoney(row.balanceAfter, currency),
        reference: row.reference,
        link: statementLink(row.reference),
      };
    });
    return ok({ entries, nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null });
  }
}
