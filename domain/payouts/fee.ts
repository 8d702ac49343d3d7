import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/errors/index.ts';
import { USD } from '../shared/money/currency.ts';
import { mustMoney, type Money } from '../shared/money/money.ts';
import { ceil, fromDecimal, mul, rational, roundHalfAwayFromZero, sub, toSafeNumber } from '../shared/money/rational.ts';
import { payoutMethod, type PayoutMethod } from './methods.ts';

/** What a seller sees before confirming a withdrawal; all three are USD and `fee + net = amount`. */
export interface WithdrawalQuote {
  /** The amount taken from the seller's balance. */
  readonly amount: Money;
  /** What the payout method costs, kept by the platform. */
  readonly fee: Money;
  /** What reaches the seller. */
  readonly net: Money;
}

/**
 * The fee in USD cents: percent × amount, rounded once, half away from zero
 * (like every other rounding in the domain, rather than up in the platform's
 * favour), then the fixed part added. Exact: 4.9 is read as 49/1000 of 100.
 */
function feeMinor(method: PayoutMethod, amountMinor: bigint): bigint {
  const percentPart = mul(rational(amountMinor), mul(fromDecimal(method.percent), rational(1n, 100n)));
  return roundHalfAwayFromZero(percentPart) + BigInt(method.fixed.minor);
}

/**
 * Checks the parts every payout computation shares, in this order: a known
 * method, a USD amount (withdrawals are paid out in USD; the balance is held
 * in USD, so another currency means the caller forgot to convert), and an
 * amount above zero.
 */
function checkWithdrawal(methodId: string, amount: Money): Result<PayoutMethod, DomainError> {
  return payoutMethod(methodId).andThen((method) => {
    if (amount.currency !== USD) {
      return err(domainError('CURRENCY_MISMATCH', `Withdrawals are made in USD, got ${amount.currency}`, { field: 'amount' }));
    }
    if (amount.minor <= 0) {
      return err(domainError('AMOUNT_INVALID', `Withdrawal amount must be above zero, got ${amount.minor}`, { field: 'amount' }));
    }
    return ok(method);
  });
}

/**
 * The fee a withdrawal of `amount` would cost with this method. It answers
 * even when the fee would swallow the amount (so a form can show why), while
 * {@link withdrawalQuote} refuses such a withdrawal.
 */
export function payoutFee(methodId: string, amount: Money): Result<Money, DomainError> {
  return checkWithdrawal(methodId, amount).map((method) => mustMoney(toSafeNumber(feeMinor(method, BigInt(amount.minor))), USD));
}

/**
 * Splits a withdrawal into fee and net. A withdrawal whose net would not be
 * positive is refused with WITHDRAWAL_TOO_SMALL; its `details.minimum` is
 * the smallest amount the method accepts (see {@link minimumWithdrawal}).
 */
export function withdrawalQuote(methodId: string, amount: Money): Result<WithdrawalQuote, DomainError> {
  return checkWithdrawal(methodId, amount).andThen((method) => {
    const fee = feeMinor(method, BigInt(amount.minor));
    const net = BigInt(amount.minor) - fee;
    if (net <= 0n) {
      return err(
        domainError('WITHDRAWAL_TOO_SMALL', `The ${method.label} fee would take the whole withdrawal`, {
          field: 'amount',
          minimum: minimumFor(method),
        }),
      );
    }
    return ok({ amount, fee: mustMoney(toSafeNumber(fee), USD), net: mustMoney(toSafeNumber(net), USD) });
  });
}

/**
 * The smallest withdrawal this method accepts: the least amount whose net is
 * positive. Derived from the fee, so it follows any change to the fee data.
 */
export function minimumWithdrawal(methodId: string): Result<Money, DomainError> {
  return payoutMethod(methodId).map(minimumFor);
}

/**
 * The net (amount − fee) never falls as the amount grows, because the
 * percent is below 100: one more cent raises the rounded percent part by at
 * most one cent. At a₀ = ⌈(fixed + 1) / (1 − p)⌉ the unrounded percent part
 * is at most a₀ − fixed − 1, so its rounding is too and a₀ is accepted; the
 * answer lies a few cents below it at most, found by stepping down.
 */
function minimumFor(method: PayoutMethod): Money {
  const p = mul(fromDecimal(method.percent), rational(1n, 100n));
  if (p.num >= p.den || p.num < 0n) throw new RangeError(`Payout fee percent out of range for ${method.id}`);
  const fixed = BigInt(method.fixed.minor);
  const accepted = (a: bigint): boolean => a >= 1n && a - feeMinor(method, a) > 0n;
  const oneMinusP = sub(rational(1n), p);
  let a = ceil(rational((fixed + 1n) * oneMinusP.den, oneMinusP.num));
  if (a < 1n) a = 1n;
  while (accepted(a - 1n)) a -= 1n;
  return mustMoney(toSafeNumber(a), USD);
}
