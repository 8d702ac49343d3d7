import type { Analytics, AnalyticsEvent } from '../../../application/analytics/ports/index.ts';

/** The endpoint of the marketplace's own analytics (adapters/server/http/analytics-routes.ts). */
export const DEFAULT_ANALYTICS_ENDPOINT = '/api/events';

/** How an event leaves the page; the browser's by default, swapped in tests. */
export interface AnalyticsTransport {
  /** `navigator.sendBeacon`, bound to the navigator; absent where the browser has none. */
  readonly sendBeacon?: ((url: string, data: string) => boolean) | undefined;
  readonly fetch?: ((url: string, init: RequestInit) => Promise<unknown>) | undefined;
}

/** The browser's own transport, read when an event is sent (so importing this module on the server is harmless). */
export function browserAnalyticsTransport(): AnalyticsTransport {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    sendBeacon: typeof nav?.sendBeacon === 'function' ? (url, data) => nav.sendBeacon(url, data) : undefined,
    fetch: typeof fetch === 'function' ? (url, init) => fetch(url, init) : undefined,
  };
}

/**
 * The default `Analytics`: first-party events posted to the marketplace's
 * own server, no third-party script involved. Uses `navigator.sendBeacon`
 * with the JSON as a string (sent as text/plain, which the endpoint accepts),
 * so the event survives the page being left; where there is no beacon, or
 * the browser refuses to queue one, a `fetch` with `keepalive`. Every failure
 * is swallowed: `track` always resolves, because analytics must never break
 * a page.
 */
export function createFirstPartyAnalytics(
  endpoint: string = DEFAULT_ANALYTICS_ENDPOINT,
  transport: () => AnalyticsTransport = browserAnalyticsTransport,
): Analytics {
  return {
    async track(event: AnalyticsEvent): Promise<void> {
      try {
        const body = JSON.stringify(event);
        const { sendBeacon, fetch: send } = transport();
        if (sendBeacon !== undefined && queued(() => sendBeacon(endpoint, body))) return;
        if (send === undefined) return;
        await send(endpoint, {
          method: 'POST',
          body,
          keepalive: true,
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
        });
      } catch {
        // Best effort: a lost page visit is better than a broken page.
      }
    },
  };
}

/** Whether the beacon was queued; a throwing beacon (a blocked URL, an old engine) counts as refused, so fetch gets a try. */
function queued(beacon: () => boolean): boolean {
  try {
    return beacon();
  } catch {
    return false;
  }
}
