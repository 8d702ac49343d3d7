// `npm run bench:serve [-- --listings 100000 --processes 4 --duration 10 --connections 50]`:
// throughput across cores. On PostgreSQL (DATABASE_URL, default the local
// test server) a database of --listings demo listings is seeded once and kept
// (ig_serve_bench_<listings>); the server runs on it as one process, then as
// --processes (default one per core) in cluster mode, and autocannon (its own
// process, as a load generator must be) drives the search endpoint's default
// query, a typo text query and a server-rendered listing page. Prints a table
// and writes JSON under bench/results/. On a machine with few cores autocannon
// takes one of them: the figures say what the server does with what is left.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    processes: { type: 'string', default: String(os.availableParallelism()) },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    source: { type: 'boolean', default: false },
  },
});
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = `ig_serve_bench_${values.listings}`;
const dbUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${database}` }).toString();

spawnSync(process.execPath, ['scripts/build-storefront.mjs'], { stdio: 'inherit' });
// The server as production's `npm start` runs it, bundled into one module (scripts/build-server.mjs); --source
// runs the sources under tsx instead.
if (!values.source) spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
const SERVER_ARGS = values.source ? ['--import', 'tsx', 'composition-root/main.ts'] : ['dist/node/server.mjs'];

/** The bench database, created empty the first time: the first server start seeds it (and later runs reuse it). */
async function ensureDatabase() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (rowCount === 0) await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  return rowCount === 0;
}

function startServer(processes) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--max-old-space-size=4096', ...SERVER_ARGS], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: dbUrl,
        DEMO_LISTINGS: values.listings,
        DEMO_DEALS: 'false',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '0',
        NODE_ENV: 'production',
        SERVER_PROCESSES: String(processes),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const ready = processes === 1 ? /running at (http:\/\/\S+)/ : new RegExp(`${processes} server processes listening`);
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
      const url = out.match(/running at (http:\/\/\S+)/)?.[1];
      // Port 0 in cluster mode: the primary picks one port, which every worker shares.
      if (url !== undefined && ready.test(out)) resolve({ child, url: url.replace('localhost', '127.0.0.1') });
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}:\n${out}`)));
  });
}

const TARGETS = {
  'search: default query': { path: '/api/products/search/fortnite/currency?disableIsr=true', body: {} },
  'search: typo text': { path: '/api/products/search/fortnite/accounts?disableIsr=true', body: { listingQuery: { searchText: 'acount skns' } } },
  'listing page (SSR)': { path: '/fortnite-accounts' },
};

function autocannon(url, target) {
  const post = target.body === undefined ? [] : ['-m', 'POST', '-H', 'content-type: application/json', '-b', JSON.stringify(target.body)];
  const run = spawnSync(process.execPath, ['node_modules/autocannon/autocannon.js', '-j', '-c', String(CONNECTIONS), '-d', String(DURATION), ...post, url + target.path], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const r = JSON.parse(run.stdout);
  return { reqPerSec: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

const seeding = await ensureDatabase();
const counts = [...new Set([1, Number(values.processes)])];
const results = {};
for (const processes of counts) {
  const started = performance.now();
  const { child, url } = await startServer(processes);
  const startSeconds = +((performance.now() - started) / 1000).toFixed(1);
  try {
    for (const target of Object.values(TARGETS)) {
      const init = target.body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(target.body) };
      for (let i = 0; i < 20; i += 1) await (await fetch(url + target.path, init)).arrayBuffer();
    }
    for (const [name, target] of Object.entries(TARGETS)) results[`${name}, ${processes} process${processes === 1 ? '' : 'es'}`] = { ...autocannon(url, target), startSeconds };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}
console.log(`\n== ${values.listings} listings on PostgreSQL, autocannon ${CONNECTIONS} connections × ${DURATION} s${seeding ? ' (first start seeded the database)' : ''}; load average before: ${os.loadavg()[0].toFixed(2)}`);
console.table(results);
const stamp = new Date().toISOString();
const json = JSON.stringify(
  { date: stamp, machine: { cores: os.availableParallelism(), model: os.cpus()[0]?.model, node: process.version, loadavg: os.loadavg() }, listings: Number(values.listings), connections: CONNECTIONS, duration: DURATION, results },
  null,
  2,
);
mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/serve-${stamp.replace(/[:.]/g, '-')}.json`, json);
writeFileSync('bench/results/serve-latest.json', json);
