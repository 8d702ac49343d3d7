import { sql } from 'drizzle-orm';
import { err, ok } from 'neverthrow';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { domainError } from '../../../domain/index.ts';
import { DEFAULT_TIMER_POLICY, FireDueTimers, type TimerPolicy } from '../../../application/shared/fire-due-timers.ts';
import { TimerHandlers } from '../../../application/shared/timer-handlers.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../../../adapters/server/persistence/shared/database.ts';
import { timers } from '../../../adapters/server/persistence/schema.ts';
import { SqlScheduler, SqlTimerQueue } from '../../../adapters/server/persistence/shared/sql-scheduler.ts';
import { ManualClock, present } from '../../application/shared/timer-fakes.ts';
import { createTestDatabase, DATABASE_KIND, type TestDatabase } from '../support/test-database.ts';
import { createFiresTable, firesOf, recordFire, recordingHandlers, recordKind } from './timer-test-kit.ts';

let testDb: TestDatabase;
let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  testDb = await createTestDatabase();
  handle = await openDatabase({ url: testDb.url, dataDir: testDb.dataDir });
  db = handle.db;
  await createFiresTable(db);
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await testDb?.drop();
});

beforeEach(async () => {
  await db.delete(timers);
  await db.execute(sql`DELETE FROM timer_test_fires`);
});

const T0 = new Date('2026-03-01T12:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const policy: TimerPolicy = { ...DEFAULT_TIMER_POLICY, leaseMs: 2_000, maxAttempts: 3, retryBaseMs: 1_000, retryMaxMs: 60_000 };
const worker = (clock: ManualClock, handlers: TimerHandlers<Database> = recordingHandlers()) => new FireDueTimers(new SqlTimerQueue(db), handlers, clock, policy);
const timerRow = async (key: string) => (await db.select().from(timers)).find((row) => row.key === key);

describe(`SqlScheduler and SqlTimerQueue on ${DATABASE_KIND}`, () => {
  it('fires a timer at its due time, not a millisecond before, exactly once, and removes it', async () => {
    const clock = new ManualClock(T0);
    await new SqlScheduler(db).schedule(recordKind.at('deadline-1', at(60_000), { note: 'due' }));
    clock.set(at(59_999));
    expect(await worker(clock).execute()).toMatchObject({ claimed: 0 });
    clock.set(at(60_000));
    expect(await worker(clock).execute()).toMatchObject({ claimed: 1, fired: 1 });
    clock.set(at(3_600_000));
    expect(await worker(clock).execute()).toMatchObject({ claimed: 0 });
    expect((await firesOf(db)).map(({ key, note, fires }) => ({ key, note, fires }))).toEqual([{ key: 'deadline-1', note: 'due', fires: 1 }]);
    expect(await timerRow('deadline-1')).toBeUndefined();
  });

  it('schedules idempotently by key: scheduling again moves the due time and payload of the one timer', async () => {
    const clock = new ManualClock(T0);
    const scheduler = new SqlScheduler(db);
    await scheduler.schedule(recordKind.at('moved', at(1_000), { note: 'first' }));
    await scheduler.schedule(recordKind.at('moved', at(5_000), { note: 'second' }));
    expect(await db.select().from(timers)).toHaveLength(1);
    clock.set(at(4_999));
    expect(await worker(clock).execute()).toMatchObject({ claimed: 0 });
    clock.set(at(5_000));
    expect(await worker(clock).execute()).toMatchObject({ fired: 1 });
    expect((await firesOf(db)).map(({ note, fires }) => ({ note, fires }))).toEqual([{ note: 'second', fires: 1 }]);
  });

  it('cancels a timer so that it never fires, and says whether there was one', async () => {
    const clock = new ManualClock(at(10_000));
    const scheduler = new SqlScheduler(db);
    await scheduler.schedule(recordKind.at('cancelled', at(1_000), { note: 'x' }));
    expect(await scheduler.cancel('cancelled')).toBe(true);
    expect(await scheduler.cancel('cancelled')).toBe(false);
    expect(await scheduler.cancel('never-scheduled')).toBe(false);
    expect(await worker(clock).execute()).toMatchObject({ claimed: 0 });
    expect(await firesOf(db)).toEqual([]);
  });

  it('does not fire a claimed timer that was cancelled or moved before its handler ran', async () => {
    const clock = new ManualClock(at(10_000));
    const scheduler = new SqlScheduler(db);
    const queue = new SqlTimerQueue(db);
    await scheduler.schedule(recordKind.at('cancel-me', at(0), { note: 'x' }));
    await scheduler.schedule(recordKind.at('move-me', at(0), { note: 'old' }));
    const claimed = await queue.claimDue(clock.now(), { kinds: [recordKind.name], limit: 10, leaseMs: 2_000 });
    await scheduler.cancel('cancel-me');
    await scheduler.schedule(recordKind.at('move-me', at(20_000), { note: 'new' }));
    for (const timer of claimed) expect(await queue.fire(timer, async (tx) => (await recordFire(tx, timer.key, 'ran'), ok(undefined)))).toEqual({ kind: 'lost' });
    expect(await firesOf(db)).toEqual([]);
    expect(await timerRow('move-me')).toMatchObject({ dueAt: at(20_000), payload: { note: 'new' }, attempts: 0, claimToken: null });
  });

  it('fires a timer once when a worker whose lease ran out tries it after another worker claimed it', async () => {
    const clock = new ManualClock(T0);
    const queue = new SqlTimerQueue(db);
    await new SqlScheduler(db).schedule(recordKind.at('contested', T0, { note: 'x' }));
    const [stale] = await queue.claimDue(clock.now(), { kinds: [recordKind.name], limit: 10, leaseMs: 2_000 });
    clock.set(at(1_999));
    expect(await queue.claimDue(clock.now(), { kinds: [recordKind.name], limit: 10, leaseMs: 2_000 })).toEqual([]);
    clock.set(at(2_000));
    const [fresh] = await queue.claimDue(clock.now(), { kinds: [recordKind.name], limit: 10, leaseMs: 2_000 });
    expect(fresh?.attempt).toBe(2);
    const work = (key: string) => async (tx: Database) => (await recordFire(tx, key, 'ran'), ok(undefined));
    expect(await queue.fire(present(stale), work('contested'))).toEqual({ kind: 'lost' });
    expect(await queue.fire(present(fresh), work('contested'))).toEqual({ kind: 'fired' });
    expect((await firesOf(db)).map((row) => row.fires)).toEqual([1]);
  });

  it('rolls back a failing handler’s writes and retries it after a doubling delay, then keeps it as dead for staff', async () => {
    const clock = new ManualClock(T0);
    const failing = new FireDueTimers(
      new SqlTimerQueue(db),
      // The same kind, but the handler writes and then answers an error.
      new TimerHandlers<Database>().on(recordKind, async (timer, tx) => {
        await recordFire(tx, timer.key, `attempt ${timer.attempt}`);
        return err(domainError('UNAVAILABLE', 'provider down'));
      }),
      clock,
      policy,
    );
    await new SqlScheduler(db).schedule(recordKind.at('flaky', T0, { note: 'x' }));
    expect(await failing.execute()).toMatchObject({ claimed: 1, retried: 1 });
    expect(await timerRow('flaky')).toMatchObject({ attempts: 1, claimedUntil: at(1_000), claimToken: null, lastError: 'UNAVAILABLE: provider down', deadAt: null });
    clock.set(at(999));
    expect(await failing.execute()).toMatchObject({ claimed: 0 });
    clock.set(at(1_000));
    expect(await failing.execute()).toMatchObject({ claimed: 1, retried: 1 });
    expect((await timerRow('flaky'))?.claimedUntil).toEqual(at(3_000));
    clock.set(at(3_000));
    expect(await failing.execute()).toMatchObject({ claimed: 1, dead: 1 });
    expect(await timerRow('flaky')).toMatchObject({ attempts: 3, deadAt: at(3_000), claimedUntil: null, lastError: 'UNAVAILABLE: provider down' });
    clock.set(at(86_400_000));
    expect(await worker(clock).execute()).toMatchObject({ claimed: 0 });
    expect(await firesOf(db)).toEqual([]);
    // Scheduling the key again brings a dead timer back with a fresh count.
    await new SqlScheduler(db).schedule(recordKind.at('flaky', clock.now(), { note: 'again' }));
    expect(await worker(clock).execute()).toMatchObject({ fired: 1 });
    expect((await firesOf(db)).map(({ note, fires }) => ({ note, fires }))).toEqual([{ note: 'again', fires: 1 }]);
  });

  it('schedules inside a caller’s transaction: a rolled-back transaction leaves no timer', async () => {
    await expect(
      db.transaction(async (tx) => {
        await new SqlScheduler(tx).schedule(recordKind.at('in-tx', T0, { note: 'x' }));
        throw new Error('use case failed');
      }),
    ).rejects.toThrow('use case failed');
    expect(await timerRow('in-tx')).toBeUndefined();
  });

  it('claims the earliest due timers first, only of the kinds asked for, at most `limit`', async () => {
    const scheduler = new SqlScheduler(db);
    for (const [key, ms] of [['c', 3], ['a', 1], ['b', 2], ['d', 4]] as const) await scheduler.schedule(recordKind.at(key, at(ms), { note: key }));
    await scheduler.schedule({ kind: 'other.kind', key: 'z', dueAt: at(0), payload: {} });
    const queue = new SqlTimerQueue(db);
    const claimed = await queue.claimDue(at(10), { kinds: [recordKind.name], limit: 3, leaseMs: 2_000 });
    expect(claimed.map((timer) => [timer.key, timer.attempt])).toEqual([['a', 1], ['b', 1], ['c', 1]]);
    expect(await queue.nextDueAt([recordKind.name])).toEqual(at(4));
    expect(await queue.nextDueAt(['nothing.here'])).toBeUndefined();
  });

  it('refuses a malformed timer request', async () => {
    const scheduler = new SqlScheduler(db);
    await expect(scheduler.schedule({ kind: '', key: 'k', dueAt: T0, payload: {} })).rejects.toThrow();
    await expect(scheduler.schedule({ kind: 'k', key: 'k', dueAt: new Date(Number.NaN), payload: {} })).rejects.toThrow();
    await expect(scheduler.schedule({ kind: 'k', key: 'k', dueAt: T0, payload: undefined })).rejects.toThrow();
    expect(await db.select().from(timers)).toEqual([]);
  });
});
