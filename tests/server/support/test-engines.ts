import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../../adapters/server/persistence/shared/database.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * A fresh database on one engine, which several "processes" (database
 * handles) can open. PGlite is one connection on its files: a second handle
 * may open only after the first closed (`concurrent` false); on PostgreSQL
 * handles open side by side, as separate server processes would.
 */
export interface EngineDatabase {
  readonly concurrent: boolean;
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

export interface TestEngine {
  readonly name: 'PGlite' | 'PostgreSQL';
  create(): Promise<EngineDatabase>;
}

const pglite: TestEngine = {
  name: 'PGlite',
  create: async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ig-pglite-'));
    return {
      concurrent: false,
      open: () => openDatabase({ dataDir }),
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  },
};

const postgres: TestEngine = {
  name: 'PostgreSQL',
  create: async () => {
    const database = await createTestDatabase();
    if (database.url === undefined) throw new Error('PostgreSQL engine without DATABASE_URL');
    const url = database.url;
    return { concurrent: true, open: () => openDatabase({ url }), drop: () => database.drop() };
  },
};

/** PGlite always; PostgreSQL too when DATABASE_URL is set. Conformance suites run once per engine. */
export function testEngines(): readonly TestEngine[] {
  return process.env['DATABASE_URL'] ? [pglite, postgres] : [pglite];
}
