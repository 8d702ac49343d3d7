// Builds the storefront (browser bundle + server-rendering bundle) with Vite
// when a source file is newer than the last build, so `npm start` and the
// tests always serve what the sources say without rebuilding every time.
// `--force` rebuilds regardless.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

// The whole composition root: the browser entry imports its client-side siblings (client-session.ts, …).
const SOURCES = ['ui', 'domain', 'application', 'adapters/client', 'composition-root', 'vite.config.ts', 'package-lock.json'];
const STAMP = join('dist', '.built');

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

// Test files run in parallel and may all ask for a build: one builds, the others wait for it.
const LOCK = 'dist.build-lock';
for (let waited = 0; ; waited += 200) {
  try {
    mkdirSync(LOCK);
    break;
  } catch {
    if (waited > 120_000) rmSync(LOCK, { recursive: true, force: true }); // a crashed build left it behind
    await new Promise((r) => setTimeout(r, 200));
  }
}
process.on('exit', () => rmSync(LOCK, { recursive: true, force: true }));

// Always a production build, whoever runs it: Vitest sets NODE_ENV=test, and a development build
// (jsxDEV, unminified) would be slower, 40 % larger and fail under a production server.
process.env.NODE_ENV = 'production';
const BUILD_KIND = 'production';

const force = process.argv.includes('--force');
const stampTime = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
const stampKind = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').split(' ')[0] : '';
const sourceTime = Math.max(...SOURCES.map(newest));
if (!force && stampTime >= sourceTime && stampKind === BUILD_KIND) {
  process.stdout.write('storefront build is up to date\n');
  process.exit(0);
}

// The browser bundle, then the server-rendering bundle (vite.config.ts picks the entry by `build.ssr`).
await build({ logLevel: 'warn', mode: 'production' });
await build({ logLevel: 'warn', mode: 'production', build: { ssr: 'ui/app/render-page.tsx' } });
writeFileSync(STAMP, `${BUILD_KIND} ${new Date().toISOString()}`);
process.stdout.write('storefront built into dist/\n');
