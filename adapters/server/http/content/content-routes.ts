import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Result } from 'neverthrow';
import type { ReadContent } from '../../../../application/content/index.ts';
import { BlogQuery, ContentLanguageQuery, PostParams, WikiArticleParams, WikiCategoryParams } from '../../../../contracts/content/index.ts';
import type { DomainError } from '../../../../domain/index.ts';
import { sendDomainError } from '../shared/replies.ts';
import { hasSession } from '../shared/request-actor.ts';
import { parseInput } from '../shared/validation.ts';

function answer<T>(reply: FastifyReply, result: Result<T, DomainError>, cache: string) {
  if (result.isErr()) return sendDomainError(reply, result.error);
  return reply.header('cache-control', cache).send(result.value);
}

/** The blog and the wiki for visitors (live entries only); 404 for a missing, draft or scheduled entry. */
export function registerContentRoutes(app: FastifyInstance, deps: { readonly readContent: ReadContent }): void {
  // Public pages change when staff publish: a short shared cache, never stale for long.
  const PUBLIC = 'public, max-age=60';
  const PRIVATE = 'private, no-store';

  app.get('/api/blog', async (request, reply) => {
    const query = parseInput(BlogQuery, request.query, 'query');
    if (query.isErr()) return sendDomainError(reply, query.error);
    return answer(reply, await deps.readContent.blog(Number(query.value.page), query.value.language), PUBLIC);
  });

  app.get('/api/posts/:slug', async (request, reply) => {
    const params = parseInput(PostParams, request.params, 'params');
    if (params.isErr()) return sendDomainError(reply, params.error);
    const query = parseInput(ContentLanguageQuery, request.query, 'query');
    if (query.isErr()) return sendDomainError(reply, query.error);
    return answer(reply, await deps.readContent.post(params.value.slug, query.value.language), PUBLIC);
  });

  app.get('/api/wiki', async (request, reply) => {
    const signedIn = await hasSession(request);
    return answer(reply, await deps.readContent.wikiIndex(signedIn), signedIn ? PRIVATE : PUBLIC);
  });

  app.get('/api/wiki/:gameType/:category', async (request, reply) => {
    const params = parseInput(WikiCategoryParams, request.params, 'params');
    if (params.isErr()) return sendDomainError(reply, params.error);
    const query = parseInput(ContentLanguageQuery, request.query, 'query');
    if (query.isErr()) return sendDomainError(reply, query.error);
    const signedIn = await hasSession(request);
    return answer(reply, await deps.readContent.wikiCategory(params.value.gameType, params.value.category, query.value.language, signedIn), signedIn ? PRIVATE : PUBLIC);
  });

  app.get('/api/wiki/:gameType/:category/:slug', async (request, reply) => {
    const params = parseInput(WikiArticleParams, request.params, 'params');
    if (params.isErr()) return sendDomainError(reply, params.error);
    const query = parseInput(ContentLanguageQuery, request.query, 'query');
    if (query.isErr()) return sendDomainError(reply, query.error);
    const signedIn = await hasSession(request);
    const { gameType, category, slug } = params.value;
    return answer(reply, await deps.readContent.article(gameType, category, slug, query.value.language, signedIn), signedIn ? PRIVATE : PUBLIC);
  });
}
