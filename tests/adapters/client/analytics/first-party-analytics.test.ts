import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFirstPartyAnalytics, type AnalyticsTransport } from '../../../../adapters/client/analytics/first-party-analytics.ts';
import type { PageVisitEvent } from '../../../../application/analytics/ports/index.ts';

const event: PageVisitEvent = { type: 'PageVisit', path: '/games', routeName: 'games', language: 'en', currency: 'USD', visitorId: 'v-1' };

/** A transport that records what it was asked to send. */
function recording(options: { beacon?: boolean | 'throws' | 'absent'; fetch?: 'ok' | 'rejects' | 'throws' | 'absent' } = {}) {
  const beacons: [string, string][] = [];
  const fetches: [string, RequestInit][] = [];
  const transport: AnalyticsTransport = {
    sendBeacon:
      options.beacon === 'absent'
        ? undefined
        : (url, data) => {
            if (options.beacon === 'throws') throw new TypeError('Illegal invocation');
            beacons.push([url, data]);
            return options.beacon !== false;
          },
    fetch:
      options.fetch === 'absent'
        ? undefined
        : (url, init) => {
            if (options.fetch === 'throws') throw new TypeError('fetch failed synchronously');
            fetches.push([url, init]);
            return options.fetch === 'rejects' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve({ status: 204 });
          },
  };
  return { beacons, fetches, transport: () => transport };
}

describe('createFirstPartyAnalytics', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the event as a JSON string beacon to /api/events by default', async () => {
    const t = recording();
    await createFirstPartyAnalytics(undefined, t.transport).track(event);
    expect(t.beacons).toEqual([['/api/events', JSON.stringify(event)]]);
    expect(t.fetches).toEqual([]);
  });

  it('falls back to a keepalive fetch without a beacon, or when the beacon is refused or throws', async () => {
    for (const beacon of ['absent', false, 'throws'] as const) {
      const t = recording({ beacon });
      await createFirstPartyAnalytics('/collect', t.transport).track(event);
      expect(t.fetches).toHaveLength(1);
      const [url, init] = t.fetches[0] ?? [];
      expect(url).toBe('/collect');
      expect(init).toMatchObject({ method: 'POST', keepalive: true, body: JSON.stringify(event), headers: { 'content-type': 'application/json' } });
    }
  });

  it('never rejects: a failing fetch, a throwing fetch or no transport at all is swallowed', async () => {
    for (const fetch of ['rejects', 'throws', 'absent'] as const) {
      const t = recording({ beacon: 'absent', fetch });
      await expect(createFirstPartyAnalytics(undefined, t.transport).track(event)).resolves.toBeUndefined();
    }
    const broken = () => {
      throw new Error('no navigator');
    };
    await expect(createFirstPartyAnalytics(undefined, broken).track(event)).resolves.toBeUndefined();
  });

  it('uses the global navigator and fetch by default, and does not break where there is no beacon (Node)', async () => {
    // Node has fetch but no navigator.sendBeacon: the request fails (relative URL) and is swallowed.
    await expect(createFirstPartyAnalytics().track(event)).resolves.toBeUndefined();
  });

  it("calls the browser's sendBeacon on the navigator (an unbound call throws 'Illegal invocation' in browsers)", async () => {
    const sent: string[] = [];
    const nav = {
      sendBeacon(this: unknown, _url: string, data: string): boolean {
        if (this !== nav) throw new TypeError('Illegal invocation');
        sent.push(data);
        return true;
      },
    };
    vi.stubGlobal('navigator', nav);
    await createFirstPartyAnalytics().track(event);
    expect(sent).toEqual([JSON.stringify(event)]);
  });
});
