import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../adapters/server/persistence/shared/database.ts';

/** A snapshot is how every test server gets the run's seeded database: it must carry rows and schema over whole. */
describe('the embedded database snapshot', () => {
  it('starts a new in-memory database with the rows of the one it was taken from, apart from it', async () => {
    const first = await openDatabase({ dataDir: 'memory://' });
    await first.db.execute(sql`CREATE TABLE kept (note text)`);
    await first.db.execute(sql`INSERT INTO kept VALUES ('before the snapshot')`);
    const tarball = await first.snapshot();
    expect(tarball).not.toBeNull();
    await first.db.execute(sql`INSERT INTO kept VALUES ('after the snapshot')`);
    await first.close();

    const copy = await openDatabase({ dataDir: 'memory://', snapshot: tarball ?? undefined });
    const rows = (await copy.db.execute(sql`SELECT note FROM kept`)) as { rows: unknown[] };
    expect(rows.rows).toEqual([{ note: 'before the snapshot' }]);
    // The migrations ran on the original; the copy has the whole schema without running them again.
    const users = (await copy.db.execute(sql`SELECT count(*)::int AS n FROM users`)) as { rows: unknown[] };
    expect(users.rows).toEqual([{ n: 0 }]);
    await copy.close();
  });
});
