import type { AnalyticsEvent } from './analytics-event.ts';

/**
 * Where the storefront sends what it tracks (the browser side of analytics).
 * Tracking is best effort: `track` never rejects and never throws, so a
 * failure to report can never break a page; it resolves once the event has
 * been handed over (or dropped).
 */
export interface Analytics {
  track(event: AnalyticsEvent): Promise<void>;
}
