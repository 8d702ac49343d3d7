import type { FastifyInstance } from 'fastify';
import type { SiteSearch } from '../../../../application/catalog/ports/index.ts';
import { sendDomainError } from '../shared/replies.ts';
import { hasSession } from '../shared/request-actor.ts';
import { parseBody } from '../shared/validation.ts';
import { MultiSearchBody, type MultiSearchAnswer } from '../../../../contracts/catalog/index.ts';

/** POST /api/multi-search: the header's global search across the spec's indexes. */
export function registerSiteSearchRoutes(app: FastifyInstance, deps: { readonly siteSearch: SiteSearch }): void {
  app.post('/api/multi-search', async (request, reply) => {
    const body = parseBody(MultiSearchBody, request.body);
    if (body.isErr()) return sendDomainError(reply, body.error);
    const result = await deps.siteSearch.multiSearch(body.value.queries, { hasAuthToken: await hasSession(request) });
    if (result.isErr()) return sendDomainError(reply, result.error);
    const answer: MultiSearchAnswer = { results: result.value };
    return reply.header('cache-control', 'no-store').send(answer);
  });
}
