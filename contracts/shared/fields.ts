import * as v from 'valibot';
import { mustMoney, type CurrencyCode } from '../../domain/index.ts';

/*
 * The field rules every context's contracts share. Messages are the ones a
 * client sees after the field's name (`params.gameType: must be a lowercase slug`).
 */

/** Game, product type and profile slugs, as URLs carry them. */
export const slug = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a lowercase slug'));

/** A string of at most `max` characters. */
export const shortText = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** A whole number of at least 0 (counts, stock, USD cents in answers). */
export const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A whole number (a listing's quantity bounds). */
export const whole = v.pipe(v.number(), v.integer());

/**
 * An array in an answer. Readonly once parsed, as the domain and the use cases
 * hold theirs, so a use case can answer its own arrays without copying them.
 */
export function list<const T extends v.GenericSchema>(item: T) {
  return v.pipe(v.array(item), v.readonly());
}

/** The 13 languages the storefront speaks. */
export const LANGUAGE_CODES = ['en', 'de', 'fr', 'es', 'nl', 'hi', 'ja', 'zh', 'pt', 'ar', 'it', 'sv', 'da'] as const;

const LANGUAGE_MESSAGE = 'must be one of the 13 language codes';

/** One of {@link LANGUAGE_CODES}; typed as a string, since the use cases take any language code. */
export const languageCode = v.pipe(
  v.string(LANGUAGE_MESSAGE),
  v.check((code) => (LANGUAGE_CODES as readonly string[]).includes(code), LANGUAGE_MESSAGE),
);

/** An ISO 4217 code in capitals, as the server writes them. */
export const currencyCode = v.pipe(
  v.string(),
  v.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD'),
  v.transform((code) => code as CurrencyCode),
);

/** Money on the wire: integer minor units and the currency, read back into the domain's `Money`. */
export const money = v.pipe(
  v.object({ minor: v.pipe(v.number(), v.safeInteger()), currency: currencyCode }),
  v.transform(({ minor, currency }) => mustMoney(minor, currency)),
);

/**
 * True when A and B are assignable both ways; a contract whose shape the
 * domain declares too is pinned to it with `const _same: SameShape<…> = true`.
 */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
