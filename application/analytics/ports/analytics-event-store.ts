/** A page visit as the server keeps it: checked, cleaned, and stamped by the server. */
export interface RecordedPageVisit {
  readonly type: 'PageVisit';
  readonly path: string;
  readonly routeName: string;
  readonly language: string;
  readonly currency: string;
  readonly visitorId: string;
  /** Origin and path of the referring page (query and fragment dropped); null when none. */
  readonly referrer: string | null;
  /** The logged-in user from the request's session; null for visitors (never taken from the event). */
  readonly userId: string | null;
  /** The server's clock when the event arrived (the client's time is not trusted). */
  readonly recordedAt: Date;
}

/** Every event as stored. */
export type RecordedAnalyticsEvent = RecordedPageVisit;

/** Where the server writes first-party analytics events; append-only. */
export interface AnalyticsEventStore {
  record(event: RecordedAnalyticsEvent): Promise<void>;
}
