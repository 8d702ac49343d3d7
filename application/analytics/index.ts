/** First-party analytics on the server: events from the storefront, checked and stored with the server's time. */
export { RecordAnalyticsEvent, type AnalyticsCaller } from './record-analytics-event.ts';
