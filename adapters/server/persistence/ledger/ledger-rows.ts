import { createHash } from 'node:crypto';
import { mustMoney, parseLedgerAccount, type CurrencyCode, type LedgerAccount } from '../../../../domain/index.ts';
import type { Hold } from '../../../../application/ledger/index.ts';
import type { ledgerHolds } from '../schema.ts';

/** An account name read back from the books; one the ledger never writes is a corrupted row. */
export function accountOf(name: string): LedgerAccount {
  const account = parseLedgerAccount(name);
  if (account === undefined) throw new Error(`ledger: '${name}' in the books is not a ledger account`);
  return account;
}

/** A bigint as either driver returns it (a string from node-postgres, a number or bigint from PGlite); beyond the safe range is a bug. */
export function safeNumber(value: unknown): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new RangeError(`ledger: ${String(value)} is not a safe integer`);
  return number;
}

/** What the table keeps of a digest: its SHA-256, fixed length whatever the entries. */
export function digestHash(digest: string): string {
  return createHash('sha256').update(digest).digest('hex');
}

/** Ids are bigserials, handed out as decimal strings; anything else names no row. */
export function rowId(id: string): number | undefined {
  return /^[1-9]\d{0,15}$/.test(id) ? safeNumber(id) : undefined;
}

export function holdOf(row: typeof ledgerHolds.$inferSelect): Hold {
  const hold = {
    id: String(row.id),
    from: accountOf(row.fromAccount),
    to: accountOf(row.toAccount),
    amount: mustMoney(safeNumber(row.amount), row.currency as CurrencyCode),
    state: row.state,
  };
  return row.referenceType === null || row.referenceId === null ? hold : { ...hold, reference: { type: row.referenceType, id: row.referenceId } };
}
