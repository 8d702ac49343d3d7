import type { FastifyInstance } from 'fastify';
import type { Container } from 'inversify';
import { registerSessionRoutes } from '../../adapters/server/http/accounts/session-routes.ts';
import { registerSocialRoutes } from '../../adapters/server/http/accounts/social-routes.ts';
import { SOCIAL } from './social-sign-in.module.ts';
import { registerAnalyticsRoutes } from '../../adapters/server/http/analytics/analytics-routes.ts';
import { registerCatalogRoutes } from '../../adapters/server/http/catalog/catalog-routes.ts';
import { registerGamesRoutes } from '../../adapters/server/http/catalog/games-routes.ts';
import { registerProductRoutes } from '../../adapters/server/http/catalog/product-routes.ts';
import { registerSiteSearchRoutes } from '../../adapters/server/http/catalog/site-search-routes.ts';
import { registerMediaRoutes } from '../../adapters/server/http/media/media-routes.ts';
import { registerLedgerRoutes } from '../../adapters/server/http/ledger/ledger-routes.ts';
import { registerLocalPaymentPages } from '../../adapters/server/http/payments/local-pages-routes.ts';
import { registerWebhookRoutes } from '../../adapters/server/http/payments/webhook-routes.ts';
import { registerTestClockRoute } from '../../adapters/server/http/shared/test-clock-route.ts';
import { SqlTimerQueue } from '../../adapters/server/persistence/shared/sql-scheduler.ts';
import { FireDueTimers } from '../../application/shared/fire-due-timers.ts';
import { registerContentRoutes } from '../../adapters/server/http/content/content-routes.ts';
import { registerSeoRoutes } from '../../adapters/server/http/content/seo-routes.ts';
import { registerSupportRoutes } from '../../adapters/server/http/content/support-routes.ts';
import { decorateRequestActor } from '../../adapters/server/http/shared/request-actor.ts';
import { DEFAULT_DOMAIN_LANGUAGES } from '../../ui/i18n/languages.ts';
import { ACCOUNTS } from './accounts.module.ts';
import { ANALYTICS } from './analytics.module.ts';
import { CATALOG } from './catalog.module.ts';
import { CONTENT } from './content.module.ts';
import { LEDGER } from './ledger.module.ts';
import { MEDIA } from './media.module.ts';
import { MESSAGING } from './messaging.module.ts';
import { VERIFICATION } from './verification.module.ts';
import { registerVerificationRoutes } from '../../adapters/server/http/verification/verification-routes.ts';
import { registerMessageFileRoutes } from '../../adapters/server/http/messaging/message-file-routes.ts';
import { PAYMENTS } from './payments.module.ts';
import { SHARED } from './shared.module.ts';
import { registerPokedexRoutes } from '../../adapters/server/http/tools/pokedex-routes.ts';
import { registerStatsRoutes } from '../../adapters/server/http/tools/stats-routes.ts';
import { registerSteamInventoryRoutes } from '../../adapters/server/http/tools/steam-inventory-routes.ts';
import { registerChartRoutes } from '../../adapters/server/http/tools/chart-routes.ts';
import { GAME_TOOLS } from './game-tools.module.ts';
import { apiKeyGuard } from '../../adapters/server/http/sellerapi/api-key-guard.ts';
import { registerSellerApiDocsRoutes } from '../../adapters/server/http/sellerapi/docs-routes.ts';
import { registerSellerApiOfferRoutes } from '../../adapters/server/http/sellerapi/offer-routes.ts';
import { registerSellerApiOrderRoutes } from '../../adapters/server/http/sellerapi/order-routes.ts';
import { FlexibleRateLimiter } from '../../adapters/server/rate-limits/flexible-rate-limiter.ts';
import { OFFERS } from './offers.module.ts';
import { ORDERS } from './orders.module.ts';
import { SELLER_API } from './sellerapi.module.ts';

/** The JSON API under /api, each context's routes over its use cases. */
export function registerHttpApi(app: FastifyInstance, container: Container): void {
  // Every route reads who is asking from request.actor, built at most once per request.
  decorateRequestActor(app, { tokens: container.get(ACCOUNTS.SessionTokens), actors: container.get(ACCOUNTS.ActorDirectory) });
  const accounts = container.get(ACCOUNTS.UseCases);
  registerSessionRoutes(app, { loginWithResume: accounts.loginWithResume, logout: accounts.logout });
  const publicAddress = container.get(SHARED.PublicAddress);
  registerSocialRoutes(app, {
    providers: container.get(SOCIAL.Providers),
    signIn: container.get(SOCIAL.SignIn),
    seal: container.get(SOCIAL.StateSeal),
    publicUrl: () => publicAddress.url(),
  });
  registerCatalogRoutes(app, {
    rates: container.get(SHARED.RatesSource),
    geo: container.get(SHARED.GeoLocator),
    getListingData: container.get(CATALOG.GetListingData),
    searchListings: container.get(CATALOG.SearchListings),
  });
  registerGamesRoutes(app, { browseCatalog: container.get(CATALOG.BrowseCatalog), featuredOffers: container.get(CATALOG.FeaturedOffers), recentReviews: container.get(CATALOG.RecentReviews) });
  registerSiteSearchRoutes(app, { siteSearch: container.get(CATALOG.SiteSearch) });
  registerAnalyticsRoutes(app, { recordAnalyticsEvent: container.get(ANALYTICS.RecordAnalyticsEvent) });
  registerProductRoutes(app, {
    getProduct: container.get(CATALOG.GetProduct),
    getProducts: container.get(CATALOG.GetProducts),
    getSellerProfile: container.get(CATALOG.GetSellerProfile),
    getSellers: container.get(CATALOG.GetSellers),
  });
  registerMediaRoutes(app, { storeImage: container.get(MEDIA.StoreImage), serveImage: container.get(MEDIA.ServeImage), serveArtwork: container.get(MEDIA.ServeArtwork) });
  registerVerificationRoutes(app, container.get(VERIFICATION.Verification));
  registerMessageFileRoutes(app, container.get(MESSAGING.Files));
  registerLedgerRoutes(app, { trialBalance: container.get(LEDGER.TrialBalance) });
  registerWebhookRoutes(app, { handleWebhook: container.get(PAYMENTS.HandleWebhook) });
  registerSupportRoutes(app, { openSupportTicket: container.get(CONTENT.OpenSupportTicket) });
  registerContentRoutes(app, { readContent: container.get(CONTENT.ReadContent) });
  registerSeoRoutes(app, { sitemap: container.get(CONTENT.BuildSitemap), domainLanguages: DEFAULT_DOMAIN_LANGUAGES });
  registerPokedexRoutes(app, { browsePokedex: container.get(GAME_TOOLS.BrowsePokedex) });
  registerStatsRoutes(app, { lookUpPlayer: container.get(GAME_TOOLS.LookUpPlayer) });
  registerSteamInventoryRoutes(app, { valueSteamInventory: container.get(GAME_TOOLS.ValueSteamInventory) });
  registerChartRoutes(app, { readPriceHistory: container.get(GAME_TOOLS.ReadPriceHistory) });
  const clock = container.get(SHARED.Clock);
  const config = container.get(SHARED.Config);
  const db = container.get(SHARED.Database);
  registerTestClockRoute(app, {
    enabled: config.NODE_ENV === 'test' || config.TEST_HOOKS,
    clock: container.get(SHARED.AdjustableClock),
    runDueTimers: async () => {
      const rounds = new FireDueTimers(new SqlTimerQueue(db), container.get(SHARED.TimerHandlers), clock);
      let fired = 0;
      for (let round = await rounds.execute(); round.claimed > 0; round = await rounds.execute()) fired += round.fired;
      return fired;
    },
  });
  registerSellerApi(app, container, () => publicAddress.url());
  registerLocalPaymentPages(app, { provider: container.get(PAYMENTS.LocalProvider), simulateChainPayment: container.get(PAYMENTS.SimulateChainPayment), now: () => clock.now() });
}

/** The seller REST API under /api/v1: key-guarded offer and order routes, the OpenAPI document and its page. */
function registerSellerApi(app: FastifyInstance, container: Container, publicUrl: () => string): void {
  // Counted in this process (a key's budget is per server process); the per-address limit of /api still applies across them.
  const guard = apiKeyGuard({ authenticate: container.get(SELLER_API.Authenticate), limiter: FlexibleRateLimiter.inMemory() });
  const offers = container.get(OFFERS.UseCases);
  registerSellerApiOfferRoutes(app, { guard, manageOffers: offers.manageOffers, readOffers: offers.readOffers, bulkUpsert: container.get(SELLER_API.BulkUpsert) });
  registerSellerApiOrderRoutes(app, { guard, readOrders: container.get(ORDERS.ReadOrders), party: container.get(ORDERS.Lifecycle).party });
  registerSellerApiDocsRoutes(app, { publicUrl });
}
