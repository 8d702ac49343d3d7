import { sql } from 'drizzle-orm';
import type { Change } from '../../../application/shared/ports/index.ts';
import { PostingLedger } from '../../../application/ledger/index.ts';
import { InProcessChangeFeed } from '../../../adapters/server/changes/in-process-change-feed.ts';
import type { DatabaseHandle } from '../../../adapters/server/persistence/shared/database.ts';
import { SqlLedgerStore } from '../../../adapters/server/persistence/ledger/sql-ledger-store.ts';
import { createTransactionalOutbox } from '../../../adapters/server/persistence/shared/transactional-outbox.ts';
import { mustMoney, type CurrencyCode, type LedgerAccount, type Money } from '../../../domain/index.ts';

export const usd = (minor: number): Money => mustMoney(minor, 'USD' as CurrencyCode);

/** The ledger as the server wires it, over one database, with the changes it announced after commit. */
export function sqlLedger(handle: DatabaseHandle) {
  const feed = new InProcessChangeFeed();
  const heard: Change[] = [];
  feed.subscribe((change) => {
    heard.push(change);
  });
  const { unitOfWork, outbox } = createTransactionalOutbox(handle.db, feed);
  const store = new SqlLedgerStore(handle.db);
  return { ledger: new PostingLedger(store, unitOfWork, outbox), store, uow: unitOfWork, feed, heard };
}

/** One row of a raw query. */
export async function queryRows<T>(handle: DatabaseHandle, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** The sum of an account's entries in one currency, straight from the entries table. */
export async function entrySum(handle: DatabaseHandle, account: LedgerAccount, currency = 'USD'): Promise<number> {
  const [row] = await queryRows<{ sum: string }>(handle, sql`SELECT coalesce(sum(amount), 0)::text AS sum FROM ledger_entries WHERE account = ${account} AND currency = ${currency}`);
  return Number(row?.sum ?? 0);
}

export async function countRows(handle: DatabaseHandle, table: 'ledger_entries' | 'ledger_transactions' | 'ledger_holds'): Promise<number> {
  const [row] = await queryRows<{ n: number }>(handle, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`);
  return row?.n ?? 0;
}
