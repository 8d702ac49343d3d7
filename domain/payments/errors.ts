/** The error codes of payments: a refused card, a payment that is not the caller's, no card kept for them, a webhook we cannot trust. */
export const PAYMENTS_ERROR_CODES = ['PAYMENT_DECLINED', 'PAYMENT_NOT_FOUND', 'PAYMENT_METHOD_UNAVAILABLE', 'SAVED_CARD_NOT_FOUND', 'WEBHOOK_SIGNATURE_INVALID'] as const;

export type PaymentsErrorCode = (typeof PAYMENTS_ERROR_CODES)[number];
