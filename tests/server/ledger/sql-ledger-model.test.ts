import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../adapters/server/persistence/shared/database.ts';
import { parseLedgerAccount, type HoldState, type LedgerAccount } from '../../../domain/index.ts';
import { ledgerOp, runLedgerModel, type BooksView } from '../../application/ledger/ledger-model.ts';
import { testEngines, type EngineDatabase } from '../support/test-engines.ts';
import { queryRows, sqlLedger } from './ledger-kit.ts';

const account = (name: string): LedgerAccount => {
  const parsed = parseLedgerAccount(name);
  if (parsed === undefined) throw new Error(`not an account: ${name}`);
  return parsed;
};

/** The books as the tables hold them. */
function sqlBooks(handle: DatabaseHandle): BooksView {
  return {
    transactions: async () => {
      const rows = await queryRows<{ key: string; account: string; currency: string; amount: string }>(
        handle,
        sql`SELECT t.idempotency_key AS key, e.account, e.currency, e.amount::text AS amount FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id ORDER BY t.id, e.id`,
      );
      const byKey = new Map<string, { account: string; currency: string; amount: number }[]>();
      for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), { account: row.account, currency: row.currency, amount: Number(row.amount) }]);
      return [...byKey].map(([key, entries]) => ({ key, entries }));
    },
    positions: async () =>
      (await queryRows<{ account: string; currency: string; balance: string; pending: string }>(handle, sql`SELECT account, currency, balance::text, pending::text FROM ledger_balances`)).map((r) => ({
        account: account(r.account),
        currency: r.currency,
        balance: Number(r.balance),
        pending: Number(r.pending),
      })),
    holds: async () =>
      (await queryRows<{ id: string; from: string; currency: string; amount: string; state: HoldState }>(handle, sql`SELECT id::text, from_account AS from, currency, amount::text, state FROM ledger_holds`)).map((r) => ({
        ...r,
        amount: Number(r.amount),
      })),
  };
}

const [engine] = testEngines();

describe(`the ledger over random sequences of money movements (SQL books on ${engine?.name ?? '?'})`, () => {
  let database: EngineDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    if (engine === undefined) throw new Error('no engine');
    database = await engine.create();
    handle = await database.open();
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('keeps the same invariants as the in-memory books, with the database checking its own', async () => {
    const { ledger } = sqlLedger(handle);
    const books = sqlBooks(handle);
    let run = 0;
    // Runs share one database (a fresh one per run would cost seconds each); each run has its own accounts and keys.
    await fc.assert(
      fc.asyncProperty(fc.array(ledgerOp, { minLength: 5, maxLength: 30, size: 'max' }), async (ops) => {
        run += 1;
        await runLedgerModel(ledger, books, ops, `r${run}x`);
      }),
      { numRuns: 30 },
    );
    expect((await books.transactions()).length).toBeGreaterThan(30);
  }, 300_000);
});
