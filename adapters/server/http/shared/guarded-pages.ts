import type { ResolvePage } from '../../../../application/navigation/index.ts';
import type { PageRenderer, PageRequest } from '../../../../application/shared/ports/index.ts';
import type { ResolvedPage } from '../../../../domain/index.ts';

/** Renders the HTML document of a page already resolved for the request. */
export type RenderResolvedPage = (request: PageRequest, page: ResolvedPage) => Promise<{ readonly status: number; readonly html: string }>;

/**
 * The storefront's pages behind the navigation use case: a full page load and
 * the browser router's `/api/page` lookup resolve a URL the same way, for the
 * request's actor (built once per request from its login token), so guards
 * and 404s never disagree. A guard's
 * redirect is a 302 on a page load and `{ kind: 'redirect', to }` on a lookup.
 */
export function guardedPages(deps: { readonly resolvePage: Pick<ResolvePage, 'execute'>; readonly render: RenderResolvedPage }): PageRenderer {
  const resolve = (request: Pick<PageRequest, 'url' | 'signedIn'>) => deps.resolvePage.execute({ url: request.url, signedIn: request.signedIn });
  return {
    render: async (request) => {
      const resolution = await resolve(request);
      if (resolution.kind === 'redirect') return { status: 302, html: '', location: resolution.to };
      return deps.render(request, resolution.page);
    },
    lookup: resolve,
  };
}
