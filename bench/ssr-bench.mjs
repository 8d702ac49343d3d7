// `npm run bench:ssr [-- --duration 10 --connections 20 --profile --source]`: server
// rendering throughput. Starts the server (production mode, a fresh seeded
// PGlite under a temporary directory), then autocannon GETs the home page, a
// listing page, a product page and a post, one after another: first with every
// request rendered (PAGE_CACHE_SECONDS=0), then as production serves anonymous
// visitors (the page cache's default). --profile writes a CPU profile of the
// rendering server (under the system's temporary directory) and prints the
// heaviest functions. Prints a table and writes JSON under bench/results/.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '20' }, profile: { type: 'boolean', default: false }, source: { type: 'boolean', default: false } } });
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ssr-bench-'));
// Kept outside the data directory, which is removed at the end: the profile is for a person to open.
const profileDir = path.join(os.tmpdir(), 'ssr-bench-profile');

spawnSync(process.execPath, ['scripts/build-storefront.mjs'], { stdio: 'inherit' });
// The server as production's `npm start` runs it, bundled into one module (scripts/build-server.mjs); --source
// runs the sources under tsx instead.
if (!values.source) spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
const SERVER_ARGS = values.source ? ['--import', 'tsx', 'composition-root/main.ts'] : ['dist/node/server.mjs'];

function startServer({ profile, env }) {
  return new Promise((resolve, reject) => {
    const prof = profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
    const child = spawn(process.execPath, [...prof, ...SERVER_ARGS], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(dataDir, 'db'), LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', NODE_ENV: 'production', DEMO_DEALS: 'false', ...env },
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

function autocannon(url) {
  const run = spawnSync(process.execPath, ['node_modules/autocannon/autocannon.js', '-j', '-c', String(CONNECTIONS), '-d', String(DURATION), url], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const r = JSON.parse(run.stdout);
  return { reqPerSec: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, kbPerPage: Math.round(r.throughput.average / Math.max(1, r.requests.average) / 1024), non2xx: r.non2xx, errors: r.errors };
}

/** The self time of the profile's functions, heaviest first. */
function heaviest(file, top = 25) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const self = new Map();
  const dt = profile.timeDeltas;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  let total = 0;
  profile.samples.forEach((id, i) => {
    const n = byId.get(id);
    const key = `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*\/(node_modules\/)?/, '')}:${n.callFrame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0));
    total += dt[i] ?? 0;
  });
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top).map(([fn, us]) => ({ fn, percent: +((100 * us) / total).toFixed(1) }));
}

/** Runs every page through autocannon against a server started with `env`; stops the server. */
async function measure({ label, env, profile }) {
  const { child, url } = await startServer({ profile, env });
  try {
    const product = await (await fetch(`${url}/api/products/search/fortnite/accounts?disableIsr=true`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json();
    const posts = await (await fetch(`${url}/api/blog?page=1`)).json().catch(() => ({}));
    const slug = posts?.posts?.[0]?.slug;
    const pages = {
      home: '/',
      'listing (fortnite accounts)': '/fortnite-accounts',
      product: `/product/${product.hits[0]._id}`,
      ...(slug === undefined ? {} : { post: `/post/${slug}` }),
    };
    for (const p of Object.values(pages)) await (await fetch(url + p)).arrayBuffer();
    const results = {};
    for (const [name, p] of Object.entries(pages)) results[`${name}, ${label}`] = autocannon(url + p);
    child.kill('SIGINT');
    await new Promise((r) => child.once('exit', r));
    return { results, pid: child.pid };
  } finally {
    child.kill('SIGKILL');
  }
}

try {
  const rendered = await measure({ label: 'every request rendered', env: { PAGE_CACHE_SECONDS: '0' }, profile: values.profile });
  const cached = await measure({ label: 'anonymous page cache', env: {}, profile: false });
  const results = { ...rendered.results, ...cached.results };
  console.table(results);
  let hot;
  if (values.profile) {
    // The main thread's profile is the largest of the run (tsx's loader thread writes a small one too).
    const files = readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile') && f.includes(`.${rendered.pid}.`));
    const [file] = files.sort((a, b) => statSync(path.join(profileDir, b)).size - statSync(path.join(profileDir, a)).size);
    console.log(`CPU profile: ${path.join(profileDir, file)}`);
    hot = heaviest(path.join(profileDir, file));
    console.table(hot);
  }
  mkdirSync('bench/results', { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const json = JSON.stringify({ date: new Date().toISOString(), machine: { cores: os.cpus().length, model: os.cpus()[0]?.model, node: process.version }, connections: CONNECTIONS, duration: DURATION, results, ...(hot === undefined ? {} : { heaviest: hot }) }, null, 2);
  writeFileSync(`bench/results/ssr-${stamp}.json`, json);
  writeFileSync('bench/results/ssr-latest.json', json);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
