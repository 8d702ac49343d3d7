/**
 * The seller's sales report as pure rules over the orders the application
 * reads: sales and revenue per UTC day and currency, the fees on those sales
 * and the best-selling offers. Readings, this project's choices:
 *
 * - A sale is an order paid in the window that was not cancelled or refunded
 *   in full; it counts on the UTC day it was paid.
 * - Revenue is the seller's line total less what was refunded of it (a
 *   partial refund lowers it, never below 0). The buyer's service fee is the
 *   marketplace's, reported apart as `serviceFeeMinor`; sellers pay no
 *   commission here, only late penalties (`penaltyMinor`).
 * - Amounts are never added across currencies: every figure is per currency.
 * - Top offers rank by sales, then revenue, then title; deals agreed in chat
 *   have no offer and are left out of the ranking (not of the totals).
 */

/** What the report reads of one paid order. */
export interface ReportOrder {
  readonly paidAt: Date;
  readonly state: string;
  readonly currency: string;
  readonly lineTotalMinor: number;
  readonly refundedMinor: number;
  readonly feeMinor: number;
  readonly penaltyMinor: number;
  readonly productId: string | null;
  readonly title: string;
}

export interface CurrencySeries {
  readonly currency: string;
  /** One entry per day of `days`. */
  readonly sales: readonly number[];
  readonly revenueMinor: readonly number[];
  readonly totalSales: number;
  readonly totalRevenueMinor: number;
  readonly serviceFeeMinor: number;
  readonly penaltyMinor: number;
}

export interface TopOffer {
  readonly productId: string;
  readonly title: string;
  readonly currency: string;
  readonly sales: number;
  readonly revenueMinor: number;
}

export interface SellerReportFigures {
  /** The window's UTC days, oldest first, as YYYY-MM-DD. */
  readonly days: readonly string[];
  readonly currencies: readonly CurrencySeries[];
  readonly topOffers: readonly TopOffer[];
}

const DAY_MS = 86_400_000;
const NOT_SALES: ReadonlySet<string> = new Set(['pending_payment', 'payment_expired', 'cancelled', 'refunded']);

const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** The last `days` UTC days up to and including today's, oldest first. */
export function reportDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => dayOf(new Date(today - (days - 1 - i) * DAY_MS)));
}

/** The start of the window: midnight UTC of its first day. */
export function reportSince(now: Date, days: number): Date {
  return new Date(`${reportDays(now, days)[0] ?? dayOf(now)}T00:00:00.000Z`);
}

export function isSale(order: ReportOrder): boolean {
  return !NOT_SALES.has(order.state);
}

/** The report over the orders (any order outside the window or not a sale is ignored). */
export function sellerReportFigures(orders: readonly ReportOrder[], now: Date, days: number, topCount = 5): SellerReportFigures {
  const dayList = reportDays(now, days);
  const index = new Map(dayList.map((d, i) => [d, i]));
  const series = new Map<string, { sales: number[]; revenueMinor: number[]; serviceFeeMinor: number; penaltyMinor: number }>();
  const offers = new Map<string, TopOffer>();
  for (const o of orders) {
    const i = index.get(dayOf(o.paidAt));
    if (i === undefined || !isSale(o)) continue;
    const revenue = Math.max(0, o.lineTotalMinor - o.refundedMinor);
    const s = series.get(o.currency) ?? { sales: dayList.map(() => 0), revenueMinor: dayList.map(() => 0), serviceFeeMinor: 0, penaltyMinor: 0 };
    s.sales[i] = (s.sales[i] ?? 0) + 1;
    s.revenueMinor[i] = (s.revenueMinor[i] ?? 0) + revenue;
    s.serviceFeeMinor += o.feeMinor;
    s.penaltyMinor += o.penaltyMinor;
    series.set(o.currency, s);
    if (o.productId === null) continue;
    const key = `${o.productId}\u0000${o.currency}`;
    const offer = offers.get(key) ?? { productId: o.productId, title: o.title, currency: o.currency, sales: 0, revenueMinor: 0 };
    offers.set(key, { ...offer, sales: offer.sales + 1, revenueMinor: offer.revenueMinor + revenue });
  }
  const currencies = [...series.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, s]) => ({
      currency,
      ...s,
      totalSales: s.sales.reduce((a, b) => a + b, 0),
      totalRevenueMinor: s.revenueMinor.reduce((a, b) => a + b, 0),
    }));
  const topOffers = [...offers.values()].sort((a, b) => b.sales - a.sales || b.revenueMinor - a.revenueMinor || a.title.localeCompare(b.title)).slice(0, topCount);
  return { days: dayList, currencies, topOffers };
}
