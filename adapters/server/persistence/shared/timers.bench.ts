/**
 * Benchmark of the durable timers (not a test: ARCHITECTURE.md keeps timing
 * out of the test suite): how fast timers are scheduled (one transaction) and
 * fired by one worker (a handler that writes nothing), on PGlite in memory or,
 * with --url, on a PostgreSQL database whose timers table is empty (the bench
 * removes its rows). Prints a table and writes JSON under bench/results/.
 *
 *   node --import tsx adapters/server/persistence/shared/timers.bench.ts [--timers 2000] [--url postgres://...]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { count } from 'drizzle-orm';
import { ok } from 'neverthrow';
import * as v from 'valibot';
import { defineTimerKind, TimerHandlers } from '../../../../application/shared/timer-handlers.ts';
import { openDatabase, type Database } from './database.ts';
import { timers } from '../schema.ts';
import { SqlScheduler } from './sql-scheduler.ts';
import { startTimerWorker } from './timer-worker.ts';
import { SystemClock } from '../../../shared/system-clock.ts';

const { values } = parseArgs({ options: { timers: { type: 'string', default: '2000' }, url: { type: 'string' } } });
const N = Number(values.timers);
const handle = await openDatabase({ url: values.url, dataDir: 'memory://' });
const benchKind = defineTimerKind('bench.noop', v.object({ i: v.number() }));

const remaining = async (db: Database) => (await db.select({ n: count() }).from(timers))[0]?.n ?? 0;

const scheduleStart = performance.now();
const dueAt = new Date();
await handle.db.transaction(async (tx) => {
  const scheduler = new SqlScheduler(tx);
  for (let i = 0; i < N; i += 1) await scheduler.schedule(benchKind.at(`bench-${i}`, dueAt, { i }));
});
const scheduleMs = performance.now() - scheduleStart;

let fired = 0;
const handlers = new TimerHandlers<Database>().on(benchKind, () => {
  fired += 1;
  return Promise.resolve(ok(undefined));
});
const fireStart = performance.now();
const worker = startTimerWorker({ db: handle.db, handlers, clock: new SystemClock(), pollIntervalMs: 1_000 });
while ((await remaining(handle.db)) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
const fireMs = performance.now() - fireStart;
await worker.stop();
await handle.db.delete(timers);
await handle.close();

const results = {
  date: new Date().toISOString(),
  machine: { cores: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
  engine: handle.kind,
  timers: N,
  fired,
  schedulePerSecond: Math.round((N / scheduleMs) * 1000),
  firePerSecond: Math.round((N / fireMs) * 1000),
};
console.table([{ engine: results.engine, timers: N, 'scheduled/s': results.schedulePerSecond, 'fired/s (1 worker)': results.firePerSecond }]);
mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/timers-${results.date.replace(/[:.]/g, '-')}.json`, JSON.stringify(results, null, 2));
writeFileSync('bench/results/timers-latest.json', JSON.stringify(results, null, 2));
