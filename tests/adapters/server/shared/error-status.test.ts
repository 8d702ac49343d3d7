import { describe, expect, it } from 'vitest';
import { ERROR_STATUS, statusOf } from '../../../../adapters/server/shared/error-status.ts';
import { ERROR_CODES, domainError } from '../../../../domain/index.ts';
import { toMeteorError } from '../../../../adapters/server/ddp/meteor-error.ts';

describe('error statuses of the server adapters', () => {
  it('gives every code of the catalogue an HTTP status in the 4xx or 5xx range, and nothing else', () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) {
      expect(statusOf(code)).toBeGreaterThanOrEqual(400);
      expect(statusOf(code)).toBeLessThan(600);
    }
  });

  it('keeps the status every client already sees for each code', () => {
    expect(ERROR_STATUS).toEqual({
      VALIDATION_FAILED: 400,
      QUANTITY_INVALID: 400,
      AMOUNT_INVALID: 400,
      RATE_INVALID: 400,
      CURRENCY_INVALID: 400,
      CURRENCY_MISMATCH: 400,
      GAME_NOT_FOUND: 404,
      PRODUCT_TYPE_NOT_FOUND: 404,
      NOT_FOUND: 404,
      OUT_OF_STOCK: 409,
      PRODUCT_NOT_FOUND: 404,
      PRODUCT_NOT_AVAILABLE: 409,
      CART_EMPTY: 409,
      CART_NOT_FOUND: 404,
      CART_EXPIRED: 410,
      COUPON_INVALID: 404,
      AFFILIATE_CODE_INVALID: 404,
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
      SESSION_NOT_FOUND: 404,
      ACCOUNT_HAS_OPEN_ORDERS: 409,
      ACCOUNT_HAS_BALANCE: 409,
      ACCOUNT_HAS_OPEN_WITHDRAWALS: 409,
      RATE_LIMITED: 429,
      PAYOUT_METHOD_UNKNOWN: 400,
      WITHDRAWAL_TOO_SMALL: 422,
      WITHDRAWAL_NOT_FOUND: 404,
      CONVERSATION_NOT_FOUND: 404,
      CANNOT_MESSAGE_SELF: 422,
      USER_BLOCKED: 403,
      MESSAGE_REPORT_NOT_FOUND: 404,
      CUSTOM_OFFER_NOT_FOUND: 404,
      CUSTOM_OFFER_NOT_OPEN: 409,
      REQUEST_NOT_FOUND: 404,
      REQUEST_NOT_OPEN: 409,
      BUDGET_EXCEEDED: 422,
      CANNOT_ANSWER_OWN_REQUEST: 422,
      MEMBERSHIP_ALREADY_ACTIVE: 409,
      MEMBERSHIP_NOT_FOUND: 404,
      API_KEY_NOT_FOUND: 404,
      API_KEY_LIMIT_REACHED: 409,
      CONTENT_SLUG_TAKEN: 409,
      CONTENT_TRANSITION_NOT_ALLOWED: 409,
      VERIFICATION_ACTION_NOT_ALLOWED: 409,
      SELLER_APPLICATION_NOT_ALLOWED: 409,
      SELLER_APPLICATION_OPEN: 409,
      SELLER_APPLICATION_TOO_SOON: 409,
      VERIFICATION_REQUIRED_FOR_WITHDRAWAL: 403,
      WITHDRAWAL_ACTION_NOT_ALLOWED: 409,
      IDEMPOTENCY_KEY_REUSED: 422,
      LEDGER_UNBALANCED: 500,
      INSUFFICIENT_FUNDS: 409,
      HOLD_ALREADY_RESOLVED: 409,
      HOLD_NOT_FOUND: 404,
      ORDER_NOT_FOUND: 404,
      ORDER_NOT_CANCELLABLE: 409,
      ORDER_ACTION_NOT_ALLOWED: 409,
      ORDER_ALREADY_RATED: 409,
      REFUND_TO_CARD_UNAVAILABLE: 409,
      WARRANTY_EXPIRED: 409,
      OFFER_NOT_FOUND: 404,
      OFFER_STATE_CHANGE_INVALID: 409,
      MEDIA_TOO_LARGE: 413,
      CROSSHAIR_CODE_INVALID: 400,
      PLAYER_NOT_FOUND: 404,
      INVENTORY_PRIVATE: 403,
      INSUFFICIENT_CREDITS: 402,
      PAYMENT_DECLINED: 402,
      PAYMENT_NOT_FOUND: 404,
      SAVED_CARD_NOT_FOUND: 404,
      PAYMENT_METHOD_UNAVAILABLE: 409,
      WEBHOOK_SIGNATURE_INVALID: 400,
      UNAVAILABLE: 503,
      INTERNAL: 500,
    });
  });

  it('puts the same status in a DDP error as in an HTTP reply', () => {
    for (const code of ERROR_CODES) {
      const wire = toMeteorError(domainError(code, 'why'));
      expect(wire.error).toBe(statusOf(code));
      expect(wire.details['code']).toBe(code);
    }
  });
});
