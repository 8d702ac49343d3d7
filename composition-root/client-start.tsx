import { fork, scopeBind, type Scope } from 'effector';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserLocation } from '../ui/app/location.tsx';
import { browserStorage, readCookie, setCookie } from '../adapters/client/shared/browser-storage.ts';
import { DEFAULT_TIME_ZONE, FBC_COOKIE, fbcCookieEffect } from '../domain/index.ts';
import { createFirstPartyAnalytics } from '../adapters/client/analytics/first-party-analytics.ts';
import { apiRequest } from '../adapters/client/shared/http-api.ts';
import { httpChecked } from '../adapters/client/shared/http-json.ts';
import { GeoAnswer, PageLookup, RatesAnswer } from '../contracts/shared/index.ts';
import { MESSAGES_ELEMENT_ID, STATE_ELEMENT_ID } from '../ui/app/document.ts';
import { pageTitle } from '../ui/app/page-title.ts';
import { Root } from '../ui/app/Root.tsx';
import { readVisitorIdFx, trackFx } from '../ui/features/analytics/page-visits/model.ts';
import { apiRequestFx } from '../ui/features/shared/api/model.ts';
import { chunkLoadFailed } from '../ui/features/shared/chunk-reload/model.ts';
import { runConsentEffectsFx } from '../ui/features/shared/consent/model.ts';
import { fetchRatesFx, readSavedCurrencyFx, saveCurrencyFx } from '../ui/features/shared/currency/model.ts';
import { readTimeZoneFx } from '../ui/features/shared/app/time-zone.ts';
import { fetchGeoFx } from '../ui/features/shared/geo/model.ts';
import { switchLanguageFx } from '../ui/features/shared/language/model.ts';
import { $page, resolvePageFx, setDocumentTitleFx, type PageResolution } from '../ui/features/shared/page/model.ts';
import { createI18nFrom } from '../ui/i18n/i18n-instance.ts';
import type { LocaleMessages } from '../ui/i18n/translator.ts';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '../ui/i18n/languages.ts';
import { bindSessionHandlers, resumeOnReconnect } from './client/accounts.ts';
import { bindCartHandlers } from './client/shopping.ts';
import { pageLoader } from './client/page-loading.ts';
import { bindPageMetaHandler } from './client/page-meta.ts';
import { bindStartGroups } from './client/start-handler-groups.ts';
import { setPageLoader } from '../ui/app/pages.ts';
import { loadWantedParts } from '../ui/app/deferred.tsx';
import { EffectHandlers } from './client/effect-handlers.ts';
import { LazyAccountConnection } from './client/lazy-account-connection.ts';
import { nextTask } from './client/next-task.ts';
import type { EarlyInput } from './client/early-input.ts';

/** Local-storage keys of the visitor's currency and random visitor id (spec section 3). */
const CURRENCY_KEY = 'currency';
const VISITOR_KEY = 'visitorId';

/** The page for a client-side navigation; when the server cannot be asked, a full load of the URL is the honest fallback. */
async function resolvePage(url: string, loadPage: (name: string) => Promise<void>): Promise<PageResolution> {
  try {
    const resolution = await httpChecked(`/api/page?url=${encodeURIComponent(url)}`, PageLookup);
    // The page's code arrives before the page is shown, under the same loading bar as its lookup.
    if (resolution.kind === 'page') await loadPage(resolution.page.name);
    return resolution;
  } catch (error) {
    location.assign(url);
    throw error;
  }
}

/** A calculator page's calculator, loaded with its model only on such a page (the model is part of the page's chunk). */
async function preloadCalculator(scope: Scope): Promise<void> {
  if (scope.getState($page).name !== 'calculator') return;
  const { preloadCalculator: load } = await import('../ui/features/tools/calculators/preload.ts');
  await load(scope);
}

/**
 * The browser's composition root, run by client.tsx once the code has loaded:
 * the server-rendered state, the browser's adapters bound to the models'
 * effects, then hydration.
 */
export function start(early: EarlyInput): Scope {
  const { language, messages } = JSON.parse(document.getElementById(MESSAGES_ELEMENT_ID)?.textContent ?? '{}') as { language?: string; messages?: LocaleMessages };
  const i18n = createI18nFrom(language ?? 'en', language === undefined ? {} : { [language]: messages ?? {} });
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const connection = new LazyAccountConnection({ endpoint: `${protocol}//${location.host}/websocket`, SocketConstructor: WebSocket });
  // Live records arrive only after sign-in, long after the scope below exists.
  const currentScope = (): Scope => scope;
  // A lazy page's code, with the handler groups of the effects only such pages use (client/page-handler-groups.ts).
  const loadPage = pageLoader({ connection, scope: currentScope, i18n });
  setPageLoader(loadPage);
  const handlers = new EffectHandlers()
    .bind(fetchRatesFx, () => httpChecked('/api/rates', RatesAnswer))
    .bind(fetchGeoFx, () => httpChecked('/api/geo', GeoAnswer))
    .bind(saveCurrencyFx, (code) => browserStorage.write(CURRENCY_KEY, code))
    .bind(readSavedCurrencyFx, () => browserStorage.read(CURRENCY_KEY) ?? null)
    // An engine without time-zone data answers undefined; such a viewer keeps UTC.
    .bind(readTimeZoneFx, () => Intl.DateTimeFormat().resolvedOptions().timeZone ?? DEFAULT_TIME_ZONE)
    .bind(resolvePageFx, (url) => resolvePage(url, loadPage))
    .bind(apiRequestFx, apiRequest)
    .bind(setDocumentTitleFx, (page) => {
      document.title = pageTitle(page, i18n.t);
    })
    .bind(switchLanguageFx, (language) => {
      setCookie(LOCALE_COOKIE, language, LOCALE_COOKIE_DAYS);
      location.reload();
    })
    .bind(runConsentEffectsFx, (effects) => {
      for (const effect of effects) if (effect.type === 'writeCookie') setCookie(effect.name, effect.value, effect.days);
      // Marketing may run now: a `?fbclid=` on this page gets its `_fbc` (the server sets it only once consent is stored).
      if (effects.some((effect) => effect.type === 'loadPixels')) {
        const fbc = fbcCookieEffect({ search: location.search, nowMs: Date.now(), cookies: { [FBC_COOKIE]: readCookie(FBC_COOKIE) ?? '' } });
        if (fbc !== null) setCookie(fbc.setCookie.name, fbc.setCookie.value, fbc.setCookie.maxAgeDays);
      }
    });
  bindSessionHandlers(handlers, connection, currentScope);
  bindCartHandlers(handlers, { connection, i18n });
  bindPageMetaHandler(handlers, i18n);
  bindStartGroups(handlers, { connection, scope: currentScope });
  const analytics = createFirstPartyAnalytics();
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
    });
  const scope = fork({
    values: JSON.parse(document.getElementById(STATE_ELEMENT_ID)?.textContent ?? '{}') as Record<string, unknown>,
    handlers: handlers.toMap(),
  });
  resumeOnReconnect(connection, scope);
  // A lazily loaded chunk that fails (a deploy replaced it) reloads the page once per path within 10 s.
  const chunkFailed = scopeBind(chunkLoadFailed, { scope });
  window.addEventListener('vite:preloadError', () => chunkFailed(location.pathname));
  const root = document.getElementById('root');
  if (root === null) throw new Error('#root missing');
  // The page's code (and a calculator page's calculator, a deferred part the page shows) loads before hydrating: the server rendered them loaded.
  // Preact hydrates in one task (React yielded inside a transition); the transition stays harmless and
  // early.handOver() replays what was typed or clicked before it.
  void Promise.all([loadPage(scope.getState($page).name), preloadCalculator(scope), loadWantedParts(scope)]).then(nextTask, nextTask).finally(() =>
    startTransition(() => {
      early.handOver();
      hydrateRoot(
        root,
        <BrowserLocation>
          <Root scope={scope} i18n={i18n} />
        </BrowserLocation>,
      );
    }),
  );
  return scope;
}
