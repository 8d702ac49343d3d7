import type { coupons, exchangeRates } from '../persistence/schema.ts';
import type { UserRow } from './users.ts';

/**
 * Coupons and exchange rates. The rates are fixed, realistic mid-market
 * values (late 2025), not fetched: demo data must not depend on the network
 * or the day it was generated. USD is the base and has no row.
 */

/** A row of the `coupons` table. */
export type CouponRow = typeof coupons.$inferInsert;
/** A row of the `exchange_rates` table. */
export type ExchangeRateRow = typeof exchangeRates.$inferInsert;

/** Units of each currency per USD; the currencies geo detection maps to (spec section 9). */
export const DEMO_RATES: Readonly<Record<string, number>> = {
  EUR: 0.86,
  GBP: 0.75,
  CAD: 1.39,
  AUD: 1.53,
  JPY: 151.2,
  CHF: 0.8,
  NZD: 1.74,
  NOK: 10.05,
  SEK: 9.45,
  INR: 88.6,
};

/**
 * One FLAT coupon, one PERCENT coupon and one affiliate coupon whose code is
 * the affiliate seller's username in upper case (what affiliates share).
 */
export function buildCoupons(affiliate: Pick<UserRow, 'id' | 'username'>, baseDate: Date): CouponRow[] {
  const createdAt = new Date(baseDate.getTime() - 90 * 24 * 3600 * 1000);
  return [
    { code: 'SAVE5', discountType: 'FLAT', amountMinor: 500, percent: null, affiliateOwnerId: null, active: true, createdAt },
    { code: 'WELCOME10', discountType: 'PERCENT', amountMinor: null, percent: 10, affiliateOwnerId: null, active: true, createdAt },
    { code: affiliate.username.toUpperCase(), discountType: 'PERCENT', amountMinor: null, percent: 5, affiliateOwnerId: affiliate.id, active: true, createdAt },
  ];
}

/** The exchange-rate rows, stamped with `baseDate`. */
export function buildExchangeRates(baseDate: Date): ExchangeRateRow[] {
  return Object.entries(DEMO_RATES).map(([currency, rate]) => ({ currency, rate, updatedAt: new Date(baseDate.getTime()) }));
}
