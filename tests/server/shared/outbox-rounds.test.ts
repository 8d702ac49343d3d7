import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from 'neverthrow';
import type { Change } from '../../../application/shared/ports/index.ts';
import { InProcessChangeFeed } from '../../../adapters/server/changes/in-process-change-feed.ts';
import { OutboxDispatcher } from '../../../adapters/server/persistence/shared/outbox-dispatcher.ts';
import { SqlOutbox } from '../../../adapters/server/persistence/shared/sql-outbox.ts';
import { SqlUnitOfWork } from '../../../adapters/server/persistence/shared/sql-unit-of-work.ts';
import type { DatabaseHandle } from '../../../adapters/server/persistence/shared/database.ts';
import { testEngines, type EngineDatabase } from '../support/test-engines.ts';

/*
 * The events of every unit of work committed in one turn go out in one
 * round. A listener that commits (and waits for its own events) while a
 * round is publishing must not wait for that round: that is how a batched
 * dispatch deadlocks, on PGlite's one connection above all.
 */
for (const engine of testEngines()) {
  describe(`outbox rounds (${engine.name})`, () => {
    let database: EngineDatabase;
    let handle: DatabaseHandle;

    beforeAll(async () => {
      database = await engine.create();
      handle = await database.open();
    }, 60_000);

    afterAll(async () => {
      await handle?.close();
      await database?.drop();
    });

    it('publishes what many units of work commit at once, and what a listener commits while hearing it, without waiting on itself', async () => {
      const feed = new InProcessChangeFeed();
      const dispatcher = new OutboxDispatcher(handle.db, feed);
      const outbox = new SqlOutbox(handle.db, dispatcher);
      const uow = new SqlUnitOfWork(handle.db);
      const heard: string[] = [];
      feed.subscribe(async (change: Change) => {
        heard.push(change.id);
        // Hearing a `first-*` event, the listener writes a `then-*` one and waits until it is published.
        if (change.id.startsWith('first-')) {
          await uow.run(async () => {
            await outbox.add({ type: 'UserChanged', collection: 'users', id: change.id.replace('first-', 'then-') });
            return ok(undefined);
          });
        }
      });
      const ids = Array.from({ length: 20 }, (_, i) => `first-${i}`);
      await Promise.all(
        ids.map((id) =>
          uow.run(async () => {
            await outbox.add({ type: 'UserChanged', collection: 'users', id });
            return ok(undefined);
          }),
        ),
      );
      expect(heard.filter((id) => id.startsWith('first-')).sort()).toEqual([...ids].sort());
      expect(heard.filter((id) => id.startsWith('then-'))).toHaveLength(20);
      expect(await dispatcher.dispatchPending()).toBe(0);
    });
  });
}
