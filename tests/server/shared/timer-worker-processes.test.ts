import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../adapters/server/persistence/shared/database.ts';
import { timers } from '../../../adapters/server/persistence/schema.ts';
import { SqlScheduler } from '../../../adapters/server/persistence/shared/sql-scheduler.ts';
import { present } from '../../application/shared/timer-fakes.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { createFiresTable, firesOf, recordKind } from './timer-test-kit.ts';

/**
 * Timers across separate server processes on one PostgreSQL database, each
 * process a child running `timer-worker-process.ts`. PGlite is embedded in
 * one process, so there is nothing to share with a second one there.
 */
const onPostgres = Boolean(process.env['DATABASE_URL']);
const WORKER_SCRIPT = fileURLToPath(new URL('./timer-worker-process.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LEASE_MS = 2_000;

let testDb: TestDatabase;
let handle: DatabaseHandle;
const children: WorkerProcess[] = [];

class WorkerProcess {
  readonly lines: string[] = [];
  readonly exited: Promise<number | null>;
  private readonly process: ChildProcess;
  private waiters: (() => void)[] = [];

  constructor(mode: 'record' | 'block') {
    this.process = spawn(process.execPath, ['--import', 'tsx', WORKER_SCRIPT], {
      cwd: ROOT,
      env: { ...process.env, TIMER_TEST_DATABASE_URL: testDb.url, TIMER_TEST_MODE: mode, TIMER_TEST_LEASE_MS: String(LEASE_MS) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffered = '';
    this.process.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const complete = buffered.split('\n');
      buffered = complete.pop() ?? '';
      this.lines.push(...complete);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.exited = new Promise((resolve) => this.process.once('exit', (code) => resolve(code)));
    children.push(this);
  }

  get pid(): number {
    return this.process.pid ?? -1;
  }

  async waitForLine(matches: (line: string) => boolean, timeoutMs = 60_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const line = this.lines.find(matches);
      if (line !== undefined) return line;
      if (Date.now() > deadline || this.process.exitCode !== null) throw new Error(`worker ${this.pid} never printed the line; it printed ${JSON.stringify(this.lines)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  /** Stops it cleanly; resolves to how many times its handler ran. */
  async stop(): Promise<number> {
    this.process.kill('SIGTERM');
    const line = await this.waitForLine((candidate) => candidate.startsWith('{'));
    await this.exited;
    return (JSON.parse(line) as { invocations: number }).invocations;
  }

  kill(): void {
    this.process.kill('SIGKILL');
  }
}

async function scheduleAtOnce(count: number, prefix: string): Promise<void> {
  const dueAt = new Date();
  // One transaction: every timer becomes visible, and due, at the same moment.
  await handle.db.transaction(async (tx) => {
    const scheduler = new SqlScheduler(tx);
    for (let i = 0; i < count; i += 1) await scheduler.schedule(recordKind.at(`${prefix}-${String(i).padStart(4, '0')}`, dueAt, { note: prefix }));
  });
}

async function waitForFires(count: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await firesOf(handle.db)).length < count) {
    if (Date.now() > deadline) throw new Error(`only ${(await firesOf(handle.db)).length} of ${count} timers fired`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  if (!onPostgres) return;
  testDb = await createTestDatabase();
  handle = await openDatabase({ url: testDb.url });
  await createFiresTable(handle.db);
}, 120_000);

beforeEach(async () => {
  if (!onPostgres) return;
  await handle.db.delete(timers);
  await handle.db.execute(sql`DELETE FROM timer_test_fires`);
});

afterAll(async () => {
  for (const child of children) child.kill();
  await Promise.all(children.map((child) => child.exited));
  await handle?.close();
  await testDb?.drop();
});

describe('timers across server processes', () => {
  it.skipIf(!onPostgres)(
    'on PostgreSQL only (PGlite lives inside one process): 1,000 timers due at once fire exactly once each across two worker processes',
    async () => {
      const workers = [new WorkerProcess('record'), new WorkerProcess('record')];
      await Promise.all(workers.map((worker) => worker.waitForLine((line) => line === 'ready')));
      await scheduleAtOnce(1_000, 'burst');
      await waitForFires(1_000, 90_000);
      // Give a duplicate, were there one, time to commit before counting.
      await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 500));
      const invocations = await Promise.all(workers.map((worker) => worker.stop()));
      const fires = await firesOf(handle.db);
      expect(fires).toHaveLength(1_000);
      expect(new Set(fires.map((row) => row.key)).size).toBe(1_000);
      expect(fires.filter((row) => row.fires !== 1)).toEqual([]);
      expect(invocations.reduce((sum, n) => sum + n, 0)).toBe(1_000);
      // Both processes took part.
      expect(new Set(fires.map((row) => row.pid))).toEqual(new Set(workers.map((worker) => worker.pid)));
      expect(await handle.db.select().from(timers)).toEqual([]);
    },
    180_000,
  );

  it.skipIf(!onPostgres)(
    'on PostgreSQL only (PGlite lives inside one process): a worker process killed with SIGKILL while holding claims loses none; another fires them all once after the lease',
    async () => {
      const doomed = new WorkerProcess('block');
      await doomed.waitForLine((line) => line === 'ready');
      await scheduleAtOnce(20, 'orphan');
      await doomed.waitForLine((line) => line.startsWith('holding '));
      const claims = await handle.db.select().from(timers);
      expect(claims).toHaveLength(20);
      expect(claims.filter((row) => row.claimToken === null || row.attempts !== 1)).toEqual([]);
      const leaseEnds = Math.max(...claims.map((row) => present(row.claimedUntil).getTime()));
      doomed.kill();
      expect(await doomed.exited).toBeNull();

      const survivor = new WorkerProcess('record');
      await survivor.waitForLine((line) => line === 'ready');
      await waitForFires(20, 60_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const invocations = await survivor.stop();
      const fires = await firesOf(handle.db);
      expect(fires.map((row) => [row.key, row.fires, row.pid])).toEqual(claims.map((row) => [row.key, 1, survivor.pid]).sort());
      for (const row of fires) expect(row.fired_at.getTime()).toBeGreaterThanOrEqual(leaseEnds);
      expect(invocations).toBe(20);
      expect(await handle.db.select().from(timers)).toEqual([]);
    },
    180_000,
  );
});
