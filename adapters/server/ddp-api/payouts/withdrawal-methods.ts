import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import type { WithdrawalRecord, Withdrawals } from '../../../../application/payouts/index.ts';
import {
  ApproveWithdrawalMethod,
  CancelWithdrawalMethod,
  MarkWithdrawalFailedMethod,
  MarkWithdrawalPaidMethod,
  MyWithdrawalsMethod,
  QuoteWithdrawalMethod,
  RejectWithdrawalMethod,
  RequestWithdrawalMethod,
  WithdrawalQueueMethod,
  type WithdrawalView,
} from '../../../../contracts/payouts/index.ts';
import type { MethodHandler } from '../../ddp/index.ts';
import { actorMethod } from '../shared/actor-method.ts';

export function withdrawalView(w: WithdrawalRecord): WithdrawalView {
  return {
    id: w.id,
    sellerId: w.sellerId,
    method: w.method,
    amountMinor: w.amount.minor,
    feeMinor: w.fee.minor,
    netMinor: w.net.minor,
    details: w.details,
    state: w.state,
    reference: w.reference,
    reason: w.reason,
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
  };
}

/** The withdrawal methods: params checked by the contract, permissions and amounts decided by the use case. */
export function withdrawalMethods(withdrawals: Withdrawals, actors: ActorDirectory): Map<string, MethodHandler> {
  const method = actorMethod(actors);
  return new Map<string, MethodHandler>([
    [
      QuoteWithdrawalMethod.name,
      method(QuoteWithdrawalMethod.params, async (actor, [p]) =>
        (await withdrawals.quote(actor, p)).map((q) => ({ amountMinor: q.amount.minor, feeMinor: q.fee.minor, netMinor: q.net.minor, availableMinor: q.available })),
      ),
    ],
    [RequestWithdrawalMethod.name, method(RequestWithdrawalMethod.params, async (actor, [p]) => (await withdrawals.request(actor, p)).map(withdrawalView))],
    [CancelWithdrawalMethod.name, method(CancelWithdrawalMethod.params, async (actor, [p]) => (await withdrawals.act(actor, p.withdrawalId, { type: 'CANCEL' })).map(withdrawalView))],
    [
      MyWithdrawalsMethod.name,
      method(MyWithdrawalsMethod.params, async (actor) => (await withdrawals.mine(actor)).map((m) => ({ availableMinor: m.available, withdrawals: m.withdrawals.map(withdrawalView) }))),
    ],
    [WithdrawalQueueMethod.name, method(WithdrawalQueueMethod.params, async (actor) => (await withdrawals.queue(actor)).map((list) => list.map(withdrawalView)))],
    [ApproveWithdrawalMethod.name, method(ApproveWithdrawalMethod.params, async (actor, [p]) => (await withdrawals.act(actor, p.withdrawalId, { type: 'APPROVE' })).map(withdrawalView))],
    [
      RejectWithdrawalMethod.name,
      method(RejectWithdrawalMethod.params, async (actor, [p]) => (await withdrawals.act(actor, p.withdrawalId, { type: 'REJECT', reason: p.reason })).map(withdrawalView)),
    ],
    [
      MarkWithdrawalPaidMethod.name,
      method(MarkWithdrawalPaidMethod.params, async (actor, [p]) => (await withdrawals.act(actor, p.withdrawalId, { type: 'MARK_PAID', reference: p.reference })).map(withdrawalView)),
    ],
    [
      MarkWithdrawalFailedMethod.name,
      method(MarkWithdrawalFailedMethod.params, async (actor, [p]) => (await withdrawals.act(actor, p.withdrawalId, { type: 'MARK_FAILED', reason: p.reason })).map(withdrawalView)),
    ],
  ]);
}
