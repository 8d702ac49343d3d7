import type { FastifyInstance } from 'fastify';
import { guardedPages } from '../adapters/server/http/shared/guarded-pages.ts';
import { injectApiRequest } from '../adapters/server/http/shared/in-process-api.ts';
import { registerPageRoutes } from '../adapters/server/http/shared/page-routes.ts';
import type { CatalogReader } from '../application/catalog/ports/index.ts';
import { ResolvePage, type PageSubjects } from '../application/navigation/index.ts';
import type { GeoLocator, RatesSource } from '../application/shared/ports/index.ts';
import { DEFAULT_DOMAIN_LANGUAGES } from '../ui/i18n/languages.ts';
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
  await registerPageRoutes(app, { renderer: guardedPages({ resolvePage, render }), clientDir: CLIENT_DIR, strings: await loadLocaleStrings(), ...(deps.affiliateClicked === undefined ? {} : { affiliateClicked: deps.affiliateClicked }) });
  return true;
}
