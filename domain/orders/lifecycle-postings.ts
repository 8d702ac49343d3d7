import { ledgerAccounts } from '../ledger/index.ts';
import type { OrderEffect } from './order-events.ts';
import { entry, nonZero, orderPaymentPostings, orderReference, orderRefundPosting, type PostedOrder, type PostingHold, type PostingTransaction } from './postings.ts';

/**
 * The ledger work of each effect of the order machine, as pure data: the
 * application runs the steps through the `Ledger` in order, in the
 * transition's unit of work; a property test runs them against an in-memory
 * model of the books. Every key names the order (and, where an order can
 * see the effect once only, nothing more), so a rerun posts nothing twice.
 *
 * - `releaseToSeller` posts the two holds placed at payment: the line total
 *   lands in the seller's pending funds and the fee in revenue; the escrow is
 *   empty from then on.
 * - `settleToSeller` moves the line total from pending to available, less
 *   what the seller owes in penalties (`owed`, at most the line): that part
 *   pays the penalties account back.
 * - `refundFromSeller` (a refund after completion, while the funds are still
 *   pending) takes the line back from the seller's pending funds and the fee
 *   from revenue, and pays the buyer and marketing exactly what they paid.
 * - `partialRefund` pays `amount` to the buyer's credits and the rest of the
 *   line to the seller's available funds, the fee to revenue: from the
 *   escrow (holds voided first) or from the seller's pending funds.
 * - `chargePenalty` records what the seller owes: their penalties account
 *   goes negative by the amount, penalty revenue positive.
 */
export type LedgerStep =
  | { readonly type: 'post'; readonly transaction: PostingTransaction }
  | { readonly type: 'hold'; readonly hold: PostingHold }
  /** Post every pending hold of the order. */
  | { readonly type: 'postHolds' }
  /** Void every pending hold of the order. */
  | { readonly type: 'voidHolds' };

/** What the steps need to know besides the order: what the seller owes in penalties now (minor units, ≥ 0). */
export interface PostingContext {
  readonly penaltiesOwed: number;
}

export function effectLedgerSteps(order: PostedOrder, effect: OrderEffect, context: PostingContext): readonly LedgerStep[] {
  switch (effect.type) {
    case 'moveToEscrow': {
      const { transaction, holds } = orderPaymentPostings(order);
      return [{ type: 'post', transaction }, ...holds.map((hold) => ({ type: 'hold', hold }) as const)];
    }
    case 'refundToCredits':
      return [{ type: 'voidHolds' }, { type: 'post', transaction: orderRefundPosting(order) }];
    case 'releaseToSeller':
      return [{ type: 'postHolds' }];
    case 'settleToSeller':
      return [{ type: 'post', transaction: settlePosting(order, context.penaltiesOwed) }];
    case 'refundFromSeller':
      return [{ type: 'post', transaction: warrantyRefundPosting(order) }];
    case 'partialRefund':
      return effect.fundsReleased
        ? [{ type: 'post', transaction: partialRefundPosting(order, effect.amount, 'pending') }]
        : [{ type: 'voidHolds' }, { type: 'post', transaction: partialRefundPosting(order, effect.amount, 'escrow') }];
    case 'chargePenalty':
      return [{ type: 'post', transaction: penaltyPosting(order, effect.amount) }];
    case 'releaseStock':
    case 'remindBuyer':
    case 'arm':
      return [];
  }
}

function tx(order: PostedOrder, kind: PostingTransaction['kind'], entries: PostingTransaction['entries']): PostingTransaction {
  return { idempotencyKey: `${kind}:${order.id}`, kind, reference: orderReference(order.id), entries: nonZero(entries) };
}

export function settlePosting(order: PostedOrder, penaltiesOwed: number): PostingTransaction {
  const line = order.lineTotal;
  const recovered = Math.max(0, Math.min(penaltiesOwed, line.minor));
  return tx(order, 'order-settle', [
    entry(ledgerAccounts.sellerPending(order.sellerId), -line.minor, line),
    entry(ledgerAccounts.sellerAvailable(order.sellerId), line.minor - recovered, line),
    entry(ledgerAccounts.sellerPenalties(order.sellerId), recovered, line),
  ]);
}

export function warrantyRefundPosting(order: PostedOrder): PostingTransaction {
  const { total, lineTotal, fee, couponDiscount: coupon, membershipDiscount: membership } = order;
  return tx(order, 'order-warranty-refund', [
    entry(ledgerAccounts.sellerPending(order.sellerId), -lineTotal.minor, total),
    entry(ledgerAccounts.serviceFeeRevenue, -fee.minor, total),
    entry(ledgerAccounts.buyerCredits(order.buyerId), total.minor, total),
    entry(ledgerAccounts.coupons, coupon.minor, total),
    entry(ledgerAccounts.membership, membership.minor, total),
  ]);
}

export function partialRefundPosting(order: PostedOrder, amount: number, from: 'escrow' | 'pending'): PostingTransaction {
  const { lineTotal, fee } = order;
  const source =
    from === 'escrow'
      ? [entry(ledgerAccounts.escrow(order.id), -(lineTotal.minor + fee.minor), lineTotal), entry(ledgerAccounts.serviceFeeRevenue, fee.minor, lineTotal)]
      : [entry(ledgerAccounts.sellerPending(order.sellerId), -lineTotal.minor, lineTotal)];
  return tx(order, 'order-partial-refund', [
    ...source,
    entry(ledgerAccounts.buyerCredits(order.buyerId), amount, lineTotal),
    entry(ledgerAccounts.sellerAvailable(order.sellerId), lineTotal.minor - amount, lineTotal),
  ]);
}

export function penaltyPosting(order: PostedOrder, amount: number): PostingTransaction {
  const line = order.lineTotal;
  return tx(order, 'order-penalty', [entry(ledgerAccounts.sellerPenalties(order.sellerId), -amount, line), entry(ledgerAccounts.penaltyRevenue, amount, line)]);
}
