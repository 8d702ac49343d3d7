import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../errors/index.ts';

declare const currencyBrand: unique symbol;

/** An ISO 4217 alphabetic code such as `USD`, checked to be three capital letters. */
export type CurrencyCode = string & { readonly [currencyBrand]: true };

export const USD = 'USD' as CurrencyCode;

/**
 * Minor-unit digits of the ISO 4217 currencies that do not have two.
 * Every other code has two (cents).
 */
const MINOR_DIGITS: Readonly<Record<string, number>> = {
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0,
  RWF: 0, UGX: 0, UYI: 0, VND: 0, VUV: 0, XAF: 0, XOF: 0, XPF: 0,
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
  CLF: 4, UYW: 4,
};

/** Parses a currency code; lower case is accepted and upper-cased. */
export function currencyCode(value: string): Result<CurrencyCode, DomainError> {
  const upper = value.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(upper)
    ? ok(upper as CurrencyCode)
    : err(domainError('CURRENCY_INVALID', `Not an ISO 4217 currency code: '${value}'`, { field: 'currency' }));
}

/** How many minor-unit digits the currency has: JPY 0, USD 2, KWD 3. */
export function minorDigits(currency: CurrencyCode): number {
  return MINOR_DIGITS[currency] ?? 2;
}

/** Minor units in one major unit: 1 for JPY, 100 for USD. */
export function minorPerMajor(currency: CurrencyCode): bigint {
  return 10n ** BigInt(minorDigits(currency));
}
