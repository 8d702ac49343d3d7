import { loadPage } from '../../ui/app/pages.ts';
import { HANDLER_GROUP_BINDERS, type HandlerGroupDeps } from './handler-group-binders.ts';
import { handlerGroupsOf, partHandlerGroupsOf } from './page-handler-groups.ts';

/**
 * Attaches a handler group's handlers once, as its effects' defaults: the
 * browser's scope was forked before they arrived. A chunk that failed to load
 * is asked for again by the next page or part that needs it.
 */
function groupAttacher(deps: HandlerGroupDeps): (group: string) => Promise<void> {
  const attached = new Map<string, Promise<void>>();
  return (group) => {
    const bind = HANDLER_GROUP_BINDERS[group];
    if (bind === undefined) return Promise.reject(new Error(`no binder for the handler group ${group}`));
    let pending = attached.get(group);
    if (pending === undefined) {
      pending = bind(deps).then(
        (handlers) => handlers.attach(),
        (error: unknown) => {
          attached.delete(group);
          throw error;
        },
      );
      attached.set(group, pending);
    }
    return pending;
  };
}

/** What loads a page's code with its handler groups, and what readies a deferred part's (page-handler-groups.ts). */
export function groupLoaders(deps: HandlerGroupDeps): { readonly loadPage: (name: string) => Promise<void>; readonly preparePart: (part: string) => Promise<void> } {
  const attach = groupAttacher(deps);
  return {
    loadPage: async (name) => {
      await Promise.all([loadPage(name), ...handlerGroupsOf(name).map(attach)]);
    },
    preparePart: async (part) => {
      await Promise.all(partHandlerGroupsOf(part).map(attach));
    },
  };
}
