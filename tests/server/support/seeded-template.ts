import { existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../../adapters/server/persistence/shared/database.ts';
import { loadConfig } from '../../../composition-root/config.ts';
import { seedDemoDataIfEmpty } from '../../../composition-root/server/demo-data.ts';

/*
 * One migrated database with the demo data per test run, copied for every test
 * server instead of built again: creating a PGlite database (initdb), running
 * every migration and seeding 2,000 listings and 42 accounts (argon2 hashes)
 * took 10–30 s per test file on this 2-core machine, the bulk of the suite.
 *
 * The first test file that needs it builds it under a lock; the others of the
 * same run wait and reuse it. A run is the vitest main process (`runId`),
 * whose global teardown (tests/global-setup.ts) removes what was built.
 */

/** The demo data settings every default test server has; a server started with others seeds its own. */
export const TEMPLATE_SEED = { DEMO_DATA: 'true', DEMO_SEED: '42' } as const;
/** Suites that need few listings ask for fewer; each size gets a template of its own. */
export const DEFAULT_LISTINGS = '2000';

/** The vitest run: its main process, which forks the workers (or is the worker, single-threaded). */
export function runId(): string {
  return process.env['IG_TEST_RUN'] ?? String(process.ppid);
}

/** Every file of a run's templates starts with this. */
export function templatePrefix(run: string): string {
  return `ig-test-template-${run}-`;
}

export function snapshotPath(listings: string, run: string = runId()): string {
  return join(tmpdir(), `${templatePrefix(run)}${listings}.tar`);
}

/** Every template database of a run is named `ig_template_{run}_…`. */
export function templateDatabaseName(listings: string, run: string = runId()): string {
  return `ig_template_${run}_${listings}`;
}

/** Whether `env` (a test server's overrides) changes what the demo data would be. */
export function seedsOwnData(env: Record<string, string>): boolean {
  const listings = env['DEMO_LISTINGS'];
  // The count names the template's file and database, so only digits may reach them.
  if (listings !== undefined && !/^\d{1,7}$/.test(listings)) return true;
  return Object.entries(TEMPLATE_SEED).some(([key, value]) => env[key] !== undefined && env[key] !== value);
}

async function underLock(lock: string, done: () => boolean, build: () => Promise<void>): Promise<void> {
  for (let waited = 0; !done(); waited += 200) {
    try {
      mkdirSync(lock);
    } catch {
      // A builder that died leaves its lock; after two minutes it is taken over.
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held !== undefined && Date.now() - held.mtimeMs > 120_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      if (!done()) await build();
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

async function seed(handle: Awaited<ReturnType<typeof openDatabase>>, listings: string): Promise<void> {
  await seedDemoDataIfEmpty(handle.db, loadConfig({ NODE_ENV: 'test', ...TEMPLATE_SEED, DEMO_LISTINGS: listings }), () => undefined);
}

/** The path of this run's PGlite tarball with `listings` demo listings, built on first use. */
export async function pgliteTemplate(listings: string): Promise<string> {
  const path = snapshotPath(listings);
  await underLock(
    `${path}.lock`,
    () => existsSync(path),
    async () => {
      const handle = await openDatabase({ dataDir: 'memory://' });
      try {
        await seed(handle, listings);
        const tarball = await handle.snapshot();
        if (tarball === null) throw new Error('an embedded database has a snapshot');
        writeFileSync(`${path}.part`, Buffer.from(await tarball.arrayBuffer()));
        renameSync(`${path}.part`, path);
      } finally {
        await handle.close();
      }
    },
  );
  return path;
}

/** The name of this run's template database on the PostgreSQL server at `adminUrl`, built on first use. */
export async function postgresTemplate(adminUrl: string, listings: string): Promise<string> {
  const name = templateDatabaseName(listings);
  const marker = `${snapshotPath(listings)}.postgres`;
  await underLock(
    `${marker}.lock`,
    () => existsSync(marker),
    async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
      const handle = await openDatabase({ url: url.toString() });
      try {
        await seed(handle, listings);
      } finally {
        await handle.close();
      }
      writeFileSync(marker, name);
    },
  );
  return name;
}
