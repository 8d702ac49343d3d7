// Measures what a first visit downloads: the browser entry's JS and CSS, its start-up
// phases and every chunk they import statically, raw and gzipped (level 9, as a CDN would serve
// it). Prints a table and writes bench/results/bundle-<time>.json and
// bundle-latest.json. Builds the storefront first when it is stale.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { handlerGroupModule, handlerGroupsOf } from '../composition-root/client/page-handler-groups.ts';
import { lazyPageModules } from '../composition-root/page-modules.ts';

execFileSync(process.execPath, ['scripts/build-storefront.mjs'], { stdio: 'inherit' });
const CLIENT = join('dist', 'client');
const manifest = JSON.parse(readFileSync(join(CLIENT, '.vite', 'manifest.json'), 'utf8'));
const ENTRY = 'composition-root/client.tsx';

/** The entry and its static imports, depth first, each once. */
function initialChunks(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) initialChunks(next, seen);
  return seen;
}

/**
 * What every page loads before it hydrates: the entry, the start-up phases it imports (client.tsx
 * loads them one task after another; the server preloads them) and their static imports.
 */
function startupChunks() {
  const seen = initialChunks(ENTRY);
  for (const phase of manifest[ENTRY]?.dynamicImports ?? []) initialChunks(phase, seen);
  return seen;
}

const rows = [];
for (const key of startupChunks()) {
  const chunk = manifest[key];
  for (const file of [chunk.file, ...(chunk.css ?? [])]) {
    const bytes = readFileSync(join(CLIENT, file));
    rows.push({ file, kind: file.endsWith('.css') ? 'css' : 'js', raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
}
// A calculator page loads, before it hydrates (client.tsx: loadPage + preloadCalculator), the entry,
// the calculator page's chunk and its calculator's chunk, each with what it imports statically: that
// union, each chunk once, is the page's initial JS (issue 17's goal: <= 100 KB gzip).
const entryKeys = startupChunks();
const gzipOf = (file) => gzipSync(readFileSync(join(CLIENT, file)), { level: 9 }).length;
const jsGzip = (keys) => [...keys].reduce((sum, k) => sum + gzipOf(manifest[k].file), 0);
const PAGE = 'ui/pages/CalculatorPage.tsx';
/** A page's chunk and the handler groups it loads with it (page-handler-groups.ts), each with its static imports, past `seen`. */
const pageChunks = (page, module, seen) => [module, ...handlerGroupsOf(page).map(handlerGroupModule)].reduce((keys, key) => initialChunks(key, keys), seen);
const pageKeys = manifest[PAGE] === undefined ? new Set() : pageChunks('calculator', PAGE, new Set(entryKeys));
const calculatorRoutes = Object.keys(manifest)
  .filter((key) => key.startsWith('domain/tools/calculators/games/'))
  .map((key) => {
    const all = initialChunks(key, new Set(pageKeys));
    const own = [...initialChunks(key)].filter((k) => !pageKeys.has(k));
    return { slug: key.replace(/^.*\/(.*)\.ts$/, '$1'), pageGzip: jsGzip([...pageKeys].filter((k) => !entryKeys.has(k))), extraGzip: jsGzip(own), jsGzip: jsGzip(all) };
  })
  .sort((a, b) => b.jsGzip - a.jsGzip);
// Every page's initial JS: the start-up plus the page's chunk and its static imports (the server links them
// with modulepreload; the browser hydrates once they are in). Issue 19: <= 150 KB gzip, <= 120 for home and listing.
const pageModules = lazyPageModules(readFileSync(join('ui', 'app', 'pages.ts'), 'utf8'));
const TIGHT_PAGES = new Set(['home', 'listing']);
const pageRoutes = [...pageModules]
  .filter(([, module]) => manifest[module] !== undefined)
  .map(([page, module]) => {
    const own = [...pageChunks(page, module, new Set())].filter((k) => !entryKeys.has(k));
    const goal = (TIGHT_PAGES.has(page) ? 120 : 150) * 1024;
    const total = jsGzip(entryKeys) + jsGzip(own);
    return { page, pageGzip: jsGzip(own), jsGzip: total, goal, pass: total <= goal };
  })
  .sort((a, b) => b.jsGzip - a.jsGzip);
const lazy = Object.values(manifest).filter((c) => c.isDynamicEntry).map((c) => ({ file: c.file, gzip: gzipSync(readFileSync(join(CLIENT, c.file)), { level: 9 }).length }));
const sum = (kind, field) => rows.filter((r) => r.kind === kind).reduce((total, r) => total + r[field], 0);
const result = {
  at: new Date().toISOString(),
  initial: { jsRaw: sum('js', 'raw'), jsGzip: sum('js', 'gzip'), cssRaw: sum('css', 'raw'), cssGzip: sum('css', 'gzip') },
  goalJsGzip: 150 * 1024,
  files: rows,
  lazyChunks: lazy,
  calculatorRoutes,
  calculatorGoalJsGzip: 100 * 1024,
  pageRoutes,
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.table(rows.map((r) => ({ file: r.file, raw: kb(r.raw), gzip: kb(r.gzip) })));
console.log(`start-up JS, before any page's own chunks: ${kb(result.initial.jsGzip)} gzip (${kb(result.initial.jsRaw)} raw)`);
console.log(`initial CSS: ${kb(result.initial.cssGzip)} gzip; lazy chunks: ${lazy.length}`);
const shownPages = pageRoutes.filter((r) => TIGHT_PAGES.has(r.page) || ['product', 'game', 'games', 'checkout', 'calculator', 'post', 'dashboardOrder'].includes(r.page) || !r.pass);
console.table(shownPages.map((r) => ({ page: r.page, start_up: kb(result.initial.jsGzip), page_chunks: kb(r.pageGzip), total: kb(r.jsGzip), goal: kb(r.goal), verdict: r.pass ? 'pass' : 'FAIL' })));
const failing = pageRoutes.filter((r) => !r.pass);
console.log(`initial JS per page: ${failing.length === 0 ? 'PASS' : 'FAIL'} — ${pageRoutes.length - failing.length} of ${pageRoutes.length} pages within budget (home and listing ≤ 120 KB, the rest ≤ 150 KB); heaviest ${pageRoutes[0]?.page} ${kb(pageRoutes[0]?.jsGzip ?? 0)}`);
// Every calculator page against the goal: entry + page chunk + its calculator's own chunk.
const CALCULATOR_GOAL = result.calculatorGoalJsGzip;
console.table(result.calculatorRoutes.map((r) => ({ page: `/calculator/${r.slug}`, entry: kb(result.initial.jsGzip), page_chunk: kb(r.pageGzip), calculator: kb(r.extraGzip), total: kb(r.jsGzip), goal: r.jsGzip <= CALCULATOR_GOAL ? 'pass' : 'FAIL' })));
const passing = result.calculatorRoutes.filter((r) => r.jsGzip <= CALCULATOR_GOAL).length;
const heaviest = result.calculatorRoutes[0];
if (heaviest !== undefined) {
  console.log(
    `initial JS of a calculator page: ${passing === result.calculatorRoutes.length ? 'PASS' : 'FAIL'} — ${passing} of ${result.calculatorRoutes.length} pages ≤ ${kb(CALCULATOR_GOAL)} gzip; heaviest /calculator/${heaviest.slug} ${kb(heaviest.jsGzip)}, of which the entry every route loads ${kb(result.initial.jsGzip)}`,
  );
}
result.calculatorPagesPassing = passing;
mkdirSync(join('bench', 'results'), { recursive: true });
const json = JSON.stringify(result, null, 2);
writeFileSync(join('bench', 'results', `bundle-${result.at.replace(/[:.]/g, '-')}.json`), json);
writeFileSync(join('bench', 'results', 'bundle-latest.json'), json);
