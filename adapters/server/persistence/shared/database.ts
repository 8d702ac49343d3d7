import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ambientDatabase, type Database } from './ambient-transaction.ts';
import * as schema from '../schema.ts';

export type { Database } from './ambient-transaction.ts';

export interface DatabaseHandle {
  /**
   * The query layer for adapters: inside a unit of work it is that unit's
   * transaction, elsewhere the pool (see `ambient-transaction.ts`).
   */
  readonly db: Database;
  /** 'pglite' (embedded) or 'postgres' (a server). */
  readonly kind: 'pglite' | 'postgres';
  /** A connection string for LISTEN/NOTIFY, when on a server. */
  readonly url: string | undefined;
  close(): Promise<void>;
  /** The embedded database's files as one tarball (a backup, or a start for `DatabaseOptions.snapshot`); null on a server. */
  snapshot(): Promise<Blob | null>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../../migrations', import.meta.url));

/** Any number; the same key makes concurrent server processes take turns migrating. */
const MIGRATION_LOCK_KEY = 7_384_211;

export interface DatabaseOptions {
  /** PostgreSQL server; when absent the embedded PGlite is used. */
  readonly url?: string | undefined;
  /** PGlite data directory; `memory://` keeps nothing on disk (tests). */
  readonly dataDir?: string;
  /** Told when an idle PostgreSQL connection fails; the pool recovers by itself. */
  readonly onConnectionError?: (error: Error) => void;
  /**
   * PostgreSQL connections this process keeps at most (10 unless told). Every
   * process also holds a few for its change feed, timers and rate limits, and
   * the server refuses past its max_connections, so a deployment of many
   * processes sizes this down.
   */
  readonly poolSize?: number;
  /**
   * A `snapshot()` tarball an in-memory PGlite starts from instead of an empty
   * database, so many throw-away databases (test servers) skip creating,
   * migrating and seeding each one. Migrations still run, so an older snapshot
   * is brought up to date.
   */
  readonly snapshot?: Blob | undefined;
}

/**
 * Opens the database and brings its schema up to date. PGlite keeps its files
 * under `dataDir` (default `./data/pglite`); a `url` switches to PostgreSQL.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url !== undefined) return openPostgres(options.url, options);
  const dataDir = options.dataDir ?? 'data/pglite';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const fromSnapshot = options.snapshot !== undefined && dataDir.startsWith('memory://');
  const client = await PGlite.create({ dataDir, ...(fromSnapshot ? { loadDataDir: options.snapshot } : {}) });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: ambientDatabase(db as unknown as Database), kind: 'pglite', url: undefined, close: () => client.close(), snapshot: () => client.dumpDataDir('none') };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  // Migrate on one dedicated connection holding an advisory lock, so several
  // processes starting together do not race.
  const lockClient = new pg.Client({ connectionString: url });
  await lockClient.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lockClient.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // An idle connection the server drops (restart, failover, admin) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => options.onConnectionError?.(error));
  const db = drizzlePg({ client: pool, schema });
  return { db: ambientDatabase(db as unknown as Database), kind: 'postgres', url, close: () => pool.end(), snapshot: () => Promise.resolve(null) };
}
