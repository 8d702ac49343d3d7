import { loadPage } from '../../ui/app/pages.ts';
import { HANDLER_GROUP_BINDERS, type HandlerGroupDeps } from './handler-group-binders.ts';
import { loadOnce } from './lazy-handlers.ts';
import { handlerGroupsOf, partHandlerGroupsOf } from './page-handler-groups.ts';

/**
 * Attaches a handler group's handlers once, as its effects' defaults: the
 * browser's scope was forked before they arrived. A chunk that failed to load
 * is asked for again by the next page or part that needs it.
 */
function groupAttacher(deps: HandlerGroupDeps): (group: string) => Promise<void> {
  const attachers = new Map(Object.entries(HANDLER_GROUP_BINDERS).map(([group, bind]) => [group, loadOnce(() => bind(deps).then((handlers) => handlers.attach()))]));
  return (group) => attachers.get(group)?.() ?? Promise.reject(new Error(`no binder for the handler group ${group}`));
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
