/**
 * The ledger's accounts, named by strings so that a balance is found by its
 * name alone: `buyer:{userId}:credits`, `escrow:order:{orderId}`,
 * `seller:{userId}:pending`, `seller:{userId}:available`, `psp:{provider}`,
 * `revenue:service-fee`, `revenue:penalties`, `revenue:membership` (ig-plus fees), `penalties:seller:{userId}`,
 * `marketing:coupons`, `marketing:membership`, `marketing:promotions`,
 * `payouts:{method}` (paid out to sellers), `revenue:payout-fees`,
 * `escrow:request:{requestId}` (where a buyer's request budget is held to),
 * `affiliate:{userId}:earnings` (an affiliate's commissions). An
 * account holds one balance per currency. A seller's penalties account is
 * what they owe the marketplace (negative while owed; recovered from their
 * next settlements), so it may go below zero.
 *
 * Sign convention: an entry's amount is added to its account's balance, and
 * every transaction's entries sum to zero per currency, so the sum of every
 * balance is zero. Money that comes in from outside (a card, a chain) leaves
 * `psp:{provider}` negative; what the marketplace spends on discounts and
 * gifts leaves a `marketing:*` account negative.
 */
export type LedgerAccount = string & { readonly __ledgerAccount: true };

const asAccount = (name: string): LedgerAccount => name as LedgerAccount;

export const ledgerAccounts = {
  buyerCredits: (userId: string) => asAccount(`buyer:${userId}:credits`),
  escrow: (orderId: string) => asAccount(`escrow:order:${orderId}`),
  sellerPending: (userId: string) => asAccount(`seller:${userId}:pending`),
  sellerAvailable: (userId: string) => asAccount(`seller:${userId}:available`),
  psp: (provider: string) => asAccount(`psp:${provider}`),
  serviceFeeRevenue: asAccount('revenue:service-fee'),
  penaltyRevenue: asAccount('revenue:penalties'),
  sellerPenalties: (userId: string) => asAccount(`penalties:seller:${userId}`),
  coupons: asAccount('marketing:coupons'),
  membership: asAccount('marketing:membership'),
  promotions: asAccount('marketing:promotions'),
  /** Money paid out to sellers through a payout method: the outside world's side of a withdrawal. */
  payouts: (method: string) => asAccount(`payouts:${method.toLowerCase()}`),
  payoutFeeRevenue: asAccount('revenue:payout-fees'),
  /** What members pay for ig-plus. */
  membershipRevenue: asAccount('revenue:membership'),
  /** The target of a request's budget hold: voided when the request ends, the accepted offer then paid from the credits it frees. */
  requestBudget: (requestId: string) => asAccount(`escrow:request:${requestId}`),
  /** An affiliate's commissions (issue 15): paid from revenue:service-fee, reversed on a refund after completion. */
  affiliateEarnings: (userId: string) => asAccount(`affiliate:${userId}:earnings`),
} as const;

/** A name the ledger knows: one of the shapes above, ids of letters, digits, `_` and `-`. */
const ACCOUNT_PATTERN =
  /^(buyer:[\w-]+:credits|escrow:(order|request):[\w-]+|seller:[\w-]+:(pending|available)|penalties:seller:[\w-]+|psp:[\w-]+|payouts:[\w-]+|revenue:(service-fee|penalties|payout-fees|membership)|marketing:(coupons|membership|promotions)|affiliate:[\w-]+:earnings)$/;

/** The account of that name, or undefined when the name is none of the ledger's shapes. */
export function parseLedgerAccount(name: string): LedgerAccount | undefined {
  return ACCOUNT_PATTERN.test(name) ? asAccount(name) : undefined;
}

/**
 * Whether the account may never go below zero: money someone holds (a buyer's
 * credits, an escrow, a seller's funds). The outside world (`psp:*`) and the
 * marketplace's own books (`revenue:*`, `marketing:*`) may.
 */
export function isNonNegative(account: LedgerAccount): boolean {
  return account.startsWith('buyer:') || account.startsWith('escrow:') || account.startsWith('seller:') || account.startsWith('affiliate:');
}

/**
 * The user whose money the account holds (`buyer:{id}:credits`,
 * `seller:{id}:*`), or undefined for an escrow, a provider or the
 * marketplace's own books. A change to such an account is news for that
 * user's balances.
 */
export function accountOwner(account: LedgerAccount): string | undefined {
  const match = /^(?:buyer:([\w-]+):credits|seller:([\w-]+):(?:pending|available))$/.exec(account);
  return match === null ? undefined : (match[1] ?? match[2]);
}
