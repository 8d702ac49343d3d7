/** The ledger's pure rules: account names and which may not go negative, balanced postings, positions, two-phase holds. */
export * from './accounts.ts';
export * from './errors.ts';
export * from './posting.ts';
export * from './positions.ts';
export * from './holds.ts';
export * from './statement.ts';
