import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * Authorization may not read secrets, and this is checked by a tool rather
 * than by review: the `authorization-reads-no-secrets` rule of
 * .dependency-cruiser.cjs. Here dependency-cruiser runs, with the project's
 * own configuration, on a fixture that breaks the rule on purpose, and the
 * run must fail on exactly that rule.
 */

const require = createRequire(import.meta.url);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURE = 'tests/fixtures/authorization/secret-reading-authorization.ts';
const CONFIG = '.dependency-cruiser.cjs';
const RULE = 'authorization-reads-no-secrets';

/**
 * Runs the dependency-cruiser CLI as `npm run boundaries` does (same config,
 * same reporter, whose exit code fails `npm test`), but on `paths` only and
 * with the fixtures not excluded.
 */
async function cruise(paths: readonly string[]): Promise<{ readonly exitCode: number; readonly output: string }> {
  const bin = `${ROOT}node_modules/dependency-cruiser/bin/dependency-cruise.mjs`;
  // --preserve-symlinks: a worktree's node_modules may be a symlink, which would make packages look like project files.
  const args = [bin, '--config', CONFIG, '--preserve-symlinks', '--exclude', '^node_modules/', ...paths];
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, args, { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
    return { exitCode: 0, output: stdout + stderr };
  } catch (failure) {
    const { code, stdout, stderr } = failure as { code?: unknown; stdout?: string; stderr?: string };
    if (typeof code !== 'number') throw failure;
    return { exitCode: code, output: `${stdout ?? ''}${stderr ?? ''}` };
  }
}

describe('authorization reads no secrets', () => {
  it('fails the dependency check for a use case that authorizes from the sign-in record', async () => {
    const { exitCode, output } = await cruise([FIXTURE]);
    expect(exitCode).not.toBe(0);
    const reported = output.split('\n').filter((line) => line.includes(`error ${RULE}:`));
    expect(reported.map((line) => line.trim())).toEqual([`error ${RULE}: ${FIXTURE} → application/accounts/ports/account-store.ts`]);
  });

  it('keeps the fixture out of the normal boundaries run', () => {
    const config = require(`${ROOT}${CONFIG}`) as { options: { exclude: { path: string } } };
    expect(new RegExp(config.options.exclude.path).test(FIXTURE)).toBe(true);
  });
});
