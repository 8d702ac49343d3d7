// The browser tests drive Debian's Chromium. Install it when it is missing
// (the machines run as root with Debian's package index reachable), so a
// newcomer's `npm test` needs nothing installed by hand.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';
if (existsSync(CHROMIUM)) process.exit(0);
process.stdout.write('Chromium is missing: installing Debian\'s chromium package for the browser tests…\n');
const run = (args) => spawnSync(args[0], args.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
if (run(['apt-get', 'update', '-qq']).status !== 0 || run(['apt-get', 'install', '-y', '-qq', 'chromium']).status !== 0 || !existsSync(CHROMIUM)) {
  process.stderr.write('Could not install Chromium (needs root and Debian packages): run `apt-get install chromium` and try again.\n');
  process.exit(1);
}
