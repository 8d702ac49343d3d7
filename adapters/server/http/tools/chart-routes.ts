import type { FastifyInstance } from 'fastify';
import type { ReadPriceHistory } from '../../../../application/tools/price-history.ts';
import { ChartParams, ChartQuery, type ChartAnswer, type ChartsOverviewAnswer } from '../../../../contracts/tools/index.ts';
import { sendDomainError } from '../shared/replies.ts';
import { parseInput } from '../shared/validation.ts';

/** The history changes once a day: shared caches may keep it ten minutes. */
const CACHEABLE = 'public, max-age=600';

export function registerChartRoutes(app: FastifyInstance, deps: { readonly readPriceHistory: ReadPriceHistory }): void {
  app.get('/api/tools/charts', async (_request, reply) => {
    const answer: ChartsOverviewAnswer = { latest: await deps.readPriceHistory.overview() };
    return reply.header('cache-control', CACHEABLE).send(answer);
  });

  app.get('/api/tools/charts/:gameType', async (request, reply) => {
    const params = parseInput(ChartParams, request.params, 'params');
    if (params.isErr()) return sendDomainError(reply, params.error);
    const query = parseInput(ChartQuery, request.query, 'query');
    if (query.isErr()) return sendDomainError(reply, query.error);
    const answer: ChartAnswer = await deps.readPriceHistory.forGame(params.value.gameType, query.value.days);
    return reply.header('cache-control', CACHEABLE).send(answer);
  });
}
