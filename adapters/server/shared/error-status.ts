import type { ErrorCode } from '../../../domain/index.ts';

/**
 * The HTTP status of every error code, grouped as the contexts declare them.
 * HTTP replies use it, and DDP errors carry the same number in their `error`
 * field. Typed as a record over every code, so a code added to the domain
 * without a status here fails the type-check.
 */
export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
  // shared: input and validation
  VALIDATION_FAILED: 400,
  QUANTITY_INVALID: 400,
  AMOUNT_INVALID: 400,
  RATE_INVALID: 400,
  CURRENCY_INVALID: 400,
  CURRENCY_MISMATCH: 400,
  NOT_FOUND: 404,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  // shared: infrastructure
  UNAVAILABLE: 503,
  INTERNAL: 500,
  // catalog
  GAME_NOT_FOUND: 404,
  PRODUCT_TYPE_NOT_FOUND: 404,
  // shopping
  OUT_OF_STOCK: 409,
  PRODUCT_NOT_FOUND: 404,
  PRODUCT_NOT_AVAILABLE: 409,
  CART_EMPTY: 409,
  CART_NOT_FOUND: 404,
  CART_EXPIRED: 410,
  COUPON_INVALID: 404,
  AFFILIATE_CODE_INVALID: 404,
  // accounts
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  LOGIN_FAILED: 403,
  TWO_FACTOR_REQUIRED: 403,
  TWO_FACTOR_INVALID: 403,
  USER_BANNED: 403,
  TOKEN_EXPIRED: 403,
  TOKEN_INVALID: 403,
  TOKEN_USED: 403,
  EMAIL_TAKEN: 409,
  USERNAME_TAKEN: 409,
  TWO_FACTOR_NOT_ENABLED: 409,
  // payouts
  PAYOUT_METHOD_UNKNOWN: 400,
  WITHDRAWAL_TOO_SMALL: 422,
  WITHDRAWAL_NOT_FOUND: 404,
  CONVERSATION_NOT_FOUND: 404,
  CANNOT_MESSAGE_SELF: 422,
  WITHDRAWAL_ACTION_NOT_ALLOWED: 409,
  // ledger
  LEDGER_UNBALANCED: 500,
  INSUFFICIENT_FUNDS: 409,
  HOLD_ALREADY_RESOLVED: 409,
  HOLD_NOT_FOUND: 404,
  // orders
  ORDER_NOT_FOUND: 404,
  ORDER_NOT_CANCELLABLE: 409,
  INSUFFICIENT_CREDITS: 402,
  ORDER_ACTION_NOT_ALLOWED: 409,
  ORDER_ALREADY_RATED: 409,
  WARRANTY_EXPIRED: 409,
  // game tools
  CROSSHAIR_CODE_INVALID: 400,
  PLAYER_NOT_FOUND: 404,
  // media
  MEDIA_TOO_LARGE: 413,
  // payments
  PAYMENT_DECLINED: 402,
  PAYMENT_NOT_FOUND: 404,
  PAYMENT_METHOD_UNAVAILABLE: 409,
  WEBHOOK_SIGNATURE_INVALID: 400,
  // offers
  OFFER_NOT_FOUND: 404,
  OFFER_STATE_CHANGE_INVALID: 409,
};

/** The HTTP (and DDP) status that goes with a code. */
export function statusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}
