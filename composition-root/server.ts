import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Container } from 'inversify';
import { createHttpApp } from '../adapters/server/http/shared/http-app.ts';
import { openDatabase, type DatabaseHandle } from '../adapters/server/persistence/shared/database.ts';
import { startTimerWorker, type TimerWorker } from '../adapters/server/persistence/shared/timer-worker.ts';
import { Housekeeping } from '../adapters/server/persistence/shared/housekeeping.ts';
import type { OutboxDispatcher } from '../adapters/server/persistence/shared/outbox-dispatcher.ts';
import type { DemoAccount } from '../adapters/server/persistence/shared/demo-data-writer.ts';
import { countListings, loadListingsIntoIndex } from '../adapters/server/persistence/catalog/index-loader.ts';
import { pageCacheSeconds, type Config } from './config.ts';
import { CATALOG } from './server/catalog.module.ts';
import { CONTENT } from './server/content.module.ts';
import { buildServerContainer } from './server/container.ts';
import { grantDemoCredits, seedDemoDataIfEmpty } from './server/demo-data.ts';
import { seedDemoDeals } from './server/demo-deals.ts';
import { seedDemoSales } from './server/demo-sales.ts';
import { LEDGER } from './server/ledger.module.ts';
import { registerHttpApi } from './server/http-api.ts';
import { attachRealtime, createChangeFeed, type ClosableChangeFeed, type Realtime } from './server/realtime.ts';
import { createSearchEngine } from './server/search-engine.ts';
import { GAME_TOOLS } from './server/game-tools.module.ts';
import { MESSAGING } from './server/messaging.module.ts';
import { SHARED } from './server/shared.module.ts';
import { AFFILIATES } from './server/affiliates.module.ts';
import { registerStorefront } from './storefront.ts';
import type { EmbeddedListingSearch } from '../adapters/server/search/index.ts';

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

/** Which cluster worker this server is (node:cluster's id), when it is one. */
export interface ProcessRole {
  readonly worker?: number | undefined;
}

/**
 * Test servers (NODE_ENV=test or TEST_HOOKS) name the cluster worker that
 * answered, on every HTTP answer and WebSocket handshake, so a test can tell
 * that the cluster spread its connections; production answers do not say.
 */
function servedByHeader(config: Config, role: ProcessRole): { name: string; value: string } | undefined {
  if (role.worker === undefined || !(config.NODE_ENV === 'test' || config.TEST_HOOKS)) return undefined;
  return { name: 'x-served-by-worker', value: String(role.worker) };
}

/**
 * Starts the whole server process: database (migrated), demo data on a fresh
 * database, the search engine (the embedded one fills itself from the
 * database: each partition on its first search, all of them in the background
 * once the server listens), the container of every context, then HTTP and
 * DDP on one port.
 */
export async function startServer(config: Config, role: ProcessRole = {}): Promise<RunningServer> {
  const logger = config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL };
  const app = await createHttpApp({ logger, rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE, trustProxy: config.TRUST_PROXY });
  const servedBy = servedByHeader(config, role);
  if (servedBy !== undefined) app.addHook('onRequest', async (_request, reply) => void reply.header(servedBy.name, servedBy.value));
  const database = await openDatabase({
    url: config.DATABASE_URL,
    poolSize: config.DATABASE_POOL_SIZE,
    dataDir: config.DATA_DIR,
    snapshot: config.PGLITE_SNAPSHOT === undefined ? undefined : new Blob([await readFile(config.PGLITE_SNAPSHOT)]),
    onConnectionError: (error) => app.log.warn({ err: error }, 'database connection dropped'),
  });
  let changes: ClosableChangeFeed | undefined;
  let realtime: Realtime | undefined;
  let timers: TimerWorker | undefined;
  let dispatcher: OutboxDispatcher | undefined;
  let searchEngine: EmbeddedListingSearch | undefined;
  try {
    const demo = await seedDemoDataIfEmpty(database.db, config, (message) => app.log.info(message));
    const { engine: search, kind: searchKind, embedded } = await createSearchEngine(config, database.db);
    // The embedded engine loads each partition when first searched, and all of them in the background once
    // the server listens (below); a Meilisearch index survives restarts and is refilled only when it drifted.
    searchEngine = embedded;
    if (embedded === undefined) {
      const indexed = (await search.size()) !== (await countListings(database.db)) ? await loadListingsIntoIndex(database.db, search) : await search.size();
      app.log.info(`search index (${searchKind}) holds ${indexed} listings`);
    }
    changes = await createChangeFeed(config, app.log);

    const container = buildServerContainer({
      config,
      db: database.db,
      changes,
      search,
      log: (line) => app.log.info(line),
      reportError: (error, what) => app.log.error({ err: error }, what),
    });
    // Before the dispatcher starts, so stock changes a crash left unpublished reach the index too.
    const stopIndexSync = container.get(CATALOG.SyncListingIndex).follow(changes);
    dispatcher = container.get(SHARED.OutboxDispatcher);
    // Events a crash left committed but unpublished go out before the first request.
    await dispatcher.start();
    // Who is online here is told to the other processes, and theirs heard, from now on.
    const presence = container.get(SHARED.Presence);
    presence.start();
    await grantDemoCredits(container.get(LEDGER.Ledger), demo.accounts, (message) => app.log.info(message));
    if (config.DEMO_DEALS) {
      await seedDemoDeals(container, database.db, demo.accounts, (message) => app.log.info(message));
      await seedDemoSales(container, database.db, demo.accounts, (message) => app.log.info(message));
    }
    // The daily price snapshot's timer; with demo data the seed's 90 synthetic days are back-filled once.
    await container.get(GAME_TOOLS.RecordPriceSnapshot).start({ backfillDays: config.DEMO_DATA ? 90 : 0 });
    // The hourly cleanup of message documents uploaded but never sent.
    await container.get(MESSAGING.UnsentFileCleanup).start();
    registerHttpApi(app, container);
    await registerStorefront(app, {
      catalog: container.get(CATALOG.CatalogReader),
      rates: container.get(SHARED.RatesSource),
      geo: container.get(SHARED.GeoLocator),
      detailPages: { getProduct: container.get(CATALOG.GetProduct), getSellerProfile: container.get(CATALOG.GetSellerProfile), content: container.get(CONTENT.ReadContent) },
      affiliateClicked: (code) => container.get(AFFILIATES.Program).recordClick(code),
      pageCache: { seconds: pageCacheSeconds(config), indexApplied: (listener) => container.get(CATALOG.SyncListingIndex).onApplied(listener) },
    });
    await app.ready();
    realtime = attachRealtime(app.server, container, app.log, servedBy === undefined ? [] : [`${servedBy.name}: ${servedBy.value}`]);
    timers = startTimerWorker({
      db: database.db,
      handlers: container.get(SHARED.TimerHandlers),
      clock: container.get(SHARED.Clock),
      wakeups: container.get(SHARED.TimerWakeups),
      listenUrl: database.url,
      onError: (error) => app.log.error({ err: error }, 'timer worker'),
    });
    const housekeeping = new Housekeeping({ db: database.db, onError: (error) => app.log.error({ err: error }, 'housekeeping') });
    housekeeping.start();
    await app.listen({ port: config.PORT, host: config.HOST });
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : config.PORT;
    const localUrl = `http://${config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST}:${port}`;
    container.get(SHARED.PublicAddress).listeningOn(localUrl, config.PUBLIC_URL);
    const warmUp = embedded === undefined ? Promise.resolve() : warmUpSearchIndex(embedded, app);
    const live = realtime;
    const feed = changes;
    const worker = timers;
    const outboxDispatcher = dispatcher;
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
        embedded?.close();
        await warmUp;
        await presence.stop();
        await live.close();
        await worker.stop();
        await housekeeping.stop();
        await outboxDispatcher.stop();
        stopIndexSync();
        await feed.close?.();
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    searchEngine?.close();
    await realtime?.close().catch(() => undefined);
    await timers?.stop().catch(() => undefined);
    await dispatcher?.stop().catch(() => undefined);
    await changes?.close?.().catch(() => undefined);
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}

/**
 * Loads the whole catalog into the embedded engine after the server listens,
 * so a start answers in seconds at any catalog size; searches meanwhile load
 * their own partition first. Never rejects: a failure is logged, and the
 * next site-wide search (or size) starts the warm-up again.
 */
async function warmUpSearchIndex(engine: EmbeddedListingSearch, app: FastifyInstance): Promise<void> {
  const warmed = await engine.warmUp();
  if (warmed.isOk()) app.log.info(`search index (embedded) warmed up: ${warmed.value.listings} listings in ${warmed.value.seconds.toFixed(1)} s`);
  else app.log.warn({ err: warmed.error }, 'search index (embedded) warm-up stopped; partitions load when searched');
}
