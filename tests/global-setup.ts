import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { templatePrefix } from './server/support/seeded-template.ts';

/**
 * Names the run (the workers find this run's seeded template databases by it)
 * and removes the templates once every test file is done.
 */
export default function setup(): () => Promise<void> {
  const run = String(process.pid);
  process.env['IG_TEST_RUN'] = run;
  return async () => {
    for (const file of readdirSync(tmpdir()).filter((f) => f.startsWith(templatePrefix(run)))) rmSync(join(tmpdir(), file), { force: true, recursive: true });
    const adminUrl = process.env['DATABASE_URL'];
    if (adminUrl === undefined || adminUrl === '') return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`ig_template_${run}_%`]);
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
