import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { GetSellerPerformance, GetSellerReport, GetSellerTrustSignals } from '../../application/insights/index.ts';
import { SqlSellerInsights } from '../../adapters/server/persistence/insights/sql-seller-insights.ts';
import type { InsightsUseCases } from '../../adapters/server/ddp-api/insights/insights-methods.ts';
import { SHARED } from './shared.module.ts';

export const INSIGHTS = {
  UseCases: Symbol.for('insights.UseCases') as ServiceIdentifier<InsightsUseCases>,
} as const;

/** The seller's control center (report, performance) and the profile's trust signals, read from orders and messages. */
export const insightsModule = new ContainerModule(({ bind }) => {
  bind(INSIGHTS.UseCases).toDynamicValue((ctx) => {
    const reads = new SqlSellerInsights(ctx.get(SHARED.Database));
    const clock = ctx.get(SHARED.Clock);
    return { report: new GetSellerReport(reads, clock), performance: new GetSellerPerformance(reads, clock), trustSignals: new GetSellerTrustSignals(reads, clock) };
  });
});
