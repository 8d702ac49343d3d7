import * as v from 'valibot';
import { PAYOUT_METHOD_IDS, WITHDRAWAL_STATES } from '../../domain/index.ts';
import { ddpMethod, list } from '../shared/index.ts';
import { idempotencyKey, positiveMinor } from '../shared/idempotency.ts';
import { methodId } from '../shopping/index.ts';

/*
 * Sellers' withdrawals on the wire. Amounts are USD cents (withdrawals are
 * paid in USD); the server recomputes the fee and net from the domain's
 * payout methods and never takes them from the client.
 */

const method = v.picklist(PAYOUT_METHOD_IDS, `must be one of ${PAYOUT_METHOD_IDS.join(', ')}`);
const usdMinor = v.pipe(v.number(), v.safeInteger());

export const WithdrawalQuoteSchema = v.object({ amountMinor: usdMinor, feeMinor: usdMinor, netMinor: usdMinor, availableMinor: usdMinor });
export type WithdrawalQuoteAnswer = v.InferOutput<typeof WithdrawalQuoteSchema>;

export const WithdrawalSchema = v.object({
  id: v.string(),
  sellerId: v.string(),
  method,
  amountMinor: usdMinor,
  feeMinor: usdMinor,
  netMinor: usdMinor,
  details: v.string(),
  state: v.picklist(WITHDRAWAL_STATES),
  reference: v.nullable(v.string()),
  reason: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type WithdrawalView = v.InferOutput<typeof WithdrawalSchema>;

const details = v.pipe(v.string(), v.trim(), v.minLength(3, 'must say where to send the money'), v.maxLength(200, 'must be at most 200 characters'));
const reason = v.pipe(v.string(), v.trim(), v.minLength(3, 'must give a reason'), v.maxLength(500, 'must be at most 500 characters'));
const ref = v.object({ withdrawalId: methodId });

/** `quoteWithdrawal`: the fee and net of an amount by a method, and the seller's available balance. */
export const QuoteWithdrawalMethod = ddpMethod('quoteWithdrawal', v.tuple([v.object({ method, amountMinor: positiveMinor })]), WithdrawalQuoteSchema);

/** `requestWithdrawal`: holds the amount from the available balance; the same key answers the same withdrawal. Without `details`, the saved payout details of the method are used. */
export const RequestWithdrawalMethod = ddpMethod(
  'requestWithdrawal',
  v.tuple([v.object({ method, amountMinor: positiveMinor, details: v.optional(details), idempotencyKey })]),
  WithdrawalSchema,
);

/** `cancelWithdrawal`: the seller takes back a withdrawal nobody approved yet; the money is available again. */
export const CancelWithdrawalMethod = ddpMethod('cancelWithdrawal', v.tuple([ref]), WithdrawalSchema);

/** `myWithdrawals`: the seller's available balance and their withdrawals, newest first. */
export const MyWithdrawalsMethod = ddpMethod('myWithdrawals', v.tuple([]), v.object({ availableMinor: usdMinor, withdrawals: list(WithdrawalSchema) }));

/** `withdrawalQueue`: requested and approved withdrawals, oldest first (disbursers). */
export const WithdrawalQueueMethod = ddpMethod('withdrawalQueue', v.tuple([]), list(WithdrawalSchema));

/** `approveWithdrawal`, `rejectWithdrawal`, `markWithdrawalPaid`, `markWithdrawalFailed`: a disburser's steps. */
export const ApproveWithdrawalMethod = ddpMethod('approveWithdrawal', v.tuple([ref]), WithdrawalSchema);
export const RejectWithdrawalMethod = ddpMethod('rejectWithdrawal', v.tuple([v.object({ ...ref.entries, reason })]), WithdrawalSchema);
export const MarkWithdrawalPaidMethod = ddpMethod(
  'markWithdrawalPaid',
  v.tuple([v.object({ ...ref.entries, reference: v.pipe(v.string(), v.trim(), v.minLength(1, 'is required'), v.maxLength(120, 'must be at most 120 characters')) })]),
  WithdrawalSchema,
);
export const MarkWithdrawalFailedMethod = ddpMethod('markWithdrawalFailed', v.tuple([v.object({ ...ref.entries, reason })]), WithdrawalSchema);
