import type { Result } from 'neverthrow';
import type { DomainError } from '../../../domain/index.ts';
import { StaffQueuesMethod, type StaffQueueAnswer } from '../../../contracts/staff/index.ts';
import { callMethod, type DdpMethodCaller } from '../shared/ddp-answer.ts';

/** The control center's method over the storefront's DDP channel. */
export function staffQueues(ddp: DdpMethodCaller): Promise<Result<readonly StaffQueueAnswer[], DomainError>> {
  return callMethod(ddp, StaffQueuesMethod);
}
