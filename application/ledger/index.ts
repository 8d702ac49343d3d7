/** The ledger: the only writer of money. Other contexts use it through this surface. */
export type * from './ledger.ts';
