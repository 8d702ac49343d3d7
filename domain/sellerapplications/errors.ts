/** The seller applications' codes: a step the application's state does not allow, a second open application, and a re-application before the wait after a rejection is over. */
export const SELLER_APPLICATION_ERROR_CODES = ['SELLER_APPLICATION_NOT_ALLOWED', 'SELLER_APPLICATION_OPEN', 'SELLER_APPLICATION_TOO_SOON'] as const;
export type SellerApplicationErrorCode = (typeof SELLER_APPLICATION_ERROR_CODES)[number];
