import * as v from 'valibot';
import { languageCode } from '../shared/index.ts';

/*
 * POST /api/events: first-party analytics from the storefront. Answers 204
 * with no body. Takes JSON, and also `text/plain` holding JSON, since
 * `navigator.sendBeacon(url, string)` sends that.
 */

/** Bounds shared by the body schema and the use case that checks the event further. */
export const ANALYTICS_LIMITS = {
  path: 2048,
  referrer: 2048,
  routeName: 100,
  visitorId: 128,
  language: 16,
} as const;

const bounded = (max: number) => v.pipe(v.string('must be a string'), v.maxLength(max, `must be at most ${max} characters`));
const required = (max: number) => v.pipe(v.string('must be a string'), v.nonEmpty('is required'), v.maxLength(max, `must be at most ${max} characters`));

/** Sent when a page has finished loading (spec section 4, "Page loading"); unknown keys (a `userId`, a client time) are dropped, never trusted. */
export const PageVisitBody = v.object({
  type: v.literal('PageVisit'),
  /** The URL path with its query (`/wow/gold?page=2`). */
  path: v.pipe(required(ANALYTICS_LIMITS.path), v.startsWith('/', "must start with '/'")),
  /** The route table's name of the page (`listing`, `home`). */
  routeName: required(ANALYTICS_LIMITS.routeName),
  /** The storefront language shown. */
  language: languageCode,
  /** The display currency, an ISO 4217 code. */
  currency: v.pipe(v.string('must be a string'), v.regex(/^[A-Za-z]{3}$/, 'must be an ISO 4217 currency code')),
  /** The visitor id the storefront keeps in its cookie. */
  visitorId: required(ANALYTICS_LIMITS.visitorId),
  /** `document.referrer`, when there is one. */
  referrer: v.optional(v.nullable(bounded(ANALYTICS_LIMITS.referrer))),
});
export type PageVisit = v.InferOutput<typeof PageVisitBody>;

/** The body: one event, told apart by `type`. */
export const AnalyticsEventBody = v.variant('type', [PageVisitBody], 'must be a known event type (PageVisit)');
export type AnalyticsEventBody = v.InferOutput<typeof AnalyticsEventBody>;
