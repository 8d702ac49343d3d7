import * as v from 'valibot';

/** An id in a realtime method's params (listing, seller, user). */
export const methodId = v.pipe(v.string(), v.nonEmpty('is required'), v.maxLength(64));

/** Units of one cart line. */
export const lineQuantity = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000));
