import { eq } from 'drizzle-orm';
import { err, ok, type Result } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Change, ChangeFeed, DomainEvent, Outbox, UnitOfWork } from '../../../application/shared/ports/index.ts';
import { InProcessChangeFeed } from '../../../adapters/server/changes/in-process-change-feed.ts';
import type { DatabaseHandle } from '../../../adapters/server/persistence/shared/database.ts';
import { users } from '../../../adapters/server/persistence/schema.ts';
import type { EngineDatabase, TestEngine } from '../support/test-engines.ts';

/** What the suite drives of a dispatcher: the round it runs at start and on its timer. */
export interface Dispatcher {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Publishes every pending event; resolves with how many it published. */
  dispatchPending(): Promise<number>;
}

export interface DispatcherSettings {
  readonly intervalMs?: number;
  readonly graceMs?: number;
  readonly leaseMs?: number;
  readonly batchSize?: number;
  readonly onError?: (error: unknown) => void;
}

/** How the suite builds the adapters under test for one "process" (database handle). */
export interface OutboxAdapters {
  unitOfWork(handle: DatabaseHandle): UnitOfWork;
  /** A process's outbox, publishing through its dispatcher to `feed` after each commit. */
  outbox(handle: DatabaseHandle, feed: ChangeFeed, settings?: DispatcherSettings): { readonly outbox: Outbox; readonly dispatcher: Dispatcher };
  /** The outbox of a process that dies right after each commit, before publishing anything. */
  dyingOutbox(handle: DatabaseHandle): Outbox;
}

/** A feed that records what reaches its listeners. */
function recordingFeed(): { feed: InProcessChangeFeed; heard: Change[] } {
  const feed = new InProcessChangeFeed();
  const heard: Change[] = [];
  feed.subscribe((change) => {
    heard.push({ collection: change.collection, id: change.id });
  });
  return { feed, heard };
}

const event = (id: string): DomainEvent => ({ type: 'UserChanged', collection: 'users', id });

/**
 * The contract of `Outbox` with its dispatcher: nothing is announced that
 * was not committed, nothing committed is lost (a crash before publishing,
 * a failed publish, a claim whose process died), and several dispatchers
 * publish each event once.
 */
export function describeOutboxConformance(engine: TestEngine, adapters: OutboxAdapters): void {
  describe(`Outbox on ${engine.name}`, () => {
    let database: EngineDatabase;
    let handle: DatabaseHandle;

    beforeAll(async () => {
      database = await engine.create();
      handle = await database.open();
      await handle.db.insert(users).values({ id: 'u1', username: 'u1', slug: 'u1', emails: [], emailLower: 'u1@t.test' });
    }, 60_000);

    afterAll(async () => {
      await handle?.close();
      await database?.drop();
    });

    /** Commits `events` in one unit of work through `outbox`. */
    const commit = async (uow: UnitOfWork, outbox: Outbox, ...events: DomainEvent[]) => {
      const result = await uow.run(async () => {
        for (const e of events) await outbox.add(e);
        return ok(undefined);
      });
      expect(result.isOk()).toBe(true);
    };

    it('publishes a committed event once, after the commit, before the unit of work resolves', async () => {
      const { feed } = recordingFeed();
      const seen: { change: Change; country: string | null | undefined }[] = [];
      feed.subscribe(async (change) => {
        const [row] = await handle.db.select({ country: users.country }).from(users).where(eq(users.id, change.id));
        seen.push({ change, country: row?.country });
      });
      const { outbox, dispatcher } = adapters.outbox(handle, feed);
      const uow = adapters.unitOfWork(handle);
      await uow.run(async () => {
        await handle.db.update(users).set({ country: 'SE' }).where(eq(users.id, 'u1'));
        await outbox.add(event('u1'));
        return ok(undefined);
      });
      expect(seen).toEqual([{ change: { collection: 'users', id: 'u1' }, country: 'SE' }]);
      expect(await dispatcher.dispatchPending()).toBe(0);
    });

    it('publishes the events of one unit of work in the order they were added', async () => {
      const { feed, heard } = recordingFeed();
      const { outbox } = adapters.outbox(handle, feed);
      await commit(adapters.unitOfWork(handle), outbox, event('a'), { type: 'OrderPaid', collection: 'orders', id: 'o1' }, event('b'));
      expect(heard).toEqual([
        { collection: 'users', id: 'a' },
        { collection: 'orders', id: 'o1' },
        { collection: 'users', id: 'b' },
      ]);
    });

    it('never publishes an event of a rolled-back unit of work or savepoint', async () => {
      const { feed, heard } = recordingFeed();
      const { outbox, dispatcher } = adapters.outbox(handle, feed);
      const uow = adapters.unitOfWork(handle);
      await uow.run(async (): Promise<Result<void, string>> => {
        await outbox.add(event('refused'));
        return err('REFUSED');
      });
      await expect(
        uow.run(async () => {
          await outbox.add(event('crashed'));
          throw new Error('bug');
        }),
      ).rejects.toThrow('bug');
      await uow.run(async () => {
        await uow.run(async (): Promise<Result<void, string>> => {
          await outbox.add(event('inner-refused'));
          return err('INNER');
        });
        await outbox.add(event('outer-kept'));
        return ok(undefined);
      });
      expect(await dispatcher.dispatchPending()).toBe(0);
      expect(heard).toEqual([{ collection: 'users', id: 'outer-kept' }]);
    });

    it('refuses an event added outside a unit of work', async () => {
      const { feed, heard } = recordingFeed();
      const { outbox, dispatcher } = adapters.outbox(handle, feed);
      await expect(outbox.add(event('loose'))).rejects.toThrow(/unit of work/);
      expect(await dispatcher.dispatchPending()).toBe(0);
      expect(heard).toEqual([]);
    });

    it('an event committed by a process that died before publishing it is published by the next dispatcher to start', async () => {
      const first = database.concurrent ? await database.open() : handle;
      await commit(adapters.unitOfWork(first), adapters.dyingOutbox(first), event('orphan'));
      if (database.concurrent) await first.close();
      else {
        // PGlite: the "process" ends and the next one opens the same files.
        await handle.close();
        handle = await database.open();
      }
      const { feed, heard } = recordingFeed();
      const { dispatcher } = adapters.outbox(handle, feed);
      await dispatcher.start();
      await dispatcher.stop();
      expect(heard).toEqual([{ collection: 'users', id: 'orphan' }]);
      expect(await dispatcher.dispatchPending()).toBe(0);
    });

    it('an event whose publish failed stays pending and goes out in a later round', async () => {
      const errors: unknown[] = [];
      const { feed, heard } = recordingFeed();
      let failures = 1;
      const flaky: ChangeFeed = {
        publish: (change) => (failures-- > 0 ? Promise.reject(new Error('NOTIFY failed')) : feed.publish(change)),
        subscribe: (listener) => feed.subscribe(listener),
        flush: () => feed.flush(),
      };
      const { outbox, dispatcher } = adapters.outbox(handle, flaky, { onError: (error) => errors.push(error) });
      await commit(adapters.unitOfWork(handle), outbox, event('retry-me'));
      expect(heard).toEqual([]);
      expect(errors).toHaveLength(1);
      expect(await dispatcher.dispatchPending()).toBe(1);
      expect(heard).toEqual([{ collection: 'users', id: 'retry-me' }]);
    });

    it('an event claimed by a dispatcher that died while publishing is published again once its claim runs out', async () => {
      let release: () => void = () => undefined;
      const stuck = new Promise<void>((resolve) => (release = resolve));
      const hanging: ChangeFeed = { publish: () => stuck, subscribe: () => () => undefined, flush: () => Promise.resolve() };
      await commit(adapters.unitOfWork(handle), adapters.dyingOutbox(handle), event('claimed'));
      const dead = adapters.outbox(handle, hanging, { leaseMs: 300 }).dispatcher;
      const deadRound = dead.dispatchPending();
      const { feed, heard } = recordingFeed();
      const { dispatcher } = adapters.outbox(handle, feed);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await dispatcher.dispatchPending()).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await dispatcher.dispatchPending()).toBe(1);
      expect(heard).toEqual([{ collection: 'users', id: 'claimed' }]);
      release();
      await deadRound;
    });

    it('the timer publishes events left pending, after the grace it leaves their writer', async () => {
      const { feed, heard } = recordingFeed();
      const eager = adapters.outbox(handle, feed, { intervalMs: 20, graceMs: 0 }).dispatcher;
      await eager.start();
      await commit(adapters.unitOfWork(handle), adapters.dyingOutbox(handle), event('late'));
      await expect.poll(() => heard).toEqual([{ collection: 'users', id: 'late' }]);
      await eager.stop();
      const patient = adapters.outbox(handle, feed, { intervalMs: 20, graceMs: 60_000 }).dispatcher;
      await patient.start();
      await commit(adapters.unitOfWork(handle), adapters.dyingOutbox(handle), event('young'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toHaveLength(1);
      await patient.stop();
      expect(await patient.dispatchPending()).toBe(1);
      expect(heard).toEqual([
        { collection: 'users', id: 'late' },
        { collection: 'users', id: 'young' },
      ]);
    });

    it('two dispatchers running at once publish each event exactly once', async () => {
      const ids = Array.from({ length: 40 }, (_, i) => `many-${i}`);
      await commit(adapters.unitOfWork(handle), adapters.dyingOutbox(handle), ...ids.map(event));
      const other = database.concurrent ? await database.open() : handle;
      const heard: string[] = [];
      const slowFeed = (): ChangeFeed => {
        const feed = new InProcessChangeFeed();
        feed.subscribe(async (change) => {
          heard.push(change.id);
          await new Promise((resolve) => setTimeout(resolve, 2));
        });
        return feed;
      };
      const a = adapters.outbox(handle, slowFeed(), { batchSize: 5 }).dispatcher;
      const b = adapters.outbox(other, slowFeed(), { batchSize: 5 }).dispatcher;
      const [byA, byB] = await Promise.all([a.dispatchPending(), b.dispatchPending()]);
      if (other !== handle) await other.close();
      expect(byA + byB).toBe(40);
      expect(byA).toBeGreaterThan(0);
      expect(byB).toBeGreaterThan(0);
      expect([...heard].sort()).toEqual([...ids].sort());
    });
  });
}
