import type { Result } from 'neverthrow';
import type { DomainError } from '../../../domain/index.ts';
import { JoinAffiliateProgramMethod, MyAffiliateMethod, type AffiliateDashboard, type JoinedAffiliateAnswer } from '../../../contracts/affiliates/index.ts';
import { callMethod, type DdpMethodCaller } from '../shared/ddp-answer.ts';

/** The affiliate methods over the storefront's DDP channel, answers checked against the contract. */
export class DdpAffiliates {
  constructor(private readonly ddp: DdpMethodCaller) {}

  join(): Promise<Result<JoinedAffiliateAnswer, DomainError>> {
    return callMethod(this.ddp, JoinAffiliateProgramMethod);
  }

  mine(): Promise<Result<AffiliateDashboard | null, DomainError>> {
    return callMethod(this.ddp, MyAffiliateMethod);
  }
}
