import { afterAll, describe, expect, it } from 'vitest';
import type { Change } from '../../../application/shared/ports/index.ts';
import { InProcessChangeFeed } from '../../../adapters/server/changes/in-process-change-feed.ts';
import { PostgresChangeFeed } from '../../../adapters/server/changes/postgres-change-feed.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

describe('in-process change feed', () => {
  it('delivers to every listener before publish resolves, and flush waits for deliveries in flight', async () => {
    const feed = new InProcessChangeFeed();
    const seen: string[] = [];
    feed.subscribe(async (c) => {
      await new Promise((r) => setTimeout(r, 20));
      seen.push(`slow:${c.id}`);
    });
    feed.subscribe((c) => {
      seen.push(`fast:${c.id}`);
    });
    void feed.publish({ collection: 'users', id: 'a' });
    await feed.flush();
    expect(seen.sort()).toEqual(['fast:a', 'slow:a']);
  });

  it('keeps delivering when one listener throws', async () => {
    const errors: unknown[] = [];
    const feed = new InProcessChangeFeed((e) => errors.push(e));
    const seen: string[] = [];
    feed.subscribe(() => {
      throw new Error('broken listener');
    });
    feed.subscribe((c) => {
      seen.push(c.id);
    });
    await feed.publish({ collection: 'users', id: 'b' });
    expect(seen).toEqual(['b']);
    expect(errors).toHaveLength(1);
  });
});

describe.runIf(process.env['DATABASE_URL'])('PostgreSQL change feed (LISTEN/NOTIFY)', () => {
  let db: TestDatabase | undefined;
  const feeds: PostgresChangeFeed[] = [];

  afterAll(async () => {
    for (const f of feeds) await f.close();
    await db?.drop();
  });

  it("delivers one process's changes of any collection to another process sharing the database, once each", async () => {
    db = await createTestDatabase();
    const url = db.url ?? '';
    const a = await PostgresChangeFeed.connect(url, () => undefined);
    const b = await PostgresChangeFeed.connect(url, () => undefined);
    feeds.push(a, b);
    const seenByA: Change[] = [];
    const seenByB: Change[] = [];
    a.subscribe((c) => {
      seenByA.push(c);
    });
    b.subscribe((c) => {
      seenByB.push(c);
    });
    await a.publish({ collection: 'users', id: 'u1' });
    await a.publish({ collection: 'orders', id: 'o1' });
    await expect.poll(() => seenByB).toEqual([
      { collection: 'users', id: 'u1' },
      { collection: 'orders', id: 'o1' },
    ]);
    await new Promise((r) => setTimeout(r, 100));
    expect(seenByA.map((c) => c.id)).toEqual(['u1', 'o1']); // delivered locally, its own NOTIFY ignored
  });

  it('ignores notifications on its channel that are not a change', async () => {
    const [, b] = feeds;
    if (b === undefined) throw new Error('feeds missing');
    const seenByB: unknown[] = [];
    const unsubscribe = b.subscribe((c) => {
      seenByB.push(c);
    });
    const { default: pgModule } = await import('pg');
    const other = new pgModule.Client({ connectionString: db?.url ?? '' });
    await other.connect();
    for (const payload of ['not json', '{"collection":"","id":"x"}', '{"collection":"users"}', '{"collection":"users","id":7}', '{"collection":"users","id":"ok"}']) {
      await other.query('SELECT pg_notify($1, $2)', ['ig_changes', payload]);
    }
    await other.end();
    await expect.poll(() => seenByB).toEqual([{ collection: 'users', id: 'ok' }]);
    unsubscribe();
  });

  it('listens again after the server drops the LISTEN connection', async () => {
    const url = db?.url ?? '';
    const [a, b] = feeds;
    if (a === undefined || b === undefined) throw new Error('feeds missing');
    const seenByB: string[] = [];
    b.subscribe((c) => {
      seenByB.push(c.id);
    });
    const { default: pgModule } = await import('pg');
    const admin = new pgModule.Client({ connectionString: url });
    await admin.connect();
    // Drop every LISTEN session except ours, as a failover or an admin would.
    await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN%'");
    await admin.end();
    await expect
      .poll(async () => {
        await a.publish({ collection: 'users', id: 'after-drop' });
        return seenByB.includes('after-drop');
      }, { timeout: 10_000, interval: 500 })
      .toBe(true);
  });
});
