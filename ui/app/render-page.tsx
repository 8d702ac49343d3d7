import { allSettled, fork, serialize } from 'effector';
import { renderToString } from 'react-dom/server';
import { StaticLocation } from './location.tsx';
import { pageRobots, ROUTE_LIST, type ExchangeRate, type Geo } from '../../domain/index.ts';
import { apiRequestFx, type ApiRequest } from '../features/shared/api/model.ts';
import { appStarted } from '../features/shared/app/model.ts';
import { fetchRatesFx } from '../features/shared/currency/model.ts';
import { fetchGeoFx } from '../features/shared/geo/model.ts';
import { pickLanguage } from '../features/shared/language/pick-language.ts';
import { pageResolved, type CurrentPage } from '../features/shared/page/model.ts';
import { $pageMeta } from '../features/shared/page-meta/model.ts';
import { $product } from '../features/catalog/product/model.ts';
import { $post } from '../features/content/blog/model.ts';
import { $article } from '../features/content/wiki/model.ts';
import { createI18n, messagesFor } from '../i18n/resources.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import type { I18n } from '../i18n/translator.ts';
import { renderDocument, stringsAddress, type PageAssets } from './document.ts';
import { renderHead } from './head.ts';
import { structuredData, structuredDataTags } from './structured-data.ts';
import { loadPage } from './pages.ts';
import { loadWantedParts } from './deferred.tsx';
import { Root } from './Root.tsx';

export interface RenderRequest {
  /** Path and query. */
  readonly url: string;
  readonly host: string;
  readonly cookies: Readonly<Record<string, string>>;
  readonly acceptLanguage: string | undefined;
}

/** What rendering needs from the server: data sources, the route resolver and configuration. */
export interface RenderServices {
  readonly rates: () => Promise<readonly ExchangeRate[]>;
  readonly geo: () => Promise<Geo>;
  readonly resolvePage: (url: string) => Promise<CurrentPage>;
  /** Our own API, called in-process with the page request's cookies (see `apiRequestFx`). */
  readonly api: (apiRequest: ApiRequest, pageRequest: RenderRequest) => Promise<unknown>;
  readonly domainLanguages: Readonly<Record<string, string>>;
  readonly assets: PageAssets;
}

export interface RenderedPage {
  readonly status: number;
  readonly html: string;
}

/*
 * One translator and one serialized copy of the strings per language,
 * made on first use: the server never changes an instance's language or adds
 * resources, so every request in that language can share them (an instance
 * per request cost more than a tenth of a listing page's rendering).
 */
const i18nByLanguage = new Map<string, I18n>();
const stringsByLanguage = new Map<string, LocaleStrings>();

function i18nFor(language: string): I18n {
  let i18n = i18nByLanguage.get(language);
  if (i18n === undefined) i18nByLanguage.set(language, (i18n = createI18n(language)));
  return i18n;
}

/** One language's strings as GET /api/strings/:language answers them, with the version its address names. */
export interface LocaleStrings {
  readonly language: string;
  /** Changes whenever a string does: the address with it can be cached for a year. */
  readonly version: string;
  readonly json: string;
}

/** FNV-1a, 32 bits: a version for the strings, the same in every process that has the same strings. */
function version(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/**
 * The page language's strings the browser fetches as it starts (84 KB for English: half a listing page, when
 * they were written into every page). An unknown language gets the default's.
 */
export function localeStrings(language: string): LocaleStrings {
  const strings = messagesFor(language);
  let found = stringsByLanguage.get(strings.language);
  if (found === undefined) {
    const json = JSON.stringify(strings);
    stringsByLanguage.set(strings.language, (found = { language: strings.language, version: version(json), json }));
  }
  return found;
}

/**
 * Renders one request in its own Effector scope (so concurrent requests never
 * share state), waits for the start-up data, and returns the full document
 * with the serialized scope the browser hydrates from.
 */
export async function renderPage(request: RenderRequest, services: RenderServices): Promise<RenderedPage> {
  const language = pickLanguage({ host: request.host, cookies: request.cookies, acceptLanguage: request.acceptLanguage, domainLanguages: services.domainLanguages });
  const scope = fork({
    handlers: [
      [fetchRatesFx, services.rates],
      [fetchGeoFx, services.geo],
      [apiRequestFx, (apiRequest: ApiRequest) => services.api(apiRequest, request)],
    ],
  });
  const page = await services.resolvePage(request.url);
  // A lazy page's code must be here before renderToString, which cannot wait for it.
  await loadPage(page.name);
  await allSettled(pageResolved, { scope, params: page });
  await allSettled(appStarted, { scope, params: { url: request.url, cookies: request.cookies, language, origin: `https://${request.host}` } });
  // The sign-in dialog of /login, the chat widget of a signed-in visitor: rendered here, so loaded first.
  await loadWantedParts(scope);
  const i18n = i18nFor(language);
  const body = renderToString(
    <StaticLocation url={request.url}>
      <Root scope={scope} i18n={i18n} />
    </StaticLocation>,
  );
  const jsonLd = structuredDataTags(
    structuredData({ page, i18n, host: request.host, product: scope.getState($product), post: scope.getState($post)?.post ?? null, article: scope.getState($article)?.article ?? null }),
  );
  const head = renderHead({ page, i18n, domainLanguages: services.domainLanguages, robotsNone: pageRobots(ROUTE_LIST.find((r) => r.name === page.name) ?? { robots: null }, page.search) === 'none', meta: scope.getState($pageMeta), host: request.host }) + jsonLd;
  const dir = LANGUAGES.find((l) => l.value === language)?.dir ?? 'ltr';
  return { status: page.status, html: renderDocument({ lang: language, dir, head, body, state: serialize(scope), strings: stringsAddress(localeStrings(language)), assets: services.assets }) };
}
