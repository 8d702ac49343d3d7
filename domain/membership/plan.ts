import type { Result } from 'neverthrow';
import type { DomainError } from '../shared/errors/index.ts';
import { USD, type CurrencyCode } from '../shared/money/currency.ts';
import { convertFromUsd } from '../shared/money/exchange.ts';
import { mustMoney, type Money } from '../shared/money/money.ts';

/**
 * ig-plus, the paid membership: one monthly plan priced in USD and charged in
 * the member's currency at the rate of the day of each charge (the same
 * conversion as every listed price), so a member who keeps credits in euros
 * pays in euros.
 */
export const IG_PLUS_MONTHLY_PRICE: Money = mustMoney(499, USD);

/** A failed renewal is tried again this often, this many times in all, before the membership lapses. */
export const RENEWAL_RETRY_DELAY_MS = 24 * 60 * 60_000;
export const RENEWAL_ATTEMPTS = 3;

/** What a month of ig-plus costs in `currency` at `rate` (units of it per USD). */
export function igPlusPrice(currency: CurrencyCode, rate: number): Result<Money, DomainError> {
  return convertFromUsd(IG_PLUS_MONTHLY_PRICE, rate, currency);
}

/**
 * The end of a one-month period starting at `start`: the same day and time
 * next month, or the month's last day when it has no such day (31 January →
 * 28/29 February), as subscription billing does, so periods never drift.
 */
export function addOneMonth(start: Date): Date {
  const end = new Date(start.getTime());
  const day = start.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
