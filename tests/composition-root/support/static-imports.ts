import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { lazyPageModules as readLazyPageModules } from '../../../composition-root/page-modules.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
// `import … from '…'`, `export … from '…'` and `import '…'` at a line's start; `import type` is dropped by the compiler.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^;]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gms;

/** The project's modules a module imports statically (what a bundler puts in the same first download), repository-relative. */
function staticImportsOf(file: string): string[] {
  const source = readFileSync(resolve(ROOT, file), 'utf8');
  return [...source.matchAll(STATIC_IMPORT)]
    .filter((match) => match[1] === undefined)
    .map((match) => resolve(dirname(resolve(ROOT, file)), match[2] ?? ''))
    .filter((path) => existsSync(path))
    .map((path) => relative(ROOT, path));
}

/** Every project module reachable from `start` through static imports (dynamic `import()` is where chunks split). */
export function staticGraph(start: string): ReadonlySet<string> {
  const seen = new Set<string>();
  const pending = [start];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (/\.(ts|tsx)$/.test(file)) pending.push(...staticImportsOf(file));
  }
  return seen;
}

/** Each lazy page's route name and module, read from ui/app/pages.ts's LAZY table. */
export function lazyPageModules(): ReadonlyMap<string, string> {
  return readLazyPageModules(readFileSync(resolve(ROOT, 'ui/app/pages.ts'), 'utf8'));
}

/** The modules `file` imports with `import('…')`, repository-relative. */
function dynamicImportsOf(file: string): string[] {
  const source = readFileSync(resolve(ROOT, file), 'utf8');
  return [...source.matchAll(/import\('(\.[^']+)'\)/g)].map((m) => relative(ROOT, resolve(dirname(resolve(ROOT, file)), m[1] ?? '')));
}

/**
 * What every page loads before it hydrates: the browser entry, and the start-up phases it imports
 * one task after another (composition-root/client.tsx), each with its static graph; with `deferred`,
 * also the shell's deferred parts (ui/app/App.tsx: the sign-in dialog, the chat widget), which any
 * page may show without a page's own code.
 */
export function startupGraph({ deferred = false } = {}): ReadonlySet<string> {
  const entry = 'composition-root/client.tsx';
  const roots = [entry, ...dynamicImportsOf(entry), ...(deferred ? dynamicImportsOf('ui/app/App.tsx') : [])];
  return new Set(roots.flatMap((file) => [...staticGraph(file)]));
}
