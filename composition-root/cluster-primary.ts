import cluster, { type Worker } from 'node:cluster';

/** A worker that dies sooner than this after its start counts as crash-looping: the next one waits. */
const STEADY_MS = 10_000;
const RESTART_DELAY_MAX_MS = 30_000;
/** How long SIGTERM waits for the workers to drain before they are killed. */
const DRAIN_MS = 30_000;

export interface PrimaryOptions {
  readonly workers: number;
  readonly log: (line: string) => void;
}

/**
 * The cluster's primary process: holds no database and serves nothing; it
 * forks the workers, which all listen on the one port (node:cluster hands
 * each accepted connection to one worker, round-robin). The first worker
 * starts alone: it migrates, seeds the demo data and fills its index while
 * the others wait, so a fresh deployment is prepared once, not raced by N
 * processes. A worker that dies is replaced (after a growing pause if it
 * keeps dying at once); one that dies before it ever listened stops the whole
 * start, as every replacement would fail alike. SIGTERM/SIGINT drain every
 * worker (each closes its server and its DDP sockets), then the primary exits.
 */
export function runPrimary(options: PrimaryOptions): void {
  const { log } = options;
  const startedAt = new Map<Worker, number>();
  const listened = new Set<Worker>();
  let stopping = false;
  let restartDelay = 1_000;

  const fork = (): Promise<Worker> =>
    new Promise((resolve) => {
      const worker = cluster.fork();
      startedAt.set(worker, Date.now());
      worker.once('listening', () => {
        listened.add(worker);
        resolve(worker);
      });
    });

  const stop = (why: string, exitCode: number): void => {
    if (stopping) return;
    stopping = true;
    log(`${why}: draining ${Object.keys(cluster.workers ?? {}).length} server processes`);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    const killer = setTimeout(() => {
      for (const w of workers) w.process.kill('SIGKILL');
    }, DRAIN_MS);
    killer.unref();
    let left = workers.length;
    if (left === 0) process.exit(exitCode);
    for (const w of workers) {
      w.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(exitCode);
      });
      w.process.kill('SIGTERM');
    }
  };
  cluster.on('exit', (worker, code, signal) => {
    const ranFor = Date.now() - (startedAt.get(worker) ?? Date.now());
    const hadListened = listened.delete(worker);
    startedAt.delete(worker);
    if (stopping) return;
    log(`server process ${worker.process.pid ?? '?'} exited (${signal ?? `code ${code}`})`);
    if (!hadListened) {
      log('a server process failed before listening: stopping');
      stop('start-up failure', 1);
      return;
    }
    restartDelay = ranFor > STEADY_MS ? 1_000 : Math.min(restartDelay * 2, RESTART_DELAY_MAX_MS);
    setTimeout(() => {
      if (!stopping) void fork().then((w) => log(`server process ${w.process.pid ?? '?'} replaces it`));
    }, ranFor > STEADY_MS ? 0 : restartDelay);
  });

  process.once('SIGINT', () => stop('SIGINT', 0));
  process.once('SIGTERM', () => stop('SIGTERM', 0));

  void (async () => {
    const first = await fork();
    log(`server process ${first.process.pid ?? '?'} prepared the database; starting ${options.workers - 1} more`);
    const rest = await Promise.all(Array.from({ length: options.workers - 1 }, fork));
    if (!stopping) log(`${rest.length + 1} server processes listening: ${[first, ...rest].map((w) => w.process.pid ?? '?').join(', ')}`);
  })();
}
