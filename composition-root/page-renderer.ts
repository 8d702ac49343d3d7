import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderResolvedPage } from '../adapters/server/http/shared/guarded-pages.ts';
import type { GeoLocator, PageRenderer, RatesSource } from '../application/shared/ports/index.ts';
import type { LocaleStrings, RenderRequest, RenderServices } from '../ui/app/render-page.tsx';
import type { PageAssets } from '../ui/app/document.ts';
import { deferredPartModules, lazyPageModules } from './page-modules.ts';
import { handlerGroupModule, handlerGroupsOf } from './client/page-handler-groups.ts';

/** Where `vite build` puts the browser and server bundles. */
export const DIST_DIR = join(process.cwd(), 'dist');
export const CLIENT_DIR = join(DIST_DIR, 'client');
const SERVER_ENTRY = join(DIST_DIR, 'server', 'render-page.js');
const MANIFEST = join(CLIENT_DIR, '.vite', 'manifest.json');
const CLIENT_ENTRY = 'composition-root/client.tsx';
/** The table of lazy pages and their modules (see page-modules.ts): source the server runs beside, wherever dist/ is. */
const PAGES_SOURCE = join(import.meta.dirname, '..', 'ui', 'app', 'pages.ts');
/** The shell, whose deferred parts' styles every page inlines (see page-modules.ts). */
const APP_SOURCE = join(import.meta.dirname, '..', 'ui', 'app', 'App.tsx');

interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

/** The chunks `keys` load, each after the chunks it imports statically, in load order, each once. */
function chunksLoadedBy(manifest: Readonly<Record<string, ManifestChunk>>, keys: readonly string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const out: ManifestChunk[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    out.push(chunk);
  };
  for (const key of keys) visit(key);
  return out;
}

/**
 * The chunks every page loads before it hydrates: the entry and, for each start-up phase the
 * entry imports (client.tsx), that phase and what it imports, in load order, each once.
 */
export function startupChunks(manifest: Readonly<Record<string, ManifestChunk>>, entryKey: string): ManifestChunk[] {
  return chunksLoadedBy(manifest, [entryKey, ...(manifest[entryKey]?.dynamicImports ?? [])]);
}

/**
 * The CSS files a lazy page's chunk brings that the start-up has not (its own and its static imports'),
 * in load order. The server writes them into the page it renders: linked by Vite's loader only when the
 * chunk loaded, a server-rendered blog post sat unstyled until then and jumped into shape (Lighthouse's
 * layout shift 0.21 on a phone).
 */
export function pageCssFiles(manifest: Readonly<Record<string, ManifestChunk>>, pageModule: string, startupCss: ReadonlySet<string>): string[] {
  const files = chunksLoadedBy(manifest, [pageModule]).flatMap((chunk) => chunk.css ?? []);
  return [...new Set(files)].filter((css) => !startupCss.has(css));
}

/**
 * The JS files of a page's chunk and the handler groups it loads with it (client/page-handler-groups.ts),
 * with their static imports, that the start-up has not loaded, in load order.
 */
export function pageScriptFiles(manifest: Readonly<Record<string, ManifestChunk>>, modules: readonly string[], startupFiles: ReadonlySet<string>): string[] {
  return chunksLoadedBy(manifest, modules)
    .map((chunk) => chunk.file)
    .filter((file) => !startupFiles.has(file));
}

/** The built server render's strings of a language, with their version (GET /api/strings/:language). */
export async function loadLocaleStrings(): Promise<(language: string) => LocaleStrings> {
  const module = (await import(pathToFileURL(SERVER_ENTRY).href)) as { localeStrings: (language: string) => LocaleStrings };
  return module.localeStrings;
}

/** Whether the storefront has been built (`npm run build`). */
export function storefrontBuilt(): boolean {
  return existsSync(SERVER_ENTRY) && existsSync(MANIFEST);
}

/**
 * The server-side renderer from the built SSR bundle, fed by the server's own
 * adapters (rates from the database, geo from trusted headers) so a page
 * never calls its own HTTP API. Each page arrives already resolved for its
 * request (guards, 404s and labels decided by the navigation use case).
 */
export async function createPageRenderer(deps: {
  readonly rates: RatesSource;
  readonly geo: GeoLocator;
  readonly api: RenderServices['api'];
  readonly domainLanguages: Readonly<Record<string, string>>;
}): Promise<RenderResolvedPage> {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  if (entry === undefined) throw new Error(`${CLIENT_ENTRY} is missing from the Vite manifest; rebuild with npm run build`);
  // The start-up CSS goes into every page (see PageAssets.inlineStyles); it is read once, at start.
  const startup = startupChunks(manifest, CLIENT_ENTRY);
  const deferredParts = existsSync(APP_SOURCE) ? chunksLoadedBy(manifest, deferredPartModules(readFileSync(APP_SOURCE, 'utf8'))) : [];
  const cssFiles = [...new Set([...startup, ...deferredParts].flatMap((chunk) => chunk.css ?? []))];
  const inlineStyles = cssFiles.map((f) => readFileSync(join(CLIENT_DIR, f), 'utf8')).join('\n');
  const assets = { scripts: [`/${entry.file}`], styles: [], inlineStyles, inlinedStyleFiles: cssFiles.map((f) => `/${f}`) };
  // A lazy page's own CSS joins the start-up's, inlined the same way; read once per page, on its first render.
  const pageModules = existsSync(PAGES_SOURCE) ? lazyPageModules(readFileSync(PAGES_SOURCE, 'utf8')) : new Map<string, string>();
  const startupCss = new Set(cssFiles);
  const startupFiles = new Set(startup.map((chunk) => chunk.file));
  const pageAssets = new Map<string, PageAssets>();
  const assetsOf = (pageName: string): PageAssets => {
    let found = pageAssets.get(pageName);
    if (found === undefined) {
      const module = pageModules.get(pageName);
      const files = module === undefined ? [] : pageCssFiles(manifest, module, startupCss);
      const css = files.map((f) => readFileSync(join(CLIENT_DIR, f), 'utf8')).join('\n');
      const modulePreloads = module === undefined ? [] : pageScriptFiles(manifest, [module, ...handlerGroupsOf(pageName).map(handlerGroupModule)], startupFiles).map((f) => `/${f}`);
      found = { ...assets, modulePreloads, ...(files.length === 0 ? {} : { inlineStyles: `${inlineStyles}\n${css}`, inlinedStyleFiles: [...assets.inlinedStyleFiles, ...files.map((f) => `/${f}`)] }) };
      pageAssets.set(pageName, found);
    }
    return found;
  };
  const module = (await import(pathToFileURL(SERVER_ENTRY).href)) as { renderPage: (request: RenderRequest, services: RenderServices) => ReturnType<PageRenderer['render']> };
  return (request, page) =>
    module.renderPage({ url: request.url, host: request.host, cookies: request.cookies, acceptLanguage: request.acceptLanguage }, {
      rates: () => deps.rates.currentRates(),
      geo: () => deps.geo.locate({ headers: request.headers, ip: request.ip }),
      // The bundle asks for the page of `request.url`, which is the page resolved for this request.
      resolvePage: () => Promise.resolve(page),
      api: deps.api,
      domainLanguages: deps.domainLanguages,
      assets: assetsOf(page.name),
    });
}
