/**
 * The one catalogue of error codes used across the system: domain rules,
 * use cases, HTTP and DDP adapters all speak these codes, so a client can
 * switch on a code without parsing messages.
 *
 * Each code carries the HTTP status an adapter should answer with; DDP error
 * objects use the same number as their `error` field.
 */
export const ERROR_CATALOGUE = {
  // input and validation
  VALIDATION_FAILED: 400,
  QUANTITY_INVALID: 400,
  AMOUNT_INVALID: 400,
  RATE_INVALID: 400,
  CURRENCY_INVALID: 400,
  CURRENCY_MISMATCH: 400,
  // catalog
  GAME_NOT_FOUND: 404,
  PRODUCT_TYPE_NOT_FOUND: 404,
  NOT_FOUND: 404,
  // cart and checkout
  OUT_OF_STOCK: 409,
  PRODUCT_NOT_FOUND: 404,
  PRODUCT_NOT_AVAILABLE: 409,
  CART_EMPTY: 409,
  COUPON_INVALID: 404,
  AFFILIATE_CODE_INVALID: 404,
  // accounts and permissions
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  LOGIN_FAILED: 403,
  TWO_FACTOR_REQUIRED: 403,
  TWO_FACTOR_INVALID: 403,
  USER_BANNED: 403,
  TOKEN_EXPIRED: 403,
  TOKEN_INVALID: 403,
  EMAIL_TAKEN: 409,
  USERNAME_TAKEN: 409,
  RATE_LIMITED: 429,
  // payouts
  PAYOUT_METHOD_UNKNOWN: 400,
  WITHDRAWAL_TOO_SMALL: 422,
  // infrastructure (adapters translate foreign failures into these)
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const satisfies Record<string, number>;

/** A code from the catalogue. */
export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Every code, for exhaustive tests and for adapters that validate codes. */
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as readonly ErrorCode[];

/** The HTTP (and DDP) status that goes with a code. */
export function statusOf(code: ErrorCode): number {
  return ERROR_CATALOGUE[code];
}
