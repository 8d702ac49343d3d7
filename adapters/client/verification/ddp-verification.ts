import type { Result } from 'neverthrow';
import type { DomainError } from '../../../domain/index.ts';
import {
  ApproveVerificationMethod,
  MyVerificationMethod,
  RejectVerificationMethod,
  SubmitVerificationMethod,
  VerificationQueueMethod,
  type QueuedVerification,
  type SubmitVerificationParams,
  type VerificationView,
} from '../../../contracts/verification/index.ts';
import { callMethod, type DdpMethodCaller } from '../shared/ddp-answer.ts';

/** The verification methods over the storefront's DDP channel, answers checked against the contract. */
export class DdpVerification {
  constructor(private readonly ddp: DdpMethodCaller) {}

  mine(): Promise<Result<VerificationView, DomainError>> {
    return callMethod(this.ddp, MyVerificationMethod);
  }

  submit(params: SubmitVerificationParams): Promise<Result<VerificationView, DomainError>> {
    return callMethod(this.ddp, SubmitVerificationMethod, params);
  }

  queue(): Promise<Result<QueuedVerification[], DomainError>> {
    return callMethod(this.ddp, VerificationQueueMethod);
  }

  approve(userId: string): Promise<Result<VerificationView, DomainError>> {
    return callMethod(this.ddp, ApproveVerificationMethod, { userId });
  }

  reject(userId: string, reason: string): Promise<Result<VerificationView, DomainError>> {
    return callMethod(this.ddp, RejectVerificationMethod, { userId, reason });
  }
}
