import { loadPage } from '../../ui/app/pages.ts';
import { HANDLER_GROUP_BINDERS, type HandlerGroupDeps } from './handler-group-binders.ts';
import { handlerGroupsOf } from './page-handler-groups.ts';

/**
 * Loads a page's code and the handler groups it needs (page-handler-groups.ts),
 * attaching each group's handlers once, as its effects' defaults: the browser's
 * scope was forked before they arrived. A chunk that failed to load is asked
 * for again by the next page that needs it.
 */
export function pageLoader(deps: HandlerGroupDeps): (name: string) => Promise<void> {
  const attached = new Map<string, Promise<void>>();
  const attach = (module: string): Promise<void> => {
    const bind = HANDLER_GROUP_BINDERS[module];
    if (bind === undefined) return Promise.reject(new Error(`no binder for the handler group ${module}`));
    let pending = attached.get(module);
    if (pending === undefined) {
      pending = bind(deps).then(
        (handlers) => handlers.attach(),
        (error: unknown) => {
          attached.delete(module);
          throw error;
        },
      );
      attached.set(module, pending);
    }
    return pending;
  };
  return async (name) => {
    await Promise.all([loadPage(name), ...handlerGroupsOf(name).map(attach)]);
  };
}
