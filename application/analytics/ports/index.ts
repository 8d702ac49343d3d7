/** The ports of first-party analytics: the browser's `Analytics` and the server's `AnalyticsEventStore`. */
export { ANALYTICS_EVENT_TYPES, type AnalyticsEvent, type PageVisitEvent } from './analytics-event.ts';
export type { Analytics } from './analytics.ts';
export type { AnalyticsEventStore, RecordedAnalyticsEvent, RecordedPageVisit } from './analytics-event-store.ts';
