// `npm run bench:lcp`: how fast a listing page shows its main content on a slow
// phone-class CPU. Starts the server (child process, in-memory demo data, like
// the other benches), then opens listing pages in headless Chromium with the
// CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), each run in a fresh
// context (cold cache), and reads the largest-contentful-paint from a
// PerformanceObserver. Also reports the JavaScript the page actually
// downloaded (compressed, as sent) and the initial bundle's gzip size.
// The storefront is built in production mode into a private directory first,
// so the numbers are a production build's whatever the shared dist/ holds
// (test runs build it with NODE_ENV=test) and dist/ is left alone. Prints a
// table and writes bench/results/lcp-<time>.json and lcp-latest.json. Timing
// never fails anything; the goals are printed beside.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' }, cpu: { type: 'string', default: '4' } } });
const RUNS = Number(values.runs);
const CPU_SLOWDOWN = Number(values.cpu);
const GOAL_LCP_MS = 1500;
const GOAL_JS_GZIP = 150 * 1024;

const REPO = process.cwd();
/** The private build: the server finds its pages under `<cwd>/dist`, so it runs with this as its working directory. */
const WORK = join(os.tmpdir(), `ig-lcp-bench-${process.pid}`);

async function buildProduction() {
  process.env.NODE_ENV = 'production';
  rmSync(WORK, { recursive: true, force: true });
  await build({ logLevel: 'warn', mode: 'production', build: { outDir: join(WORK, 'dist', 'client') } });
  await build({ logLevel: 'warn', mode: 'production', build: { ssr: 'ui/app/render-page.tsx', outDir: join(WORK, 'dist', 'server') } });
  // The server bundle imports its packages at run time: from the repository's node_modules.
  symlinkSync(join(REPO, 'node_modules'), join(WORK, 'node_modules'), 'dir');
}

/** The gzip (-9) size of the browser entry's JS, its start-up phases and their static imports, as bench/bundle-size.mjs counts it. */
function initialJsGzip() {
  const client = join(WORK, 'dist', 'client');
  const manifest = JSON.parse(readFileSync(join(client, '.vite', 'manifest.json'), 'utf8'));
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) walk(next);
  };
  walk('composition-root/client.tsx');
  // The start-up phases client.tsx imports one task after another count as initial JS too.
  for (const phase of manifest['composition-root/client.tsx']?.dynamicImports ?? []) walk(phase);
  return [...seen].reduce((sum, key) => sum + gzipSync(readFileSync(join(client, manifest[key].file)), { level: 9 }).length, 0);
}

function startServer() {
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), resolve(REPO, 'composition-root/main.ts')], {
      cwd: WORK,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = out.match(/running at (http:\/\/[^\s]+)/);
      if (match) done({ child, url: match[1] });
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
}

async function json(url, body) {
  const response = await fetch(url, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return response.json();
}

/** A plain listing and a hot-search listing of the demo data, found through the API. */
async function listingUrls(base) {
  const found = await json(`${base}/api/multi-search`, { queries: [{ indexUid: 'hotSearch', q: '', limit: 20 }] });
  for (const hit of found.results[0].hits) {
    const results = await json(`${base}/api/products/search/${hit.gameType}/${hit.productType}`, {});
    if (results.hits.length > 0) return [`/${hit.gameType}-${hit.productType}`, `/${hit.gameType}-${hit.productType}/${hit.url}`];
  }
  throw new Error('no listing with offers in the demo data');
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const median = (xs) => percentile([...xs].sort((a, b) => a - b), 50);

/**
 * One cold visit with the CPU slowed: LCP, FCP, the LCP element and the JS
 * bytes transferred. With `javaScript: false` it shows what the server-rendered
 * HTML alone paints, to tell server time and script cost apart.
 */
async function visit(browser, url, { javaScript = true } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // The bundle is refused rather than JavaScript switched off, so the LCP observer below still runs.
  if (!javaScript) await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    window.__lcp = { time: 0, element: '' };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const el = entry.element;
        window.__lcp = { time: entry.startTime, element: el ? `${el.tagName.toLowerCase()}${el.className ? '.' + String(el.className).split(' ')[0] : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"` : '(gone)' };
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const response = await page.goto(url, { waitUntil: 'load' });
  if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
  // LCP candidates stop once the page is idle; give hydration time to finish on the slow CPU.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  if ((await page.locator('[data-testid=offer-card]').count()) === 0) throw new Error(`${url} shows no offers`);
  const result = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const scripts = performance.getEntriesByType('resource').filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js'));
    const nav = performance.getEntriesByType('navigation')[0];
    return {
      lcp: window.__lcp.time,
      element: window.__lcp.element,
      fcp,
      ttfb: nav?.responseStart ?? 0,
      jsTransferred: scripts.reduce((sum, r) => sum + (r.encodedBodySize || r.transferSize || 0), 0),
      jsDecoded: scripts.reduce((sum, r) => sum + (r.decodedBodySize || 0), 0),
      htmlTransferred: nav?.encodedBodySize ?? 0,
    };
  });
  await context.close();
  return result;
}

await buildProduction();
const jsGzip = initialJsGzip();
const { child, url: base } = await startServer();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const rows = [];
const pages = [];
try {
  const paths = await listingUrls(base);
  // One warm-up visit so the server's first-render costs (module load, caches) are not counted.
  await visit(browser, base + paths[0]);
  for (const path of paths) {
    const runs = [];
    const htmlOnly = [];
    for (let i = 0; i < RUNS; i += 1) {
      runs.push(await visit(browser, base + path));
      htmlOnly.push(await visit(browser, base + path, { javaScript: false }));
    }
    const lcps = runs.map((r) => r.lcp).sort((a, b) => a - b);
    const summary = {
      path,
      runs: runs.length,
      lcpMedianMs: Math.round(median(lcps)),
      lcpP75Ms: Math.round(percentile(lcps, 75)),
      lcpMaxMs: Math.round(lcps.at(-1) ?? 0),
      fcpMedianMs: Math.round(median(runs.map((r) => r.fcp))),
      lcpWithoutJsMedianMs: Math.round(median(htmlOnly.map((r) => r.lcp))),
      ttfbMedianMs: Math.round(median(runs.map((r) => r.ttfb))),
      lcpElement: runs.at(-1)?.element ?? '',
      jsTransferredKb: Math.round((runs[0]?.jsTransferred ?? 0) / 102.4) / 10,
      jsDecodedKb: Math.round((runs[0]?.jsDecoded ?? 0) / 102.4) / 10,
      htmlTransferredKb: Math.round((runs[0]?.htmlTransferred ?? 0) / 102.4) / 10,
      samples: runs,
    };
    pages.push(summary);
    rows.push({
      page: path,
      'LCP median': `${summary.lcpMedianMs} ms`,
      'LCP p75': `${summary.lcpP75Ms} ms`,
      'LCP max': `${summary.lcpMaxMs} ms`,
      'FCP median': `${summary.fcpMedianMs} ms`,
      'TTFB median': `${summary.ttfbMedianMs} ms`,
      'LCP, no JS': `${summary.lcpWithoutJsMedianMs} ms`,
      'JS sent': `${summary.jsTransferredKb} KB`,
      'LCP element': summary.lcpElement,
    });
  }
} finally {
  await browser.close();
  child.kill('SIGTERM');
  rmSync(WORK, { recursive: true, force: true });
}
const result = {
  at: new Date().toISOString(),
  machine: { cores: os.cpus().length, model: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version, loadAverage: os.loadavg() },
  options: { runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, viewport: '1280x900', cache: 'cold (new context per run)', network: 'loopback, unthrottled' },
  goals: { lcpMs: GOAL_LCP_MS, jsGzipBytes: GOAL_JS_GZIP },
  initialJsGzipBytes: jsGzip,
  pages,
};
console.table(rows);
console.log(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} on ${os.cpus().length} cores (a busy machine inflates every time here)`);
for (const p of pages) console.log(`${p.path}: LCP median ${p.lcpMedianMs} ms (p75 ${p.lcpP75Ms} ms) at ${CPU_SLOWDOWN}× CPU slowdown; goal ≤ ${GOAL_LCP_MS} ms — ${p.lcpP75Ms <= GOAL_LCP_MS ? 'met' : 'NOT met'}`);
console.log(`initial JS of the production build (gzip -9): ${(jsGzip / 1024).toFixed(1)} KB; goal ≤ ${GOAL_JS_GZIP / 1024} KB — ${jsGzip <= GOAL_JS_GZIP ? 'met' : 'NOT met'}`);
mkdirSync(join('bench', 'results'), { recursive: true });
const out = JSON.stringify(result, null, 2);
writeFileSync(join('bench', 'results', `lcp-${result.at.replace(/[:.]/g, '-')}.json`), out);
writeFileSync(join('bench', 'results', 'lcp-latest.json'), out);
process.exit(0);
