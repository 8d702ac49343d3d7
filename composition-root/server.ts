import type { FastifyInstance } from 'fastify';
import type { Container } from 'inversify';
import { registerAnalyticsRoutes } from '../adapters/server/http/analytics/analytics-routes.ts';
import { registerCatalogRoutes } from '../adapters/server/http/catalog/catalog-routes.ts';
import { registerProductRoutes } from '../adapters/server/http/catalog/product-routes.ts';
import { registerGamesRoutes } from '../adapters/server/http/catalog/games-routes.ts';
import { createHttpApp } from '../adapters/server/http/shared/http-app.ts';
import { decorateRequestActor } from '../adapters/server/http/shared/request-actor.ts';
import { openDatabase, type DatabaseHandle } from '../adapters/server/persistence/shared/database.ts';
import type { DemoAccount } from '../adapters/server/persistence/shared/demo-data-writer.ts';
import { countListings, loadListingsIntoIndex } from '../adapters/server/persistence/catalog/index-loader.ts';
import { registerSiteSearchRoutes } from '../adapters/server/http/catalog/site-search-routes.ts';
import { EmbeddedSiteSearch } from '../adapters/server/site-search/embedded-site-search.ts';
import type { Config } from './config.ts';
import { seedDemoDataIfEmpty } from './demo-data.ts';
import { attachRealtime, createChangeFeed, type Realtime } from './realtime.ts';
import { createSearchEngine } from './search-engine.ts';
import { registerStorefront } from './storefront.ts';
import { buildServerContainer } from './server-container.ts';
import { SERVER } from './server-tokens.ts';

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly app: FastifyInstance;
  readonly container: Container;
  readonly database: DatabaseHandle;
  /** The demo accounts when demo data is on (their passwords are deterministic). */
  readonly demoAccounts: readonly DemoAccount[];
  /** Whether this start filled an empty database. */
  readonly seeded: boolean;
  readonly searchKind: 'embedded' | 'meilisearch';
  readonly realtime: Realtime;
  close(): Promise<void>;
}

/**
 * Starts the whole server process: database (migrated), demo data on a fresh
 * database, search index loaded from the database, HTTP on one port.
 */
export async function startServer(config: Config): Promise<RunningServer> {
  const logger = config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL };
  const app = await createHttpApp({ logger, rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE, trustProxy: config.TRUST_PROXY });
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onConnectionError: (error) => app.log.warn({ err: error }, 'database connection dropped'),
  });
  let realtime: Realtime | undefined;
  try {
    const demo = await seedDemoDataIfEmpty(database.db, config, (message) => app.log.info(message));
    const { engine: search, kind: searchKind } = await createSearchEngine(config, database.db);
    // The embedded engine starts empty; a Meilisearch index survives restarts and is refilled only when it drifted.
    const indexed = searchKind === 'embedded' || (await search.size()) !== (await countListings(database.db)) ? await loadListingsIntoIndex(database.db, search) : await search.size();
    app.log.info(`search index (${searchKind}) holds ${indexed} listings`);

    const container = buildServerContainer(config, { db: database.db, search });
    // Every route reads who is asking from request.actor, built at most once per request.
    decorateRequestActor(app, { tokens: container.get(SERVER.SessionTokens), actors: container.get(SERVER.ActorDirectory) });
    registerCatalogRoutes(app, {
      rates: container.get(SERVER.RatesSource),
      geo: container.get(SERVER.GeoLocator),
      getListingData: container.get(SERVER.GetListingData),
      searchListings: container.get(SERVER.SearchListings),
    });
    registerGamesRoutes(app, { browseCatalog: container.get(SERVER.BrowseCatalog) });
    registerSiteSearchRoutes(app, { siteSearch: new EmbeddedSiteSearch(search, container.get(SERVER.CatalogReader)) });
    registerAnalyticsRoutes(app, { recordAnalyticsEvent: container.get(SERVER.RecordAnalyticsEvent) });
    registerProductRoutes(app, {
      getProduct: container.get(SERVER.GetProduct),
      getProducts: container.get(SERVER.GetProducts),
      getSellerProfile: container.get(SERVER.GetSellerProfile),
      getSellers: container.get(SERVER.GetSellers),
    });

    await registerStorefront(app, {
      catalog: container.get(SERVER.CatalogReader),
      rates: container.get(SERVER.RatesSource),
      geo: container.get(SERVER.GeoLocator),
      tokens: container.get(SERVER.SessionTokens),
      detailPages: { getProduct: container.get(SERVER.GetProduct), getSellerProfile: container.get(SERVER.GetSellerProfile) },
    });
    await app.ready();
    const changes = await createChangeFeed(config, app.log);
    // The public address is known only after listen; mailed links need it, so it is read lazily.
    let url = config.PUBLIC_URL ?? '';
    realtime = attachRealtime({
      httpServer: app.server,
      config,
      db: database.db,
      clock: container.get(SERVER.Clock),
      hasher: container.get(SERVER.PasswordHasher),
      changes,
      publicUrl: () => url,
      log: app.log,
      rates: container.get(SERVER.RatesSource),
    });
    await app.listen({ port: config.PORT, host: config.HOST });
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : config.PORT;
    const localUrl = `http://${config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST}:${port}`;
    url = config.PUBLIC_URL ?? localUrl;
    const live = realtime;
    return {
      url: localUrl,
      port,
      realtime: live,
      app,
      container,
      database,
      demoAccounts: demo.accounts,
      seeded: demo.seeded,
      searchKind,
      close: async () => {
        await live.close();
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await realtime?.close().catch(() => undefined);
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}
