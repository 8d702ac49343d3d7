import { eq, sql } from 'drizzle-orm';
import { err, ok, type Result } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnitOfWork } from '../../../application/shared/ports/index.ts';
import type { DatabaseHandle } from '../../../adapters/server/persistence/shared/database.ts';
import { searchTerms, users } from '../../../adapters/server/persistence/schema.ts';
import { SqlSearchTermLog, SqlUserSettings } from '../../../adapters/server/persistence/shopping/index.ts';
import type { EngineDatabase, TestEngine } from '../support/test-engines.ts';

/** What the suite needs of a unit-of-work adapter: one built over a database handle. */
export type UnitOfWorkFactory = (handle: DatabaseHandle, options?: { readonly maxAttempts?: number }) => UnitOfWork;

/** An error as the driver reports a serialization failure. */
function serializationFailure(): Error {
  return Object.assign(new Error('could not serialize access due to read/write dependencies among transactions'), { code: '40001' });
}

/**
 * The contract of `UnitOfWork` (application/shared/ports/unit-of-work.ts)
 * against a real database: commit on Ok, roll back on Err or a throw, nested
 * units as savepoints, serializable isolation with bounded retries, and SQL
 * adapters that join the transaction without being handed it.
 */
export function describeUnitOfWorkConformance(engine: TestEngine, makeUnitOfWork: UnitOfWorkFactory): void {
  describe(`UnitOfWork on ${engine.name}`, () => {
    let database: EngineDatabase;
    let handle: DatabaseHandle;
    let uow: UnitOfWork;

    beforeAll(async () => {
      database = await engine.create();
      handle = await database.open();
      uow = makeUnitOfWork(handle);
      await handle.db.insert(users).values({ id: 'uow-user', username: 'uow-user', slug: 'uow-user', emails: [], emailLower: 'uow@t.test' });
    }, 60_000);

    afterAll(async () => {
      await handle?.close();
      await database?.drop();
    });

    const write = (term: string) => handle.db.insert(searchTerms).values({ term, gameType: 'g', resultCount: 0 });
    const count = async (term: string) => (await handle.db.select().from(searchTerms).where(eq(searchTerms.term, term))).length;
    const query = async <T>(statement: ReturnType<typeof sql>): Promise<T> => {
      const result = (await handle.db.execute(statement)) as unknown as { rows: T[] };
      const [row] = result.rows;
      if (row === undefined) throw new Error('no row');
      return row;
    };

    it('commits the writes of work that resolves Ok, and resolves its result', async () => {
      const result = await uow.run(async () => {
        await write('ok-1');
        await write('ok-1');
        return ok('done');
      });
      expect(result._unsafeUnwrap()).toBe('done');
      expect(await count('ok-1')).toBe(2);
    });

    it('rolls back every write of work that resolves Err, and resolves that Err', async () => {
      const result = await uow.run(async (): Promise<Result<string, string>> => {
        await write('err-1');
        return err('REFUSED');
      });
      expect(result._unsafeUnwrapErr()).toBe('REFUSED');
      expect(await count('err-1')).toBe(0);
    });

    it('rolls back on a throw and rethrows it', async () => {
      const bug = new Error('bug in the use case');
      await expect(
        uow.run(async () => {
          await write('throw-1');
          throw bug;
        }),
      ).rejects.toBe(bug);
      expect(await count('throw-1')).toBe(0);
    });

    it('SQL adapters and their own transactions join the unit of work without being handed it', async () => {
      const settings = new SqlUserSettings(handle.db);
      const log = new SqlSearchTermLog(handle.db);
      const result = await uow.run(async (): Promise<Result<void, string>> => {
        expect(await settings.setCountry('uow-user', 'FI')).toBe('CHANGED');
        await log.record({ term: 'joined-1', gameType: 'g', productType: null, resultCount: 1, userId: null, at: new Date() });
        await handle.db.transaction(async (tx) => {
          await tx.insert(searchTerms).values({ term: 'joined-1', gameType: 'g', resultCount: 2 });
        });
        const inside = await handle.db.select({ country: users.country }).from(users).where(eq(users.id, 'uow-user'));
        expect(inside).toEqual([{ country: 'FI' }]);
        return err('UNDO');
      });
      expect(result.isErr()).toBe(true);
      expect(await count('joined-1')).toBe(0);
      expect(await handle.db.select({ country: users.country }).from(users).where(eq(users.id, 'uow-user'))).toEqual([{ country: null }]);
    });

    it('concurrent units of work each run in their own transaction', async () => {
      const txid = async () => (await query<{ id: string }>(sql`select txid_current()::text as id`)).id;
      const unit = (term: string) =>
        uow.run(async () => {
          const first = await txid();
          await write(term);
          await new Promise((resolve) => setTimeout(resolve, 5));
          return ok([first, await txid()] as const);
        });
      const [a, b] = await Promise.all([unit('concurrent-a'), unit('concurrent-b')]);
      const [a1, a2] = a._unsafeUnwrap();
      const [b1, b2] = b._unsafeUnwrap();
      expect(a1).toBe(a2);
      expect(b1).toBe(b2);
      expect(a1).not.toBe(b1);
      expect(await count('concurrent-a')).toBe(1);
      expect(await count('concurrent-b')).toBe(1);
    });

    it('a nested run joins the outer one: its writes commit only when the outer unit does', async () => {
      const result = await uow.run(async (): Promise<Result<void, string>> => {
        const inner = await uow.run(async () => {
          await write('nested-1');
          return ok(undefined);
        });
        expect(inner.isOk()).toBe(true);
        return err('OUTER_REFUSED');
      });
      expect(result._unsafeUnwrapErr()).toBe('OUTER_REFUSED');
      expect(await count('nested-1')).toBe(0);
    });

    it('a nested run that fails undoes only its own writes', async () => {
      const result = await uow.run(async () => {
        await write('outer-2');
        const inner = await uow.run(async (): Promise<Result<void, string>> => {
          await write('inner-2');
          return err('INNER_REFUSED');
        });
        await expect(
          uow.run(async () => {
            await write('inner-2');
            throw new Error('inner bug');
          }),
        ).rejects.toThrow('inner bug');
        return ok(inner);
      });
      expect(result._unsafeUnwrap()._unsafeUnwrapErr()).toBe('INNER_REFUSED');
      expect(await count('outer-2')).toBe(1);
      expect(await count('inner-2')).toBe(0);
    });

    it('runs serializable when asked and read committed otherwise', async () => {
      const isolation = () => query<{ transaction_isolation: string }>(sql`show transaction_isolation`);
      const plain = await uow.run(async () => ok(await isolation()));
      const strict = await uow.run(async () => ok(await isolation()), { isolation: 'serializable' });
      expect(plain._unsafeUnwrap().transaction_isolation).toBe('read committed');
      expect(strict._unsafeUnwrap().transaction_isolation).toBe('serializable');
    });

    it('a serializable run cannot join a weaker outer unit', async () => {
      await expect(uow.run(() => uow.run(async () => ok(1), { isolation: 'serializable' }))).rejects.toThrow(/serializable/);
    });

    it('re-runs serializable work after a serialization failure, keeping only the last attempt', async () => {
      let attempts = 0;
      const result = await uow.run(
        async () => {
          attempts += 1;
          await write('retry-1');
          if (attempts < 3) throw serializationFailure();
          return ok(attempts);
        },
        { isolation: 'serializable' },
      );
      expect(result._unsafeUnwrap()).toBe(3);
      expect(await count('retry-1')).toBe(1);
    });

    it('gives up after a bounded number of attempts, and never retries read committed work', async () => {
      const bounded = makeUnitOfWork(handle, { maxAttempts: 3 });
      let attempts = 0;
      const failing = async (): Promise<Result<void, never>> => {
        attempts += 1;
        await write('retry-2');
        throw serializationFailure();
      };
      await expect(bounded.run(failing, { isolation: 'serializable' })).rejects.toMatchObject({ code: '40001' });
      expect(attempts).toBe(3);
      attempts = 0;
      await expect(bounded.run(failing)).rejects.toMatchObject({ code: '40001' });
      expect(attempts).toBe(1);
      expect(await count('retry-2')).toBe(0);
    });

    // Only a server runs two transactions at once; PGlite, one connection, queues them.
    if (engine.name === 'PostgreSQL') it('two conflicting serializable units both commit, one after a real 40001 and a retry', async () => {
      await handle.db.update(users).set({ completedSales: 0 }).where(eq(users.id, 'uow-user'));
      let bothRead: () => void = () => undefined;
      const barrier = new Promise<void>((resolve) => (bothRead = resolve));
      let reads = 0;
      let attempts = 0;
      const increment = () =>
        uow.run(
          async () => {
            attempts += 1;
            const [row] = await handle.db.select({ sales: users.completedSales }).from(users).where(eq(users.id, 'uow-user'));
            reads += 1;
            if (reads === 2) bothRead();
            if (reads <= 2) await barrier;
            await handle.db.update(users).set({ completedSales: (row?.sales ?? 0) + 1 }).where(eq(users.id, 'uow-user'));
            return ok(undefined);
          },
          { isolation: 'serializable' },
        );
      await Promise.all([increment(), increment()]);
      const [row] = await handle.db.select({ sales: users.completedSales }).from(users).where(eq(users.id, 'uow-user'));
      expect(row?.sales).toBe(2);
      expect(attempts).toBeGreaterThan(2);
    });
  });
}
