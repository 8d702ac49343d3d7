/** The error codes of withdrawals: a payout method nobody offers, an amount below its minimum, an unknown withdrawal, a step its state does not allow. */
export const PAYOUTS_ERROR_CODES = ['PAYOUT_METHOD_UNKNOWN', 'WITHDRAWAL_TOO_SMALL', 'WITHDRAWAL_NOT_FOUND', 'WITHDRAWAL_ACTION_NOT_ALLOWED'] as const;

export type PayoutsErrorCode = (typeof PAYOUTS_ERROR_CODES)[number];
