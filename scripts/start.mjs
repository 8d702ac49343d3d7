// `npm start`: builds the storefront when its sources changed, then runs the
// server: from source through tsx (a dependency), so a fresh clone needs
// nothing but `npm install`; in production (NODE_ENV=production) bundled
// first into one module plain Node runs (scripts/build-server.mjs), which
// starts some 3.5 s sooner than compiling the sources on the way.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const build = spawnSync(process.execPath, ['scripts/build-storefront.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

let args;
if (process.env.NODE_ENV === 'production') {
  const bundled = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (bundled.status !== 0) process.exit(bundled.status ?? 1);
  args = ['dist/node/server.mjs'];
} else {
  const require = createRequire(import.meta.url);
  args = [require.resolve('tsx/cli'), 'composition-root/main.ts'];
}
const child = spawn(process.execPath, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal === null ? 1 : 0)));
