/**
 * What the storefront reports about itself to the marketplace's own
 * (first-party) analytics. A discriminated union on `type`, so new kinds of
 * event join without touching the old ones.
 */

/** Sent when a page has finished loading (spec section 4, "Page loading"). */
export interface PageVisitEvent {
  readonly type: 'PageVisit';
  /** The URL path with its query (`/wow/gold?page=2`), starting with '/'; at most 2,048 characters. */
  readonly path: string;
  /** The route table's name of the page (`listing`, `home`). */
  readonly routeName: string;
  /** The storefront language shown (one of the 13 codes). */
  readonly language: string;
  /** The display currency, an ISO 4217 code. */
  readonly currency: string;
  /** The visitor id the storefront keeps in its cookie; at most 128 characters. */
  readonly visitorId: string;
  /** `document.referrer`, when there is one (absolute http(s) URL). */
  readonly referrer?: string | null | undefined;
}

/** Every event the storefront may track. */
export type AnalyticsEvent = PageVisitEvent;

/** The event type names, for adapters that validate `type`. */
export const ANALYTICS_EVENT_TYPES = ['PageVisit'] as const satisfies readonly AnalyticsEvent['type'][];

/** Bounds shared by the use case and the adapters that check input before it. */
export const ANALYTICS_LIMITS = {
  path: 2048,
  referrer: 2048,
  routeName: 100,
  visitorId: 128,
  language: 16,
} as const;
