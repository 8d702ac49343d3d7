// `npm start`: builds the storefront when its sources changed, then runs the
// server from source through tsx (a dependency), so a fresh clone needs
// nothing but `npm install`.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const build = spawnSync(process.execPath, ['scripts/build-storefront.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const require = createRequire(import.meta.url);
const tsxCli = require.resolve('tsx/cli');
const child = spawn(process.execPath, [tsxCli, 'composition-root/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal === null ? 1 : 0)));
