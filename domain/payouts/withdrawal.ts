import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/errors/index.ts';
import { USD } from '../shared/money/currency.ts';
import { mustMoney, type Money } from '../shared/money/money.ts';
import { minimumWithdrawal, withdrawalQuote, type WithdrawalQuote } from './fee.ts';

/**
 * A seller's withdrawal and its states. The money is held (a two-phase ledger
 * hold) from the moment it is requested, so the seller cannot spend it twice;
 * staff with the disburser role approve it, pay it out of band and record the
 * provider's reference (paid: the hold is posted), or record why it failed
 * (the hold is voided and the money is available again). The seller may
 * cancel while nobody has approved it yet; staff may reject it instead of
 * approving.
 */
export const WITHDRAWAL_STATES = ['requested', 'approved', 'paid', 'failed', 'rejected', 'cancelled'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

export type WithdrawalAction =
  | { readonly type: 'APPROVE' }
  | { readonly type: 'REJECT'; readonly reason: string }
  | { readonly type: 'CANCEL' }
  | { readonly type: 'MARK_PAID'; readonly reference: string }
  | { readonly type: 'MARK_FAILED'; readonly reason: string };

/** What the ledger must do after a transition: nothing, post the held money, or release it. */
export type WithdrawalMoney = 'none' | 'post' | 'release';

const TABLE: Readonly<Record<WithdrawalAction['type'], { readonly from: readonly WithdrawalState[]; readonly to: WithdrawalState; readonly money: WithdrawalMoney }>> = {
  APPROVE: { from: ['requested'], to: 'approved', money: 'none' },
  REJECT: { from: ['requested'], to: 'rejected', money: 'release' },
  CANCEL: { from: ['requested'], to: 'cancelled', money: 'release' },
  MARK_PAID: { from: ['approved'], to: 'paid', money: 'post' },
  MARK_FAILED: { from: ['approved'], to: 'failed', money: 'release' },
};

/** States no action leaves. */
export const FINAL_WITHDRAWAL_STATES: readonly WithdrawalState[] = ['paid', 'failed', 'rejected', 'cancelled'];

export interface WithdrawalTransition {
  readonly state: WithdrawalState;
  readonly money: WithdrawalMoney;
}

/** The state after `action`, or WITHDRAWAL_ACTION_NOT_ALLOWED (409) when the table has no such edge. */
export function transitionWithdrawal(state: WithdrawalState, action: WithdrawalAction): Result<WithdrawalTransition, DomainError> {
  const edge = TABLE[action.type];
  if (!edge.from.includes(state)) {
    return err(domainError('WITHDRAWAL_ACTION_NOT_ALLOWED', `A ${state} withdrawal cannot be ${action.type.toLowerCase().replace('_', ' ')}`, { state }));
  }
  return ok({ state: edge.to, money: edge.money });
}

/** The least a seller may withdraw at all, whatever the method: smaller payouts cost more to send than they are worth. */
export const PLATFORM_MINIMUM_WITHDRAWAL: Money = mustMoney(1_000, USD);

/** The least this method accepts: the platform minimum or the method's own, whichever is higher. */
export function withdrawalMinimum(methodId: string): Result<Money, DomainError> {
  return minimumWithdrawal(methodId).map((own) => (own.minor > PLATFORM_MINIMUM_WITHDRAWAL.minor ? own : PLATFORM_MINIMUM_WITHDRAWAL));
}

/** The quote of a withdrawal the seller may make: the method's fee and net, refused below the minimum. */
export function quoteWithdrawal(methodId: string, amount: Money): Result<WithdrawalQuote, DomainError> {
  return withdrawalMinimum(methodId).andThen((minimum) =>
    amount.minor > 0 && amount.minor < minimum.minor
      ? err(domainError('WITHDRAWAL_TOO_SMALL', `The least you can withdraw this way is ${(minimum.minor / 100).toFixed(2)} USD`, { field: 'amount', minimum }))
      : withdrawalQuote(methodId, amount),
  );
}
