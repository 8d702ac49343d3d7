/**
 * Each lazy page's route name and source module ('ui/pages/…'), read from the text of ui/app/pages.ts,
 * whose LAZY table keeps one line per page: `name: () => import('../pages/…')`. The server finds a
 * page's chunk in Vite's manifest by that module; tests/composition-root read the same table.
 */
export function lazyPageModules(pagesSource: string): ReadonlyMap<string, string> {
  return new Map([...pagesSource.matchAll(/^\s+(\w+): \(\) => import\('\.\.\/(pages\/[^']+)'\)/gm)].map((m) => [m[1] ?? '', `ui/${m[2] ?? ''}`]));
}

/**
 * The modules of the shell's deferred parts (`deferred(() => import('../components/…'))` in ui/app/App.tsx).
 * Their styles go into every page with the start-up's: the server renders such a part at once when the page
 * wants it (the dialog of /login, the chat widget of a signed-in visitor), before its code has arrived.
 */
export function deferredPartModules(appSource: string): readonly string[] {
  return [...appSource.matchAll(/deferred\(\(\) => import\('\.\.\/(components\/[^']+)'\)/g)].map((m) => `ui/${m[1] ?? ''}`);
}
