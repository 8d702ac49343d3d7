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
 * the affiliate seller's username in upper case (what affiliates share); then
 * one coupon per limit, to show each refusal: SUMMER20 expired a month before
 * `baseDate`, FIRST100 has had its 100 uses (counted only: the demo keeps no
 * history of those orders), ONCE15 works once per buyer.
 */
const DAY_MS = 24 * 3600 * 1000;

export function buildCoupons(affiliate: Pick<UserRow, 'id' | 'username'>, baseDate: Date): CouponRow[] {
  const createdAt = new Date(baseDate.getTime() - 90 * DAY_MS);
  return [
    { code: 'SAVE5', discountType: 'FLAT', amountMinor: 500, percent: null, affiliateOwnerId: null, active: true, createdAt },
    { code: 'WELCOME10', discountType: 'PERCENT', amountMinor: null, percent: 10, affiliateOwnerId: null, active: true, createdAt },
    { code: affiliate.username.toUpperCase(), discountType: 'PERCENT', amountMinor: null, percent: 5, affiliateOwnerId: affiliate.id, active: true, createdAt },
    { code: 'SUMMER20', discountType: 'PERCENT', amountMinor: null, percent: 20, affiliateOwnerId: null, active: true, createdAt, validFrom: createdAt, validUntil: new Date(baseDate.getTime() - 30 * DAY_MS) },
    { code: 'FIRST100', discountType: 'FLAT', amountMinor: 300, percent: null, affiliateOwnerId: null, active: true, createdAt, maxRedemptions: 100, redeemedCount: 100 },
    { code: 'ONCE15', discountType: 'PERCENT', amountMinor: null, percent: 15, affiliateOwnerId: null, active: true, createdAt, maxPerUser: 1 },
  ];
}

/** The exchange-rate rows, stamped with `baseDate`. */
export function buildExchangeRates(baseDate: Date): ExchangeRateRow[] {
  return Object.entries(DEMO_RATES).map(([currency, rate]) => ({ currency, rate, updatedAt: new Date(baseDate.getTime()) }));
}
