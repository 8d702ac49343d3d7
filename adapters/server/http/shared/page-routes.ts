import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { PageRenderer } from '../../../../application/shared/ports/index.ts';
import { PageLookupQuery, StringsParams, StringsQuery, type PageLookup } from '../../../../contracts/shared/index.ts';
import { sendDomainError } from './replies.ts';
import { hasSession } from './request-actor.ts';
import { parseInput } from './validation.ts';
import { affiliateCodeOf, setQueryCookies } from './query-cookies.ts';

/**
 * The storefront: built assets under /assets (immutable, hashed names) and
 * every other GET that is not API or websocket rendered on the server.
 */
export async function registerPageRoutes(
  app: FastifyInstance,
  deps: {
    readonly renderer: PageRenderer;
    readonly clientDir: string;
    /** A language's interface strings (the default's for an unknown language), with their version. */
    readonly strings: (language: string) => { readonly version: string; readonly json: string };
    /** Counts a visit that arrived with `?affiliate=CODE` (the affiliate programme); the visitor is not recorded. */
    readonly affiliateClicked?: (code: string) => Promise<void>;
  },
): Promise<void> {
  const clicked = async (url: string) => {
    const code = affiliateCodeOf(url);
    if (code !== null) await deps.affiliateClicked?.(code);
  };
  await app.register(fastifyStatic, {
    root: join(deps.clientDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    index: false,
  });
  // The page language's strings, fetched by the browser as it starts. The version a page names is cached for a
  // year; any other (a page rendered before a deploy changed them) gets today's strings, revalidated each time.
  app.get('/api/strings/:language', async (request, reply) => {
    const params = parseInput(StringsParams, request.params, 'params');
    if (params.isErr()) return sendDomainError(reply, params.error);
    const query = parseInput(StringsQuery, request.query, 'query');
    if (query.isErr()) return sendDomainError(reply, query.error);
    const strings = deps.strings(params.value.language);
    const current = query.value.v === strings.version;
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
      .send(strings.json);
  });
  // The browser's router asks which page a URL is before it shows it (guards and 404s decided here, as for a full load).
  app.get('/api/page', async (request, reply) => {
    const query = parseInput(PageLookupQuery, request.query, 'query');
    if (query.isErr()) return sendDomainError(reply, query.error);
    setQueryCookies(request, reply, query.value.url, Date.now());
    await clicked(query.value.url);
    const lookup: PageLookup = await deps.renderer.lookup({ url: query.value.url, cookies: request.cookies as Record<string, string>, signedIn: await hasSession(request) });
    return reply.header('cache-control', 'private, no-store').send(lookup);
  });
  app.get('/*', async (request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url.startsWith('/websocket')) return reply.callNotFound();
    const page = await deps.renderer.render({
      url,
      host: request.headers.host ?? 'localhost',
      cookies: request.cookies as Record<string, string>,
      acceptLanguage: request.headers['accept-language'],
      headers: request.headers,
      ip: request.ip,
      signedIn: await hasSession(request),
    });
    setQueryCookies(request, reply, url, Date.now());
    await clicked(url);
    if (page.location !== undefined) return reply.code(page.status).header('cache-control', 'no-store').redirect(page.location, page.status as 301 | 302 | 303 | 307 | 308);
    // Whether the page came from the anonymous page cache (see page-cache.ts), for operators and tests.
    if (page.cache !== undefined) reply.header('x-page-cache', page.cache);
    // Pages vary by cookie (language, consent) and language header; never share them across visitors.
    return reply.code(page.status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'private, no-cache').header('vary', 'Cookie, Accept-Language').send(page.utf8 ?? page.html);
  });
}
