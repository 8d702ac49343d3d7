// The browser tests drive Debian's Chromium. Install it when it is missing
// (the machines run as root with Debian's package index reachable), so a
// newcomer's `npm test` needs nothing installed by hand. Test files in
// parallel workers all call this at once: the first takes a lock and
// installs, the others wait for it (apt-get itself refuses a second run).
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROMIUM = '/usr/bin/chromium';
const LOCK = join(tmpdir(), 'ig-ensure-chromium.lock');
const WAIT_MS = 15 * 60_000;
if (existsSync(CHROMIUM)) process.exit(0);

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
function takeLock() {
  try {
    mkdirSync(LOCK);
    return true;
  } catch {
    // A lock older than the longest install was left by a killed run.
    if (Date.now() - statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs > WAIT_MS) rmSync(LOCK, { recursive: true, force: true });
    return false;
  }
}

const started = Date.now();
while (!takeLock()) {
  if (existsSync(CHROMIUM)) process.exit(0);
  if (Date.now() - started > WAIT_MS) break;
  sleep(1000);
}
try {
  if (!existsSync(CHROMIUM)) install();
} finally {
  rmSync(LOCK, { recursive: true, force: true });
}

function install() {
  process.stdout.write('Chromium is missing: installing Debian\'s chromium package for the browser tests…\n');
  const run = (args) => spawnSync(args[0], args.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (run(['apt-get', 'update', '-qq']).status !== 0 || run(['apt-get', 'install', '-y', '-qq', 'chromium']).status !== 0 || !existsSync(CHROMIUM)) {
    process.stderr.write('Could not install Chromium (needs root and Debian packages): run `apt-get install chromium` and try again.\n');
    process.exitCode = 1;
  }
}
