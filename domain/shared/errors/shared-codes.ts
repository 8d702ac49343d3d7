/**
 * The codes every context may answer with: malformed input, money that does
 * not add up, a missing thing with no more specific code, a rate limit, and
 * the infrastructure failures adapters translate foreign errors into.
 */
export const SHARED_ERROR_CODES = [
  // input and validation
  'VALIDATION_FAILED',
  'QUANTITY_INVALID',
  'AMOUNT_INVALID',
  'RATE_INVALID',
  'CURRENCY_INVALID',
  'CURRENCY_MISMATCH',
  'NOT_FOUND',
  // a retried call whose idempotency key was first used for another payload
  'IDEMPOTENCY_KEY_REUSED',
  // too many calls from one caller (the API limit, the login throttle)
  'RATE_LIMITED',
  // infrastructure
  'UNAVAILABLE',
  'INTERNAL',
] as const;

export type SharedErrorCode = (typeof SHARED_ERROR_CODES)[number];
