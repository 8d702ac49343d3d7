/** The seller API's codes: a key that is not the caller's (or not there), and too many live keys. */
export const SELLER_API_ERROR_CODES = ['API_KEY_NOT_FOUND', 'API_KEY_LIMIT_REACHED'] as const;
export type SellerApiErrorCode = (typeof SELLER_API_ERROR_CODES)[number];
