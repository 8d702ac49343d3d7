/** The ledger's ports: its books (transactions, entries, positions, holds) and the users a grant may reach. */
export type { CurrencyTotal, HoldClaim, HoldHeader, LedgerStore, PositionKey, TransactionClaim, TransactionHeader } from './ledger-store.ts';
export type { GrantRecipients } from './grant-recipients.ts';
export type { StatementQuery, StatementReader, StatementRow } from './statement-reader.ts';
