/** The error codes of the ledger: a posting that does not balance, an account that would go below zero, a hold resolved twice. */
export const LEDGER_ERROR_CODES = ['LEDGER_UNBALANCED', 'INSUFFICIENT_FUNDS', 'HOLD_ALREADY_RESOLVED', 'HOLD_NOT_FOUND'] as const;

export type LedgerErrorCode = (typeof LEDGER_ERROR_CODES)[number];
