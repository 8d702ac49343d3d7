import { ledgerAccounts, type LedgerAccount, type PostingEntry } from '../ledger/index.ts';
import { mustMoney, type Money } from '../shared/money/index.ts';
import type { Order } from './order.ts';

/**
 * The ledger postings of an order, as pure data the application hands to the
 * `Ledger` (which checks again that each balances). Amounts are signed minor
 * units added to the account; entries of zero are left out.
 *
 * Paying: the buyer's credits pay what the buyer owes for the order into its
 * escrow, and the marketing accounts fund the order's discounts into the same
 * escrow, so the escrow holds line total + fee. Then two pending holds out of
 * the escrow: the line total towards the seller's pending funds, the fee
 * towards the service-fee revenue. Both resolve later (issue 12 posts them on
 * completion); a cancellation voids them.
 *
 * Refunding a cancelled paid order: void the holds (the escrow is whole
 * again), then the escrow pays the buyer back exactly what they paid and the
 * marketing accounts their discounts, leaving the escrow at zero.
 */

export interface PostingTransaction {
  readonly idempotencyKey: string;
  readonly kind: 'order-paid' | 'order-refund' | 'order-settle' | 'order-warranty-refund' | 'order-partial-refund' | 'order-penalty';
  readonly entries: readonly PostingEntry[];
  readonly reference: { readonly type: 'order'; readonly id: string };
}

export interface PostingHold {
  readonly idempotencyKey: string;
  readonly from: LedgerAccount;
  readonly to: LedgerAccount;
  readonly amount: Money;
  readonly reference: { readonly type: 'order'; readonly id: string };
}

export type PostedOrder = Pick<Order, 'id' | 'buyerId' | 'sellerId' | 'lineTotal' | 'fee' | 'membershipDiscount' | 'couponDiscount' | 'total'>;

/** Ledger references of an order: every transaction and hold of it carries this one. */
export function orderReference(orderId: string): { readonly type: 'order'; readonly id: string } {
  return { type: 'order', id: orderId };
}

export function entry(account: LedgerAccount, minor: number, like: Money): PostingEntry {
  return { account, amount: mustMoney(minor, like.currency) };
}

export function nonZero(entries: readonly PostingEntry[]): PostingEntry[] {
  return entries.filter((e) => e.amount.minor !== 0);
}

/** The transaction that pays an order into its escrow, and the two holds out of it. */
export function orderPaymentPostings(order: PostedOrder): { readonly transaction: PostingTransaction; readonly holds: readonly PostingHold[] } {
  const escrow = ledgerAccounts.escrow(order.id);
  const reference = orderReference(order.id);
  const { total, membershipDiscount: membership, couponDiscount: coupon } = order;
  const transaction: PostingTransaction = {
    idempotencyKey: `order-paid:${order.id}`,
    kind: 'order-paid',
    reference,
    entries: nonZero([
      entry(ledgerAccounts.buyerCredits(order.buyerId), -total.minor, total),
      entry(ledgerAccounts.coupons, -coupon.minor, total),
      entry(ledgerAccounts.membership, -membership.minor, total),
      entry(escrow, total.minor + coupon.minor + membership.minor, total),
    ]),
  };
  const holds: PostingHold[] = [
    { idempotencyKey: `order-hold-seller:${order.id}`, from: escrow, to: ledgerAccounts.sellerPending(order.sellerId), amount: order.lineTotal, reference },
    { idempotencyKey: `order-hold-fee:${order.id}`, from: escrow, to: ledgerAccounts.serviceFeeRevenue, amount: order.fee, reference },
  ];
  return { transaction, holds: holds.filter((h) => h.amount.minor !== 0) };
}

/** The transaction that refunds a cancelled paid order once its holds are voided. */
export function orderRefundPosting(order: PostedOrder): PostingTransaction {
  const escrow = ledgerAccounts.escrow(order.id);
  const { total, membershipDiscount: membership, couponDiscount: coupon } = order;
  return {
    idempotencyKey: `order-refund:${order.id}`,
    kind: 'order-refund',
    reference: orderReference(order.id),
    entries: nonZero([
      entry(escrow, -(total.minor + coupon.minor + membership.minor), total),
      entry(ledgerAccounts.buyerCredits(order.buyerId), total.minor, total),
      entry(ledgerAccounts.coupons, coupon.minor, total),
      entry(ledgerAccounts.membership, membership.minor, total),
    ]),
  };
}
