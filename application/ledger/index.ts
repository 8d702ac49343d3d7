/** The ledger: the only writer of money. Other contexts use it through this surface (the `Ledger` interface). */
export type * from './ledger.ts';
export { PostingLedger } from './posting-ledger.ts';
export { BALANCES_COLLECTION } from './balance-announcements.ts';
export { GetBalances } from './get-balances.ts';
export { GrantCredits, type GrantCreditsAnswer } from './grant-credits.ts';
export { TrialBalance } from './trial-balance.ts';
export { GetStatement, STATEMENT_PAGE } from './get-statement.ts';
