import type { Result } from 'neverthrow';
import type { DomainError } from '../../../domain/index.ts';
import {
  ApproveWithdrawalMethod,
  CancelWithdrawalMethod,
  MarkWithdrawalFailedMethod,
  MarkWithdrawalPaidMethod,
  MyPayoutDetailsMethod,
  MyWithdrawalsMethod,
  RejectWithdrawalMethod,
  RequestWithdrawalMethod,
  SavePayoutDetailsMethod,
  WithdrawalQueueMethod,
  type PayoutDetailsAnswer,
  type SavePayoutDetailsParams,
  type WithdrawalView,
} from '../../../contracts/payouts/index.ts';
import { callMethod, type DdpMethodCaller } from '../shared/ddp-answer.ts';

/** A disburser's step on one withdrawal. */
export type StaffStep =
  | { readonly type: 'approve'; readonly withdrawalId: string }
  | { readonly type: 'reject'; readonly withdrawalId: string; readonly reason: string }
  | { readonly type: 'paid'; readonly withdrawalId: string; readonly reference: string }
  | { readonly type: 'failed'; readonly withdrawalId: string; readonly reason: string };

/** The withdrawal methods over the storefront's DDP channel, answers checked against the payouts contract. */
export class DdpWithdrawals {
  constructor(private readonly ddp: DdpMethodCaller) {}

  mine(): Promise<Result<{ readonly availableMinor: number; readonly withdrawals: readonly WithdrawalView[] }, DomainError>> {
    return callMethod(this.ddp, MyWithdrawalsMethod);
  }

  request(params: { method: WithdrawalView['method']; amountMinor: number; details?: string; idempotencyKey: string }): Promise<Result<WithdrawalView, DomainError>> {
    return callMethod(this.ddp, RequestWithdrawalMethod, params);
  }

  /** `myPayoutDetails`: the saved sets, masked. */
  payoutDetails(): Promise<Result<readonly PayoutDetailsAnswer[], DomainError>> {
    return callMethod(this.ddp, MyPayoutDetailsMethod);
  }

  savePayoutDetails(params: SavePayoutDetailsParams): Promise<Result<PayoutDetailsAnswer, DomainError>> {
    return callMethod(this.ddp, SavePayoutDetailsMethod, params);
  }

  cancel(withdrawalId: string): Promise<Result<WithdrawalView, DomainError>> {
    return callMethod(this.ddp, CancelWithdrawalMethod, { withdrawalId });
  }

  queue(): Promise<Result<readonly WithdrawalView[], DomainError>> {
    return callMethod(this.ddp, WithdrawalQueueMethod);
  }

  staff(step: StaffStep): Promise<Result<WithdrawalView, DomainError>> {
    const id = { withdrawalId: step.withdrawalId };
    switch (step.type) {
      case 'approve':
        return callMethod(this.ddp, ApproveWithdrawalMethod, id);
      case 'reject':
        return callMethod(this.ddp, RejectWithdrawalMethod, { ...id, reason: step.reason });
      case 'paid':
        return callMethod(this.ddp, MarkWithdrawalPaidMethod, { ...id, reference: step.reference });
      case 'failed':
        return callMethod(this.ddp, MarkWithdrawalFailedMethod, { ...id, reason: step.reason });
    }
  }
}
