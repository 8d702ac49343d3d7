import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '../../../../application/analytics/ports/index.ts';
import { ANONYMOUS_VISITOR, readVisitorIdFx, trackFx } from '../../../../ui/features/analytics/page-visits/model.ts';
import { appHydrated } from '../../../../ui/features/shared/app/model.ts';
import { consentAccepted } from '../../../../ui/features/shared/consent/model.ts';
import { pageResolved, type CurrentPage } from '../../../../ui/features/shared/page/model.ts';

function page(pathname: string, name: string, search = ''): CurrentPage {
  return { name, layout: 'default', params: {}, pathname, search, status: 200 };
}

function browser() {
  const sent: AnalyticsEvent[] = [];
  const scope = fork({
    handlers: [
      [trackFx, (event: AnalyticsEvent) => void sent.push(event)],
      [readVisitorIdFx, () => 'visitor-123'],
    ],
  });
  return { scope, sent };
}

describe('first-party page visits', () => {
  it('counts nothing while rendering on the server, then the first page once hydrated', async () => {
    const { scope, sent } = browser();
    await allSettled(pageResolved, { scope, params: page('/games', 'games', '?q=fo') });
    expect(sent).toEqual([]);
    await allSettled(appHydrated, { scope });
    expect(sent).toEqual([{ type: 'PageVisit', path: '/games?q=fo', routeName: 'games', language: 'en', currency: 'USD', visitorId: ANONYMOUS_VISITOR }]);
  });

  it('counts each client navigation with the previous page as referrer', async () => {
    const { scope, sent } = browser();
    await allSettled(pageResolved, { scope, params: page('/', 'home') });
    await allSettled(appHydrated, { scope });
    await allSettled(pageResolved, { scope, params: page('/services', 'services') });
    expect(sent.map((e) => [e.path, e.referrer])).toEqual([
      ['/', undefined],
      ['/services', '/'],
    ]);
  });

  it('sends the visitor id only after consent is granted', async () => {
    const { scope, sent } = browser();
    await allSettled(appHydrated, { scope });
    await allSettled(consentAccepted, { scope });
    await allSettled(pageResolved, { scope, params: page('/blog', 'blog') });
    expect(sent.map((e) => e.visitorId)).toEqual([ANONYMOUS_VISITOR, 'visitor-123']);
  });
});
