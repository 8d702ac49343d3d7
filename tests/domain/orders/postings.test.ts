import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateGroupAmounts, ledgerAccounts, mustMoney, orderPaymentPostings, orderRefundPosting, type PostedOrder, type PostingEntry } from '../../../domain/index.ts';

const currency = fc.constantFrom('USD', 'EUR', 'JPY');

/** An order as a checkout makes it: a line and its share of a group's fee and discounts. */
const order = fc
  .record({
    currency,
    lineTotal: fc.integer({ min: 0, max: 100_000_000 }),
    fee: fc.integer({ min: 0, max: 10_000_000 }),
    membershipPart: fc.double({ min: 0, max: 1, noNaN: true }),
    couponPart: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ currency: c, lineTotal, fee, membershipPart, couponPart }): PostedOrder => {
    const [share] = allocateGroupAmounts({ lineTotals: [lineTotal], fee, membershipDiscount: Math.floor(fee * membershipPart), couponDiscount: Math.floor(fee * (1 - membershipPart) * couponPart) });
    const s = share ?? { fee: 0, membershipDiscount: 0, couponDiscount: 0 };
    const m = (n: number) => mustMoney(n, c as never);
    return {
      id: 'ord_1',
      buyerId: 'buyer_1',
      sellerId: 'seller_1',
      lineTotal: m(lineTotal),
      fee: m(s.fee),
      membershipDiscount: m(s.membershipDiscount),
      couponDiscount: m(s.couponDiscount),
      total: m(lineTotal + s.fee - s.membershipDiscount - s.couponDiscount),
    };
  });

function sums(entries: readonly PostingEntry[]): Map<string, number> {
  const by = new Map<string, number>();
  for (const e of entries) by.set(e.amount.currency, (by.get(e.amount.currency) ?? 0) + e.amount.minor);
  return by;
}

function balanceOf(entries: readonly PostingEntry[], account: string): number {
  return entries.filter((e) => e.account === account).reduce((a, e) => a + e.amount.minor, 0);
}

describe("an order's ledger postings", () => {
  it('balance per currency, and paying then refunding gives everyone back exactly what they put in', () => {
    fc.assert(
      fc.property(order, (o) => {
        const { transaction, holds } = orderPaymentPostings(o);
        const refund = orderRefundPosting(o);
        for (const t of [transaction, refund]) for (const sum of sums(t.entries).values()) expect(sum).toBe(0);
        for (const e of [...transaction.entries, ...refund.entries]) expect(e.amount.minor).not.toBe(0);
        const escrow = ledgerAccounts.escrow(o.id);
        // The escrow holds line total + fee, exactly what the two holds take out of it.
        expect(balanceOf(transaction.entries, escrow)).toBe(o.lineTotal.minor + o.fee.minor);
        expect(holds.reduce((a, h) => a + h.amount.minor, 0)).toBe(o.lineTotal.minor + o.fee.minor);
        expect(balanceOf(transaction.entries, ledgerAccounts.buyerCredits(o.buyerId))).toBe(0 - o.total.minor);
        const both = [...transaction.entries, ...refund.entries];
        for (const account of [escrow, ledgerAccounts.buyerCredits(o.buyerId), ledgerAccounts.coupons, ledgerAccounts.membership]) {
          expect(balanceOf(both, account)).toBe(0);
        }
      }),
    );
  });

  it('holds the line total for the seller and the fee for the platform, under keys that name the order', () => {
    const m = (n: number) => mustMoney(n, 'USD' as never);
    const o: PostedOrder = { id: 'ord_7', buyerId: 'b', sellerId: 's', lineTotal: m(1000), fee: m(150), membershipDiscount: m(50), couponDiscount: m(20), total: m(1080) };
    const { transaction, holds } = orderPaymentPostings(o);
    expect(transaction.idempotencyKey).toBe('order-paid:ord_7');
    expect(holds.map((h) => [h.from, h.to, h.amount.minor])).toEqual([
      ['escrow:order:ord_7', 'seller:s:pending', 1000],
      ['escrow:order:ord_7', 'revenue:service-fee', 150],
    ]);
    expect(transaction.entries.map((e) => [e.account, e.amount.minor])).toEqual([
      ['buyer:b:credits', -1080],
      ['marketing:coupons', -20],
      ['marketing:membership', -50],
      ['escrow:order:ord_7', 1150],
    ]);
  });
});
