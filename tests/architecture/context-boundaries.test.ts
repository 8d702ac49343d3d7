import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const REPO = resolve(import.meta.dirname, '../..');
const CLI = join(REPO, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/**
 * The context rules of `.dependency-cruiser.cjs`, run against small trees
 * that break them on purpose: if a rule stopped matching, `npm run
 * boundaries` would pass a real violation, and this test fails instead.
 */
describe('bounded-context import rules', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'boundaries-'));
    copyFileSync(join(REPO, 'tsconfig.json'), join(root, 'tsconfig.json'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** Writes the files under a fresh folder and cruises it with the project's rules; the rule names that fired. */
  async function violations(name: string, files: Record<string, string>): Promise<string[]> {
    const dir = join(root, name);
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    copyFileSync(join(root, 'tsconfig.json'), join(dir, 'tsconfig.json'));
    const args = [CLI, '--config', join(REPO, '.dependency-cruiser.cjs'), '--output-type', 'json', 'domain'];
    const outcome = await run(process.execPath, args, { cwd: dir }).catch((error: { stdout: string }) => error);
    const report = JSON.parse(outcome.stdout) as { summary: { violations: { rule: { name: string } }[] } };
    return report.summary.violations.map((v) => v.rule.name);
  }

  it('passes a tree whose contexts meet only through their index files', async () => {
    expect(
      await violations('clean', {
        'domain/catalog/index.ts': "export { gameName } from './game.ts';\n",
        'domain/catalog/game.ts': "export const gameName = (value: string): string => value;\n",
        'domain/shopping/cart.ts': "import { gameName } from '../catalog/index.ts';\nexport const label = gameName('x');\n",
      }),
    ).toEqual([]);
  });

  it('fails a context that reaches into another past its index', async () => {
    expect(
      await violations('deep', {
        'domain/catalog/index.ts': "export { gameName } from './game.ts';\n",
        'domain/catalog/game.ts': "export const gameName = (value: string): string => value;\n",
        'domain/shopping/cart.ts': "import { gameName } from '../catalog/game.ts';\nexport const label = gameName('x');\n",
      }),
    ).toContain('context-through-its-index');
  });

  it('fails messaging importing orders, and the ledger importing a business context', async () => {
    const fired = await violations('money', {
      'domain/orders/index.ts': "export const ORDER = 'order';\n",
      'domain/messaging/chat.ts': "import { ORDER } from '../orders/index.ts';\nexport const topic = ORDER;\n",
      'domain/ledger/posting.ts': "import { ORDER } from '../orders/index.ts';\nexport const account = ORDER;\n",
    });
    expect(fired).toContain('messaging-never-imports-orders');
    expect(fired).toContain('ledger-imports-no-business-context');
  });

  it('fails the shared kernel importing a business context', async () => {
    expect(
      await violations('kernel', {
        'domain/catalog/index.ts': "export const GAME = 'game';\n",
        'domain/shared/money.ts': "import { GAME } from '../catalog/index.ts';\nexport const m = GAME;\n",
      }),
    ).toContain('shared-kernel-knows-no-context');
  });
});
