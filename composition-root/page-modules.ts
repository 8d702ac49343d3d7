/**
 * Each lazy page's route name and source module ('ui/pages/…'), read from the text of ui/app/pages.ts,
 * whose LAZY table keeps one line per page: `name: () => import('../pages/…')`. The server finds a
 * page's chunk in Vite's manifest by that module; tests/composition-root read the same table.
 */
export function lazyPageModules(pagesSource: string): ReadonlyMap<string, string> {
  return new Map([...pagesSource.matchAll(/^\s+(\w+): \(\) => import\('\.\.\/(pages\/[^']+)'\)/gm)].map((m) => [m[1] ?? '', `ui/${m[2] ?? ''}`]));
}
