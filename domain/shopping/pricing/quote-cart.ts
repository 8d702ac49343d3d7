import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../../shared/errors/index.ts';
import { USD } from '../../shared/money/currency.ts';
import { checkRate, roundToMoney, usdMajorToTargetMinor } from '../../shared/money/exchange.ts';
import { mustMoney } from '../../shared/money/money.ts';
import { mul, rational, sub, fromInt } from '../../shared/money/rational.ts';
import { couponDiscount } from './coupon-discount.ts';
import { membershipDiscount } from './membership-discount.ts';
import { serviceFee } from './service-fee.ts';
import type { CartQuote, QuoteInput, QuoteLine, QuotedLine } from './types.ts';
import { volumeDiscountPercent, volumeDiscountPercentExact } from './volume-discount.ts';

/**
 * Prices a cart: the one function the browser, the server and integrators
 * call, so all three show the same numbers.
 *
 * Every amount stays an exact integer or rational of minor units; the only
 * roundings are, once each and half away from zero: a line's unit price
 * (USD × (1 − volume discount) × rate), the fee (raised to a charm total, see
 * `roundFeeToCharmTotal`), the membership discount and the coupon. Line totals
 * are unit price × quantity, the subtotal their sum, and
 * total = subtotal + fee − membership − coupon to the minor unit; the two
 * discounts together never exceed the fee, so total ≥ subtotal.
 * An empty cart quotes zero everywhere.
 */
export function quoteCart(input: QuoteInput): Result<CartQuote, DomainError> {
  return validate(input).map(() => {
    const { currency, rate } = input;
    const lines = input.lines.map((line) => quoteLine(line, input));
    const subtotal = mustMoney(
      lines.reduce((sum, l) => sum + l.lineTotal.minor, 0),
      currency,
    );
    const fee = serviceFee(input.lines, subtotal, rate);
    const membership = membershipDiscount({
      igPlusActive: input.igPlusActive,
      subtotal,
      fee: fee.fee,
      netFeeMinor: fee.netFeeMinor,
      rate,
    });
    const coupon = couponDiscount({ coupon: input.lines.length === 0 ? undefined : input.coupon, subtotal, fee: fee.fee, membership, rate });
    const total = mustMoney(subtotal.minor + fee.fee.minor - membership.minor - coupon.discount.minor, currency);
    return {
      currency,
      rate,
      lines,
      subtotal,
      serviceFeePercent: fee.percent,
      serviceFee: fee.fee,
      membershipDiscount: membership,
      couponDiscount: coupon.discount,
      couponCapped: coupon.capped,
      couponBeforeCap: coupon.beforeCap,
      total,
    };
  });
}

function quoteLine(line: QuoteLine, input: QuoteInput): QuotedLine {
  const percent = volumeDiscountPercentExact(line.volumeDiscount, line.quantity);
  const remaining = sub(fromInt(1), mul(percent, rational(1n, 100n)));
  const discountedUsdMajor = mul(rational(BigInt(line.unitPrice.minor), 100n), remaining);
  const unitPrice = roundToMoney(usdMajorToTargetMinor(discountedUsdMajor, input.rate, input.currency), input.currency);
  return {
    unitPrice,
    quantity: line.quantity,
    lineTotal: mustMoney(unitPrice.minor * line.quantity, input.currency),
    volumeDiscountPercent: volumeDiscountPercent(line.volumeDiscount, line.quantity),
  };
}

function invalid(field: string, message: string): Result<never, DomainError> {
  return err(domainError('VALIDATION_FAILED', message, { field }));
}

const MAX_QUANTITY = 1_000_000;
/** Keeps every product of amounts far inside the safe-integer range. */
const MAX_UNIT_PRICE_MINOR = 1_000_000_000;

function validatePercent(value: number | undefined, field: string): Result<void, DomainError> {
  if (value === undefined) return ok(undefined);
  return Number.isFinite(value) && value >= 0 && value <= 100 ? ok(undefined) : invalid(field, `${field} must be a percent from 0 to 100`);
}

function validate(input: QuoteInput): Result<void, DomainError> {
  const rate = checkRate(input.rate);
  if (rate.isErr()) return err(rate.error);
  for (const [i, line] of input.lines.entries()) {
    const at = `lines[${i}]`;
    if (line.unitPrice.currency !== USD) {
      return err(domainError('CURRENCY_MISMATCH', `${at}.unitPrice must be in USD`, { field: `${at}.unitPrice` }));
    }
    if (!Number.isSafeInteger(line.unitPrice.minor) || line.unitPrice.minor < 0 || line.unitPrice.minor > MAX_UNIT_PRICE_MINOR) {
      return invalid(`${at}.unitPrice`, `${at}.unitPrice must be a whole, non-negative number of cents`);
    }
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_QUANTITY) {
      return err(domainError('QUANTITY_INVALID', `${at}.quantity must be a whole number from 1 to ${MAX_QUANTITY}`, { field: `${at}.quantity` }));
    }
    const fee = validatePercent(line.productType.serviceFee, `${at}.productType.serviceFee`);
    if (fee.isErr()) return fee;
    const net = line.productType.netFee;
    if (net !== undefined && (net.currency !== USD || !Number.isSafeInteger(net.minor) || net.minor < 0 || net.minor > MAX_UNIT_PRICE_MINOR)) {
      return invalid(`${at}.productType.netFee`, `${at}.productType.netFee must be a non-negative USD amount`);
    }
  }
  const coupon = input.coupon;
  if (coupon?.discountType === 'PERCENT') return validatePercent(coupon.amount, 'coupon.amount');
  if (coupon?.discountType === 'FLAT') {
    const { currency, minor } = coupon.amount;
    if (currency !== USD && currency !== input.currency) {
      return err(domainError('CURRENCY_MISMATCH', 'coupon.amount must be in USD or the display currency', { field: 'coupon.amount' }));
    }
    if (!Number.isSafeInteger(minor) || minor < 0) return invalid('coupon.amount', 'coupon.amount must be a non-negative amount');
  }
  return ok(undefined);
}
