import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createFirstPartyAnalytics } from '../../../adapters/client/analytics/first-party-analytics.ts';
import type { AnalyticsEvent } from '../../../application/analytics/ports/index.ts';
import { ANALYTICS_LIMITS, AnalyticsEventBody } from '../../../contracts/analytics/index.ts';
import { expectDeclares, refusal } from '../support.ts';

const visit: AnalyticsEvent = { type: 'PageVisit', path: '/wow/gold?page=2', routeName: 'listing', language: 'de', currency: 'EUR', visitorId: 'v-1', referrer: null };

/** The body the storefront's analytics adapter sends for an event (through its beacon). */
async function sentBody(event: AnalyticsEvent): Promise<unknown> {
  let body = '';
  const analytics = createFirstPartyAnalytics('/api/events', () => ({ sendBeacon: (_url, data) => ((body = data), true) }));
  await analytics.track(event);
  return JSON.parse(body) as unknown;
}

describe('the analytics contract', () => {
  it('declares the body the storefront sends, with and without a referrer', async () => {
    expectDeclares(AnalyticsEventBody, await sentBody(visit));
    const { referrer: _none, ...withoutReferrer } = visit;
    expectDeclares(AnalyticsEventBody, await sentBody(withoutReferrer));
  });

  it('refuses a bad event naming the field', () => {
    expect(refusal(AnalyticsEventBody, { ...visit, type: 'AddToCart' })).toEqual({ field: 'type', message: 'must be a known event type (PageVisit)' });
    expect(refusal(AnalyticsEventBody, { ...visit, path: 'wow/gold' })).toEqual({ field: 'path', message: "must start with '/'" });
    expect(refusal(AnalyticsEventBody, { ...visit, language: 'xx' })).toEqual({ field: 'language', message: 'must be one of the 13 language codes' });
    expect(refusal(AnalyticsEventBody, { ...visit, visitorId: 'v'.repeat(ANALYTICS_LIMITS.visitorId + 1) })?.field).toBe('visitorId');
    expect(refusal(AnalyticsEventBody, { ...visit, currency: 42 })).toEqual({ field: 'currency', message: 'must be a string' });
  });

  it('drops what a client may not say about itself (a user id, a time)', () => {
    const read = v.parse(AnalyticsEventBody, { ...visit, userId: 'admin', recordedAt: '2000-01-01T00:00:00Z' });
    expect(read).toEqual(visit);
    expect(read).not.toHaveProperty('userId');
  });
});
