import { ledgerAccounts, type LedgerAccount } from './accounts.ts';

/*
 * A user's statement: every ledger entry that touched one of their accounts,
 * told in their words. The ledger records a transaction's business event
 * (`kind`), what it is about (`reference`) and its entries; the statement
 * derives from those alone what a line means to the user, so no writer has
 * to remember to label its postings for it.
 */

/** Which of the user's own accounts an entry moved. */
export type StatementAccount = 'credits' | 'pending' | 'available' | 'penalties' | 'earnings';

export const STATEMENT_KINDS = ['top-up', 'purchase', 'sale', 'settlement', 'refund', 'fee', 'withdrawal', 'penalty', 'commission', 'membership', 'grant', 'other'] as const;
/** What a statement line means to the user. */
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/** The user's accounts the statement reads, each with the name the statement gives it. */
export function statementAccounts(userId: string): readonly { readonly account: LedgerAccount; readonly name: StatementAccount }[] {
  return [
    { account: ledgerAccounts.buyerCredits(userId), name: 'credits' },
    { account: ledgerAccounts.sellerPending(userId), name: 'pending' },
    { account: ledgerAccounts.sellerAvailable(userId), name: 'available' },
    { account: ledgerAccounts.sellerPenalties(userId), name: 'penalties' },
    { account: ledgerAccounts.affiliateEarnings(userId), name: 'earnings' },
  ];
}

/** An entry as the books hold it, with the other accounts of its transaction (a posted hold's kind alone does not say what it paid). */
export interface StatementFacts {
  /** The transaction's kind: `payment-received`, `order-paid`, `hold-posted`, `order-settle`… */
  readonly transactionKind: string;
  readonly referenceType: string | null;
  readonly account: StatementAccount;
  /** Signed minor units added to the account. */
  readonly amount: number;
  readonly counterparts: readonly string[];
}

const BY_TRANSACTION_KIND: Readonly<Record<string, StatementKind>> = {
  'payment-received': 'top-up',
  'payment-refund': 'refund',
  'order-paid': 'purchase',
  'order-refund': 'refund',
  'order-warranty-refund': 'refund',
  'order-partial-refund': 'refund',
  'order-settle': 'settlement',
  'order-penalty': 'penalty',
  'affiliate-commission': 'commission',
  'affiliate-commission-reversal': 'commission',
  'membership-charge': 'membership',
  grant: 'grant',
};

/**
 * The line's kind. A posted hold is told by what it is about and where it
 * went: an order's hold into the seller's pending funds is the sale, a
 * withdrawal's hold into the payout fee revenue its fee (the rest of the
 * withdrawal its payout), a request's budget the purchase it paid. An order
 * settlement that pays the seller's penalties back is a penalty line on the
 * penalties side.
 */
export function statementKind(facts: StatementFacts): StatementKind {
  if (facts.transactionKind === 'hold-posted') {
    if (facts.referenceType === 'order') return facts.account === 'pending' ? 'sale' : 'purchase';
    if (facts.referenceType === 'withdrawal') return facts.counterparts.includes(ledgerAccounts.payoutFeeRevenue) ? 'fee' : 'withdrawal';
    if (facts.referenceType === 'request') return 'purchase';
    return 'other';
  }
  if (facts.transactionKind === 'order-settle' && facts.account === 'penalties') return 'penalty';
  return BY_TRANSACTION_KIND[facts.transactionKind] ?? 'other';
}

/** The page that shows what the line is about, or null when there is none (a grant from staff). */
export function statementLink(reference: { readonly type: string; readonly id: string } | null): string | null {
  if (reference === null) return null;
  const id = encodeURIComponent(reference.id);
  switch (reference.type) {
    case 'order':
      return `/dashboard/order/${id}`;
    case 'payment':
      return '/dashboard/finances/payments';
    case 'withdrawal':
      return '/dashboard/finances/withdrawals';
    case 'request':
      return `/dashboard/requests/${id}`;
    case 'membership':
      return '/ig-plus';
    default:
      return null;
  }
}
