import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/errors/index.ts';

/**
 * Deleting an account (the right to erasure): the personal data goes, the
 * orders and the ledger stay, as accounting law requires. It is refused while
 * something still binds the user to others or holds their money, so nobody is
 * left with an order, a balance or a payout whose owner vanished:
 * - ACCOUNT_HAS_OPEN_ORDERS: an order they bought or sold is not final;
 * - ACCOUNT_HAS_BALANCE: money is available or pending to them;
 * - ACCOUNT_HAS_OPEN_WITHDRAWALS: a withdrawal is requested or approved, unpaid.
 * Every blocker found is listed in `details.blockers`; the code names the first.
 */
export interface DeletionFacts {
  /** Ids of their orders (either side) that are not in a final state. */
  readonly openOrderIds: readonly string[];
  /** Their non-zero balances, per account and currency. */
  readonly balances: readonly { readonly account: string; readonly currency: string; readonly amountMinor: number }[];
  readonly openWithdrawalIds: readonly string[];
}

export const DELETION_BLOCKERS = ['ACCOUNT_HAS_OPEN_ORDERS', 'ACCOUNT_HAS_BALANCE', 'ACCOUNT_HAS_OPEN_WITHDRAWALS'] as const;
export type DeletionBlocker = (typeof DELETION_BLOCKERS)[number];

/** What the name of a deleted user reads everywhere it is still shown (old orders, messages, reviews). */
export const DELETED_USERNAME = 'Deleted user';

/** The address that takes the place of a deleted user's e-mail: unique, undeliverable (`.invalid`, RFC 2606), naming no one. */
export function tombstoneEmail(userId: string): string {
  return `deleted-${userId.toLowerCase()}@deleted.invalid`;
}

/** The username and slug a deleted user keeps, unique by their id (the unique columns stay satisfied). */
export function tombstoneUsername(userId: string): string {
  return `deleted-${userId.toLowerCase()}`;
}

export function deletionBlockers(facts: DeletionFacts): readonly DeletionBlocker[] {
  return [
    ...(facts.openOrderIds.length > 0 ? (['ACCOUNT_HAS_OPEN_ORDERS'] as const) : []),
    ...(facts.balances.some((b) => b.amountMinor !== 0) ? (['ACCOUNT_HAS_BALANCE'] as const) : []),
    ...(facts.openWithdrawalIds.length > 0 ? (['ACCOUNT_HAS_OPEN_WITHDRAWALS'] as const) : []),
  ];
}

const MESSAGES: Readonly<Record<DeletionBlocker, string>> = {
  ACCOUNT_HAS_OPEN_ORDERS: 'Finish or cancel your open orders before deleting your account',
  ACCOUNT_HAS_BALANCE: 'Withdraw or spend your balance before deleting your account',
  ACCOUNT_HAS_OPEN_WITHDRAWALS: 'Wait for your withdrawals to be paid or cancel them before deleting your account',
};

/** Ok when nothing blocks the deletion; otherwise the first blocker's error, with every blocker and what it concerns. */
export function mayDeleteAccount(facts: DeletionFacts): Result<true, DomainError> {
  const blockers = deletionBlockers(facts);
  const first = blockers[0];
  if (first === undefined) return ok(true);
  return err(
    domainError(first, MESSAGES[first], {
      blockers,
      openOrderIds: facts.openOrderIds,
      balances: facts.balances.filter((b) => b.amountMinor !== 0),
      openWithdrawalIds: facts.openWithdrawalIds,
    }),
  );
}
