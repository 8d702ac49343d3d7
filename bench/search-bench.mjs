// `npm run bench:search [-- --sizes 100000,1000000 --duration 20]`: the search
// port alone (in-process engine micro-benchmark over a generated catalog) and
// the real endpoint (a server child on a seeded PGlite catalog: sequential
// latency per query kind, then autocannon for --duration seconds with 50
// connections). Prints a table and writes JSON under bench/results/.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { sizes: { type: 'string', default: '100000,1000000' }, duration: { type: 'string', default: '20' } } });
const SIZES = values.sizes.split(',').map(Number);
const DURATION = Number(values.duration);
const tsx = ['--max-old-space-size=8192', '--import', 'tsx'];

/** The engine alone: the micro-benchmark prints one line per query kind with median/p95/max. */
function portFigures(size) {
  const out = execFileSync(process.execPath, ['--expose-gc', ...tsx, 'adapters/server/search/embedded-search.bench.ts', String(size), '150', 'zipf'], { encoding: 'utf8' });
  const rows = {};
  for (const line of out.split('\n')) {
    const m = line.match(/^(.+?)\s+n=(\d+) median=([\d.]+) ms p95=([\d.]+) ms max=([\d.]+) ms/);
    if (m) rows[m[1].trim()] = { median: Number(m[3]), p95: Number(m[4]), max: Number(m[5]) };
  }
  const heap = out.match(/with index (\d+) MB/)?.[1];
  return { rows, heapMb: heap === undefined ? null : Number(heap) };
}

function startServer(dataDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...tsx, 'composition-root/main.ts'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
      const m = out.match(/running at (http:\/\/\S+)/);
      if (m) resolve({ child, url: m[1] });
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
}

const QUERIES = {
  'typo text (2 words)': ['fortnite/accounts', { listingQuery: { searchText: 'acount skns' } }],
  'typo text (1 word)': ['valorant/accounts', { listingQuery: { searchText: 'radiont' } }],
  'default page': ['fortnite/currency', {}],
  'price sort, page 2': ['fortnite/currency', { listingQuery: { sortBy: 'price', sortDirection: 1, page: 2 } }],
  'price range': ['league-of-legends/accounts', { listingQuery: { price: [1000, 20000] } }],
};

async function sequential(url, path, body, n = 200) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const r = await fetch(`${url}/api/products/search/${path}?disableIsr=true`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await r.arrayBuffer();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (p) => +times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(2);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

function autocannon(url, path, body) {
  const run = spawnSync(process.execPath, ['node_modules/autocannon/autocannon.js', '-j', '-c', '50', '-d', String(DURATION), '-m', 'POST', '-H', 'content-type: application/json', '-b', JSON.stringify(body), `${url}/api/products/search/${path}?disableIsr=true`], { encoding: 'utf8' });
  const r = JSON.parse(run.stdout);
  return { reqPerSec: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

const results = { date: new Date().toISOString(), machine: { cores: os.cpus().length, model: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version }, duration: DURATION, sizes: {} };
for (const size of SIZES) {
  const dataDir = `data/bench-${size}`;
  if (!existsSync(dataDir)) execFileSync(process.execPath, [...tsx, 'composition-root/seed.ts', '--listings', String(size), '--data-dir', dataDir], { stdio: 'inherit' });
  const port = portFigures(size);
  const started = performance.now();
  const { child, url } = await startServer(dataDir);
  const startSeconds = +((performance.now() - started) / 1000).toFixed(1);
  const endpoint = {};
  try {
    for (const [name, [path, body]] of Object.entries(QUERIES)) endpoint[name] = await sequential(url, path, body);
    const load = { 'typo text (2 words)': autocannon(url, ...QUERIES['typo text (2 words)']), 'price sort, page 2': autocannon(url, ...QUERIES['price sort, page 2']) };
    results.sizes[size] = { port, serverStartSeconds: startSeconds, endpoint, load };
  } finally {
    child.kill('SIGTERM');
  }
}
for (const [size, r] of Object.entries(results.sizes)) {
  console.log(`\n== ${size} listings (server start incl. index load ${r.serverStartSeconds} s, engine heap ${r.port.heapMb} MB)`);
  console.table(Object.fromEntries(Object.entries(r.port.rows).map(([k, v]) => [`port: ${k}`, { p50: v.median, p95: v.p95, max: v.max }])));
  console.table(Object.fromEntries(Object.entries(r.endpoint).map(([k, v]) => [`endpoint: ${k}`, v])));
  console.table(Object.fromEntries(Object.entries(r.load).map(([k, v]) => [`autocannon 50 conns: ${k}`, v])));
}
mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/search-${results.date.replace(/[:.]/g, '-')}.json`, JSON.stringify(results, null, 2));
writeFileSync('bench/results/search-latest.json', JSON.stringify(results, null, 2));
