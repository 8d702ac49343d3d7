/** The error codes of withdrawals: a payout method nobody offers, an amount below its minimum. */
export const PAYOUTS_ERROR_CODES = ['PAYOUT_METHOD_UNKNOWN', 'WITHDRAWAL_TOO_SMALL'] as const;

export type PayoutsErrorCode = (typeof PAYOUTS_ERROR_CODES)[number];
