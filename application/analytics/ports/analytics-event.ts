import type { PageVisit } from '../../../contracts/analytics/index.ts';

/**
 * What the storefront reports about itself to the marketplace's own
 * (first-party) analytics. A discriminated union on `type`, so new kinds of
 * event join without touching the old ones; each is the body POST /api/events
 * takes (contracts/analytics).
 */

/** Sent when a page has finished loading (spec section 4, "Page loading"). */
export type PageVisitEvent = PageVisit;

/** Every event the storefront may track. */
export type AnalyticsEvent = PageVisitEvent;

/** The event type names, for adapters that validate `type`. */
export const ANALYTICS_EVENT_TYPES = ['PageVisit'] as const satisfies readonly AnalyticsEvent['type'][];
