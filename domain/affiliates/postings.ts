import { ledgerAccounts, type PostingEntry } from '../ledger/index.ts';
import { mustMoney, type CurrencyCode } from '../shared/money/index.ts';

/**
 * The two ledger transactions of a commission, as pure data: paid from the
 * service-fee revenue (the marketplace shares what it earned) into the
 * affiliate's earnings, and reversed the other way under its own key. Each
 * key names the order, so a commission is paid at most once and reversed at
 * most once, whatever reruns.
 */
export interface AffiliatePosting {
  readonly idempotencyKey: string;
  readonly kind: 'affiliate-commission' | 'affiliate-commission-reversal';
  readonly entries: readonly PostingEntry[];
  readonly reference: { readonly type: 'order'; readonly id: string };
}

export interface CommissionFacts {
  readonly orderId: string;
  readonly affiliateId: string;
  readonly amountMinor: number;
  readonly currency: CurrencyCode;
}

function posting(kind: AffiliatePosting['kind'], c: CommissionFacts, sign: 1 | -1): AffiliatePosting {
  const amount = (minor: number) => mustMoney(minor, c.currency);
  return {
    idempotencyKey: `${kind}:${c.orderId}`,
    kind,
    reference: { type: 'order', id: c.orderId },
    entries: [
      { account: ledgerAccounts.serviceFeeRevenue, amount: amount(-sign * c.amountMinor) },
      { account: ledgerAccounts.affiliateEarnings(c.affiliateId), amount: amount(sign * c.amountMinor) },
    ],
  };
}

/** Pays the commission: revenue:service-fee → affiliate:{id}:earnings. */
export function affiliateCommissionPosting(c: CommissionFacts): AffiliatePosting {
  return posting('affiliate-commission', c, 1);
}

/** Takes it back when the order is refunded after completion. */
export function affiliateReversalPosting(c: CommissionFacts): AffiliatePosting {
  return posting('affiliate-commission-reversal', c, -1);
}
