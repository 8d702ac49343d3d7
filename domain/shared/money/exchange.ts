import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../errors/index.ts';
import { minorPerMajor, USD, type CurrencyCode } from './currency.ts';
import { mustMoney, type Money } from './money.ts';
import { fromDecimal, mul, rational, roundHalfAwayFromZero, toSafeNumber, type Rational } from './rational.ts';

/** How many units of `currency` one US dollar buys. */
export interface ExchangeRate {
  readonly currency: CurrencyCode;
  readonly rate: number;
}

/** A rate must be a finite number above zero. */
export function checkRate(rate: number): Result<number, DomainError> {
  return Number.isFinite(rate) && rate > 0
    ? ok(rate)
    : err(domainError('RATE_INVALID', `Exchange rate must be a positive number, got ${rate}`, { field: 'rate' }));
}

/**
 * The exact amount, in `target` minor units, of a USD amount given in major
 * units as a rational. Shared by every conversion so that rounding happens in
 * exactly one place.
 */
export function usdMajorToTargetMinor(usdMajor: Rational, rate: number, target: CurrencyCode): Rational {
  return mul(mul(usdMajor, fromDecimal(rate)), rational(minorPerMajor(target)));
}

/** Rounds an exact amount of minor units once, half away from zero. */
export function roundToMoney(minor: Rational, currency: CurrencyCode): Money {
  return mustMoney(toSafeNumber(roundHalfAwayFromZero(minor)), currency);
}

/**
 * Converts a USD amount into `target` at `rate` (units of target per USD),
 * rounding once, half away from zero, to the target's minor unit.
 * USD → USD at rate 1 is the identity.
 */
export function convertFromUsd(usd: Money, rate: number, target: CurrencyCode): Result<Money, DomainError> {
  if (usd.currency !== USD) {
    return err(domainError('CURRENCY_MISMATCH', `Expected a USD amount, got ${usd.currency}`));
  }
  return checkRate(rate).map((r) => {
    const major = rational(BigInt(usd.minor), minorPerMajor(USD));
    return roundToMoney(usdMajorToTargetMinor(major, r, target), target);
  });
}

/** The rate of `currency` in a list of rates; USD is always 1. */
export function rateOf(currency: CurrencyCode, rates: readonly ExchangeRate[]): number | undefined {
  if (currency === USD) return 1;
  const found = rates.find((r) => r.currency === currency);
  return found !== undefined && checkRate(found.rate).isOk() ? found.rate : undefined;
}

/** The display currency actually used, its rate, and whether it fell back to USD. */
export interface ResolvedCurrency {
  readonly currency: CurrencyCode;
  readonly rate: number;
  /** True when the wanted currency had no known rate and USD is used instead; the UI resets its selection. */
  readonly fellBackToUsd: boolean;
}

/**
 * Resolves the wanted display currency against the known rates: a currency
 * with no known rate (or no wish at all) falls back to USD and says so.
 */
export function resolveCurrency(wanted: CurrencyCode | undefined, rates: readonly ExchangeRate[]): ResolvedCurrency {
  const target = wanted ?? USD;
  const rate = rateOf(target, rates);
  return rate === undefined
    ? { currency: USD, rate: 1, fellBackToUsd: true }
    : { currency: target, rate, fellBackToUsd: false };
}

