import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from 'neverthrow';
import type { Change } from '../../../application/shared/ports/index.ts';
import { PostgresChangeFeed } from '../../../adapters/server/changes/postgres-change-feed.ts';
import { OutboxDispatcher } from '../../../adapters/server/persistence/shared/outbox-dispatcher.ts';
import { outbox as outboxTable } from '../../../adapters/server/persistence/schema.ts';
import { SqlOutbox } from '../../../adapters/server/persistence/shared/sql-outbox.ts';
import { SqlUnitOfWork } from '../../../adapters/server/persistence/shared/sql-unit-of-work.ts';
import { InProcessChangeFeed } from '../../../adapters/server/changes/in-process-change-feed.ts';
import type { DatabaseHandle } from '../../../adapters/server/persistence/shared/database.ts';
import { testEngines, type EngineDatabase } from '../support/test-engines.ts';
import { describeOutboxConformance } from './outbox.conformance.ts';

for (const engine of testEngines()) {
  describeOutboxConformance(engine, {
    unitOfWork: (handle) => new SqlUnitOfWork(handle.db),
    outbox: (handle, feed, settings) => {
      const dispatcher = new OutboxDispatcher(handle.db, feed, settings);
      return { outbox: new SqlOutbox(handle.db, dispatcher), dispatcher };
    },
    dyingOutbox: (handle) => new SqlOutbox(handle.db, { dispatch: () => Promise.resolve() }),
  });
}

describe('SQL outbox housekeeping', () => {
  let database: EngineDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    const [engine] = testEngines();
    if (engine === undefined) throw new Error('no engine');
    database = await engine.create();
    handle = await database.open();
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('the timer deletes dispatched events once they are older than the retention, keeping pending ones', async () => {
    const dispatcher = new OutboxDispatcher(handle.db, new InProcessChangeFeed(), { intervalMs: 20, retainMs: 1 });
    const uow = new SqlUnitOfWork(handle.db);
    await uow.run(async () => {
      await new SqlOutbox(handle.db, dispatcher).add({ type: 'UserChanged', collection: 'users', id: 'gone-soon' });
      return ok(undefined);
    });
    // A long grace keeps the timer from publishing the event added after its start, so only the dispatched row can go.
    const keeper = new OutboxDispatcher(handle.db, new InProcessChangeFeed(), { intervalMs: 20, graceMs: 60_000, retainMs: 1 });
    await keeper.start();
    await uow.run(async () => {
      await new SqlOutbox(handle.db, { dispatch: () => Promise.resolve() }).add({ type: 'UserChanged', collection: 'users', id: 'stays' });
      return ok(undefined);
    });
    expect((await handle.db.select({ subjectId: outboxTable.subjectId }).from(outboxTable)).length).toBeGreaterThan(0);
    await expect.poll(async () => (await handle.db.select({ subjectId: outboxTable.subjectId }).from(outboxTable)).map((r) => r.subjectId)).toEqual(['stays']);
    await keeper.stop();
  });
});

if (process.env['DATABASE_URL']) describe('SQL outbox across PostgreSQL processes', () => {
  it('an event committed in one process reaches live listeners in another through LISTEN/NOTIFY', async () => {
    const [, engine] = testEngines();
    if (engine === undefined) throw new Error('no PostgreSQL engine');
    const database = await engine.create();
    const a = await database.open();
    const b = await database.open();
    const url = a.url ?? '';
    const feedA = await PostgresChangeFeed.connect(url, () => undefined);
    const feedB = await PostgresChangeFeed.connect(url, () => undefined);
    try {
      const heardByB: Change[] = [];
      feedB.subscribe((change) => {
        heardByB.push(change);
      });
      const dispatcher = new OutboxDispatcher(a.db, feedA);
      await new SqlUnitOfWork(a.db).run(async () => {
        await new SqlOutbox(a.db, dispatcher).add({ type: 'UserChanged', collection: 'users', id: 'far' });
        return ok(undefined);
      });
      await expect.poll(() => heardByB).toEqual([{ collection: 'users', id: 'far' }]);
      expect(await new OutboxDispatcher(b.db, feedB).dispatchPending()).toBe(0);
    } finally {
      await feedA.close();
      await feedB.close();
      await a.close();
      await b.close();
      await database.drop();
    }
  });
});

describe('SQL outbox batching', () => {
  let database: EngineDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    const [engine] = testEngines();
    if (engine === undefined) throw new Error('no engine');
    database = await engine.create();
    handle = await database.open();
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('writes an event repeated in one transaction once, and hands the dispatcher all of them in one call after commit', async () => {
    const calls: (readonly number[])[] = [];
    const outbox = new SqlOutbox(handle.db, {
      dispatch: (ids) => {
        calls.push([...ids]);
        return Promise.resolve();
      },
    });
    await new SqlUnitOfWork(handle.db).run(async () => {
      await outbox.add({ type: 'OrderChanged', collection: 'orders', id: 'o1' });
      await outbox.add({ type: 'OrdersOfUserChanged', collection: 'orderParties', id: 'buyer' });
      await outbox.add({ type: 'OrderChanged', collection: 'orders', id: 'o1' });
      expect(calls).toEqual([]);
      return ok(undefined);
    });
    const rows = await handle.db.select({ subjectId: outboxTable.subjectId, id: outboxTable.id }).from(outboxTable);
    expect(rows.map((r) => r.subjectId).sort()).toEqual(['buyer', 'o1']);
    expect(calls).toEqual([rows.map((r) => r.id).sort((a, b) => a - b)]);
  });
});
