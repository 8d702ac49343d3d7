/** The ledger's pure rules: account names, which may not go negative, and (next) the posting rules. */
export * from './accounts.ts';
export * from './errors.ts';
