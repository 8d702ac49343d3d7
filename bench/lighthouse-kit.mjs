// What bench/lighthouse-bench.mjs stands on: a production build of the
// storefront (kept between runs, rebuilt when a source is newer), the server
// started on it with in-memory demo data (as bench/listing-lcp.mjs does),
// Chromium started with a DevTools port that Lighthouse and Playwright share,
// the pages to audit found through the API, and the demo customer's sign-in.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';

const REPO = process.cwd();
/** The build lives outside the repository (dist/ holds the tests' build) and is reused while no source changed. */
export const WORK = join(os.tmpdir(), 'ig-lighthouse-build');
const SOURCES = ['ui', 'domain', 'application', 'adapters/client', 'composition-root', 'vite.config.ts', 'package-lock.json'];
const STAMP = join(WORK, 'dist', '.built');

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

/** Builds the storefront in production mode into {@link WORK} unless the last build is newer than every source. */
export async function buildOnce() {
  const sourcesAt = Math.max(...SOURCES.map((s) => newest(join(REPO, s))));
  if (existsSync(STAMP) && statSync(STAMP).mtimeMs > sourcesAt) return false;
  process.env.NODE_ENV = 'production';
  const { build } = await import('vite');
  rmSync(WORK, { recursive: true, force: true });
  await build({ logLevel: 'warn', mode: 'production', build: { outDir: join(WORK, 'dist', 'client') } });
  await build({ logLevel: 'warn', mode: 'production', build: { ssr: 'ui/app/render-page.tsx', outDir: join(WORK, 'dist', 'server') } });
  // The server bundle imports its packages at run time: from the repository's node_modules.
  symlinkSync(join(REPO, 'node_modules'), join(WORK, 'node_modules'), 'dir');
  writeFileSync(STAMP, new Date().toISOString());
  return true;
}

/** The server on the build, production mode, in-memory demo data (the seeded default: 2,000 listings). */
export function startServer() {
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), resolve(REPO, 'composition-root/main.ts')], {
      cwd: WORK,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', DDP_RATE_LIMIT_SCALE: '0', NODE_ENV: 'production' },
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

export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** Ends Chromium and removes its profile; a profile Chromium is still writing is left for the OS's temp cleanup. */
function stopChromium(child, profile) {
  if (child.exitCode === null) child.kill('SIGTERM');
  try {
    rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
  } catch {
    // Still being written while Chromium exits: harmless in the temp directory.
  }
}

/** /usr/bin/chromium with a DevTools port (chosen by Chromium) and a throw-away profile. */
export function launchChromium() {
  const profile = mkdtempSync(join(os.tmpdir(), 'ig-lighthouse-profile-'));
  return new Promise((done, reject) => {
    const child = spawn('/usr/bin/chromium', [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (chunk) => {
      err += chunk;
      const match = err.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match) done({ port: Number(match[1]), stop: () => stopChromium(child, profile) });
    });
    child.on('exit', (code) => reject(new Error(`chromium exited ${code}: ${err.slice(-500)}`)));
  });
}

async function json(url, body) {
  const response = await fetch(url, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

async function sitemapPaths(base, file) {
  const response = await fetch(`${base}/sitemaps/${file}`);
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/**
 * The pages of issues 16 and 18: home, an Accounts (LIST) listing, an items
 * (GRID) listing, a product, a blog post and a wiki article — each the first
 * the demo data offers — and checkout (audited signed in, last).
 */
export async function pagesToAudit(base) {
  const games = await json(`${base}/api/games`);
  const list = (Array.isArray(games) ? games : games.games).map((g) => g.value);
  let grid;
  let product;
  for (const game of list) {
    const items = await json(`${base}/api/products/search/${game}/items`, {}).catch(() => ({ hits: [] }));
    if (items.hits.length > 0) {
      grid = `/${game}-items`;
      product = `/product/${items.hits[0]._id}`;
      break;
    }
  }
  const posts = await sitemapPaths(base, 'posts-1.xml');
  const articles = (await sitemapPaths(base, 'wiki-1.xml')).filter((p) => p.split('/').length === 4);
  if (grid === undefined || posts.length === 0 || articles.length === 0) throw new Error('the demo data lacks an items listing, a post or a wiki article');
  return [
    { name: 'home', path: '/' },
    { name: 'list listing', path: '/league-of-legends-accounts' },
    { name: 'grid listing', path: grid },
    { name: 'product', path: product },
    { name: 'blog post', path: posts[0] },
    { name: 'wiki article', path: articles[0] },
    { name: 'checkout', path: '/checkout', signedIn: true },
  ];
}

/** The demo customer's e-mail and password (deterministic for the demo seed; a production server does not print them). */
export async function demoCustomer() {
  const { generateDemoCatalog, DEFAULT_BASE_DATE } = await import('../adapters/server/seed/demo-catalog.ts');
  const catalog = generateDemoCatalog({ seed: 42, listings: 0, baseDate: DEFAULT_BASE_DATE });
  const account = catalog.demoAccounts.find((a) => a.email.startsWith('customer@'));
  if (account === undefined) throw new Error('no demo customer');
  return account;
}

/** Signs the customer in through the login modal and puts `productPath`'s offer in the cart, so checkout has a line. */
export async function signInWithCart(page, base, productPath) {
  const { email, password } = await demoCustomer();
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  const modal = page.locator('[data-testid=login-modal]');
  await modal.locator('input[name=email]').fill(email);
  await modal.locator('input[name=password]').fill(password);
  await modal.locator('button[type=submit]').click();
  await modal.waitFor({ state: 'detached' });
  await page.goto(base + productPath, { waitUntil: 'networkidle' });
  await page.locator('[data-testid=add-to-cart]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid=cart-count]')?.textContent !== '0');
}

export function writeResults(prefix, result) {
  mkdirSync(join('bench', 'results'), { recursive: true });
  const out = JSON.stringify(result, null, 2);
  writeFileSync(join('bench', 'results', `${prefix}-${result.at.replace(/[:.]/g, '-')}.json`), out);
  writeFileSync(join('bench', 'results', `${prefix}-latest.json`), out);
}
