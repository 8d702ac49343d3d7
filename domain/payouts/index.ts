/**
 * Payouts: the payout methods sellers withdraw with, their fees (spec section
 * 9, percent plus a fixed USD amount) and the quote of a withdrawal. Fees are
 * computed exactly and rounded once, half away from zero, to the cent;
 * withdrawals are in USD only.
 */
export {
  PAYOUT_METHODS,
  PAYOUT_METHOD_IDS,
  isPayoutMethodId,
  payoutMethod,
  type PayoutMethod,
  type PayoutMethodId,
} from './methods.ts';
export { minimumWithdrawal, payoutFee, withdrawalQuote, type WithdrawalQuote } from './fee.ts';
export { PAYOUTS_ERROR_CODES, type PayoutsErrorCode } from './errors.ts';
export {
  FINAL_WITHDRAWAL_STATES,
  PLATFORM_MINIMUM_WITHDRAWAL,
  WITHDRAWAL_STATES,
  quoteWithdrawal,
  transitionWithdrawal,
  withdrawalMinimum,
  type WithdrawalAction,
  type WithdrawalMoney,
  type WithdrawalState,
  type WithdrawalTransition,
} from './withdrawal.ts';
export { PAYOUT_DETAIL_FIELDS, checkPayoutDetails, maskPayoutDetails, maskValue, payoutDetailsLine, type PayoutDetails, type PayoutField } from './payout-details.ts';
