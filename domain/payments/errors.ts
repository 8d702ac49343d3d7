/** The error codes of payments: a refused card, a payment that is not the caller's, a webhook we cannot trust. */
export const PAYMENTS_ERROR_CODES = ['PAYMENT_DECLINED', 'PAYMENT_NOT_FOUND', 'PAYMENT_METHOD_UNAVAILABLE', 'WEBHOOK_SIGNATURE_INVALID'] as const;

export type PaymentsErrorCode = (typeof PAYMENTS_ERROR_CODES)[number];
