import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../errors/index.ts';
import type { CurrencyCode } from './currency.ts';

declare const moneyBrand: unique symbol;

/**
 * An amount of money: an integer count of the currency's minor units (cents
 * for USD, yen for JPY) and its ISO 4217 code. Only the constructors in this
 * module make one, so a `Money` is always a safe integer.
 */
export type Money = {
  readonly minor: number;
  readonly currency: CurrencyCode;
} & { readonly [moneyBrand]: true };

function make(minor: number, currency: CurrencyCode): Money {
  return { minor, currency } as Money;
}

/** A `Money` from a count of minor units, refused unless it is a safe integer. */
export function money(minor: number, currency: CurrencyCode): Result<Money, DomainError> {
  return Number.isSafeInteger(minor)
    ? ok(make(minor, currency))
    : err(domainError('AMOUNT_INVALID', `Amount must be a whole number of minor units, got ${minor}`, { field: 'minor' }));
}

/**
 * A `Money` for constants and already-checked integers; a non-integer here is
 * a programming error and throws.
 */
export function mustMoney(minor: number, currency: CurrencyCode): Money {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`mustMoney: ${minor} is not a safe integer`);
  return make(minor, currency);
}

export function zero(currency: CurrencyCode): Money {
  return make(0, currency);
}

function sameCurrency(a: Money, b: Money): Result<CurrencyCode, DomainError> {
  return a.currency === b.currency
    ? ok(a.currency)
    : err(domainError('CURRENCY_MISMATCH', `Cannot combine ${a.currency} with ${b.currency}`));
}

export function addMoney(a: Money, b: Money): Result<Money, DomainError> {
  return sameCurrency(a, b).andThen((c) => money(a.minor + b.minor, c));
}

export function subtractMoney(a: Money, b: Money): Result<Money, DomainError> {
  return sameCurrency(a, b).andThen((c) => money(a.minor - b.minor, c));
}

/** Multiplies by a whole quantity (a line total); refused when it would leave the safe range. */
export function multiplyMoney(a: Money, quantity: number): Result<Money, DomainError> {
  if (!Number.isSafeInteger(quantity)) {
    return err(domainError('QUANTITY_INVALID', `Quantity must be a whole number, got ${quantity}`, { field: 'quantity' }));
  }
  return money(a.minor * quantity, a.currency);
}

export function isZero(a: Money): boolean {
  return a.minor === 0;
}
