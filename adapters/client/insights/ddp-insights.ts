import type { Result } from 'neverthrow';
import type { DomainError } from '../../../domain/index.ts';
import {
  SellerPerformanceMethod,
  SellerReportMethod,
  SellerTrustSignalsMethod,
  type SellerPerformanceAnswer,
  type SellerReportAnswer,
  type SellerTrustSignalsAnswer,
} from '../../../contracts/insights/index.ts';
import { GetSellerLevelMethod, type SellerLevelAnswer } from '../../../contracts/shopping/index.ts';
import { callMethod, type DdpMethodCaller } from '../shared/ddp-answer.ts';

/** The seller control center's methods and the profile's trust signals over the storefront's DDP channel, answers checked against their contracts. */
export class DdpInsights {
  constructor(private readonly ddp: DdpMethodCaller) {}

  level(): Promise<Result<SellerLevelAnswer, DomainError>> {
    return callMethod(this.ddp, GetSellerLevelMethod, { progress: true });
  }

  report(days: number): Promise<Result<SellerReportAnswer, DomainError>> {
    return callMethod(this.ddp, SellerReportMethod, { days });
  }

  performance(): Promise<Result<SellerPerformanceAnswer, DomainError>> {
    return callMethod(this.ddp, SellerPerformanceMethod);
  }

  trustSignals(slug: string): Promise<Result<SellerTrustSignalsAnswer, DomainError>> {
    return callMethod(this.ddp, SellerTrustSignalsMethod, { slug });
  }
}
