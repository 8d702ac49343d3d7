import type { FastifyInstance } from 'fastify';
import { guardedPages } from '../adapters/server/http/shared/guarded-pages.ts';
import { injectApiRequest } from '../adapters/server/http/shared/in-process-api.ts';
import { cachedPages, PageCache } from '../adapters/server/http/shared/page-cache.ts';
import { registerPageRoutes } from '../adapters/server/http/shared/page-routes.ts';
import type { CatalogReader } from '../application/catalog/ports/index.ts';
import { ResolvePage, type PageSubjects } from '../application/navigation/index.ts';
import type { GeoLocator, PageRenderer, PageRequest, RatesSource } from '../application/shared/ports/index.ts';
import { CONSENT_COOKIE_NAME } from '../domain/index.ts';
import { DEFAULT_DOMAIN_LANGUAGES, LOCALE_COOKIE } from '../ui/i18n/languages.ts';
import { CLIENT_DIR, createPageRenderer, loadLocaleStrings, storefrontBuilt } from './page-renderer.ts';

/**
 * Serves the storefront when it has been built: pages rendered on the server
 * for every GET outside /api and /websocket. Without a build (API-only test
 * runs) the server still answers the API and says so in the log.
 */
export async function registerStorefront(
  app: FastifyInstance,
  deps: {
    readonly catalog: CatalogReader;
    readonly rates: RatesSource;
    readonly geo: GeoLocator;
    readonly detailPages: PageSubjects;
    readonly affiliateClicked?: (code: string) => Promise<void>;
    /** Seconds an anonymous visitor's page is reused (0: never); dropped whenever listing changes reach the search index. */
    readonly pageCache: { readonly seconds: number; readonly indexApplied: (listener: () => void) => unknown };
  },
): Promise<boolean> {
  if (!storefrontBuilt()) {
    app.log.warn('storefront not built (npm run build): serving the API only');
    return false;
  }
  const resolvePage = await ResolvePage.create({ catalog: deps.catalog, subjects: deps.detailPages });
  const render = await createPageRenderer({
    rates: deps.rates,
    geo: deps.geo,
    domainLanguages: DEFAULT_DOMAIN_LANGUAGES,
    api: (apiRequest, pageRequest) => injectApiRequest(app, apiRequest, pageRequest.cookies),
  });
  const renderer = withPageCache(guardedPages({ resolvePage, render }), deps.pageCache, deps.geo);
  await registerPageRoutes(app, { renderer, clientDir: CLIENT_DIR, strings: await loadLocaleStrings(), ...(deps.affiliateClicked === undefined ? {} : { affiliateClicked: deps.affiliateClicked }) });
  return true;
}

/** 64 MB of HTML: some 650 listing pages, far more than the popular pages of one language. */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Anonymous visitors' pages reused for `seconds`. Each batch of listing changes (stock, price, state, a
 * seller's standing) drops them all once the search index holds it, so a buyer never sees a sold-out
 * offer as available for longer than the index takes to learn it; other data (posts, reviews, rates) is
 * at most `seconds` old.
 */
function withPageCache(renderer: PageRenderer, options: { readonly seconds: number; readonly indexApplied: (listener: () => void) => unknown }, geo: GeoLocator): PageRenderer {
  if (options.seconds === 0) return renderer;
  const cache = new PageCache({ ttlMs: options.seconds * 1000, maxBytes: PAGE_CACHE_BYTES });
  options.indexApplied(() => cache.invalidate());
  return cachedPages(renderer, cache, (request) => anonymousPageKey(request, geo));
}

/**
 * Every input an anonymous page's render varies with: the URL (path and query), the host (its domain
 * language), the language and consent cookies, the browser's languages, and where the visitor is (the
 * currency shown and the limited-region rules). A new input of the render must join this key.
 */
async function anonymousPageKey(request: PageRequest, geo: GeoLocator): Promise<string> {
  const where = await geo.locate({ headers: request.headers, ip: request.ip });
  return JSON.stringify([request.url, request.host, request.cookies[LOCALE_COOKIE] ?? null, request.cookies[CONSENT_COOKIE_NAME] ?? null, request.acceptLanguage ?? null, where]);
}
