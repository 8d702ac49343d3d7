import type { FastifyInstance } from 'fastify';
import type { Container } from 'inversify';
import { registerSessionRoutes } from '../../adapters/server/http/accounts/session-routes.ts';
import { registerAnalyticsRoutes } from '../../adapters/server/http/analytics/analytics-routes.ts';
import { registerCatalogRoutes } from '../../adapters/server/http/catalog/catalog-routes.ts';
import { registerGamesRoutes } from '../../adapters/server/http/catalog/games-routes.ts';
import { registerProductRoutes } from '../../adapters/server/http/catalog/product-routes.ts';
import { registerSiteSearchRoutes } from '../../adapters/server/http/catalog/site-search-routes.ts';
import { registerLedgerRoutes } from '../../adapters/server/http/ledger/ledger-routes.ts';
import { registerLocalPaymentPages } from '../../adapters/server/http/payments/local-pages-routes.ts';
import { registerWebhookRoutes } from '../../adapters/server/http/payments/webhook-routes.ts';
import { decorateRequestActor } from '../../adapters/server/http/shared/request-actor.ts';
import { ACCOUNTS } from './accounts.module.ts';
import { ANALYTICS } from './analytics.module.ts';
import { CATALOG } from './catalog.module.ts';
import { LEDGER } from './ledger.module.ts';
import { PAYMENTS } from './payments.module.ts';
import { SHARED } from './shared.module.ts';

/** The JSON API under /api, each context's routes over its use cases. */
export function registerHttpApi(app: FastifyInstance, container: Container): void {
  // Every route reads who is asking from request.actor, built at most once per request.
  decorateRequestActor(app, { tokens: container.get(ACCOUNTS.SessionTokens), actors: container.get(ACCOUNTS.ActorDirectory) });
  const accounts = container.get(ACCOUNTS.UseCases);
  registerSessionRoutes(app, { loginWithResume: accounts.loginWithResume, logout: accounts.logout });
  registerCatalogRoutes(app, {
    rates: container.get(SHARED.RatesSource),
    geo: container.get(SHARED.GeoLocator),
    getListingData: container.get(CATALOG.GetListingData),
    searchListings: container.get(CATALOG.SearchListings),
  });
  registerGamesRoutes(app, { browseCatalog: container.get(CATALOG.BrowseCatalog) });
  registerSiteSearchRoutes(app, { siteSearch: container.get(CATALOG.SiteSearch) });
  registerAnalyticsRoutes(app, { recordAnalyticsEvent: container.get(ANALYTICS.RecordAnalyticsEvent) });
  registerProductRoutes(app, {
    getProduct: container.get(CATALOG.GetProduct),
    getProducts: container.get(CATALOG.GetProducts),
    getSellerProfile: container.get(CATALOG.GetSellerProfile),
    getSellers: container.get(CATALOG.GetSellers),
  });
  registerLedgerRoutes(app, { trialBalance: container.get(LEDGER.TrialBalance) });
  registerWebhookRoutes(app, { handleWebhook: container.get(PAYMENTS.HandleWebhook) });
  const clock = container.get(SHARED.Clock);
  registerLocalPaymentPages(app, { provider: container.get(PAYMENTS.LocalProvider), simulateChainPayment: container.get(PAYMENTS.SimulateChainPayment), now: () => clock.now() });
}
