import { DdpWithdrawals } from '../../adapters/client/payouts/ddp-withdrawals.ts';
import type { DdpMethodCaller } from '../../adapters/client/shared/ddp-answer.ts';
import { cancelWithdrawalFx, loadQueueFx, loadWithdrawalsFx, requestWithdrawalFx, staffStepFx } from '../../ui/features/payouts/model.ts';
import { loadPayoutDetailsFx, savePayoutDetailsFx } from '../../ui/features/payouts/details/model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';

/** The withdrawals page's effects and the saved payout details' bound to their methods over DDP. */
export function bindPayoutHandlers(handlers: EffectHandlers, channel: DdpMethodCaller): EffectHandlers {
  const withdrawals = new DdpWithdrawals(channel);
  return handlers
    .bind(loadWithdrawalsFx, unwrap(() => withdrawals.mine()))
    .bind(requestWithdrawalFx, unwrap((params) => withdrawals.request(params)))
    .bind(cancelWithdrawalFx, unwrap((withdrawalId) => withdrawals.cancel(withdrawalId)))
    .bind(loadQueueFx, unwrap(() => withdrawals.queue()))
    .bind(staffStepFx, unwrap((step) => withdrawals.staff(step)))
    .bind(loadPayoutDetailsFx, unwrap(() => withdrawals.payoutDetails()))
    .bind(savePayoutDetailsFx, unwrap((params) => withdrawals.savePayoutDetails(params)));
}
