import { loadPage } from '../../ui/app/pages.ts';
import type { I18n } from '../../ui/i18n/translator.ts';
import { EffectHandlers } from './effect-handlers.ts';
import { handlerGroupsOf } from './page-handler-groups.ts';
import type { PageHandlerDeps } from './page-handlers.ts';

export interface PageLoadingDeps extends PageHandlerDeps {
  /** The page's translator, for texts the handlers write (toasts, the page description). */
  readonly i18n: I18n;
}

/** Each handler group's chunk (page-handler-groups.ts names them), attaching its handlers as their effects' defaults. */
const GROUP_LOADERS: Readonly<Record<string, (deps: PageLoadingDeps) => Promise<void>>> = {
  'composition-root/client/page-handlers.ts': (deps) => import('./page-handlers.ts').then((m) => m.attachPageHandlers(deps)),
  'composition-root/client/catalog-listings.ts': (deps) =>
    import('./catalog-listings.ts').then((m) => m.bindListingsHandlers(new EffectHandlers(), { channel: deps.connection }).attach()),
  'composition-root/client/catalog-product.ts': (deps) =>
    import('./catalog-product.ts').then((m) => m.bindProductHandlers(new EffectHandlers(), { connection: deps.connection, i18n: deps.i18n }).attach()),
};

/**
 * Loads a page's code and the handler groups it needs, attaching each group
 * once. A chunk that failed to load is asked for again by the next page that
 * needs it.
 */
export function pageLoader(deps: PageLoadingDeps): (name: string) => Promise<void> {
  const attached = new Map<string, Promise<void>>();
  const attach = (module: string): Promise<void> => {
    const load = GROUP_LOADERS[module];
    if (load === undefined) return Promise.reject(new Error(`no loader for the handler group ${module}`));
    let pending = attached.get(module);
    if (pending === undefined) {
      pending = load(deps).catch((error: unknown) => {
        attached.delete(module);
        throw error;
      });
      attached.set(module, pending);
    }
    return pending;
  };
  return async (name) => {
    await Promise.all([loadPage(name), ...handlerGroupsOf(name).map(attach)]);
  };
}
