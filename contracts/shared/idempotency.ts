import * as v from 'valibot';

/** A client's idempotency key: 8–128 visible ASCII characters (a UUID fits), the same on every retry of one intent. */
export const idempotencyKey = v.pipe(
  v.string(),
  v.minLength(8, 'must be at least 8 characters'),
  v.maxLength(128, 'must be at most 128 characters'),
  v.regex(/^[\x21-\x7e]+$/, 'must be visible ASCII characters'),
);

/** An amount a buyer asks to pay or top up: positive whole minor units. */
export const positiveMinor = v.pipe(v.number(), v.safeInteger(), v.minValue(1, 'must be at least 1'));
