import type { FastifyInstance } from 'fastify';
import { estimateMmr } from '../../../../domain/index.ts';
import type { LookUpPlayer } from '../../../../application/tools/look-up-player.ts';
import { PlayerQuery, TrackerParams, type MmrAnswer } from '../../../../contracts/tools/index.ts';
import { sendDomainError } from '../shared/replies.ts';
import { parseInput } from '../shared/validation.ts';

/** Profiles change with every match; the use case caches them, browsers may keep one a minute. */
const CACHEABLE = 'public, max-age=60';

export function registerStatsRoutes(app: FastifyInstance, deps: { readonly lookUpPlayer: LookUpPlayer }): void {
  app.get('/api/tools/trackers/:game/player', async (request, reply) => {
    const params = parseInput(TrackerParams, request.params, 'params');
    if (params.isErr()) return sendDomainError(reply, params.error);
    const query = parseInput(PlayerQuery, request.query, 'query');
    if (query.isErr()) return sendDomainError(reply, query.error);
    const result = await deps.lookUpPlayer.execute({ game: params.value.game, player: query.value.player });
    if (result.isErr()) return sendDomainError(reply, result.error);
    return reply.header('cache-control', CACHEABLE).send(result.value);
  });

  app.get('/api/tools/mmr/league-of-legends', async (request, reply) => {
    const query = parseInput(PlayerQuery, request.query, 'query');
    if (query.isErr()) return sendDomainError(reply, query.error);
    const result = await deps.lookUpPlayer.execute({ game: 'league-of-legends', player: query.value.player });
    if (result.isErr()) return sendDomainError(reply, result.error);
    const answer: MmrAnswer = { profile: result.value, estimate: estimateMmr(result.value.rank, result.value.matches) };
    return reply.header('cache-control', CACHEABLE).send(answer);
  });
}
