import { describe, expect, it } from 'vitest';
import { guardedPages, type RenderResolvedPage } from '../../../../adapters/server/http/shared/guarded-pages.ts';
import type { ResolvePageRequest } from '../../../../application/navigation/index.ts';
import type { PageRequest } from '../../../../application/shared/ports/index.ts';
import type { PageResolution } from '../../../../domain/index.ts';

const HOME = { name: 'home', layout: 'default', params: {}, pathname: '/', search: '', status: 200 } as const;

/** A resolver that redirects /dashboard for anonymous visitors and records who asked. */
function setup() {
  const asked: ResolvePageRequest[] = [];
  const rendered: string[] = [];
  const resolvePage = {
    execute: (request: ResolvePageRequest): Promise<PageResolution> => {
      asked.push(request);
      if (request.url === '/dashboard' && !request.signedIn) return Promise.resolve({ kind: 'redirect', to: '/login?redirect=%2Fdashboard' });
      return Promise.resolve({ kind: 'page', page: { ...HOME, status: request.url === '/gone' ? 404 : 200 } });
    },
  };
  const render: RenderResolvedPage = (request, page) => {
    rendered.push(request.url);
    return Promise.resolve({ status: page.status, html: `<html>${page.name}</html>` });
  };
  return { asked, rendered, pages: guardedPages({ resolvePage, render }) };
}

const request = (url: string, signedIn = false): PageRequest => ({ url, host: 'localhost', cookies: {}, acceptLanguage: undefined, headers: {}, ip: '127.0.0.1', signedIn });

describe('guardedPages: storefront pages behind the navigation use case', () => {
  it("resolves for the request's actor, whatever the cookies say", async () => {
    const { asked, pages } = setup();
    await pages.lookup({ url: '/', cookies: {}, signedIn: true });
    await pages.lookup({ url: '/', cookies: { authToken: 'looks-valid' }, signedIn: false });
    expect(asked.map((a) => a.signedIn)).toEqual([true, false]);
  });

  it('answers a full load with a 302 to where the guard sends the visitor, rendering nothing', async () => {
    const { rendered, pages } = setup();
    expect(await pages.render(request('/dashboard'))).toEqual({ status: 302, html: '', location: '/login?redirect=%2Fdashboard' });
    expect(rendered).toEqual([]);
  });

  it('renders the resolved page with its status', async () => {
    const { pages } = setup();
    expect(await pages.render(request('/dashboard', true))).toEqual({ status: 200, html: '<html>home</html>' });
    expect(await pages.render(request('/gone'))).toEqual({ status: 404, html: '<html>home</html>' });
  });

  it('answers the browser router with the same resolution', async () => {
    const { pages } = setup();
    expect(await pages.lookup({ url: '/dashboard', cookies: {}, signedIn: false })).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fdashboard' });
    expect(await pages.lookup({ url: '/gone', cookies: {}, signedIn: false })).toEqual({ kind: 'page', page: { ...HOME, status: 404 } });
  });
});
