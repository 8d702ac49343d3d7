import { sql } from 'drizzle-orm';
import type { StatementQuery, StatementReader, StatementRow } from '../../../../application/ledger/ports/index.ts';
import type { Database } from '../shared/database.ts';
import { accountOf, rowId, safeNumber } from './ledger-rows.ts';

interface Row {
  readonly id: unknown;
  readonly account: string;
  readonly currency: string;
  readonly amount: unknown;
  readonly balance_after: unknown;
  readonly kind: string;
  readonly reference_type: string | null;
  readonly reference_id: string | null;
  readonly posted_at: Date | string;
  readonly counterparts: readonly string[] | string | null;
}

/** PGlite answers a text[] as an array, node-postgres sometimes as its literal `{a,b}`. */
function textArray(value: Row['counterparts']): readonly string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value as readonly string[];
  const inner = (value as string).replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map((part) => part.replace(/^"|"$/g, ''));
}

/**
 * {@link StatementReader} on the ledger's tables. The running balance is a
 * window sum over every entry of the account and currency up to the row
 * (entry ids grow with time), computed before the page is cut, so a line's
 * balance is the account's balance right after it whatever the page. Uses
 * the (account, currency) index of the entries.
 */
export class SqlStatementReader implements StatementReader {
  constructor(private readonly db: Database) {}

  async entries(query: StatementQuery): Promise<readonly StatementRow[]> {
    if (query.accounts.length === 0) return [];
    const accounts = sql.join(
      query.accounts.map((account) => sql`${account}`),
      sql`, `,
    );
    const currency = query.currency === undefined ? sql`` : sql` AND e.currency = ${query.currency}`;
    const beforeId = query.before === undefined ? undefined : rowId(query.before);
    const before = beforeId === undefined ? sql`` : sql` WHERE mine.id < ${beforeId}`;
    const result = (await this.db.execute(sql`
      SELECT mine.id::text AS id, mine.account, mine.currency, mine.amount::text AS amount, mine.balance_after::text AS balance_after,
             t.kind, t.reference_type, t.reference_id, t.posted_at,
             ARRAY(SELECT DISTINCT o.account FROM ledger_entries o WHERE o.transaction_id = mine.transaction_id AND o.id <> mine.id) AS counterparts
      FROM (
        SELECT e.id, e.transaction_id, e.account, e.currency, e.amount,
               sum(e.amount) OVER (PARTITION BY e.account, e.currency ORDER BY e.id) AS balance_after
        FROM ledger_entries e
        WHERE e.account IN (${accounts})${currency}
      ) AS mine
      JOIN ledger_transactions t ON t.id = mine.transaction_id${before}
      ORDER BY mine.id DESC
      LIMIT ${query.limit}`)) as unknown as { rows: Row[] };
    return result.rows.map((row) => ({
      id: String(row.id),
      account: accountOf(row.account),
      currency: row.currency,
      amount: safeNumber(row.amount),
      balanceAfter: safeNumber(row.balance_after),
      transactionKind: row.kind,
      reference: row.reference_type === null || row.reference_id === null ? null : { type: row.reference_type, id: row.reference_id },
      postedAt: row.posted_at instanceof Date ? row.posted_at : new Date(row.posted_at),
      counterparts: textArray(row.counterparts),
    }));
  }
}
