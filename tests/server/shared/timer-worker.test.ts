import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SystemClock } from '../../../adapters/shared/system-clock.ts';
import { openDatabase, type DatabaseHandle } from '../../../adapters/server/persistence/shared/database.ts';
import { timers } from '../../../adapters/server/persistence/schema.ts';
import { SqlScheduler, SqlTimerQueue } from '../../../adapters/server/persistence/shared/sql-scheduler.ts';
import { TimerWakeups } from '../../../adapters/server/persistence/shared/timer-wakeups.ts';
import { startTimerWorker, type TimerWorker } from '../../../adapters/server/persistence/shared/timer-worker.ts';
import { present } from '../../application/shared/timer-fakes.ts';
import { createTestDatabase, DATABASE_KIND, type TestDatabase } from '../support/test-database.ts';
import { createFiresTable, firesOf, recordingHandlers, recordKind } from './timer-test-kit.ts';

/**
 * The worker loop with the machine's clock. "Restarts" close the database
 * and open it again, so PGlite keeps its files on disk here.
 */
let testDb: TestDatabase;
let dataDir: string;
const opened: DatabaseHandle[] = [];
const workers: TimerWorker[] = [];
const clock = new SystemClock();
const inMs = (ms: number) => new Date(Date.now() + ms);

async function open(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ url: testDb.url, dataDir });
  opened.push(handle);
  return handle;
}

async function close(handle: DatabaseHandle): Promise<void> {
  opened.splice(opened.indexOf(handle), 1);
  await handle.close();
}

/** What the workers reported; every test expects none. */
const workerErrors: unknown[] = [];

function start(options: Parameters<typeof startTimerWorker>[0]): TimerWorker {
  const worker = startTimerWorker({ ...options, onError: (error) => workerErrors.push(error) });
  workers.push(worker);
  return worker;
}

async function stop(worker: TimerWorker): Promise<void> {
  workers.splice(workers.indexOf(worker), 1);
  await worker.stop();
  expect(workerErrors).toEqual([]);
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'ig-timers-'));
  const handle = await open();
  await createFiresTable(handle.db);
}, 120_000);

afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  await Promise.all(opened.map((handle) => handle.close()));
  await testDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const firedKeys = async (handle: DatabaseHandle) => (await firesOf(handle.db)).map((row) => `${row.key}×${row.fires}`);

describe(`startTimerWorker on ${DATABASE_KIND}`, () => {
  it('is woken by a timer scheduled in its process instead of waiting for its next poll', async () => {
    const handle = present(opened[0]);
    const wakeups = new TimerWakeups();
    const worker = start({ db: handle.db, handlers: recordingHandlers(), clock, wakeups, pollIntervalMs: 120_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const scheduledAt = Date.now();
    await new SqlScheduler(handle.db, wakeups).schedule(recordKind.at('woken', inMs(300), { note: 'x' }));
    await vi.waitFor(async () => expect(await firedKeys(handle)).toContain('woken×1'), { timeout: 20_000, interval: 50 });
    const [row] = (await firesOf(handle.db)).filter((fire) => fire.key === 'woken');
    expect(present(row).fired_at.getTime()).toBeGreaterThanOrEqual(scheduledAt + 300);
    await stop(worker);
  });

  it('fires a timer that comes due while a round is running without waiting for the next poll', async () => {
    const handle = present(opened[0]);
    // Time flies here: every reading of the clock is a second after the previous one.
    const base = Date.now();
    let readings = 0;
    const flyingClock = { now: () => new Date(base + 1_000 * readings++) };
    await new SqlScheduler(handle.db).schedule(recordKind.at('due-mid-round', new Date(base + 500), { note: 'x' }));
    const worker = start({ db: handle.db, handlers: recordingHandlers(), clock: flyingClock, pollIntervalMs: 120_000 });
    await vi.waitFor(async () => expect(await firedKeys(handle)).toContain('due-mid-round×1'), { timeout: 20_000, interval: 50 });
    await stop(worker);
  });

  it('survives a restart: a new worker on the same database fires a timer the old process scheduled', async () => {
    const before = await open();
    const oldWorker = start({ db: before.db, handlers: recordingHandlers(), clock, pollIntervalMs: 100 });
    await new SqlScheduler(before.db).schedule(recordKind.at('across-restart', inMs(1_500), { note: 'kept' }));
    await stop(oldWorker);
    // PGlite allows one instance per data directory: close every handle before opening again.
    for (const handle of [...opened]) await close(handle);
    const after = await open();
    expect(await firedKeys(after)).not.toContain('across-restart×1');
    const newWorker = start({ db: after.db, handlers: recordingHandlers(), clock, pollIntervalMs: 100 });
    await vi.waitFor(async () => expect(await firedKeys(after)).toContain('across-restart×1'), { timeout: 20_000, interval: 50 });
    await stop(newWorker);
  });

  it('loses no timer claimed by a process that died: they fire once after the lease runs out', async () => {
    const dying = present(opened[0]);
    const scheduler = new SqlScheduler(dying.db);
    for (let i = 0; i < 5; i += 1) await scheduler.schedule(recordKind.at(`orphan-${i}`, clock.now(), { note: 'x' }));
    const claimed = await new SqlTimerQueue(dying.db).claimDue(clock.now(), { kinds: [recordKind.name], limit: 10, leaseMs: 2_000 });
    expect(claimed).toHaveLength(5);
    await close(dying);
    const revived = await open();
    const worker = start({ db: revived.db, handlers: recordingHandlers(), clock, pollIntervalMs: 100, policy: { leaseMs: 2_000 } });
    await vi.waitFor(async () => expect((await firedKeys(revived)).filter((key) => key.startsWith('orphan-'))).toHaveLength(5), { timeout: 20_000, interval: 50 });
    const fires = (await firesOf(revived.db)).filter((row) => row.key.startsWith('orphan-'));
    expect(fires.map((row) => row.fires)).toEqual([1, 1, 1, 1, 1]);
    for (const row of fires) expect(row.fired_at.getTime()).toBeGreaterThanOrEqual(present(claimed[0]).claimedUntil.getTime());
    await stop(worker);
    expect(await revived.db.select().from(timers)).toEqual([]);
  });

  it.skipIf(!process.env['DATABASE_URL'])(
    'on PostgreSQL only (PGlite has no other process to hear from): is woken through NOTIFY by a timer another process schedules',
    async () => {
      const handle = present(opened[0]);
      const worker = start({ db: handle.db, handlers: recordingHandlers(), clock, listenUrl: handle.url, pollIntervalMs: 120_000 });
      await new Promise((resolve) => setTimeout(resolve, 500));
      const elsewhere = await open();
      await new SqlScheduler(elsewhere.db).schedule(recordKind.at('notified', inMs(200), { note: 'x' }));
      await vi.waitFor(async () => expect(await firedKeys(handle)).toContain('notified×1'), { timeout: 20_000, interval: 50 });
      await stop(worker);
      await close(elsewhere);
    },
  );

  it('stops at once while asleep', async () => {
    const handle = present(opened[0]);
    const worker = start({ db: handle.db, handlers: recordingHandlers(), clock, pollIntervalMs: 600_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stopping = Date.now();
    await stop(worker);
    expect(Date.now() - stopping).toBeLessThan(5_000);
  });
});
