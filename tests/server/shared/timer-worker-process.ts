/**
 * One server process's timer worker, for the multi-process tests (started
 * with `node --import tsx`). Env: TIMER_TEST_DATABASE_URL, TIMER_TEST_MODE
 * (`record`: fire and record; `block`: say `holding <key>` and never finish),
 * TIMER_TEST_LEASE_MS. Prints `ready` once working; on SIGTERM stops and
 * prints `{"invocations":n}` (handler runs in this process).
 */
import { openDatabase } from '../../../adapters/server/persistence/shared/database.ts';
import { startTimerWorker } from '../../../adapters/server/persistence/shared/timer-worker.ts';
import { SystemClock } from '../../../adapters/shared/system-clock.ts';
import { recordingHandlers } from './timer-test-kit.ts';

const url = process.env['TIMER_TEST_DATABASE_URL'];
const mode = process.env['TIMER_TEST_MODE'];
const leaseMs = Number(process.env['TIMER_TEST_LEASE_MS'] ?? '2000');
if (url === undefined || (mode !== 'record' && mode !== 'block')) throw new Error('TIMER_TEST_DATABASE_URL and TIMER_TEST_MODE (record|block) are required');

const handle = await openDatabase({ url });
let invocations = 0;
const handlers = recordingHandlers(async (key) => {
  invocations += 1;
  if (mode === 'block') {
    process.stdout.write(`holding ${key}\n`);
    await new Promise<never>(() => undefined);
  }
});
const worker = startTimerWorker({
  db: handle.db,
  handlers,
  clock: new SystemClock(),
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
