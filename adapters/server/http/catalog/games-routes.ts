import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BrowseCatalog } from '../../../../application/catalog/browse-catalog.ts';
import type { FeaturedOffers } from '../../../../application/catalog/featured-offers.ts';
import type { RecentReviews } from '../../../../application/catalog/recent-reviews.ts';
import { toHit } from './catalog-routes.ts';
import { requestToken } from '../shared/request-auth.ts';
import { hasSession } from '../shared/request-actor.ts';
import { sendDomainError } from '../shared/replies.ts';
import { parseInput } from '../shared/validation.ts';
import { GameParams, GamesQuery, ServiceParams, type FeaturedOffersAnswer, type GamesAnswer, type RecentReviewsAnswer, type ServicesAnswer } from '../../../../contracts/catalog/index.ts';

export interface GamesRouteDeps {
  readonly browseCatalog: BrowseCatalog;
  readonly featuredOffers: FeaturedOffers;
  readonly recentReviews: RecentReviews;
}

/** Anonymous answers are the same for everyone and may be shared for a minute, like /api/rates. */
const CACHEABLE = 'public, max-age=60, stale-while-revalidate=300';
/** A signed-in visitor may see hidden games: never in a shared cache. */
const PRIVATE = 'private, no-store';

function cacheFor(reply: FastifyReply, request: FastifyRequest): FastifyReply {
  return reply.header('cache-control', requestToken(request) === undefined ? CACHEABLE : PRIVATE);
}

/**
 * Browsing the catalog: the games (with the product types they sell), one
 * game's landing data, the services (product types) and the games selling
 * one, and the home page's featured offers. Hidden games appear only for a request with a valid login token.
 */
export function registerGamesRoutes(app: FastifyInstance, deps: GamesRouteDeps): void {
  app.get('/api/games', async (request, reply) => {
    const query = parseInput(GamesQuery, request.query, 'query');
    if (query.isErr()) return sendDomainError(reply, query.error);
    const answer: GamesAnswer = {
      games: await deps.browseCatalog.listGames({
        hasAuthToken: await hasSession(request),
        sort: query.value.sort,
        ...(query.value.limit === undefined ? {} : { limit: query.value.limit }),
      }),
    };
    return cacheFor(reply, request).send(answer);
  });

  app.get('/api/games/:gameType', async (request, reply) => {
    const params = parseInput(GameParams, request.params, 'params');
    if (params.isErr()) return sendDomainError(reply, params.error);
    const result = await deps.browseCatalog.getGame({ gameType: params.value.gameType, hasAuthToken: await hasSession(request) });
    if (result.isErr()) return sendDomainError(reply, result.error);
    return cacheFor(reply, request).send(result.value);
  });

  app.get('/api/services', async (request, reply) => {
    const answer: ServicesAnswer = { services: await deps.browseCatalog.listServices({ hasAuthToken: await hasSession(request) }) };
    return cacheFor(reply, request).send(answer);
  });

  // Built as an anonymous visitor sees the catalog, so it is the same for everyone and always shareable.
  app.get('/api/home/featured', async (_request, reply) => {
    const featured = await deps.featuredOffers.list();
    const answer: FeaturedOffersAnswer = { offers: featured.hits.map((hit) => toHit(hit, featured.sellerFacts)) };
    return reply.header('cache-control', CACHEABLE).send(answer);
  });

  // Like the featured offers: built for an anonymous visitor, the same for everyone.
  app.get('/api/home/reviews', async (_request, reply) => {
    const answer: RecentReviewsAnswer = { reviews: await deps.recentReviews.list() };
    return reply.header('cache-control', CACHEABLE).send(answer);
  });

  app.get('/api/services/:productType', async (request, reply) => {
    const params = parseInput(ServiceParams, request.params, 'params');
    if (params.isErr()) return sendDomainError(reply, params.error);
    const result = await deps.browseCatalog.getService({ productType: params.value.productType, hasAuthToken: await hasSession(request) });
    if (result.isErr()) return sendDomainError(reply, result.error);
    return cacheFor(reply, request).send(result.value);
  });
}
