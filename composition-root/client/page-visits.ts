import { createFirstPartyAnalytics } from '../../adapters/client/analytics/first-party-analytics.ts';
import { browserStorage } from '../../adapters/client/shared/browser-storage.ts';
import { readVisitorIdFx, trackFx } from '../../ui/features/analytics/page-visits/model.ts';
import type { EffectHandlers } from './effect-handlers.ts';

/** Local-storage key of the visitor's random id (spec section 3). */
const VISITOR_KEY = 'visitorId';

/** First-party page-visit analytics: the visitor's id in local storage and each visit sent to our own API. */
export function bindPageVisitHandlers(handlers: EffectHandlers): EffectHandlers {
  const analytics = createFirstPartyAnalytics();
  return (
    handlers
      // The model knows the previous page's path; the first page's referrer is the document's own.
      .bind(trackFx, (event) => analytics.track({ ...event, referrer: event.referrer == null ? document.referrer || null : new URL(event.referrer, location.href).href }))
      .bind(readVisitorIdFx, () => {
        const saved = browserStorage.read(VISITOR_KEY);
        if (saved !== undefined && saved !== '') return saved;
        // randomUUID exists only in secure contexts; a plain-http LAN visit still gets 128 random bits.
        const fresh = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
        browserStorage.write(VISITOR_KEY, fresh);
        return fresh;
      })
  );
}
