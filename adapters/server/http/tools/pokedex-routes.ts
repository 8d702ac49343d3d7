import type { FastifyInstance } from 'fastify';
import type { BrowsePokedex } from '../../../../application/tools/browse-pokedex.ts';
import { PokedexParams, PokedexQuery } from '../../../../contracts/tools/index.ts';
import { sendDomainError } from '../shared/replies.ts';
import { parseInput } from '../shared/validation.ts';

/** The pokedex is the same for everyone and changes only with a deploy: shared caches may keep it an hour. */
const CACHEABLE = 'public, max-age=3600, stale-while-revalidate=86400';

export function registerPokedexRoutes(app: FastifyInstance, deps: { readonly browsePokedex: BrowsePokedex }): void {
  app.get('/api/tools/pokedex/:gameType', async (request, reply) => {
    const params = parseInput(PokedexParams, request.params, 'params');
    if (params.isErr()) return sendDomainError(reply, params.error);
    const query = parseInput(PokedexQuery, request.query, 'query');
    if (query.isErr()) return sendDomainError(reply, query.error);
    const result = deps.browsePokedex.execute({ gameType: params.value.gameType, ...query.value });
    if (result.isErr()) return sendDomainError(reply, result.error);
    return reply.header('cache-control', CACHEABLE).send(result.value);
  });
}
