import { loadConfig } from '../../../composition-root/config.ts';
import { startServer, type RunningServer } from '../../../composition-root/server.ts';
import { DEFAULT_LISTINGS, pgliteTemplate, postgresTemplate, seedsOwnData } from './seeded-template.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestServer extends RunningServer {
  /** The PostgreSQL database it runs on; undefined on PGlite. */
  readonly databaseUrl: string | undefined;
  stop(): Promise<void>;
}

/**
 * The real server on a free port with its own fresh database and the demo
 * data; or, `sharedWith` another (on PostgreSQL), a second process on that
 * one's database, as a deployment runs several (the first one drops it).
 */
export async function startTestServer(env: Record<string, string> = {}, options: { readonly sharedWith?: TestServer } = {}): Promise<TestServer> {
  const shared = options.sharedWith?.databaseUrl;
  const adminUrl = process.env['DATABASE_URL'];
  const onServer = adminUrl !== undefined && adminUrl !== '';
  // The run's seeded template, unless these overrides seed other data (or another process's database is joined).
  const template = shared === undefined && !seedsOwnData(env);
  const listings = env['DEMO_LISTINGS'] ?? DEFAULT_LISTINGS;
  const database: TestDatabase =
    shared === undefined
      ? await createTestDatabase(template && onServer ? { template: await postgresTemplate(adminUrl, listings) } : {})
      : { url: shared, dataDir: 'memory://', drop: () => Promise.resolve() };
  const snapshot = template && !onServer ? { PGLITE_SNAPSHOT: await pgliteTemplate(listings) } : {};
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent',
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    ...(database.url === undefined ? {} : { DATABASE_URL: database.url }),
    RATE_LIMIT_PER_MINUTE: '100000',
    // Suites sign up and sign in far more often than a person; the limits themselves are tested with scale 1.
    DDP_RATE_LIMIT_SCALE: '1000',
    DEMO_DEALS: 'false',
    // Four test files run at once, some with several servers each, against one PostgreSQL that takes 100
    // connections; a test server's load needs far fewer than a deployment's ten.
    DATABASE_POOL_SIZE: '4',
    ...snapshot,
    ...env,
  });
  const server = await startServer(config);
  return {
    ...server,
    databaseUrl: database.url,
    stop: async () => {
      await server.close();
      await database.drop();
    },
  };
}

/** JSON over HTTP against the test server, returning status, headers and parsed body. */
export async function call(
  server: Pick<RunningServer, 'url'>,
  path: string,
  init: { method?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; body: unknown }> {
  const hasBody = init.body !== undefined || init.rawBody !== undefined;
  const response = await fetch(server.url + path, {
    method: init.method ?? (hasBody ? 'POST' : 'GET'),
    headers: { ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
    ...(hasBody ? { body: init.rawBody ?? JSON.stringify(init.body) } : {}),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body };
}
