import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reportDays, reportSince, sellerReportFigures, type ReportOrder } from '../../../domain/index.ts';

const now = new Date('2026-11-27T18:00:00Z');
const sale = (o: Partial<ReportOrder>): ReportOrder => ({
  paidAt: new Date('2026-11-27T10:00:00Z'),
  state: 'completed',
  currency: 'USD',
  lineTotalMinor: 1_000,
  refundedMinor: 0,
  feeMinor: 50,
  penaltyMinor: 0,
  productId: 'p1',
  title: 'Gold',
  ...o,
});

describe('the sales report', () => {
  it('the window is the last N UTC days, today included, from midnight of the first', () => {
    expect(reportDays(now, 3)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);
    expect(reportSince(now, 30).toISOString()).toBe('2026-10-29T00:00:00.000Z');
  });

  it('counts sales per UTC day and currency, lowers revenue by refunds, leaves out cancelled, refunded and unpaid orders', () => {
    const report = sellerReportFigures(
      [
        sale({}),
        sale({ paidAt: new Date('2026-11-26T23:59:00Z'), lineTotalMinor: 2_000, refundedMinor: 500, state: 'partially_refunded' }),
        sale({ state: 'cancelled' }),
        sale({ state: 'refunded' }),
        sale({ currency: 'EUR', lineTotalMinor: 700, feeMinor: 30, penaltyMinor: 70, productId: null, title: 'Chat deal' }),
        sale({ paidAt: new Date('2026-11-20T10:00:00Z') }),
      ],
      now,
      3,
    );
    expect(report.days).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);
    expect(report.currencies).toEqual([
      { currency: 'EUR', sales: [0, 0, 1], revenueMinor: [0, 0, 700], totalSales: 1, totalRevenueMinor: 700, serviceFeeMinor: 30, penaltyMinor: 70 },
      { currency: 'USD', sales: [0, 1, 1], revenueMinor: [0, 1_500, 1_000], totalSales: 2, totalRevenueMinor: 2_500, serviceFeeMinor: 100, penaltyMinor: 0 },
    ]);
    expect(report.topOffers).toEqual([{ productId: 'p1', title: 'Gold', currency: 'USD', sales: 2, revenueMinor: 2_500 }]);
  });

  it('ranks top offers by sales, then revenue, and keeps five', () => {
    const orders = ['a', 'b', 'b', 'c', 'c', 'c', 'd', 'e', 'f', 'g'].map((id, i) => sale({ productId: id, title: id, lineTotalMinor: id === 'a' ? 9_000 : 100 + i }));
    expect(sellerReportFigures(orders, now, 30).topOffers.map((o) => o.productId)).toEqual(['c', 'b', 'a', 'g', 'f']);
  });

  it('the days add up to the totals, and every sale in the window is counted once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ daysAgo: fc.nat({ max: 40 }), minor: fc.nat({ max: 100_000 }), currency: fc.constantFrom('USD', 'EUR') }), { maxLength: 50 }),
        (rows) => {
          const orders = rows.map((r) => sale({ paidAt: new Date(now.getTime() - r.daysAgo * 86_400_000), lineTotalMinor: r.minor, currency: r.currency }));
          const report = sellerReportFigures(orders, now, 30);
          const inWindow = rows.filter((r) => r.daysAgo < 30);
          expect(report.currencies.reduce((n, c) => n + c.totalSales, 0)).toBe(inWindow.length);
          for (const c of report.currencies) {
            expect(c.sales.reduce((a, b) => a + b, 0)).toBe(c.totalSales);
            expect(c.revenueMinor.reduce((a, b) => a + b, 0)).toBe(inWindow.filter((r) => r.currency === c.currency).reduce((n, r) => n + r.minor, 0));
          }
        },
      ),
    );
  });
});
