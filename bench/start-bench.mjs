// `npm run bench:start [-- --listings 100000 --searches 50 --root DIR --label NAME --source]`:
// how fast a production start answers at a catalog size. On PostgreSQL
// (DATABASE_URL, default the local test server) a database of --listings demo
// listings is seeded once and kept (ig_start_bench_<listings>); then the
// server is spawned as one process (NODE_ENV=production, SERVER_PROCESSES=1)
// as production's `npm start` runs it, bundled (scripts/build-server.mjs), or
// with --source (or a --root without the bundler) from source under tsx, and
// timed from the spawn: the first HTTP 200 of a search
// (polling a small partition), the first search of the biggest partition
// (cold unless the warm-up got there first), p50/p95 of searches of it after
// (while the warm-up runs) and once more when the index is complete, the
// index being complete (the warm-up's log line, or the full load's before
// the server listened) and the process's RSS then. `--root` runs another
// checkout's server on the same database (e.g. the code before a change),
// `--label` names the run in the results. Prints a table and writes JSON
// under bench/results/ (start-<date>.json, start-latest.json).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    searches: { type: 'string', default: '50' },
    root: { type: 'string', default: '.' },
    label: { type: 'string' },
    source: { type: 'boolean', default: false },
  },
});
const LISTINGS = Number(values.listings);
const SEARCHES = Number(values.searches);
const ROOT = path.resolve(values.root);
const BUNDLED = !values.source && existsSync(path.join(ROOT, 'scripts', 'build-server.mjs'));
const LABEL = `${values.label ?? (ROOT === process.cwd() ? 'this checkout' : ROOT)}${BUNDLED ? ', bundled' : ', from source'}`;
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = `ig_start_bench_${LISTINGS}`;
const dbUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${database}` }).toString();

/** The bench database, created and seeded the first time (the seed script: demo catalog at any size, batched inserts). */
async function ensureSeeded() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (rowCount === 0) await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const exists = await db.query(`SELECT to_regclass('public.listings') IS NOT NULL AS present`);
  const count = exists.rows[0].present ? (await db.query('SELECT count(*)::int AS n FROM listings')).rows[0].n : 0;
  await db.end();
  if (count > 0) return false;
  console.log(`seeding ${LISTINGS} listings into ${database} (once)…`);
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'composition-root/seed.ts', '--listings', String(LISTINGS)], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: dbUrl } });
  if (seeded.status !== 0) throw new Error('seeding failed');
  return true;
}

/** The partitions by searchable listings: the biggest is timed, a small one polled for the first answer. */
async function partitions() {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const { rows } = await db.query(
    `SELECT l.game_type AS game, l.product_type AS type, count(*)::int AS n FROM listings l JOIN users u ON u.id = l.seller_id
     WHERE l.state = 'AVAILABLE' AND NOT u.banned AND NOT u.removed GROUP BY 1, 2 ORDER BY 3 DESC`,
  );
  await db.end();
  return rows;
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const seconds = (ms) => +(ms / 1000).toFixed(2);

async function search(url, partition) {
  const started = performance.now();
  const response = await fetch(`${url}/api/products/search/${partition.game}/${partition.type}?disableIsr=true`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

async function measure(biggest, small) {
  const spawned = performance.now();
  const since = () => performance.now() - spawned;
  const child = spawn(process.execPath, ['--max-old-space-size=12288', ...(BUNDLED ? ['dist/node/server.mjs'] : ['--import', 'tsx', 'composition-root/main.ts'])], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: dbUrl, DEMO_LISTINGS: String(LISTINGS), DEMO_DEALS: 'false', LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: '0', NODE_ENV: 'production', SERVER_PROCESSES: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const marks = {};
  let out = '';
  let exited;
  const indexComplete = new Promise((resolve) => {
    child.stdout.on('data', (chunk) => {
      out += chunk;
      for (const line of String(chunk).split('\n')) {
        if (marks.listening === undefined && /running at http/.test(line)) marks.listening = since();
        const msg = line.startsWith('{') ? (JSON.parse(line).msg ?? '') : '';
        // After: the background warm-up's line. Before: the full load's, logged before the server listened.
        const done = /search index \(embedded\) (?:warmed up: (\d+) listings|holds (\d+) listings)/.exec(msg);
        if (done !== null && marks.indexComplete === undefined) {
          marks.indexComplete = since();
          marks.indexed = Number(done[1] ?? done[2]);
          resolve();
        }
      }
    });
  });
  child.on('exit', (code) => (exited = code));
  try {
    const url = await new Promise((resolve, reject) => {
      const poll = setInterval(() => {
        const found = out.match(/running at (http:\/\/\S+)/)?.[1];
        if (found !== undefined) resolve(found.replace('localhost', '127.0.0.1'));
        if (exited !== undefined) reject(new Error(`server exited ${exited}:\n${out}`));
        if (found !== undefined || exited !== undefined) clearInterval(poll);
      }, 20);
    });
    // The port is only known once the banner is out; before that no request can reach the server anyway.
    for (;;) {
      const answer = await search(url, small).catch(() => ({ status: 0 }));
      if (answer.status === 200) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    marks.first200 = since();
    const cold = await search(url, biggest);
    if (cold.status !== 200) throw new Error(`the biggest partition's search answered ${cold.status}`);
    const warm = [];
    for (let i = 0; i < SEARCHES; i++) warm.push((await search(url, biggest)).ms);
    warm.sort((a, b) => a - b);
    const rssBeforeComplete = rssMb(child.pid);
    await indexComplete;
    await new Promise((r) => setTimeout(r, 500));
    // The same searches once the index is complete: what they cost with nothing loading beside them.
    const settled = [];
    for (let i = 0; i < SEARCHES; i++) settled.push((await search(url, biggest)).ms);
    settled.sort((a, b) => a - b);
    return {
      listenS: seconds(marks.listening),
      first200S: seconds(marks.first200),
      coldBiggestMs: Math.round(cold.ms),
      warmP50Ms: +percentile(warm, 50).toFixed(1),
      warmP95Ms: +percentile(warm, 95).toFixed(1),
      indexCompleteS: seconds(marks.indexComplete),
      completeP50Ms: +percentile(settled, 50).toFixed(1),
      completeP95Ms: +percentile(settled, 95).toFixed(1),
      indexed: marks.indexed,
      rssAtFirstSearchesMb: rssBeforeComplete,
      rssCompleteMb: rssMb(child.pid),
    };
  } finally {
    child.kill('SIGTERM');
    if (exited === undefined) await new Promise((r) => child.once('exit', r));
  }
}

spawnSync(process.execPath, ['scripts/build-storefront.mjs'], { stdio: 'inherit', cwd: ROOT });
if (BUNDLED) spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit', cwd: ROOT });
const seeded = await ensureSeeded();
if (seeded) {
  // The first start after seeding migrates (and back-fills); it is not what a start costs, so it is not measured.
  console.log('first start after seeding (not measured)…');
  await measure(...(await pickPartitions()));
}

async function pickPartitions() {
  const all = await partitions();
  if (all.length === 0) throw new Error(`${database} holds no searchable listing`);
  // A small partition (the one at the lower quartile) for the first answer, the biggest for the timed searches.
  return [all[0], all[Math.floor(all.length * 0.75)] ?? all[0]];
}

const [biggest, small] = await pickPartitions();
const result = await measure(biggest, small);
const results = { [`${LABEL}, ${LISTINGS} listings`]: result };
console.log(`\n== start of ${LABEL} on PostgreSQL, ${LISTINGS} listings; biggest partition ${biggest.game}/${biggest.type} (${biggest.n}), polled ${small.game}/${small.type} (${small.n}); load average before: ${os.loadavg()[0].toFixed(2)}`);
console.table(results);
const stamp = new Date().toISOString();
const json = JSON.stringify(
  {
    date: stamp,
    machine: { cores: os.availableParallelism(), model: os.cpus()[0]?.model, node: process.version, loadavg: os.loadavg() },
    listings: LISTINGS,
    label: LABEL,
    biggestPartition: biggest,
    polledPartition: small,
    results,
  },
  null,
  2,
);
mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/start-${stamp.replace(/[:.]/g, '-')}.json`, json);
writeFileSync('bench/results/start-latest.json', json);
