import { fork, scopeBind, type Scope } from 'effector';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { beginSlicedHydration, sliceRemainingHydration } from '../ui/app/hydrate-later.tsx';
import { BrowserLocation } from '../ui/app/location.tsx';
import { browserStorage, readCookie, setCookie } from '../adapters/client/shared/browser-storage.ts';
import { DEFAULT_TIME_ZONE, FBC_COOKIE, fbcCookieEffect } from '../domain/index.ts';
import { apiRequest } from '../adapters/client/shared/http-api.ts';
import { httpChecked } from '../adapters/client/shared/http-json.ts';
import * as v from 'valibot';
import { GeoAnswer, PageLookup, RatesAnswer, StringsAnswer } from '../contracts/shared/index.ts';
import { STATE_ELEMENT_ID } from '../ui/app/document.ts';
import { Root } from '../ui/app/Root.tsx';
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
import { groupLoaders } from './client/page-loading.ts';
import { bindPageMetaHandler } from './client/page-meta.ts';
import { headWriter } from './client/document-head.ts';
import { bindStartGroups } from './client/start-handler-groups.ts';
import { setPageLoader } from '../ui/app/pages.ts';
import { loadWantedParts, setPartPreparer } from '../ui/app/deferred.tsx';
import { EffectHandlers } from './client/effect-handlers.ts';
import { LazyAccountConnection } from './client/lazy-account-connection.ts';
import { nextTask } from './client/next-task.ts';
import type { EarlyInput } from './client/early-input.ts';

/** Local-storage key of the visitor's currency (spec section 3). */
const CURRENCY_KEY = 'currency';

/**
 * The titles of every page (with the calculators' and trackers' names): the server writes the first
 * page's, so the browser needs them only once it navigates, and loads them as it asks for the page.
 */
const titles = () => import('../ui/app/page-title.ts');

/** The page for a client-side navigation; when the server cannot be asked, a full load of the URL is the honest fallback. */
async function resolvePage(url: string, loadPage: (name: string) => Promise<void>): Promise<PageResolution> {
  void titles();
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
export function start(early: EarlyInput, strings: unknown): Scope {
  // The server's own answer, checked like any other (client.tsx fetched it while the code loaded).
  const { language, messages } = v.parse(StringsAnswer, strings);
  const i18n = createI18nFrom(language, { [language]: messages as LocaleMessages });
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const connection = new LazyAccountConnection({ endpoint: `${protocol}//${location.host}/websocket`, SocketConstructor: WebSocket });
  // Live records arrive only after sign-in, long after the scope below exists.
  const currentScope = (): Scope => scope;
  // A lazy page's code, with the handler groups of the effects only such pages use (client/page-handler-groups.ts).
  const { loadPage, preparePart } = groupLoaders({ connection, scope: currentScope, i18n });
  setPageLoader(loadPage);
  setPartPreparer(preparePart);
  const writeHead = headWriter();
  const handlers = new EffectHandlers()
    .bind(fetchRatesFx, () => httpChecked('/api/rates', RatesAnswer))
    .bind(fetchGeoFx, () => httpChecked('/api/geo', GeoAnswer))
    .bind(saveCurrencyFx, (code) => browserStorage.write(CURRENCY_KEY, code))
    .bind(readSavedCurrencyFx, () => browserStorage.read(CURRENCY_KEY) ?? null)
    // An engine without time-zone data answers undefined; such a viewer keeps UTC.
    .bind(readTimeZoneFx, () => Intl.DateTimeFormat().resolvedOptions().timeZone ?? DEFAULT_TIME_ZONE)
    .bind(resolvePageFx, (url) => resolvePage(url, loadPage))
    .bind(apiRequestFx, apiRequest)
    .bind(setDocumentTitleFx, (page) =>
      writeHead(async () => {
        const { pageTitle } = await titles();
        document.title = pageTitle(page, i18n.t);
      }),
    )
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
  bindPageMetaHandler(handlers, i18n, writeHead);
  bindStartGroups(handlers, { connection, scope: currentScope });
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
  // Preact hydrates in one task but for the parts marked HydrateLater, each hydrated in a task of its own
  // after it (ui/app/hydrate-later.tsx); early.handOver() replays what was typed or clicked before all that.
  void Promise.all([loadPage(scope.getState($page).name), preloadCalculator(scope), loadWantedParts(scope)]).then(nextTask, nextTask).finally(() =>
    startTransition(() => {
      early.handOver();
      beginSlicedHydration();
      hydrateRoot(
        root,
        <BrowserLocation>
          <Root scope={scope} i18n={i18n} />
        </BrowserLocation>,
      );
      sliceRemainingHydration();
    }),
  );
  return scope;
}
