import type { ActorDirectory } from '../../../../application/accounts/ports/actor-directory.ts';
import type { GetSellerPerformance, GetSellerReport, GetSellerTrustSignals } from '../../../../application/insights/index.ts';
import { SellerPerformanceMethod, SellerReportMethod, SellerTrustSignalsMethod } from '../../../../contracts/insights/index.ts';
import type { MethodHandler } from '../../ddp/index.ts';
import { actorMethod } from '../shared/actor-method.ts';
import { defineMethod } from '../shared/define-method.ts';

export interface InsightsUseCases {
  readonly report: GetSellerReport;
  readonly performance: GetSellerPerformance;
  readonly trustSignals: GetSellerTrustSignals;
}

/** The seller control center's methods, and the profile's trust signals (public: no actor is looked up). */
export function insightsMethods(useCases: InsightsUseCases, actors: ActorDirectory): Map<string, MethodHandler> {
  const method = actorMethod(actors);
  return new Map<string, MethodHandler>([
    [SellerReportMethod.name, method(SellerReportMethod.params, (actor, [p]) => useCases.report.execute(actor, { days: p.days }))],
    [SellerPerformanceMethod.name, method(SellerPerformanceMethod.params, (actor) => useCases.performance.execute(actor))],
    [SellerTrustSignalsMethod.name, defineMethod(SellerTrustSignalsMethod.params, (_ctx, [p]) => useCases.trustSignals.execute({ slug: p.slug }))],
  ]);
}
