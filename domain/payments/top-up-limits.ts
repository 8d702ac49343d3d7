import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/errors/index.ts';
import { checkRate, minorPerMajor, mustMoney, USD, type CurrencyCode, type Money } from '../shared/money/index.ts';
import { ceil, fromDecimal, mul, rational, toSafeNumber } from '../shared/money/rational.ts';

/**
 * How much one top-up may add to the credits: at least $5 (below it the
 * card fee eats the payment) and at most $2,000 (a fraud and chargeback
 * ceiling). Other currencies get the same bounds converted at the current
 * rate and rounded to whole major units inward (the minimum up, the maximum
 * down), so a buyer reads round numbers: at EUR 0.92, €5–€1,840.
 */
export const TOP_UP_MIN_USD = mustMoney(500, USD);
export const TOP_UP_MAX_USD = mustMoney(200_000, USD);

export interface TopUpLimits {
  readonly min: Money;
  readonly max: Money;
}

/** `usd` in whole major units of the currency at `rate`, rounded exactly (no float), up or down. */
function wholeMajor(usd: Money, rate: number, direction: 'up' | 'down'): bigint {
  const exact = mul(rational(BigInt(usd.minor), minorPerMajor(USD)), fromDecimal(rate));
  return direction === 'up' ? ceil(exact) : exact.num / exact.den;
}

/** The bounds in `currency`, given its rate (units per USD). */
export function topUpLimits(currency: CurrencyCode, rate: number): Result<TopUpLimits, DomainError> {
  const checked = checkRate(rate);
  if (checked.isErr()) return err(checked.error);
  const unit = minorPerMajor(currency);
  const min = wholeMajor(TOP_UP_MIN_USD, rate, 'up');
  // At an absurdly small rate the two could cross; the range is then the one amount.
  const max = wholeMajor(TOP_UP_MAX_USD, rate, 'down');
  return ok({ min: mustMoney(toSafeNumber(min * unit), currency), max: mustMoney(toSafeNumber((max < min ? min : max) * unit), currency) });
}

/** The amount if it lies within the bounds; AMOUNT_INVALID naming `amount.minor` otherwise. */
export function checkTopUpAmount(amount: Money, limits: TopUpLimits): Result<Money, DomainError> {
  if (amount.currency !== limits.min.currency) return err(domainError('CURRENCY_MISMATCH', `Limits are in ${limits.min.currency}, not ${amount.currency}`));
  if (amount.minor >= limits.min.minor && amount.minor <= limits.max.minor) return ok(amount);
  return err(
    domainError('AMOUNT_INVALID', `A top-up must be between ${limits.min.minor} and ${limits.max.minor} minor units of ${amount.currency}`, {
      field: 'amount.minor',
      min: limits.min.minor,
      max: limits.max.minor,
    }),
  );
}
