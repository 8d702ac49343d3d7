import { rmSync } from 'node:fs';
import pg from 'pg';
import { snapshotPath, templateDatabaseName } from './server/support/seeded-template.ts';

/**
 * Names the run (the workers find this run's seeded template database by it)
 * and removes the template once every test file is done.
 */
export default function setup(): () => Promise<void> {
  const run = String(process.pid);
  process.env['IG_TEST_RUN'] = run;
  return async () => {
    for (const suffix of ['', '.postgres', '.part']) rmSync(snapshotPath(run) + suffix, { force: true });
    const adminUrl = process.env['DATABASE_URL'];
    if (adminUrl === undefined || adminUrl === '') return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateDatabaseName(run)} WITH (FORCE)`).finally(() => admin.end());
  };
}
