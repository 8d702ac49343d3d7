import { DdpInsights } from '../../adapters/client/insights/ddp-insights.ts';
import type { DdpMethodCaller } from '../../adapters/client/shared/ddp-answer.ts';
import { loadSellerLevelFx, loadSellerPerformanceFx, loadSellerReportFx, loadTrustSignalsFx } from '../../ui/features/insights/model.ts';
import { unwrap, type EffectHandlers } from './effect-handlers.ts';

/** The seller control center's and the profile trust block's effects bound to their methods over DDP. */
export function bindInsightsHandlers(handlers: EffectHandlers, channel: DdpMethodCaller): EffectHandlers {
  const insights = new DdpInsights(channel);
  return handlers
    .bind(loadSellerLevelFx, unwrap(() => insights.level()))
    .bind(loadSellerReportFx, unwrap((p: { readonly days: number }) => insights.report(p.days)))
    .bind(loadSellerPerformanceFx, unwrap(() => insights.performance()))
    .bind(loadTrustSignalsFx, unwrap((p: { readonly slug: string }) => insights.trustSignals(p.slug)));
}
