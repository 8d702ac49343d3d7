/**
 * One server process's timer worker firing REAL order deadlines, for the
 * multi-process order tests (started with `node --import tsx`). It builds the
 * server's container exactly as composition-root/server.ts does and hands
 * the worker the container's own `orderDeadline` handler (the order runner,
 * the ledger, the notices), wrapped only to count its runs.
 *
 * Env: ORDER_TIMER_DATABASE_URL, ORDER_TIMER_LEASE_MS, ORDER_TIMER_DELAY_MS
 * (a pause before each handler, so a test can kill the process while it
 * holds claims: it then prints `holding <key>` first). Prints `ready` once
 * working; on SIGTERM stops and prints `{"invocations":n}`.
 */
import { orderDeadline } from '../../../application/orders/index.ts';
import { TimerHandlers } from '../../../application/shared/timer-handlers.ts';
import { InProcessChangeFeed } from '../../../adapters/server/changes/in-process-change-feed.ts';
import { openDatabase, type Database } from '../../../adapters/server/persistence/shared/database.ts';
import { startTimerWorker } from '../../../adapters/server/persistence/shared/timer-worker.ts';
import { loadConfig } from '../../../composition-root/config.ts';
import { buildServerContainer } from '../../../composition-root/server/container.ts';
import { createSearchEngine } from '../../../composition-root/server/search-engine.ts';
import { SHARED } from '../../../composition-root/server/shared.module.ts';

const url = process.env['ORDER_TIMER_DATABASE_URL'];
const leaseMs = Number(process.env['ORDER_TIMER_LEASE_MS'] ?? '3000');
const delayMs = Number(process.env['ORDER_TIMER_DELAY_MS'] ?? '0');
if (url === undefined) throw new Error('ORDER_TIMER_DATABASE_URL is required');

const config = loadConfig({ ...process.env, DATABASE_URL: url, DEMO_DATA: 'false', DEMO_DEALS: 'false', LOG_LEVEL: 'silent' });
const handle = await openDatabase({ url });
const { engine: search } = await createSearchEngine(config, handle.db);
const container = buildServerContainer({
  config,
  db: handle.db,
  changes: new InProcessChangeFeed(),
  search,
  log: () => undefined,
  reportError: (error, what) => process.stderr.write(`${what}: ${String(error)}\n`),
});
const real = container.get(SHARED.TimerHandlers).handlerFor(orderDeadline.name);
if (real === undefined) throw new Error('the server registers no orderDeadline handler');

let invocations = 0;
const handlers = new TimerHandlers<Database>().on(orderDeadline, async (timer, tx) => {
  if (delayMs > 0) {
    process.stdout.write(`holding ${timer.key}\n`);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  const done = await real(timer, tx);
  invocations += 1;
  return done;
});
const worker = startTimerWorker({
  db: handle.db,
  handlers,
  clock: container.get(SHARED.Clock),
  listenUrl: url,
  pollIntervalMs: 250,
  policy: { leaseMs, batchSize: 25, concurrency: 4 },
  onError: (error) => process.stderr.write(`timer worker: ${String(error)}\n`),
});
process.stdout.write('ready\n');
process.once('SIGTERM', () => {
  void worker
    .stop()
    .then(() => handle.close())
    .then(() => {
      process.stdout.write(`${JSON.stringify({ invocations })}\n`);
      process.exit(0);
    });
});
