import pg from 'pg';

/**
 * A throw-away database for one test file. On PGlite it lives in memory; when
 * DATABASE_URL points at a PostgreSQL server, a fresh database is created
 * there and dropped afterwards, so runs never see each other's rows.
 */
export interface TestDatabase {
  readonly url: string | undefined;
  readonly dataDir: string;
  drop(): Promise<void>;
}

/** `template`: a database to copy (see seeded-template.ts) instead of starting empty. */
export async function createTestDatabase(options: { readonly template?: string } = {}): Promise<TestDatabase> {
  const adminUrl = process.env['DATABASE_URL'];
  if (adminUrl === undefined || adminUrl === '') {
    return { url: undefined, dataDir: 'memory://', drop: () => Promise.resolve() };
  }
  const name = `ig_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(options.template === undefined ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${options.template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir: 'memory://',
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Which engine the integration tests run on, for test names. */
export const DATABASE_KIND = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
