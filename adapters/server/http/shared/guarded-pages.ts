import type { SessionTokens } from '../../../../application/accounts/ports/index.ts';
import type { ResolvePage } from '../../../../application/navigation/index.ts';
import type { PageRenderer, PageRequest } from '../../../../application/shared/ports/index.ts';
import type { ResolvedPage } from '../../../../domain/index.ts';
import { AUTH_TOKEN_COOKIE } from './request-auth.ts';

/** Renders the HTML document of a page already resolved for the request. */
export type RenderResolvedPage = (request: PageRequest, page: ResolvedPage) => Promise<{ readonly status: number; readonly html: string }>;

/** Whether the cookies carry a valid login token (pages are requested by browsers, so only the cookie counts). */
async function signedIn(tokens: SessionTokens, cookies: Readonly<Record<string, string>>): Promise<boolean> {
  const token = cookies[AUTH_TOKEN_COOKIE];
  return token !== undefined && token !== '' && (await tokens.userIdFor(token)) !== undefined;
}

/**
 * The storefront's pages behind the navigation use case: a full page load and
 * the browser router's `/api/page` lookup resolve a URL the same way, for the
 * visitor the cookies name, so guards and 404s never disagree. A guard's
 * redirect is a 302 on a page load and `{ kind: 'redirect', to }` on a lookup.
 */
export function guardedPages(deps: { readonly resolvePage: Pick<ResolvePage, 'execute'>; readonly tokens: SessionTokens; readonly render: RenderResolvedPage }): PageRenderer {
  const resolve = async (request: Pick<PageRequest, 'url' | 'cookies'>) => deps.resolvePage.execute({ url: request.url, signedIn: await signedIn(deps.tokens, request.cookies) });
  return {
    render: async (request) => {
      const resolution = await resolve(request);
      if (resolution.kind === 'redirect') return { status: 302, html: '', location: resolution.to };
      return deps.render(request, resolution.page);
    },
    lookup: resolve,
  };
}
