import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { RecordAnalyticsEvent } from '../../application/analytics/index.ts';
import { SqlAnalyticsEventStore } from '../../adapters/server/persistence/analytics/sql-analytics-event-store.ts';
import { SHARED } from './shared.module.ts';

export const ANALYTICS = {
  RecordAnalyticsEvent: Symbol.for('analytics.RecordAnalyticsEvent') as ServiceIdentifier<RecordAnalyticsEvent>,
} as const;

/** First-party analytics: page visits stored with the server's time. */
export const analyticsModule = new ContainerModule(({ bind }) => {
  bind(ANALYTICS.RecordAnalyticsEvent).toDynamicValue(
    (ctx) => new RecordAnalyticsEvent(new SqlAnalyticsEventStore(ctx.get(SHARED.Database)), ctx.get(SHARED.Clock)),
  );
});
