/**
 * Each lazy page's route name and source module ('ui/pages/…'), read from the text of ui/app/pages.ts,
 * whose LAZY table keeps one line per page: `name: () => import('../pages/…')`. The server finds a
 * page's chunk in Vite's manifest by that module; tests/composition-root read the same table.
 */
export function lazyPageModules(pagesSource: string): ReadonlyMap<string, string> {
  return new Map([...pagesSource.matchAll(/^\s+(\w+): \(\) => import\('\.\.\/(pages\/[^']+)'\)/gm)].map((m) => [m[1] ?? '', `ui/${m[2] ?? ''}`]));
}

/**
 * The shell's deferred parts (`deferred(() => import('../components/…'), $wanted, 'name')` in ui/app/App.tsx,
 * one line each): their modules and names. Their styles go into every page with the start-up's: the server
 * renders such a part at once when the page wants it (the dialog of /login, the chat widget of a signed-in
 * visitor), before its code has arrived.
 */
export function deferredParts(appSource: string): readonly { readonly module: string; readonly part: string }[] {
  return [...appSource.matchAll(/deferred\(\(\) => import\('\.\.\/(components\/[^']+)'\).*, '(\w+)'\);$/gm)].map((m) => ({ module: `ui/${m[1] ?? ''}`, part: m[2] ?? '' }));
}

/** The deferred parts' modules. */
export function deferredPartModules(appSource: string): readonly string[] {
  return deferredParts(appSource).map((p) => p.module);
}
