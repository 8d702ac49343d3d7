import type { LedgerAccount } from '../../../domain/index.ts';

/** One entry on one of the user's accounts, with its transaction's header and the account's balance right after it. */
export interface StatementRow {
  /** The entry's id: the order of the books, and the cursor of the next page. */
  readonly id: string;
  readonly account: LedgerAccount;
  readonly currency: string;
  readonly amount: number;
  /** The account's balance in this currency once this entry was written. */
  readonly balanceAfter: number;
  readonly transactionKind: string;
  readonly reference: { readonly type: string; readonly id: string } | null;
  readonly postedAt: Date;
  /** The other accounts the transaction moved. */
  readonly counterparts: readonly string[];
}

export interface StatementQuery {
  readonly accounts: readonly LedgerAccount[];
  readonly currency?: string;
  /** Only entries older than this entry id. */
  readonly before?: string;
  readonly limit: number;
}

/** Reads a user's entries from the books, newest first (a read model beside the ledger's writer). */
export interface StatementReader {
  entries(query: StatementQuery): Promise<readonly StatementRow[]>;
}
