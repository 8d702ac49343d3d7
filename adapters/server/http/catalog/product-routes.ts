import type { FastifyInstance, FastifyReply } from 'fastify';
import type { GetProduct, GetProducts } from '../../../../application/catalog/get-product.ts';
import type { GetSellerProfile, GetSellers } from '../../../../application/catalog/get-seller-profile.ts';
import { toHit } from './catalog-routes.ts';
import { sendDomainError } from '../shared/replies.ts';
import { hasSession } from '../shared/request-actor.ts';
import { parseBody, parseInput } from '../shared/validation.ts';
import {
  ProductBatchBody,
  ProductParams,
  ProfileParams,
  ProfileQuery,
  SellerBatchBody,
  type ProductBatchAnswer,
  type ProductDetail,
  type ProfileAnswer,
  type SellerBatchAnswer,
} from '../../../../contracts/catalog/index.ts';

export interface ProductRouteDeps {
  readonly getProduct: GetProduct;
  readonly getProducts: GetProducts;
  readonly getSellerProfile: GetSellerProfile;
  readonly getSellers: GetSellers;
}

/** Anonymous answers about public games may be shared briefly; stock moves, so not for long. */
const SHARED = 'public, max-age=30, stale-while-revalidate=60';
const PRIVATE = 'private, no-store';

/** Answers that depend on the visitor (hidden games, a token) are never put in a shared cache. */
function cacheFor(reply: FastifyReply, shared: boolean): FastifyReply {
  return reply.header('cache-control', shared ? SHARED : PRIVATE);
}

/**
 * Product pages, profiles and the batch reads of favorites and recently
 * viewed. Every answer is computed on the server from the database; prices
 * are USD cents for the client to convert for display.
 */
export function registerProductRoutes(app: FastifyInstance, deps: ProductRouteDeps): void {
  app.get('/api/products/:id', async (request, reply) => {
    const params = parseInput(ProductParams, request.params, 'params');
    if (params.isErr()) return sendDomainError(reply, params.error);
    const signedIn = await hasSession(request);
    const result = await deps.getProduct.execute({ id: params.value.id, hasAuthToken: signedIn });
    if (result.isErr()) return sendDomainError(reply, result.error);
    const answer: ProductDetail = result.value;
    return cacheFor(reply, !signedIn).send(answer);
  });

  app.post('/api/products/by-ids', async (request, reply) => {
    const body = parseBody(ProductBatchBody, request.body);
    if (body.isErr()) return sendDomainError(reply, body.error);
    const answer: ProductBatchAnswer = { products: await deps.getProducts.execute({ ids: body.value.ids, hasAuthToken: await hasSession(request) }) };
    return cacheFor(reply, false).send(answer);
  });

  app.get('/api/profiles/:slug', async (request, reply) => {
    const params = parseInput(ProfileParams, request.params, 'params');
    if (params.isErr()) return sendDomainError(reply, params.error);
    const query = parseInput(ProfileQuery, request.query, 'query');
    if (query.isErr()) return sendDomainError(reply, query.error);
    const signedIn = await hasSession(request);
    const result = await deps.getSellerProfile.execute({
      slug: params.value.slug,
      hasAuthToken: signedIn,
      gameType: query.value.game,
      productType: query.value.type,
      page: query.value.page,
    });
    if (result.isErr()) return sendDomainError(reply, result.error);
    const { listings, ...profile } = result.value;
    const answer: ProfileAnswer = {
      ...profile,
      listings:
        listings === null
          ? null
          : { hits: listings.hits.map((d) => toHit(d, listings.sellerFacts)), estimatedTotalHits: listings.estimatedTotalHits, page: listings.page, limit: listings.limit },
    };
    return cacheFor(reply, !signedIn).send(answer);
  });

  app.post('/api/profiles/by-ids', async (request, reply) => {
    const body = parseBody(SellerBatchBody, request.body);
    if (body.isErr()) return sendDomainError(reply, body.error);
    const answer: SellerBatchAnswer = { sellers: await deps.getSellers.execute({ ids: body.value.ids }) };
    return cacheFor(reply, false).send(answer);
  });
}
