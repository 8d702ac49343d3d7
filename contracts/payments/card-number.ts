import * as v from 'valibot';

/** A card number as typed: 12–19 digits, spaces and dashes dropped. */
export const cardNumber = v.pipe(
  v.string(),
  v.transform((s) => s.replace(/[\s-]/g, '')),
  v.regex(/^\d{12,19}$/, 'must be a card number of 12 to 19 digits'),
);
