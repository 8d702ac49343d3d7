import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { PageRenderer } from '../../../application/ports/index.ts';

/**
 * The storefront: built assets under /assets (immutable, hashed names) and
 * every other GET that is not API or websocket rendered on the server.
 */
export async function registerPageRoutes(app: FastifyInstance, deps: { readonly renderer: PageRenderer; readonly clientDir: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: join(deps.clientDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    index: false,
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
    });
    if (page.location !== undefined) return reply.code(page.status).header('cache-control', 'no-store').redirect(page.location, page.status as 301 | 302 | 303 | 307 | 308);
    // Pages vary by cookie (language, consent) and language header; never share them across visitors.
    return reply.code(page.status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'private, no-cache').header('vary', 'Cookie, Accept-Language').send(page.html);
  });
}
